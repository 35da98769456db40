// 2.9a dragon against dragon (rules/000 Step 5, lines 356-362; Dragons, lines 664-708; Hybrid,
// Ivory Hybrid and White Dragons, lines 2452-2470; tamed dragons, line 953): which dragons fight,
// the secret choice of foes, and what the fight does.
import { type DragonDie, dieById } from "@dragondice/catalog";
import { describe, expect, it } from "vitest";
import { ruleset29a } from "../src/editions/2.9a/index.ts";
import { dataOf } from "../src/kernel/decisions.ts";
import { addEffect, expireEffects } from "../src/kernel/effects.ts";
import type { GameEvent } from "../src/kernel/events.ts";
import { Ctx, type Task } from "../src/kernel/flow.ts";
import { applyInPlace, startFlow } from "../src/kernel/game.ts";
import type { GameState } from "../src/kernel/state.ts";
import { viewFor } from "../src/kernel/view.ts";
import { loadScenario } from "../src/scenario/scenario.ts";
import { attacksDragon, dragonSides } from "../src/standard/dragons.ts";
import { ofType, scenarioOf } from "./positions.ts";

const dragon = (id: string): DragonDie => dieById(id) as DragonDie;

/**
 * A turn of player A (0) about to start: A's footman at the frontier, B's at B's home, and the
 * dragons given ([owner, catalogue id]) at the frontier, ids d2, d3... in order.
 */
function atFrontier(dragons: [number, string][], rolls: Record<string, string[]> = {}) {
  const scenario = scenarioOf({
    dice: [
      [0, "footman", "t:front"],
      [1, "footman", "t:home1"],
      ...dragons.map(([owner, id]): [number, string, string] => [owner, id, "dragons:front"]),
    ],
    start: { phase: "march", march: 1 },
    rolls,
  });
  return loadScenario({ ...scenario, start: { phase: "turn-start" } });
}

/** Runs the turn's start to its first decision, with the ruleset given. */
function start(
  dragons: [number, string][],
  rolls: Record<string, string[]> = {},
  rules = ruleset29a,
) {
  const { state, tasks } = atFrontier(dragons, rolls);
  const events = startFlow(rules, state, tasks);
  return { state, events };
}

/** Answers `player`'s first pending decision of `kind`; the events. */
function decide(
  state: GameState,
  player: number,
  kind: string,
  choice: unknown,
  rules = ruleset29a,
) {
  const d = state.pending.find((x) => x.player === player && x.kind === kind);
  if (!d) throw new Error(`no ${kind} for player ${player}`);
  const r = applyInPlace(rules, state, { type: "decide", player, decision: d.id, choice });
  if (!r.ok) throw new Error(r.error.message);
  return r.events;
}

const where = (state: GameState, id: string) => state.dice.find((d) => d.id === id)?.at;
const hits = (events: GameEvent[]) => ofType(events, "dragon-fight").flatMap((e) => e.hits);

describe("2.9a which dragons fight (lines 336, 356-362, 666, 2454-2470)", () => {
  const ALL = ["red-drake", "ivory-drake", "green-ivory-drake", "green-red-drake", "white-drake"];

  // Line 666: no dragon attacks an ivory dragon; line 356: ivory dragons never attack dragons.
  it("an ivory dragon neither attacks nor is attacked", () => {
    for (const other of ALL) {
      expect(attacksDragon(dragon("ivory-drake"), dragon(other))).toBe(false);
      expect(attacksDragon(dragon(other), dragon("ivory-wyrm"))).toBe(false);
    }
  });

  // Lines 356, 2458: ivory hybrids never attack dragons.
  it("an ivory hybrid attacks no dragon", () => {
    for (const other of [...ALL, "red-ivory-drake", "black-blue-drake"]) {
      expect(attacksDragon(dragon("green-ivory-drake"), dragon(other))).toBe(false);
    }
  });

  // Line 2458: elemental dragons not of its element, hybrids with no matching element and white
  // dragons attack an ivory hybrid; its ivory "matches" the other's colour (line 336).
  it("an ivory hybrid is attacked by other elements, unmatched hybrids and white dragons", () => {
    const victim = dragon("green-ivory-wyrm");
    expect(attacksDragon(dragon("red-drake"), victim)).toBe(true);
    expect(attacksDragon(dragon("green-drake"), victim)).toBe(false);
    expect(attacksDragon(dragon("blue-red-drake"), victim)).toBe(true);
    expect(attacksDragon(dragon("green-red-drake"), victim)).toBe(false);
    expect(attacksDragon(dragon("white-wyrm"), victim)).toBe(true);
  });

  // Line 2454: a hybrid fights every dragon not exactly its colours, except ivory dragons and
  // ivory hybrids sharing one of its elements; elemental and white dragons fight every hybrid.
  it("a hybrid fights every dragon not exactly its colours", () => {
    const hybrid = dragon("black-blue-drake");
    expect(attacksDragon(hybrid, dragon("black-blue-wyrm"))).toBe(false);
    for (const other of [
      "black-drake",
      "blue-wyrm",
      "black-red-drake",
      "gold-drake",
      "white-drake",
    ]) {
      expect(attacksDragon(hybrid, dragon(other))).toBe(true);
      expect(attacksDragon(dragon(other), hybrid)).toBe(true);
    }
    expect(attacksDragon(hybrid, dragon("black-ivory-drake"))).toBe(false);
    expect(attacksDragon(hybrid, dragon("red-ivory-drake"))).toBe(true);
  });

  // Line 356: dragons of different colours fight; of the same colour they attack the army together.
  it("elemental dragons fight those of other colours only", () => {
    expect(attacksDragon(dragon("red-drake"), dragon("red-wyrm"))).toBe(false);
    expect(attacksDragon(dragon("red-drake"), dragon("green-wyrm"))).toBe(true);
  });

  // Line 2470: a white dragon fights every other dragon but ivory ones; two white dragons are of
  // one colour (docs/rulings.md) and do not.
  it("a white dragon fights all but ivory dragons", () => {
    const white = dragon("white-drake");
    for (const other of ["red-drake", "green-red-wyrm", "blue-ivory-drake"]) {
      expect(attacksDragon(white, dragon(other))).toBe(true);
    }
    expect(attacksDragon(dragon("red-drake"), white)).toBe(true);
    expect(attacksDragon(white, dragon("ivory-drake"))).toBe(false);
    expect(attacksDragon(white, dragon("white-wyrm"))).toBe(false);
  });

  const sides = (dragons: string[]) => {
    const { state } = atFrontier(dragons.map((d) => [1, d]));
    return dragonSides(state, "front");
  };

  // Line 358, example 1: the green dragon sees the ivory one as green: both attack the army.
  it("example 1: an ivory and a green dragon both attack the army", () => {
    expect(sides(["ivory-drake", "green-drake"])).toEqual({ army: ["d2", "d3"], fights: [] });
  });

  // Line 360, example 2: a black dragon joins: black and green fight, the ivory attacks the army.
  it("example 2: with a black dragon, black and green fight and the ivory attacks the army", () => {
    expect(sides(["ivory-drake", "green-drake", "black-drake"])).toEqual({
      army: ["d2"],
      fights: [
        { dragon: "d3", foes: ["d4"] },
        { dragon: "d4", foes: ["d3"] },
      ],
    });
  });

  // Line 362, example 3: the ivory/red hybrid attacks the army, the black dragon attacks it.
  it("example 3: the black dragon attacks the ivory/red hybrid, which attacks the army", () => {
    expect(sides(["red-ivory-drake", "black-drake"])).toEqual({
      army: ["d2"],
      fights: [{ dragon: "d3", foes: ["d2"] }],
    });
  });

  // Line 2462, hybrid example 1: ivory and red "match", so everybody attacks the army.
  it("hybrid example 1: an ivory, an ivory/green and a red/green dragon all attack the army", () => {
    expect(sides(["ivory-drake", "green-ivory-drake", "green-red-drake"])).toEqual({
      army: ["d2", "d3", "d4"],
      fights: [],
    });
  });

  // Line 2464, hybrid example 2: the red/blue hybrid has no element of the ivory/green one.
  it("hybrid example 2: the red/blue hybrid attacks the ivory/green one, which attacks the army", () => {
    expect(sides(["green-ivory-drake", "blue-red-drake"])).toEqual({
      army: ["d2"],
      fights: [{ dragon: "d3", foes: ["d2"] }],
    });
  });
});

describe("2.9a a dragon fight's results (lines 356, 670-708, 2468-2470)", () => {
  // Jaws 12 reaches 5 health + 5 automatic saves; Claw 6 does not (lines 368, 692, 696).
  it("Jaws slays a dragon, a Claw does not", () => {
    const { state, events } = start(
      [
        [0, "red-drake"],
        [1, "green-drake"],
      ],
      {
        d2: ["Jaws"],
        d3: ["Claw"],
      },
    );
    expect(ofType(events, "dragon-attack")[0]?.dragons).toEqual([]);
    expect(ofType(events, "dragon-fight-rolled")[0]?.dragons).toEqual([
      { dragon: "d2", faces: ["Jaws"] },
      { dragon: "d3", faces: ["Claw"] },
    ]);
    expect(hits(events)).toEqual([
      { dragon: "d3", damage: 12, needs: 10, breathed: false, slain: true },
      { dragon: "d2", damage: 6, needs: 10, breathed: false, slain: false },
    ]);
    expect(where(state, "d3")).toBe("pool");
    expect(where(state, "d2")).toBe("dragons:front");
    // Nothing attacked the army: no response roll.
    expect(ofType(events, "dragon-response")).toEqual([]);
  });

  // Line 670: a dragon that rolled Belly has no automatic saves this attack: a Claw's 6 slays it.
  it("a Claw slays a dragon that rolled Belly", () => {
    const { state, events } = start(
      [
        [0, "red-drake"],
        [1, "green-drake"],
      ],
      {
        d2: ["Claw"],
        d3: ["Belly"],
      },
    );
    expect(hits(events)).toEqual([
      { dragon: "d3", damage: 6, needs: 5, breathed: false, slain: true },
      { dragon: "d2", damage: 0, needs: 10, breathed: false, slain: false },
    ]);
    expect(where(state, "d3")).toBe("pool");
  });

  // Line 700: a Tail does 3 and rolls again; Tail, Tail, Claw is 12. Treasure does nothing here (line 704).
  it("Tails add up; a Treasure does nothing to a dragon", () => {
    const { events } = start(
      [
        [0, "red-wyrm"],
        [1, "green-drake"],
      ],
      {
        d2: ["Tail", "Tail", "Claw"],
        d3: ["Tail", "Claw"],
      },
    );
    expect(hits(events)).toEqual([
      { dragon: "d3", damage: 12, needs: 10, breathed: false, slain: true },
      { dragon: "d2", damage: 9, needs: 10, breathed: false, slain: false },
    ]);
    const treasure = start(
      [
        [0, "red-wyrm"],
        [1, "green-drake"],
      ],
      {
        d2: ["Treasure"],
        d3: ["Claw"],
      },
    );
    expect(hits(treasure.events)[0]).toEqual({
      dragon: "d3",
      damage: 0,
      needs: 10,
      breathed: false,
      slain: false,
    });
    expect(ofType(treasure.events, "promoted")).toEqual([]);
  });

  // Line 2468: a white dragon has 10 health (15 to slay with its saves) and does double.
  it("a white dragon takes 15 to slay and does double damage", () => {
    const tough = start(
      [
        [0, "white-drake"],
        [1, "green-drake"],
      ],
      {
        d2: ["Wing"],
        d3: ["Jaws"],
      },
    );
    expect(hits(tough.events)).toEqual([
      { dragon: "d3", damage: 10, needs: 10, breathed: false, slain: true },
      { dragon: "d2", damage: 12, needs: 15, breathed: false, slain: false },
    ]);
    const slain = start(
      [
        [0, "white-drake"],
        [1, "green-drake"],
      ],
      {
        d2: ["Belly"],
        d3: ["Tail", "Jaws"],
      },
    );
    expect(hits(slain.events)[1]).toEqual({
      dragon: "d2",
      damage: 15,
      needs: 10,
      breathed: false,
      slain: true,
    });
    expect(where(slain.state, "d2")).toBe("pool");
  });

  // Lines 708, 388: a dragon that rolled Wings and lives flies back to its pool after the attack.
  it("a surviving dragon that rolled Wings flies back to its pool", () => {
    const { state, events } = start(
      [
        [0, "red-drake"],
        [1, "green-drake"],
      ],
      {
        d2: ["Wing"],
        d3: ["Claw"],
      },
    );
    expect(hits(events)).toEqual([
      { dragon: "d3", damage: 5, needs: 10, breathed: false, slain: false },
      { dragon: "d2", damage: 6, needs: 10, breathed: false, slain: false },
    ]);
    expect(ofType(events, "dragons-flew")).toEqual([
      { type: "dragons-flew", terrain: "front", dragons: ["d2"] },
    ]);
    expect(where(state, "d2")).toBe("pool");
    expect(where(state, "d3")).toBe("dragons:front");
  });

  // Line 674: a breath takes the foe's automatic saves until the end of the marching player's
  // next turn.
  it("a breath takes the foe's saves until the end of the marching player's next turn", () => {
    const { state, events } = start(
      [
        [0, "red-drake"],
        [1, "green-drake"],
      ],
      {
        d2: ["Breath"],
        d3: ["Claw"],
      },
    );
    expect(hits(events)[0]).toEqual({
      dragon: "d3",
      damage: 0,
      needs: 5,
      breathed: true,
      slain: false,
    });
    const [effect] = state.effects;
    expect(effect).toMatchObject({
      owner: 0,
      madeIn: 3,
      target: { dragon: "d3", at: "dragons:front" },
      expires: "end-of-next-turn",
      noAutoSaves: true,
    });
    const ctx = new Ctx(state, ruleset29a);
    expireEffects(ctx, "end", 0, 3);
    expireEffects(ctx, "start", 1, 4);
    expireEffects(ctx, "end", 1, 4);
    expireEffects(ctx, "start", 0, 5);
    expect(state.effects).toHaveLength(1);
    expireEffects(ctx, "end", 0, 5);
    expect(state.effects).toEqual([]);
  });

  // Lines 674 and 670: while a breath holds, the dragon's saves do not count in the next fight.
  it("a dragon whose saves a breath took dies of a Claw in a later fight", () => {
    const { state, tasks } = atFrontier(
      [
        [0, "red-drake"],
        [1, "green-drake"],
      ],
      {
        d2: ["Claw"],
        d3: ["Claw"],
      },
    );
    addEffect(new Ctx(state, ruleset29a), {
      name: "Dragon Breath",
      owner: 0,
      target: { dragon: "d3", at: "dragons:front" },
      expires: "end-of-next-turn",
      noAutoSaves: true,
    });
    const events = startFlow(ruleset29a, state, tasks);
    expect(hits(events)).toEqual([
      { dragon: "d3", damage: 6, needs: 5, breathed: false, slain: true },
      { dragon: "d2", damage: 6, needs: 10, breathed: false, slain: false },
    ]);
  });
});

describe("2.9a the dragon-against-dragon examples in play (lines 360, 362)", () => {
  // Line 360, example 2: the black and green dragons fight while the ivory one attacks the army.
  it("example 2: the ivory dragon's Claw hurts the army, the green one's Jaws slays the black", () => {
    const { state, events } = start(
      [
        [1, "ivory-drake"],
        [1, "green-drake"],
        [1, "black-drake"],
      ],
      { d2: ["Claw"], d3: ["Jaws"], d4: ["Claw"], d0: ["Save"] },
    );
    expect(ofType(events, "dragons-rolled")[0]?.dragons).toEqual([
      { dragon: "d2", faces: ["Claw"] },
    ]);
    expect(hits(events)).toEqual([
      { dragon: "d4", damage: 12, needs: 10, breathed: false, slain: true },
      { dragon: "d3", damage: 6, needs: 10, breathed: false, slain: false },
    ]);
    expect(ofType(events, "dragon-response")[0]).toMatchObject({ damage: 6, saves: 1, slain: [] });
    expect([where(state, "d2"), where(state, "d3"), where(state, "d4")]).toEqual([
      "dragons:front",
      "dragons:front",
      "pool",
    ]);
  });

  // Line 362, example 3: the black dragon attacks the ivory/red hybrid, which attacks the army.
  // The hybrid rolled Belly against the army, so the black one's Claw slays it; with nothing left
  // to slay and no damage to save, the army does not roll.
  it("example 3: the black dragon slays the ivory/red hybrid that rolled Belly", () => {
    const { state, events } = start(
      [
        [1, "red-ivory-drake"],
        [1, "black-drake"],
      ],
      { d2: ["Belly"], d3: ["Claw"] },
    );
    expect(ofType(events, "dragon-attack")[0]?.dragons).toEqual(["d2"]);
    expect(hits(events)).toEqual([
      { dragon: "d2", damage: 6, needs: 5, breathed: false, slain: true },
    ]);
    expect(ofType(events, "dragon-response")).toEqual([]);
    expect(ofType(events, "dragons-slain")).toEqual([]);
    expect(where(state, "d2")).toBe("pool");
  });
});

describe("2.9a secret choice of foes (line 356)", () => {
  // A's red and gold dragons and B's green one all fight each other: every dragon has two foes,
  // so every owner chooses, in secret and at once; the choices show only after the roll.
  const three = (): { state: GameState; events: GameEvent[] } =>
    start(
      [
        [0, "red-drake"],
        [0, "gold-drake"],
        [1, "green-drake"],
      ],
      {
        d2: ["Claw"],
        d3: ["Breath"],
        d4: ["Jaws"],
      },
    );

  it("asks every owner at once, and hides each one's choices from the others", () => {
    const { state } = three();
    expect(
      state.pending.map((d) => [d.player, d.kind, dataOf(d, "dragon-foe")?.dragon, d.secret]),
    ).toEqual([
      [0, "dragon-foe", "d2", true],
      [0, "dragon-foe", "d3", true],
      [1, "dragon-foe", "d4", true],
    ]);
    expect(state.pending[0]?.options).toEqual([{ foe: "d3" }, { foe: "d4" }]);
    const seenByB = viewFor(state, 1).pending;
    expect(seenByB[0]).toEqual({
      id: state.pending[0]?.id,
      player: 0,
      kind: "dragon-foe",
      secret: true,
    });
    expect(seenByB[2]).toMatchObject({
      data: { dragon: "d4" },
      options: [{ foe: "d2" }, { foe: "d3" }],
    });
    // A's answers wait, unseen, until B has chosen too: no die is rolled, nothing is revealed.
    const first = [
      ...decide(state, 0, "dragon-foe", { foe: "d4" }),
      ...decide(state, 0, "dragon-foe", { foe: "d4" }),
    ];
    expect(ofType(first, "dragon-fight-rolled")).toEqual([]);
    expect(ofType(first, "dragon-foes")).toEqual([]);
    expect(viewFor(state, 1).pending).toEqual([seenByB[2]]);
    const events = decide(state, 1, "dragon-foe", { foe: "d2" });
    const types = events.map((e) => e.type);
    expect(types.indexOf("dragon-fight-rolled")).toBeLessThan(types.indexOf("dragon-foes"));
    expect(ofType(events, "dragon-foes")[0]?.attacks).toEqual([
      { dragon: "d2", foe: "d4" },
      { dragon: "d3", foe: "d4" },
      { dragon: "d4", foe: "d2" },
    ]);
    // All at once: the gold dragon's breath takes the green one's saves, so the red one's Claw
    // slays it; the green one's Jaws slays the red one all the same.
    expect(hits(events)).toEqual([
      { dragon: "d4", damage: 6, needs: 5, breathed: true, slain: true },
      { dragon: "d2", damage: 12, needs: 10, breathed: false, slain: true },
    ]);
    expect([where(state, "d2"), where(state, "d3"), where(state, "d4")]).toEqual([
      "pool",
      "dragons:front",
      "pool",
    ]);
  });

  it("refuses a foe the dragon does not fight", () => {
    const { state } = three();
    const d = state.pending[0];
    if (!d) throw new Error("no decision");
    const r = applyInPlace(ruleset29a, state, {
      type: "decide",
      player: 0,
      decision: d.id,
      choice: { foe: "d2" },
    });
    expect(r.ok).toBe(false);
  });
});

describe("2.9a dragons turned by a champion and tamed dragons (lines 953, 961)", () => {
  /** The 2.9a rules with a champion's logo turning the first attacking dragon on `on` (step 1). */
  function turning(on: string) {
    const tasks = new Map(ruleset29a.tasks);
    const step = tasks.get("dragon:step");
    // Before step 1, once the attacking dragons are known.
    tasks.set("dragon:step", (ctx: Ctx, task: Task) => {
      const first = ctx.state.dragonBattle?.dragons[0];
      if (first && task.step === 0) first.turnedOn = on;
      step?.(ctx, task);
    });
    return { ...ruleset29a, tasks };
  }

  // Line 961: a dragon a Dragoncrusader controls may be made part of the attack on other dragons.
  // The red dragon and the ivory/red hybrid would both attack the army; the red one is turned on
  // the hybrid, which rolled Claw against the army and dies of the red one's Jaws.
  it("a turned dragon rolls in the fight and attacks that dragon", () => {
    const rules = turning("d3");
    const { state, events } = start(
      [
        [1, "red-drake"],
        [1, "red-ivory-wyrm"],
      ],
      { d2: ["Jaws"], d3: ["Claw"], d0: ["Save"] },
      rules,
    );
    expect(ofType(events, "dragons-rolled")[0]?.dragons).toEqual([
      { dragon: "d3", faces: ["Claw"] },
    ]);
    expect(ofType(events, "dragon-foes")[0]?.attacks).toEqual([{ dragon: "d2", foe: "d3" }]);
    expect(hits(events)).toEqual([
      { dragon: "d3", damage: 12, needs: 10, breathed: false, slain: true },
    ]);
    expect(where(state, "d3")).toBe("pool");
    // The hybrid's Claw still counts against the army (docs/rulings.md): the footman's save
    // takes 1 of its 6; the army cannot slay the hybrid, already dead.
    const response = ofType(events, "dragon-response")[0];
    expect(response).toMatchObject({ damage: 6, saves: 1, slain: [] });
  });

  // Line 953: a tamed dragon fights too, and one that wins and is left alone stays tamed.
  it("a tamed dragon fights, and stays tamed when it wins", () => {
    const { state, tasks } = atFrontier(
      [
        [1, "red-drake"],
        [1, "green-drake"],
      ],
      {
        d2: ["Jaws"],
        d3: ["Belly"],
      },
    );
    state.dice.push({ id: "lord", die: "dragonlord", owner: 0, at: "t:front" });
    addEffect(new Ctx(state, ruleset29a), {
      name: "Dragon Taming",
      owner: 0,
      target: { dragon: "d2", at: "dragons:front" },
      expires: "permanent",
      madeBy: ["lord"],
      madeAt: "t:front",
      tames: true,
    });
    const events = startFlow(ruleset29a, state, tasks);
    expect(hits(events)).toEqual([
      { dragon: "d3", damage: 12, needs: 5, breathed: false, slain: true },
      { dragon: "d2", damage: 0, needs: 10, breathed: false, slain: false },
    ]);
    expect(where(state, "d2")).toBe("dragons:front");
    expect(state.effects.filter((e) => e.tames)).toMatchObject([{ target: { dragon: "d2" } }]);
  });
});
