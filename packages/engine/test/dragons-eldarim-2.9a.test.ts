// 2.9a the Eldarim champions against dragons (rules/000 line 342, lines 947-1024, the logos at
// lines 2068-2106, white dragons at line 2470): the logo rolls of the dragon attack's first step
// (taming, slaying, banishing, control), tamed dragons and their loss of control, riding,
// promotions refused, the logos as ID icons in the army's response, force limits and magic colours.
import { describe, expect, it } from "vitest";
import { championProblem } from "../src/editions/2.9a/forces.ts";
import { ruleset29a } from "../src/editions/2.9a/index.ts";
import type { Effect } from "../src/kernel/effects.ts";
import { applyInPlace, startFlow } from "../src/kernel/game.ts";
import type { GameState } from "../src/kernel/state.ts";
import { loadScenario } from "../src/scenario/scenario.ts";
import type { DragonBattle } from "../src/standard/dragon-battle.ts";
import { promotionRefused } from "../src/standard/eldarim-logos.ts";
import { TAMING, tamingOf } from "../src/standard/tamed-dragons.ts";
import { ofType, type Setup, scenarioOf } from "./positions.ts";
import { cast, magicFront } from "./spells.ts";

type Game = Omit<Setup, "start"> & { start?: Setup["start"] | { phase: "turn-start" } };

/**
 * A position from the start of the turn (the dragon attacks come first) unless told, with the
 * state prepared as the scenario format cannot (a dragon tamed before); `decide` answers the
 * pending decision of a player and kind.
 */
function game(s: Game, prepare?: (state: GameState) => void) {
  const json = {
    ...scenarioOf({ ...s, start: { phase: "reserves" } }),
    start: s.start ?? { phase: "turn-start" },
  };
  const { state, tasks } = loadScenario(json);
  prepare?.(state);
  const events = startFlow(ruleset29a, state, tasks);
  const decide = (player: number, kind: string, choice: unknown) => {
    const d = state.pending.find((x) => x.player === player && x.kind === kind);
    if (!d) throw new Error(`no ${kind} for ${player}: ${state.pending.map((x) => x.kind)}`);
    const result = applyInPlace(ruleset29a, state, {
      type: "decide",
      player,
      decision: d.id,
      choice,
    });
    if (!result.ok) throw new Error(result.error.message);
    events.push(...result.events);
  };
  const pending = (player: number, kind: string) =>
    state.pending.find((x) => x.player === player && x.kind === kind);
  return { state, events, decide, pending };
}

/** A dragon tamed before the position starts, by `champion` of `owner`, at the frontier. */
const tamedBy =
  (owner: number, champion: string, dragon: string, terrain = "front") =>
  (state: GameState) => {
    const e: Effect = {
      id: ++state.counters.effect,
      name: TAMING,
      owner,
      madeIn: 1,
      target: { dragon, at: `dragons:${terrain}` },
      expires: "permanent",
      tames: true,
      madeBy: [champion],
      madeAt: `t:${terrain}`,
    };
    state.effects.push(e);
  };

const at = (state: GameState, id: string) => state.dice.find((d) => d.id === id)?.at;
const logos = (events: ReturnType<typeof game>["events"]) =>
  ofType(events, "eldarim-logo").map((e) => `${e.champion} ${e.does} ${e.dragon}`);
const attacked = (events: ReturnType<typeof game>["events"]) =>
  ofType(events, "dragon-attack").map((e) => e.dragons);
const rolledDragons = (events: ReturnType<typeof game>["events"]) =>
  ofType(events, "dragons-rolled").flatMap((e) => e.dragons.map((d) => d.dragon));

describe("2.9a Eldarim logos before a dragon attack (line 342, lines 947-961)", () => {
  it("a Dragonlord's logo tames the dragon: it does not attack the army (line 949)", () => {
    const g = game({
      dice: [
        [0, "dragonlord", "t:front"],
        [0, "footman", "t:front"],
        [1, "red-drake", "dragons:front"],
      ],
      rolls: { d0: ["Logo"] },
    });
    // The red dragon attacks; the Dragonlord may roll (line 342): the player says it does. The
    // champions are picked by number (here one), not by health-worth.
    expect(attacked(g.events)).toEqual([["d2"]]);
    expect(g.pending(0, "sai-targets")?.data).toMatchObject({ maxUnits: 1, rule: "any" });
    g.decide(0, "sai-targets", ["d0"]);
    expect(logos(g.events)).toEqual(["d0 tames d2"]);
    expect(rolledDragons(g.events)).toEqual([]);
    const taming = tamingOf(g.state, "d2");
    expect(taming).toMatchObject({ owner: 0, madeBy: ["d0"], madeAt: "t:front" });
    expect(g.pending(0, "choose-march")).toBeDefined();
  });

  it("the Cantrip a Dragonlord rolls for its logo is ignored (line 981)", () => {
    const g = game({
      dice: [
        [0, "dragonlord", "t:front"],
        [0, "footman", "t:front"],
        [1, "red-drake", "dragons:front"],
      ],
      rolls: { d0: ["Cantrip"], d2: ["Claw"] },
    });
    g.decide(0, "sai-targets", ["d0"]);
    // No magic, no spell: the dragon attacks.
    expect(ofType(g.events, "sai")).toEqual([]);
    expect(g.state.pending.map((d) => d.kind)).not.toContain("cast-spells");
    expect(logos(g.events)).toEqual([]);
    expect(rolledDragons(g.events)).toEqual(["d2"]);
  });

  it("a champion the player does not pick does not roll", () => {
    const g = game({
      dice: [
        [0, "dragonlord", "t:front"],
        [1, "red-drake", "dragons:front"],
      ],
      rolls: { d0: ["Logo", "Logo"], d1: ["Claw"] },
    });
    g.decide(0, "sai-targets", []);
    expect(ofType(g.events, "roll").filter((e) => e.purpose === "before-dragon-attack")).toEqual(
      [],
    );
    expect(rolledDragons(g.events)).toEqual(["d1"]);
  });

  it("a Dragonmaster of another colour, or against a white dragon, may not roll (lines 340, 2470)", () => {
    for (const dragon of ["blue-drake", "white-drake"]) {
      const g = game({
        dice: [
          [0, "dragonmaster-red", "t:front"],
          [1, dragon, "dragons:front"],
        ],
        rolls: { d1: ["Claw"] },
      });
      expect(g.pending(0, "sai-targets"), dragon).toBeUndefined();
      expect(rolledDragons(g.events), dragon).toEqual(["d1"]);
    }
  });

  it("a Dragonmaster tames a hybrid dragon sharing one of its colours (line 2454)", () => {
    const g = game({
      dice: [
        [0, "dragonmaster-red", "t:front"],
        [1, "blue-red-drake", "dragons:front"],
      ],
      rolls: { d0: ["Logo"] },
    });
    g.decide(0, "sai-targets", ["d0"]);
    expect(logos(g.events)).toEqual(["d0 tames d1"]);
  });

  it("a Dragonslayer's logo slays a dragon at once: it goes back to its pool (line 959)", () => {
    const g = game({
      dice: [
        [0, "dragonslayer", "t:front"],
        [0, "footman", "t:front"],
        [1, "red-drake", "dragons:front"],
        [1, "red-drake", "dragons:front"],
      ],
      rolls: { d0: ["Logo"], d3: ["Claw"] },
    });
    g.decide(0, "sai-targets", ["d0"]);
    // Two dragons: the player picks the one slain.
    g.decide(0, "sai-choice", { say: "slay", unit: "d2" });
    expect(logos(g.events)).toEqual(["d0 slays d2"]);
    expect(rolledDragons(g.events)).toEqual(["d3"]);
    expect(at(g.state, "d2")).toBe("pool");
  });

  it("a Dragonhunter's logo slays and banishes a dragon of its colour (line 959, line 2076)", () => {
    const g = game({
      dice: [
        [0, "dragonhunter-red", "t:front"],
        [0, "footman", "t:front"],
        [1, "red-drake", "dragons:front"],
      ],
      rolls: { d0: ["Logo"] },
    });
    g.decide(0, "sai-targets", ["d0"]);
    expect(logos(g.events)).toEqual(["d0 banishes d2"]);
    expect(ofType(g.events, "dragons-slain")).toEqual([
      expect.objectContaining({ dragons: ["d2"], banished: ["d2"] }),
    ]);
    expect(at(g.state, "d2")).toBe("out");
    // Its army may not promote for a dragon of its colour (line 1009).
    expect(g.pending(0, "dragon-promotions")).toBeUndefined();
  });

  it("a Dragonslayer slaying a white dragon that rolls Jaws: dragon banished, Dragonslayer killed and buried (line 2470)", () => {
    const g = game({
      dice: [
        [0, "dragonslayer", "t:front"],
        [0, "footman", "t:front"],
        [1, "white-drake", "dragons:front"],
        [1, "footman", "t:home1"],
      ],
      rolls: { d0: ["Logo"], d2: ["Jaws"] },
    });
    g.decide(0, "sai-targets", ["d0"]);
    expect(ofType(g.events, "eldarim-logo")).toEqual([
      expect.objectContaining({ does: "banishes", dragon: "d2", rolled: "Jaws" }),
    ]);
    expect(at(g.state, "d2")).toBe("out");
    expect(at(g.state, "d0")).toBe("bua");
  });

  it("a white dragon slain by a Dragonslayer that rolls no Jaws goes back to its pool", () => {
    const g = game({
      dice: [
        [0, "dragonslayer", "t:front"],
        [0, "footman", "t:front"],
        [1, "white-drake", "dragons:front"],
      ],
      rolls: { d0: ["Logo"], d2: ["Claw"] },
    });
    g.decide(0, "sai-targets", ["d0"]);
    expect(logos(g.events)).toEqual(["d0 slays d2"]);
    expect(at(g.state, "d2")).toBe("pool");
    expect(at(g.state, "d0")).toBe("t:front");
  });

  it("a Dragoncrusader holds a dragon still: it does not roll, the army can slay it (line 961)", () => {
    const g = game({
      dice: [
        [0, "dragoncrusader", "t:front"],
        [0, "footman", "t:front"],
        [1, "red-drake", "dragons:front"],
      ],
      rolls: { d0: ["Logo"] },
    });
    g.decide(0, "sai-targets", ["d0"]);
    // One dragon, no other to turn it on: held.
    expect(logos(g.events)).toEqual(["d0 holds d2"]);
    expect(rolledDragons(g.events)).toEqual([]);
    // The army responds against it.
    expect(ofType(g.events, "roll").some((e) => e.purpose === "dragon-attack")).toBe(true);
    expect(at(g.state, "d0")).toBe("t:front");
  });

  it("a Dragonzealot turns a dragon of its colour on another dragon (line 2106)", () => {
    const g = game({
      dice: [
        [0, "dragonzealot-red", "t:front"],
        [0, "footman", "t:front"],
        [1, "red-drake", "dragons:front"],
        [1, "red-drake", "dragons:front"],
      ],
      rolls: { d0: ["Logo"], d3: ["Claw"] },
    });
    g.decide(0, "sai-targets", ["d0"]);
    g.decide(0, "sai-choice", { say: "turn on another dragon", unit: "d2" });
    expect(ofType(g.events, "eldarim-logo")).toEqual([
      expect.objectContaining({ does: "turns", dragon: "d2", on: "d3" }),
    ]);
    expect(rolledDragons(g.events)).toEqual(["d3"]);
    // Turned, not held: the dragon-against-dragon step rolls it against d3.
    expect(g.state.dragonBattle?.dragons).toEqual([
      { id: "d2", faces: [], turnedOn: "d3" },
      { id: "d3", faces: ["Claw"] },
    ]);
  });

  it("a Dragoncrusader controlling a white dragon sits out the army's response (line 2470)", () => {
    const g = game({
      dice: [
        [0, "dragoncrusader", "t:front"],
        [0, "footman", "t:front"],
        [1, "white-drake", "dragons:front"],
      ],
      rolls: { d0: ["Logo"] },
    });
    g.decide(0, "sai-targets", ["d0"]);
    const response = ofType(g.events, "roll").filter((e) => e.purpose === "dragon-attack");
    expect(response.flatMap((e) => e.dice.map((d) => d.die))).toEqual(["d1"]);
  });
});

describe("2.9a tamed dragons (lines 949-957)", () => {
  const table: Game["dice"] = [
    [0, "dragonlord", "t:front"],
    [0, "footman", "t:front"],
    [1, "footman", "t:front"],
    [1, "red-drake", "dragons:front"],
  ];

  it("a dragon tamed by the marching player does not attack its army", () => {
    const g = game({ dice: table }, tamedBy(0, "d0", "d3"));
    expect(attacked(g.events)).toEqual([[]]);
    expect(rolledDragons(g.events)).toEqual([]);
    expect(tamingOf(g.state, "d3")?.owner).toBe(0);
  });

  it("it attacks another player's army only if its controller wishes (line 949)", () => {
    const spared = game({ dice: table, turn: 1 }, tamedBy(0, "d0", "d3"));
    spared.decide(0, "sai-choice", { say: "leave it alone", unit: "d3" });
    expect(attacked(spared.events)).toEqual([[]]);

    const struck = game({ dice: table, turn: 1, rolls: { d3: ["Claw"] } }, tamedBy(0, "d0", "d3"));
    struck.decide(0, "sai-choice", { say: "attack", unit: "d3" });
    expect(attacked(struck.events)).toEqual([["d3"]]);
    expect(rolledDragons(struck.events)).toEqual(["d3"]);
    // Still tamed by player 0.
    expect(tamingOf(struck.state, "d3")?.owner).toBe(0);
  });

  it("a Dragonlord of the attacked army takes control of a tamed dragon (line 955)", () => {
    const g = game(
      {
        dice: [...table, [1, "dragonlord", "t:front"]],
        turn: 1,
        rolls: { d4: ["Logo"] },
      },
      tamedBy(0, "d0", "d3"),
    );
    g.decide(0, "sai-choice", { say: "attack", unit: "d3" });
    g.decide(1, "sai-targets", ["d4"]);
    expect(tamingOf(g.state, "d3")).toMatchObject({ owner: 1, madeBy: ["d4"] });
    expect(g.state.effects.filter((e) => e.tames)).toHaveLength(1);
  });

  it("a Dragonlord taming another dragon lets go of the first (line 957)", () => {
    const g = game(
      {
        dice: [
          [0, "dragonlord", "t:front"],
          [0, "footman", "t:front"],
          [1, "red-drake", "dragons:front"],
          [1, "red-drake", "dragons:front"],
        ],
        rolls: { d0: ["Logo"] },
      },
      tamedBy(0, "d0", "d2"),
    );
    // Its own dragon leaves the army alone; the other attacks, and the Dragonlord tames it.
    expect(attacked(g.events)).toEqual([["d3"]]);
    g.decide(0, "sai-targets", ["d0"]);
    expect(logos(g.events)).toEqual(["d0 tames d3"]);
    expect(tamingOf(g.state, "d2")).toBeNull();
    expect(tamingOf(g.state, "d3")?.madeBy).toEqual(["d0"]);
  });

  it("loses control when its champion is killed, or when the dragon leaves (slain, Wings)", () => {
    for (const [die, where] of [
      ["d0", "dua"],
      ["d3", "pool"],
    ] as const) {
      const g = game({ dice: table, rolls: { d3: ["Claw"] } }, (state) => {
        tamedBy(0, "d0", "d3")(state);
        (state.dice.find((d) => d.id === die) as { at: string }).at = where;
      });
      expect(tamingOf(g.state, "d3"), die).toBeNull();
    }
    // Killed in play: no longer tamed, it attacks its former tamer's army.
    const g = game({ dice: table, rolls: { d3: ["Claw"] } }, (state) => {
      tamedBy(0, "d0", "d3")(state);
      (state.dice[0] as { at: string }).at = "dua";
    });
    expect(rolledDragons(g.events)).toEqual(["d3"]);
  });

  it("loses control when the dragon it sent against another army is slain there (line 957)", () => {
    const g = game(
      {
        dice: [...table, [1, "dragonslayer", "t:front"]],
        turn: 1,
        rolls: { d4: ["Logo"] },
      },
      tamedBy(0, "d0", "d3"),
    );
    g.decide(0, "sai-choice", { say: "attack", unit: "d3" });
    g.decide(1, "sai-targets", ["d4"]);
    expect(logos(g.events)).toEqual(["d4 slays d3"]);
    expect(at(g.state, "d3")).toBe("pool");
    expect(tamingOf(g.state, "d3")).toBeNull();
  });

  it("loses control when the dragon flies away on its Wings (line 957)", () => {
    const g = game(
      {
        dice: [...table, [1, "footman", "t:home1"]],
        turn: 1,
        rolls: { d3: ["Wing"], d2: ["Save"] },
      },
      tamedBy(0, "d0", "d3"),
    );
    g.decide(0, "sai-choice", { say: "attack", unit: "d3" });
    expect(ofType(g.events, "dragons-flew")).toEqual([
      expect.objectContaining({ dragons: ["d3"] }),
    ]);
    expect(tamingOf(g.state, "d3")).toBeNull();
  });

  it("loses control when its Dragonlord retreats to the reserve area (line 957)", () => {
    const g = game({ dice: table, start: { phase: "reserves" } }, tamedBy(0, "d0", "d3"));
    g.decide(0, "retreat", ["d0"]);
    expect(tamingOf(g.state, "d3")).toBeNull();
  });

  /** Player 0's frontier army, a Dragonlord with its tamed gold dragon, casts a gold spell. */
  const casting = (spell: string, target: unknown) => {
    const g = game(
      {
        front: magicFront,
        dice: [
          [0, "dragonlord", "t:front"],
          [0, "footman", "t:front"],
          [1, "gold-drake", "dragons:front"],
        ],
        rolls: { d0: ["ID"], d1: ["Melee"] },
        start: { phase: "action", army: "t:front" },
      },
      tamedBy(0, "d0", "d2"),
    );
    g.decide(0, "choose-action", { action: "magic" });
    // The Dragonlord's 4 ID, doubled by the flatland's gold (line 979): 8 gold magic.
    g.decide(0, "cast-spells", { spells: [{ spell, color: "gold", target }] });
    return g;
  };

  it("loses control when its Dragonlord leaves by Path (line 957)", () => {
    const g = casting("path", { unit: "d0" });
    expect(tamingOf(g.state, "d2")).not.toBeNull();
    g.decide(0, "sai-choice", { say: "move to", at: "t:home0" });
    expect(at(g.state, "d0")).toBe("t:home0");
    expect(tamingOf(g.state, "d2")).toBeNull();
  });

  it("loses control when the dragon is summoned away, even to its own terrain (line 957)", () => {
    const g = casting("summon-elemental-dragon", { terrain: "front" });
    expect(at(g.state, "d2")).toBe("dragons:front");
    expect(tamingOf(g.state, "d2")).toBeNull();
    expect(g.state.effects.filter((e) => e.tames)).toEqual([]);
  });

  it("a white dragon becomes untamed just before the next dragon attack (line 2470)", () => {
    const g = game(
      {
        dice: [
          [0, "dragonlord", "t:front"],
          [0, "footman", "t:front"],
          [1, "white-drake", "dragons:front"],
        ],
        rolls: { d2: ["Claw"] },
      },
      tamedBy(0, "d0", "d2"),
    );
    expect(attacked(g.events)).toEqual([["d2"]]);
    // The Dragonlord may try again for this turn.
    g.decide(0, "sai-targets", []);
    expect(rolledDragons(g.events)).toEqual(["d2"]);
    expect(tamingOf(g.state, "d2")).toBeNull();
  });
});

describe("2.9a riding a tamed dragon (lines 985, 997, 664)", () => {
  it("in the retreat step a Dragonlord rides its dragon to another terrain; it stays tamed", () => {
    const g = game(
      {
        dice: [
          [0, "dragonlord", "t:front"],
          [0, "footman", "t:front"],
          [1, "ivory-drake", "dragons:front"],
        ],
        start: { phase: "reserves" },
      },
      tamedBy(0, "d0", "d2"),
    );
    g.decide(0, "retreat", []);
    g.decide(0, "sai-choice", { say: "ride to", at: "t:home1", unit: "d2" });
    expect(at(g.state, "d0")).toBe("t:home1");
    expect(at(g.state, "d2")).toBe("dragons:home1");
    expect(tamingOf(g.state, "d2")).toMatchObject({ owner: 0, madeAt: "t:home1" });
    expect(ofType(g.events, "dragon-ridden")).toEqual([
      expect.objectContaining({ champion: "d0", dragon: "d2", from: "front", to: "home1" }),
    ]);
  });

  it("is not offered without a tamed dragon", () => {
    const g = game({
      dice: [
        [0, "dragonlord", "t:front"],
        [1, "ivory-drake", "dragons:front"],
      ],
      start: { phase: "reserves" },
    });
    g.decide(0, "retreat", []);
    expect(g.pending(0, "sai-choice")).toBeUndefined();
  });
});

describe("2.9a promotions refused (lines 384, 1003, 1009)", () => {
  const battle = (slain: string[]): DragonBattle => ({
    player: 0,
    terrain: "front",
    dragons: [],
    slain,
    banished: [],
  });
  const stateWith = (champion: string) =>
    loadScenario(
      scenarioOf({
        dice: [
          [0, champion, "t:front"],
          [1, "red-drake", "pool"],
          [1, "blue-drake", "pool"],
        ],
        start: { phase: "reserves" },
      }),
    ).state;

  it("an army with a Dragonslayer promotes for no dragon", () => {
    expect(promotionRefused(ruleset29a.tables, stateWith("dragonslayer"), battle(["d2"]))).toBe(
      true,
    );
  });

  it("an army with a Dragonhunter promotes only for dragons not of its colour", () => {
    const state = stateWith("dragonhunter-red");
    expect(promotionRefused(ruleset29a.tables, state, battle(["d1"]))).toBe(true);
    expect(promotionRefused(ruleset29a.tables, state, battle(["d2"]))).toBe(false);
    expect(promotionRefused(ruleset29a.tables, state, battle(["d1", "d2"]))).toBe(false);
  });

  it("other champions do not refuse it", () => {
    expect(promotionRefused(ruleset29a.tables, stateWith("dragonlord"), battle(["d1"]))).toBe(
      false,
    );
  });
});

describe("2.9a the logos in the army's response (line 366)", () => {
  it("Dragonmasters' and Dragonhunters' logos are two-point IDs, Dragonlords' and Dragonslayers' nothing", () => {
    const g = game({
      dice: [
        [0, "dragonmaster-blue", "t:front"],
        [0, "dragonhunter-blue", "t:front"],
        [0, "dragonlord", "t:front"],
        [0, "dragonslayer", "t:front"],
        [1, "red-drake", "dragons:front"],
      ],
      rolls: {
        d4: ["Claw"],
        d0: ["Logo"],
        d1: ["Logo"],
        d2: ["Logo"],
        d3: ["Logo"],
      },
    });
    // The Dragonlord and Dragonslayer could roll first: they do not.
    g.decide(0, "sai-targets", []);
    const response = g.pending(0, "dragon-response");
    expect(response?.data).toMatchObject({ ids: 4, melee: 0, missile: 0, save: 0, damage: 6 });
  });
});

describe("2.9a Eldarim champions in forces and their magic (lines 983-1024, 979, 991)", () => {
  it("one of each per 24 health, per colour", () => {
    expect(championProblem(["dragonlord"], 24)).toBeNull();
    expect(championProblem(["dragonlord", "dragonlord"], 24)).toMatch(/at most 1/);
    expect(championProblem(["dragonlord", "dragonlord"], 48)).toBeNull();
    expect(championProblem(["dragonmaster-red", "dragonmaster-blue"], 24)).toBeNull();
    expect(championProblem(["dragonmaster-red", "dragonmaster-red"], 24)).toMatch(/at most 1/);
    expect(championProblem(["dragonslayer", "dragonhunter-red", "dragoncrusader"], 24)).toBeNull();
  });

  it("Dragonlords, Dragonslayers and Dragoncrusaders cast any colour; the others their own", () => {
    // Each rolls its 4 ID at the frontier, a flatland (blue and gold): ID magic doubles normally
    // in the terrain's colours (lines 979, 991).
    const pool = (champion: string) =>
      ofType(
        cast({ dice: [[0, champion, "t:front"]], rolls: { d0: ["ID"] } }).events,
        "magic-pool",
      )[0]?.points;
    const white = { black: 4, blue: 8, gold: 8, green: 4, red: 4 };
    expect(pool("dragonlord")).toEqual(white);
    expect(pool("dragonslayer")).toEqual(white);
    expect(pool("dragoncrusader")).toEqual(white);
    expect(pool("dragonmaster-red")).toEqual({ red: 4 });
    expect(pool("dragonhunter-blue")).toEqual({ blue: 8 });
    expect(pool("dragonzealot-gold")).toEqual({ gold: 8 });
  });
});

describe("2.9a Rise of the Eldarim (line 1581)", () => {
  /** Player 0's Eldarim sorcerer rolls 3 red magic at the frontier: one casting. */
  const rising = (dice: Game["dice"], units: string[]) => {
    const g = game({
      front: magicFront,
      dice: [[0, "morehl-sorcerer-red", "t:front"], ...dice, [1, "footman", "t:home1"]],
      rolls: { d0: ["3 Magic"] },
      start: { phase: "action", army: "t:front" },
    });
    g.decide(0, "choose-action", { action: "magic" });
    const spells = [{ spell: "rise-of-the-eldarim", color: "red", target: { units } }];
    return { ...g, cast: () => g.decide(0, "cast-spells", { spells }) };
  };

  it("recruits a dead Eldarim unit of one health into the casting army", () => {
    const g = rising([[0, "morehl-follower-red", "dua"]], ["d1"]);
    g.cast();
    expect(at(g.state, "d1")).toBe("t:front");
  });

  it("promotes a rare Eldarim to a dead champion with one casting: the health it adds", () => {
    const g = rising(
      [
        [0, "morehl-bodyguard-red", "t:front"],
        [0, "dragonmaster-blue", "dua"],
      ],
      ["d2"],
    );
    g.cast();
    // The sorcerer or the bodyguard (both 3 health) may rise: the caster picks the bodyguard.
    g.decide(0, "sai-choice", { say: "promote", unit: "d1" });
    expect(at(g.state, "d2")).toBe("t:front");
    expect(at(g.state, "d1")).toBe("dua");
    expect(ofType(g.events, "promoted")).toEqual([
      expect.objectContaining({ unit: "d1", to: "d2", by: "Rise of the Eldarim" }),
    ]);
  });

  it("offers only what the castings cover: one casting promotes no common to a champion", () => {
    const g = rising(
      [
        [0, "morehl-follower-red", "t:front"],
        [0, "dragonlord", "dua"],
      ],
      ["d2"],
    );
    // The follower would need three castings; the sorcerer (3 health) needs one: the only
    // choice, so nothing is asked.
    g.cast();
    expect(g.pending(0, "sai-choice")).toBeUndefined();
    expect(at(g.state, "d2")).toBe("t:front");
    expect(at(g.state, "d0")).toBe("dua");
  });
});
