// 2.9a dragon breaths against an army (rules/000 Step 3, line 348; "Breath", lines 672-688;
// hybrids, ivory hybrids and white dragons, lines 2454-2472; immunities, line 352, lines 999 and
// 1009): each colour's effect on units and on the army, their durations, combined and cumulative
// breaths, the marching player's order, and the rulebook's Examples 2, 4 and 5 (lines 372-378).
import { describe, expect, it } from "vitest";
import { ruleset29a } from "../src/editions/2.9a/index.ts";
import { addEffect, type NewEffect } from "../src/kernel/effects.ts";
import type { GameEvent } from "../src/kernel/events.ts";
import { Ctx } from "../src/kernel/flow.ts";
import { applyInPlace, startFlow } from "../src/kernel/game.ts";
import type { Roll } from "../src/kernel/roll.ts";
import type { GameState } from "../src/kernel/state.ts";
import { loadScenario } from "../src/scenario/scenario.ts";
import { keepToSaves } from "../src/standard/saves-only.ts";
import { ofType, type Setup, scenarioOf, tallies } from "./positions.ts";

type Step = { player: number; kind: string; choice: unknown };

/**
 * Player A's (0) turn starts with the dice given (dragons "at": "dragons:front"), with effects
 * added first (a terrain's gained colour); then the decisions, in order, each to the pending
 * decision of its player and kind.
 */
function turn(
  s: Omit<Setup, "start" | "decisions">,
  steps: Step[] = [],
  effects: NewEffect[] = [],
) {
  const { state, tasks } = loadScenario({
    ...scenarioOf({ ...s, start: { phase: "reserves" } }),
    start: { phase: "turn-start" },
  });
  const ctx = new Ctx(state, ruleset29a);
  for (const e of effects) addEffect(ctx, e);
  const events: GameEvent[] = startFlow(ruleset29a, state, tasks);
  for (const step of steps) {
    const d = state.pending.find((x) => x.player === step.player && x.kind === step.kind);
    if (!d) {
      const waiting = state.pending.map((x) => `${x.kind} (${x.player})`).join(", ");
      throw new Error(`no ${step.kind} for ${step.player}; waiting: ${waiting}`);
    }
    const done = applyInPlace(ruleset29a, state, {
      type: "decide",
      player: step.player,
      decision: d.id,
      choice: step.choice,
    });
    if (!done.ok) throw new Error(`${step.kind}: ${JSON.stringify(done.error)}`);
    events.push(...done.events);
  }
  return { state, events };
}

const where = (state: GameState, id: string) => state.dice.find((d) => d.id === id)?.at;
const casualties = (...ids: string[]): Step => ({
  player: 0,
  kind: "choose-casualties",
  choice: ids,
});
/** Step 1 (line 342): the champion may roll for its logo; here it does not. */
const noLogoRolls: Step = { player: 0, kind: "sai-targets", choice: [] };
const breathsOf = (events: GameEvent[]) =>
  ofType(events, "dragon-breath").map((e) => [e.color, e.breaths, e.immune ?? false]);
const effects = (state: GameState) =>
  state.effects.map((e) => [e.name, e.owner, e.target, e.expires]);
const front = { army: 0, at: "t:front" };
const individualRolls = (events: GameEvent[]) =>
  ofType(events, "avoidance").map((e) => [e.unit, e.avoid, e.passed]);

/**
 * A's army at the frontier, 9 health (d0-d4): two footmen, a knight, a herald, a courier; A's
 * footman at home (d5); B's footman at the frontier (d6).
 */
const army: [number, string, string][] = [
  [0, "footman", "t:front"],
  [0, "footman", "t:front"],
  [0, "knight", "t:front"],
  [0, "herald", "t:front"],
  [0, "courier", "t:front"],
  [0, "footman", "t:home0"],
  [1, "footman", "t:front"],
];
/** B's dragons at the frontier, from d7 on. */
const withDragons = (...dragons: string[]): [number, string, string][] => [
  ...army,
  ...dragons.map((d): [number, string, string] => [1, d, "dragons:front"]),
];
/** The army's response rolls nothing it must assign: saves and a maneuver. */
const quiet = { d0: ["Save"], d1: ["Save"], d4: ["3 Maneuver"] };

describe("2.9a breaths on units (lines 676-688)", () => {
  // Line 678: five health-worth killed, no saves possible.
  it("black: kills five health-worth the army's owner picks, with no roll", () => {
    const { state, events } = turn(
      { dice: withDragons("black-drake"), rolls: { d7: ["Breath"], ...quiet } },
      [casualties("d2", "d3")],
    );
    expect(breathsOf(events)).toEqual([["black", 1, false]]);
    expect(where(state, "d2")).toBe("dua");
    expect(where(state, "d3")).toBe("dua");
    expect(individualRolls(events)).toEqual([]);
    expect(effects(state)).toEqual([["Black Dragon Breath", 0, front, "start-of-next-turn"]]);
  });

  // Line 682 (gold) and line 686 (ivory): killed with no save; ivory has no army effect.
  it("gold and ivory: kill five health-worth with no roll", () => {
    for (const dragon of ["gold-drake", "ivory-drake"]) {
      const { state, events } = turn(
        { dice: withDragons(dragon), rolls: { d7: ["Breath"], ...quiet } },
        [casualties("d2", "d3")],
      );
      expect(where(state, "d2")).toBe("dua");
      expect(where(state, "d3")).toBe("dua");
      expect(individualRolls(events)).toEqual([]);
      expect(state.effects.map((e) => e.name)).toEqual(
        dragon === "gold-drake" ? ["Gold Dragon Breath"] : [],
      );
    }
  });

  // Line 688: the five health-worth are killed, then each saves or is buried.
  it("red: kills five health-worth, each of which saves or is buried", () => {
    const { state, events } = turn(
      {
        dice: withDragons("red-drake"),
        rolls: { d7: ["Breath"], d2: ["2 Save"], d3: ["3 Melee"], ...quiet },
      },
      [casualties("d2", "d3")],
    );
    expect(individualRolls(events)).toEqual([
      ["d2", "save", true],
      ["d3", "save", false],
    ]);
    expect(where(state, "d2")).toBe("dua");
    expect(where(state, "d3")).toBe("bua");
    expect(state.effects).toEqual([]);
  });

  // Line 680: each of the five health-worth saves on its own or is killed.
  it("blue: each unit picked saves on its own or dies", () => {
    const { state, events } = turn(
      {
        dice: withDragons("blue-drake"),
        rolls: { d7: ["Breath"], d2: ["2 Save"], d3: ["3 Melee"], ...quiet },
      },
      [casualties("d2", "d3")],
    );
    expect(individualRolls(events)).toEqual([
      ["d2", "save", true],
      ["d3", "save", false],
    ]);
    expect(where(state, "d2")).toBe("t:front");
    expect(where(state, "d3")).toBe("dua");
    expect(effects(state)).toEqual([["Blue Dragon Breath", 0, front, "start-of-next-turn"]]);
  });

  // Line 684: each saves or dies; those killed save again or are buried.
  it("green: each unit picked saves or dies, and the dead save again or are buried", () => {
    const { state, events } = turn(
      {
        dice: withDragons("green-drake"),
        rolls: { d7: ["Breath"], d2: ["3 Melee", "Save"], d3: ["3 Melee", "3 Melee"], ...quiet },
      },
      [casualties("d2", "d3")],
    );
    expect(individualRolls(events)).toEqual([
      ["d2", "save", false],
      ["d3", "save", false],
      ["d2", "save", true],
      ["d3", "save", false],
    ]);
    expect(where(state, "d2")).toBe("dua");
    expect(where(state, "d3")).toBe("bua");
    expect(effects(state)).toEqual([["Green Dragon Breath", 0, front, "start-of-next-turn"]]);
  });

  // Line 674: breaths of one colour combine: two red breaths take ten health-worth in one choice.
  it("combines breaths of one colour into one choice of ten health-worth", () => {
    const { state, events } = turn(
      {
        dice: [...withDragons("red-drake", "red-wyrm"), [0, "herald", "t:front"]],
        rolls: { d7: ["Breath"], d8: ["Breath"], d2: ["2 Save"], d3: ["3 ID"], ...quiet },
      },
      [casualties("d2", "d3", "d4", "d9")],
    );
    expect(breathsOf(events)).toEqual([["red", 2, false]]);
    const asked = ofType(events, "decided").filter((e) => e.kind === "choose-casualties");
    expect(asked).toHaveLength(1);
    expect(["d2", "d3", "d4", "d9"].map((id) => where(state, id))).toEqual([
      "dua",
      "dua",
      expect.stringMatching(/dua|bua/),
      expect.stringMatching(/dua|bua/),
    ]);
  });

  // Line 674: different colours resolve separately, in the order the acting player chooses.
  // An ivory dragon sees the red one as red (line 664): both attack the army.
  it("lets the marching player order breaths of different colours", () => {
    const { state, events } = turn(
      {
        dice: withDragons("red-drake", "ivory-drake"),
        rolls: { d7: ["Breath"], d8: ["Breath"], ...quiet },
      },
      [{ player: 0, kind: "order-breaths", choice: { color: "ivory" } }, casualties("d3", "d2")],
    );
    const order = ofType(events, "decided").filter((e) => e.kind === "order-breaths");
    expect(order.map((e) => e.choice)).toEqual([{ color: "ivory" }]);
    // Ivory first (five health-worth picked), then red takes the four left: all of them.
    expect(breathsOf(events)).toEqual([
      ["ivory", 1, false],
      ["red", 1, false],
    ]);
    expect(["d0", "d1", "d2", "d3", "d4"].map((id) => where(state, id) !== "t:front")).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
  });
});

const march = (army: string | null): Step => ({
  player: 0,
  kind: "choose-march",
  choice: { army },
});
const maneuver = (dir: "up" | null): Step => ({
  player: 0,
  kind: "maneuver",
  choice: { maneuver: dir },
});
const counterManeuver: Step = { player: 1, kind: "counter-maneuver", choice: true };

describe("2.9a breaths on the army, until the beginning of its next turn (lines 678-686)", () => {
  // Line 678: the army ignores all its ID results, in its response to the dragons too.
  it("black: the army's ID results count for nothing, in the response and in its maneuver", () => {
    const rolls = {
      d7: ["Breath"],
      d0: ["ID", "ID"],
      d1: ["Save", "Save"],
      d4: ["3 Maneuver", "3 Maneuver"],
      d6: ["Save"],
    };
    const steps = [casualties("d2", "d3"), march("t:front"), maneuver("up"), counterManeuver];
    const black = turn({ dice: withDragons("black-drake"), rolls }, steps);
    // No ID to assign: the response is not asked; the maneuver counts 3, not 4.
    expect(ofType(black.events, "decided").map((e) => e.kind)).not.toContain("dragon-response");
    expect(tallies(black.events, "maneuver")).toEqual([3]);
    // An ivory dragon's breath has no army effect: the ID is assigned in the response.
    const ivory = turn({ dice: withDragons("ivory-drake"), rolls }, [casualties("d2", "d3")]);
    expect(ivory.state.pending.map((d) => d.kind)).toEqual(["dragon-response"]);
  });

  // Line 678's note: a unit rolling on its own to avoid an individual effect keeps its ID. Two
  // black/blue hybrids: one breathes black on units, the other blue (line 2454); black goes
  // first, then the herald saves against the blue breath with its ID.
  it("black: a unit rolled on its own keeps its ID", () => {
    const { state, events } = turn(
      {
        dice: withDragons("black-blue-drake", "black-blue-wyrm"),
        rolls: { d7: ["Breath"], d8: ["Breath"], d3: ["3 ID"], ...quiet },
      },
      [
        { player: 1, kind: "choose-breath", choice: { color: "black" } },
        { player: 1, kind: "choose-breath", choice: { color: "blue" } },
        { player: 0, kind: "order-breaths", choice: { color: "black" } },
        casualties("d0", "d2", "d4"),
      ],
    );
    // The footman and the herald left roll for the blue breath: the herald's ID is a save.
    expect(individualRolls(events)).toEqual([
      ["d1", "save", true],
      ["d3", "save", true],
    ]);
    expect(where(state, "d3")).toBe("t:front");
    expect(state.effects.map((e) => e.name)).toEqual([
      "Black Dragon Breath",
      "Black Dragon Breath",
      "Blue Dragon Breath",
      "Blue Dragon Breath",
    ]);
  });

  // Line 682: the army's maneuver results are halved (rounded down, line 634).
  it("gold: the army's maneuvers are halved", () => {
    const { events } = turn(
      {
        dice: withDragons("gold-drake"),
        rolls: {
          d7: ["Breath"],
          ...quiet,
          d0: ["Save", "Save"],
          d1: ["Save", "Save"],
          d4: ["3 Maneuver", "3 Maneuver"],
          d6: ["Save"],
        },
      },
      [casualties("d2", "d3"), march("t:front"), maneuver("up"), counterManeuver],
    );
    expect(tallies(events, "maneuver")).toEqual([1]);
  });

  // Line 686: the army's missiles are halved; two green breaths quarter them (line 674).
  it("green: the army's missiles are halved, and quartered by two breaths", () => {
    const shoot = (dragons: string[], picked: string[], saves: Record<string, string[]>) => {
      const archer = `d${7 + dragons.length}`;
      const rolls: Record<string, string[]> = {
        d7: ["Breath"],
        d8: ["Breath"],
        // Their response (no ID), then the missile action.
        d0: ["Save", "Save"],
        d1: ["Save", "Save"],
        d2: ["2 Save", "2 Save"],
        d3: ["3 Melee", "3 Melee"],
        d4: ["3 Maneuver", "3 Missile"],
        [archer]: ["2 Maneuver", "3 Missile"],
      };
      // Units picked roll their save first.
      for (const [id, faces] of Object.entries(saves)) rolls[id] = [...faces, ...(rolls[id] ?? [])];
      return turn({ dice: [...withDragons(...dragons), [0, "archer", "t:front"]], rolls }, [
        casualties(...picked),
        march("t:front"),
        maneuver(null),
        {
          player: 0,
          kind: "choose-action",
          choice: { action: "missile", target: { player: 1, at: "t:front" } },
        },
      ]);
    };
    // One green breath: five health-worth each save (knight, herald); 6 missiles halved to 3.
    const one = shoot(["green-drake"], ["d2", "d3"], { d2: ["2 Save"], d3: ["3 ID"] });
    expect(one.state.effects.map((e) => e.name)).toEqual(["Green Dragon Breath"]);
    expect(tallies(one.events, "missile-action")).toEqual([3]);
    // Two: ten health-worth save; 6 missiles halved twice, to 1.
    const two = shoot(["green-drake", "green-wyrm"], ["d0", "d2", "d3", "d4", "d9"], {
      d0: ["Save"],
      d2: ["2 Save"],
      d3: ["3 ID"],
      d4: ["ID"],
      d9: ["2 ID"],
    });
    expect(two.state.effects.map((e) => e.name)).toEqual([
      "Green Dragon Breath",
      "Green Dragon Breath",
    ]);
    expect(tallies(two.events, "missile-action")).toEqual([1]);
  });
});

describe("2.9a Blue Dragon Breath: save rolls only (line 680)", () => {
  const blue = (steps: Step[]) =>
    turn(
      {
        dice: withDragons("blue-drake"),
        rolls: { d7: ["Breath"], d2: ["2 Save"], d3: ["3 ID"], ...quiet },
      },
      [casualties("d2", "d3"), ...steps],
    );

  it("leaves the army no maneuver and no action: only save rolls", () => {
    const { state, events } = blue([march("t:front")]);
    expect(ofType(events, "roll-refused").map((e) => [e.roll, e.by])).toEqual([
      ["maneuver", "Blue Dragon Breath"],
      ["action", "Blue Dragon Breath"],
    ]);
    // The march is over; the next march is offered to the other army.
    expect(state.pending.map((d) => d.kind)).toEqual(["choose-march"]);
    expect(ofType(events, "roll").filter((e) => e.purpose === "maneuver")).toEqual([]);
  });

  // In B's turn: A's army may not counter-maneuver nor counter-attack, but it saves.
  it("leaves the army no counter-maneuver and no counter-attack in the opponent's turn", () => {
    const { state, events } = turn(
      {
        front: ["flatland-city", 4],
        dice: withDragons("blue-drake"),
        rolls: {
          // A's turn: the breath; B's turn: a Belly (no damage) at B's footman.
          d7: ["Breath", "Belly"],
          d2: ["2 Save", "2 Save", "2 Save"],
          d3: ["3 ID", "3 Melee", "3 Melee"],
          d0: ["Save", "Save"],
          d1: ["Save", "Save"],
          d4: ["3 Maneuver", "3 Maneuver"],
          d6: ["Save", "2 Melee"],
        },
      },
      [
        casualties("d2", "d3"),
        march(null),
        { player: 0, kind: "retreat", choice: [] },
        { player: 1, kind: "choose-march", choice: { army: "t:front" } },
        { player: 1, kind: "maneuver", choice: { maneuver: "up" } },
        {
          player: 1,
          kind: "choose-action",
          choice: { action: "melee", target: { player: 0, at: "t:front" } },
        },
      ],
    );
    expect(ofType(events, "roll-refused").map((e) => [e.player, e.roll])).toEqual([
      [0, "counter-maneuver"],
      [0, "counter-attack"],
    ]);
    // The maneuver met no roll; A's army saved (4 saves against 2 hits).
    expect(ofType(events, "maneuver").map((e) => [e.player, e.success])).toEqual([[1, true]]);
    expect(tallies(events, "save-vs-melee")).toEqual([4]);
    expect(ofType(events, "roll").map((e) => e.purpose)).not.toContain("counter-attack");
    expect(state.pending.map((d) => [d.player, d.kind])).toEqual([[1, "retreat"]]);
  });

  // Example 4's table: two blue dragons at the front, the first rolling Tail then Belly, the
  // second Breath, against three of player 0's units there.
  const EXAMPLE_4: Omit<Setup, "start" | "decisions"> = {
    dice: [
      [0, "knight", "t:front"],
      [0, "herald", "t:front"],
      [0, "herald", "t:front"],
      [0, "footman", "t:home0"],
      [1, "footman", "t:home1"],
      [1, "blue-drake", "dragons:front"],
      [1, "blue-wyrm", "dragons:front"],
    ],
    rolls: {
      d5: ["Tail", "Belly"],
      d6: ["Breath"],
      // Each of the five health-worth saves on its own (line 680)...
      d0: ["2 Save", "2 Save"],
      d1: ["3 ID", "4 Counter"],
      // ...then the save roll: 2 saves and 8 Counter.
      d2: ["4 Counter"],
    },
  };

  // Example 4 (line 376): two blue dragons roll Tail then Belly, and Breath. The army makes a save
  // roll instead of a combination roll and gets 2 saves and 8 points of Counter: Counter gives
  // saves and melee at once, so its 8 melee slay the dragon that rolled Belly, and the 10 saves
  // cover the 3 damage.
  it("Example 4: a save roll whose Counter slays the dragon that rolled Belly", () => {
    const { state, events } = turn(EXAMPLE_4, [
      casualties("d0", "d1"),
      {
        player: 0,
        kind: "dragon-response",
        choice: {
          ids: { melee: 0, missile: 0, save: 0 },
          slay: [{ dragon: "d5", with: "melee" }],
        },
      },
    ]);
    expect(ofType(events, "roll").map((e) => e.purpose)).toContain("dragon-attack-save");
    expect(ofType(events, "dragon-response")).toEqual([
      {
        type: "dragon-response",
        player: 0,
        terrain: "front",
        slain: [{ dragon: "d5", with: "melee" }],
        damage: 3,
        saves: 10,
        ids: { melee: 0, missile: 0, save: 0 },
      },
    ]);
    expect(ofType(events, "killed")).toEqual([]);
    expect(where(state, "d5")).toBe("pool");
    expect(where(state, "d6")).toBe("dragons:front");
  });

  // Line 368 (the forced slaying): the Counter's 8 melee can slay the Belly dragon, so it must.
  it("Example 4: the Counter's melee must slay the dragon it can slay", () => {
    expect(() =>
      turn(EXAMPLE_4, [
        casualties("d0", "d1"),
        {
          player: 0,
          kind: "dragon-response",
          choice: { ids: { melee: 0, missile: 0, save: 0 }, slay: [] },
        },
      ]),
    ).toThrow("must slay d5");
  });
});

describe("2.9a Blue Dragon Breath on the rolls the army must make (line 680)", () => {
  /** A's army at the frontier under a Blue Dragon Breath, and a roll of it being made. */
  function rolling(purpose: string, wants: string[]) {
    const { state } = loadScenario({
      ...scenarioOf({ dice: army, start: { phase: "reserves" } }),
    });
    const ctx = new Ctx(state, ruleset29a);
    addEffect(ctx, {
      name: "Blue Dragon Breath",
      owner: 0,
      target: { army: 0, at: "t:front" },
      expires: "start-of-next-turn",
      savesOnly: true,
    });
    const roll = {
      player: 0,
      at: "t:front",
      purpose,
      wants,
      dice: ["d0", "d1"],
    } as unknown as Roll;
    keepToSaves(ctx, roll);
    return { roll, events: ctx.events };
  }

  // "if a combination avoidance roll that includes saves, becomes simply and only a save roll"
  it("makes a combination roll with saves a save roll only", () => {
    const { roll, events } = rolling("save-and-maneuver-avoidance", ["save", "maneuver"]);
    expect(roll.wants).toEqual(["save"]);
    expect(roll.dice).toEqual(["d0", "d1"]);
    expect(ofType(events, "roll-refused")).toEqual([]);
  });

  // "All other rolls are ... not allowed": an avoidance roll for maneuvers rolls no dice (fails).
  it("rolls no dice for a roll without saves", () => {
    const { roll, events } = rolling("maneuver-avoidance", ["maneuver"]);
    expect(roll.dice).toEqual([]);
    expect(ofType(events, "roll-refused").map((e) => e.roll)).toEqual(["maneuver-avoidance"]);
  });

  // A unit rolling on its own is not the army (line 650).
  it("leaves a unit's roll on its own alone", () => {
    const { roll } = rolling("individual-maneuver", ["maneuver"]);
    expect(roll.dice).toEqual(["d0", "d1"]);
  });
});

describe("2.9a breaths' durations (line 678: until the beginning of the army's next turn)", () => {
  const colors = ["black", "blue", "gold", "green"];
  it.each(colors)("%s: lasts through B's turn and ends as A's next turn begins", (color) => {
    const name = `${color.charAt(0).toUpperCase()}${color.slice(1)} Dragon Breath`;
    const { events } = turn(
      {
        // B's footman waits at home: the dragon attacks A's army only.
        dice: withDragons(`${color}-drake`).map(([p, die, at], i) => [
          p,
          die,
          i === 6 ? "t:home1" : at,
        ]),
        // The picked units save if they may (blue, green), and roll no ID in the response.
        rolls: {
          d7: ["Breath", "Wing"],
          d2: ["2 Save", "2 Save"],
          d3: ["3 ID", "3 Melee"],
          ...quiet,
        },
      },
      [
        casualties("d2", "d3"),
        march(null),
        { player: 0, kind: "retreat", choice: [] },
        { player: 1, kind: "choose-march", choice: { army: null } },
        { player: 1, kind: "retreat", choice: [] },
      ],
    );
    const starts = ofType(events, "turn-start").map((e) => [e.player, e.number]);
    expect(starts).toEqual([
      [0, 3],
      [1, 4],
      [0, 5],
    ]);
    // Made in A's turn 3, it ends first thing in A's turn 5, not in B's turn 4.
    const made = events.findIndex((e) => e.type === "effect" && e.effect.name === name);
    const expired = events.findIndex(
      (e) => e.type === "expired" && e.effects.some((x) => x.name === name),
    );
    const aNext = events.findIndex(
      (e) => e.type === "turn-start" && e.player === 0 && e.number === 5,
    );
    expect(made).toBeGreaterThan(-1);
    expect(made).toBeLessThan(aNext);
    expect(expired).toBe(aNext + 1);
  });
});

describe("2.9a hybrid, ivory hybrid and white dragons' breaths (lines 2454-2472)", () => {
  // Line 2454: the dragon's owner picks which colour's breath strikes the five health-worth; the
  // army suffers both colours' army effects.
  it("hybrid: its owner picks the colour on units; the army gets both colours' effects", () => {
    const { state, events } = turn(
      { dice: withDragons("black-gold-drake"), rolls: { d7: ["Breath"], ...quiet } },
      [{ player: 1, kind: "choose-breath", choice: { color: "gold" } }, casualties("d2", "d3")],
    );
    const asked = ofType(events, "decided").filter((e) => e.kind === "choose-breath");
    expect(asked.map((e) => [e.player, e.choice])).toEqual([[1, { color: "gold" }]]);
    expect(breathsOf(events)).toEqual([
      ["gold", 1, false],
      ["black", 1, false],
    ]);
    expect(where(state, "d3")).toBe("dua");
    expect(individualRolls(events)).toEqual([]);
    expect(state.effects.map((e) => e.name)).toEqual(["Gold Dragon Breath", "Black Dragon Breath"]);
  });

  // Line 2458: an ivory hybrid breathes ivory or its element on units (its owner's pick), and its
  // element's army effect on the army.
  it("ivory hybrid: ivory on units at its owner's pick, its element's effect on the army", () => {
    const { state, events } = turn(
      { dice: withDragons("green-ivory-drake"), rolls: { d7: ["Breath"], ...quiet } },
      [{ player: 1, kind: "choose-breath", choice: { color: "ivory" } }, casualties("d2", "d3")],
    );
    expect(state.pending[0]?.kind).not.toBe("order-breaths");
    expect(individualRolls(events)).toEqual([]);
    expect(where(state, "d2")).toBe("dua");
    expect(state.effects.map((e) => e.name)).toEqual(["Green Dragon Breath"]);
  });

  // Line 2472: a white dragon breathes once for each colour of the terrain (a Flatland: blue and
  // gold), and for colours spells add (Deadlands: black), not less for colours spells take away.
  it("white: one breath per colour of the terrain, spells' added colours too, none removed", () => {
    const { state } = turn(
      { dice: withDragons("white-drake"), rolls: { d7: ["Breath"] } },
      [],
      [
        {
          name: "Deadlands",
          owner: 1,
          target: { terrain: "front" },
          expires: "permanent",
          gainsElement: "death",
        },
        {
          name: "Part Water",
          owner: 1,
          target: { terrain: "front" },
          expires: "permanent",
          losesElement: "air",
        },
      ],
    );
    expect(state.pending.map((d) => [d.kind, d.options])).toEqual([
      ["order-breaths", [{ color: "blue" }, { color: "gold" }, { color: "black" }]],
    ]);
  });
});

describe("2.9a immunity to breaths (line 352, lines 999 and 1009)", () => {
  const withChampion = (champion: string, dragon: string) => [
    ...withDragons(dragon),
    [0, champion, "t:front"] as [number, string, string],
  ];

  it("a Dragonslayer makes its army immune to every breath", () => {
    const { state, events } = turn(
      {
        dice: withChampion("dragonslayer", "red-drake"),
        rolls: { d7: ["Breath"], ...quiet, d8: ["4 Save"] },
      },
      [noLogoRolls],
    );
    expect(breathsOf(events)).toEqual([["red", 1, true]]);
    expect(ofType(events, "killed")).toEqual([]);
    expect(state.effects).toEqual([]);
  });

  it("a Dragonhunter makes its army immune to breaths of its colour only", () => {
    const red = turn(
      {
        dice: withChampion("dragonhunter-red", "red-drake"),
        rolls: { d7: ["Breath"], ...quiet, d8: ["4 Save"] },
      },
      [noLogoRolls],
    );
    expect(breathsOf(red.events)).toEqual([["red", 1, true]]);
    expect(ofType(red.events, "killed")).toEqual([]);
    const gold = turn(
      {
        dice: withChampion("dragonhunter-red", "gold-drake"),
        rolls: { d7: ["Breath"], ...quiet, d8: ["4 Save"] },
      },
      [casualties("d2", "d3")],
    );
    expect(breathsOf(gold.events)).toEqual([["gold", 1, false]]);
    expect(where(gold.state, "d3")).toBe("dua");
  });

  // Line 2454: a Dragonhunter blocks the breath of its colour of a hybrid, not the other: the
  // owner has no choice left, and only the other colour's army effect acts.
  it("a Dragonhunter blocks one colour of a hybrid's breath, not the other", () => {
    const { state, events } = turn(
      {
        dice: withChampion("dragonhunter-black", "black-gold-drake"),
        rolls: { d7: ["Breath"], ...quiet, d8: ["4 Save"] },
      },
      [noLogoRolls, casualties("d2", "d3")],
    );
    expect(ofType(events, "decided").map((e) => e.kind)).not.toContain("choose-breath");
    expect(breathsOf(events)).toEqual([
      ["black", 1, true],
      ["gold", 1, false],
    ]);
    expect(state.effects.map((e) => e.name)).toEqual(["Gold Dragon Breath"]);
  });
});

describe("2.9a dragon attack examples with breaths (lines 372-378)", () => {
  /** Five footmen of A's army that the breath takes (killed first, so they never roll). */
  const victims = (): [number, string, string][] =>
    Array.from({ length: 5 }, (): [number, string, string] => [0, "footman", "t:front"]);

  // Example 2 (line 372): three red dragons roll Belly, Breath and Tail then Jaws: 15 damage. The
  // breath first: five health-worth killed, each saving against burial. The army then rolls 9
  // melee, 4 missile, 12 saves and 5 ID: one ID as melee, one as missile, the rest as saves slay
  // two dragons (the Belly one with 5 missile, another with 10 melee) and save all 15 damage.
  it("Example 2: three red dragons, two slain and all 15 damage saved", () => {
    const { state, events } = turn(
      {
        dice: [
          [0, "protector", "t:front"], // d0, d1: 8 melee
          [0, "protector", "t:front"],
          [0, "footman", "t:front"], // d2: 1 melee
          [0, "archer", "t:front"], // d3, d4: 4 missile
          [0, "bowman", "t:front"],
          [0, "coral-giant", "t:front"], // d5-d7: 12 saves
          [0, "coral-giant", "t:front"],
          [0, "coral-giant", "t:front"],
          [0, "herald", "t:front"], // d8, d9: 5 health-worth of ID
          [0, "knight", "t:front"],
          ...victims(), // d10-d14
          [1, "footman", "t:home1"], // d15
          [1, "red-drake", "dragons:front"], // d16: Belly
          [1, "red-wyrm", "dragons:front"], // d17: Breath
          [1, "red-drake", "dragons:front"], // d18: Tail, Jaws
        ],
        rolls: {
          d16: ["Belly"],
          d17: ["Breath"],
          d18: ["Tail", "Jaws"],
          d10: ["Save"],
          d11: ["Save"],
          d12: ["Save"],
          d13: ["Save"],
          d14: ["Save"],
          d0: ["4 Melee"],
          d1: ["4 Melee"],
          d2: ["Melee"],
          d3: ["2 Missile"],
          d4: ["2 Missile"],
          d5: ["4 Save"],
          d6: ["4 Save"],
          d7: ["4 Save"],
          d8: ["3 ID"],
          d9: ["2 ID"],
        },
      },
      [
        casualties("d10", "d11", "d12", "d13", "d14"),
        {
          player: 0,
          kind: "dragon-response",
          choice: {
            ids: { melee: 1, missile: 1, save: 3 },
            slay: [
              { dragon: "d16", with: "missile" },
              { dragon: "d17", with: "melee" },
            ],
          },
        },
      ],
    );
    expect(breathsOf(events)).toEqual([["red", 1, false]]);
    // The five killed each saved against burial: they stay in the dead unit area.
    expect(["d10", "d11", "d12", "d13", "d14"].map((id) => where(state, id))).toEqual(
      Array(5).fill("dua"),
    );
    expect(ofType(events, "tally").find((e) => e.purpose === "dragon-attack")?.results).toEqual({
      melee: 9,
      missile: 4,
      save: 12,
    });
    expect(ofType(events, "dragon-response")).toEqual([
      {
        type: "dragon-response",
        player: 0,
        terrain: "front",
        slain: [
          { dragon: "d16", with: "missile" },
          { dragon: "d17", with: "melee" },
        ],
        damage: 15,
        saves: 15,
        ids: { melee: 1, missile: 1, save: 3 },
      },
    ]);
    expect(ofType(events, "dragons-slain")[0]?.dragons).toEqual(["d16", "d17"]);
    // All 15 saved: nobody else dies.
    expect(ofType(events, "killed").map((e) => e.dice)).toEqual([
      ["d10", "d11", "d12", "d13", "d14"],
    ]);
  });

  // Example 5 (line 378): four black dragons roll Belly, Treasure, Breath and Claw. The breath
  // kills five health-worth, the Treasure promotes a unit; the army rolls 22 melee, 6 missile, 5
  // saves and 3 ID, which the breath has it ignore: against 6 damage one common unit dies, and
  // three dragons are slain (the Belly one with the 6 missile, two more with 20 melee).
  const example5 = (response: { ids: Record<string, number>; slay: unknown[] }) =>
    turn(
      {
        dice: [
          [0, "protector", "t:front"], // d0-d3: 16 melee
          [0, "protector", "t:front"],
          [0, "protector", "t:front"],
          [0, "protector", "t:front"],
          [0, "bowman", "t:front"], // d4: promoted to the trooper (3 melee)
          [0, "knight", "t:front"], // d5: 3 melee
          [0, "archer", "t:front"], // d6, d7: 6 missile
          [0, "archer", "t:front"],
          [0, "footman", "t:front"], // d8-d12: 5 saves
          [0, "footman", "t:front"],
          [0, "footman", "t:front"],
          [0, "footman", "t:front"],
          [0, "footman", "t:front"],
          [0, "herald", "t:front"], // d13: 3 ID, ignored
          ...victims(), // d14-d18
          [0, "trooper", "dua"], // d19
          [1, "footman", "t:home1"], // d20
          [1, "black-drake", "dragons:front"], // d21: Belly
          [1, "black-wyrm", "dragons:front"], // d22: Treasure
          [1, "black-drake", "dragons:front"], // d23: Breath
          [1, "black-wyrm", "dragons:front"], // d24: Claw
        ],
        rolls: {
          d21: ["Belly"],
          d22: ["Treasure"],
          d23: ["Breath"],
          d24: ["Claw"],
          d0: ["4 Melee"],
          d1: ["4 Melee"],
          d2: ["4 Melee"],
          d3: ["4 Melee"],
          d19: ["3 Melee"],
          d5: ["3 Melee"],
          d6: ["3 Missile"],
          d7: ["3 Missile"],
          d8: ["Save"],
          d9: ["Save"],
          d10: ["Save"],
          d11: ["Save"],
          d12: ["Save"],
          d13: ["3 ID"],
        },
      },
      [
        casualties("d14", "d15", "d16", "d17", "d18"),
        {
          player: 0,
          kind: "dragon-promotions",
          choice: { recruits: [], promotions: [{ unit: "d4", to: "d19" }] },
        },
        { player: 0, kind: "dragon-response", choice: response },
        casualties("d8"),
      ],
    );

  it("Example 5: four black dragons, IDs ignored, one common killed and three dragons slain", () => {
    const { state, events } = example5({
      ids: { melee: 0, missile: 0, save: 0 },
      slay: [
        { dragon: "d21", with: "missile" },
        { dragon: "d22", with: "melee" },
        { dragon: "d24", with: "melee" },
      ],
    });
    expect(breathsOf(events)).toEqual([["black", 1, false]]);
    expect(ofType(events, "tally").find((e) => e.purpose === "dragon-attack")?.results).toEqual({
      melee: 22,
      missile: 6,
      save: 5,
    });
    const asked = ofType(events, "decided").filter((e) => e.kind === "dragon-response");
    expect(asked).toHaveLength(1);
    expect(ofType(events, "dragon-response")[0]).toMatchObject({ damage: 6, saves: 5 });
    // One common unit killed; three of the four dragons slain.
    expect(ofType(events, "killed").map((e) => e.dice)).toEqual([
      ["d14", "d15", "d16", "d17", "d18"],
      ["d8"],
    ]);
    expect(ofType(events, "dragons-slain")[0]?.dragons).toEqual(["d21", "d22", "d24"]);
    expect(where(state, "d23")).toBe("dragons:front");
  });

  it("Example 5: the three ID results cannot be counted as saves", () => {
    expect(() =>
      example5({
        ids: { melee: 0, missile: 0, save: 3 },
        slay: [
          { dragon: "d21", with: "missile" },
          { dragon: "d22", with: "melee" },
          { dragon: "d24", with: "melee" },
        ],
      }),
    ).toThrow("3 ID results counted; the roll has 0");
  });
});
