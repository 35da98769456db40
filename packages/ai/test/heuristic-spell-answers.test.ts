// The heuristic bot's answers to the choices spells leave while they act (2.9a spell lists,
// rules/000 lines 1205-1616). Each position is a game state with a roll in progress put in the
// bot's view by hand, as the engine shows it when it asks.
import { dieById, type UnitDie } from "@dragondice/catalog";
import { type GameState, type PlayerView, viewFor } from "@dragondice/engine";
import { describe, expect, it } from "vitest";
import {
  type Choice,
  dispelRoll,
  flashfireRerolls,
  hauntTarget,
  pathDestination,
  penaltySpread,
  refugeFor,
  type TargetOffer,
  wildingPicks,
} from "../src/heuristic/spell-answers.ts";
import { Situation } from "../src/heuristic/strategy.ts";
import { heuristicBot } from "../src/index.ts";
import { type Placed, position } from "./positions.ts";

type Roll = PlayerView["rolls"][number];

/** A at turn 3 (player `turn` to play), dice d0, d1... as given; the frontier a flatland City. */
function atAction(dice: Placed[], turn = 0): GameState {
  return position(dice, { player: turn, start: { phase: "action", army: "t:front" } });
}

/** The face index of a die's face with this icon and count. */
const face = (die: string, icon: string, count = 1): number =>
  (dieById(die) as UnitDie).faces.findIndex((f) => f.icon === icon && f.count === count);

/** A roll in progress by `player` at the frontier, with its faces and counted results. */
function rolling(
  player: number,
  wants: string[],
  faces: [string, string, number][],
  counted: [string, string, number, string][] = [],
  hits?: Record<string, number>,
): Roll {
  return {
    id: 1,
    player,
    at: "t:front",
    against: hits ? { player: 1 - player, at: "t:front", results: hits } : null,
    purpose: wants.length > 1 ? "save-and-melee" : wants[0] === "melee" ? "melee-attack" : "x",
    wants,
    simultaneous: false,
    dice: faces.map(([id]) => id),
    faces: faces.map(([die, dieId, f]) => ({ die, dieId, face: f, icon: "", count: 1 })),
    counted: counted.map(([unit, result, amount, source]) => ({ unit, result, amount, source })),
    modifiers: [],
    aimed: [],
    incoming: [],
    forgone: {},
    aimsAt: [],
    totals: null,
  } as unknown as Roll;
}

/** The bot's situation as player `me`, with `rolls` in progress. */
function situation(state: GameState, me: number, rolls: Roll[] = []): Situation {
  const view = viewFor(state, me);
  view.rolls = rolls;
  return new Situation(view, me);
}

const offer = (sai: string, owner: number, ids: string[], maxUnits: number): TargetOffer => ({
  sai,
  owner,
  units: ids.map((id) => ({ id, health: 1 })),
  maxUnits,
});

const army: [number, string, string][] = [
  [0, "footman", "t:front"],
  [0, "footman", "t:front"],
  [0, "footman", "t:front"],
  [1, "footman", "t:front"],
];

describe("heuristic bot: the choices spells leave", () => {
  // Line 1279 (Wilding): one unit per casting counts double, picked after the roll: the unit that
  // rolled most; none that rolled nothing.
  it("doubles with Wilding the units that rolled the most results", () => {
    const roll = rolling(
      0,
      ["melee"],
      [
        ["d0", "footman", face("footman", "Melee")],
        ["d1", "footman", face("footman", "Melee", 2)],
        ["d2", "footman", face("footman", "Save")],
      ],
      [
        ["d0", "melee", 1, "icon"],
        ["d1", "melee", 2, "icon"],
      ],
    );
    const s = situation(atAction(army), 0, [roll]);
    expect(wildingPicks(s, offer("Wilding", 0, ["d0", "d1"], 1))).toEqual(["d1"]);
    expect(wildingPicks(s, offer("Wilding", 0, ["d0", "d1", "d2"], 3))).toEqual(["d1", "d0"]);
  });

  // Line 1546 (Flashfire): a unit rolled again keeps its new face. Its own units that rolled
  // badly roll again; an opponent's that rolled well do.
  it("rolls again with Flashfire its own bad rolls and an opponent's good ones", () => {
    const faces: [string, string, number][] = [
      ["d0", "footman", face("footman", "Save")],
      ["d1", "footman", face("footman", "Melee", 2)],
    ];
    const mine = situation(atAction(army), 0, [rolling(0, ["melee"], faces)]);
    expect(flashfireRerolls(mine, offer("Flashfire", 0, ["d0", "d1"], 2))).toEqual(["d0"]);
    const theirs = situation(atAction(army), 1, [rolling(0, ["melee"], faces)]);
    expect(flashfireRerolls(theirs, offer("Flashfire", 0, ["d0", "d1"], 2))).toEqual(["d1"]);
  });

  // Line 622 and 1163: penalties naming no result taken from a combination roll's results as its
  // owner chooses: from saves beyond the damage, else from the melee.
  it("takes penalties on a combination roll where they cost least", () => {
    const options: Choice[] = [
      { say: "0 from save and 2 from melee" },
      { say: "1 from save and 1 from melee" },
      { say: "2 from save and 0 from melee" },
    ];
    const counted: [string, string, number, string][] = [
      ["d0", "save", 5, "icon"],
      ["d1", "melee", 3, "icon"],
    ];
    const faces: [string, string, number][] = [["d0", "footman", 0]];
    const data = {
      about: "penalty-spread" as const,
      by: "Penalties",
      results: ["save" as const, "melee" as const],
      spreads: [
        [0, 2],
        [1, 1],
        [2, 0],
      ],
    };
    const spare = rolling(0, ["save", "melee"], faces, counted, { d3: 3 });
    expect(penaltySpread(situation(atAction(army), 0, [spare]), data, options)?.say).toBe(
      "2 from save and 0 from melee",
    );
    const short = rolling(0, ["save", "melee"], faces, counted, { d3: 6 });
    expect(penaltySpread(situation(atAction(army), 0, [short]), data, options)?.say).toBe(
      "0 from save and 2 from melee",
    );
  });

  // Line 1887 (Dispel Magic): rolling negates every spell aimed at the unit's army: against an
  // opponent's spells, never its own.
  it("rolls Dispel Magic against an opponent's spells only", () => {
    const options: Choice[] = [{ say: "roll", unit: "d0" }, { say: "do not roll" }];
    expect(dispelRoll(situation(atAction(army, 1), 0), options)?.say).toBe("roll");
    expect(dispelRoll(situation(atAction(army, 0), 0), options)?.say).toBe("do not roll");
    // A Cantrip in an opponent's roll during the bot's turn: the opponent's spells.
    const cantrip = rolling(1, ["save"], [["d3", "footman", 0]]);
    expect(dispelRoll(situation(atAction(army, 0), 0, [cantrip]), options)?.say).toBe("roll");
  });

  // Lines 1233 and 1398 (Open Grave, Leaving): the casualties join an army at a terrain rather
  // than wait in the reserve area.
  it("sends Leaving's casualties to an army in play", () => {
    const s = situation(atAction([...army, [0, "footman", "t:home0"]]), 0);
    const options: Choice[] = [
      { say: "go to the reserve area", at: "reserve", player: 0 },
      { say: "join this army", at: "t:home0", player: 0 },
    ];
    expect(refugeFor(s, options)?.at).toBe("t:home0");
    expect(refugeFor(s, options.slice(0, 1))?.at).toBe("reserve");
  });

  // Line 1241 (Haunt): the dead attack the enemy army they hurt most.
  it("haunts the enemy army its dead hurt most", () => {
    const state = atAction([
      [0, "behemoth", "dua"],
      [0, "behemoth", "dua"],
      [1, "behemoth", "t:front"],
      [1, "footman", "t:home1"],
      [1, "footman", "t:home1"],
    ]);
    const options: Choice[] = [
      { say: "haunt this army", at: "t:front", player: 1 },
      { say: "haunt this army", at: "t:home1", player: 1 },
    ];
    expect(hauntTarget(situation(state, 0), options)?.at).toBe("t:home1");
  });

  // Line 1344 (Path): the unit goes where it adds most, as a reinforcement would.
  it("paths a unit to a terrain offered, where reinforcing adds most", () => {
    const state = atAction([...army, [0, "footman", "t:home0"]]);
    const s = situation(state, 0);
    const options: Choice[] = [
      { say: "move to", at: "t:home1" },
      { say: "move to", at: "t:front" },
    ];
    const to = s.reinforcements(
      [{ id: "d4", owner: 0, at: "t:home0", die: dieById("footman") as UnitDie }],
      ["home1", "front"],
    ).d4;
    expect(pathDestination(s, "d4", options)?.at).toBe(`t:${to}`);
    expect(pathDestination(s, "d9", options)).toBeUndefined();
  });

  // Line 1252 (Scent of Fear): as much health as the castings cover and never more flees.
  it("flees with Scent of Fear only the health the castings cover", () => {
    const state = atAction([
      [0, "footman", "t:front"],
      [1, "sergeant", "t:front"],
      [1, "behemoth", "t:front"],
    ]);
    const view = viewFor(state, 1);
    const ask = (maxHealth: number) =>
      heuristicBot(() => 0, { strict: true }).choose(view, {
        id: 99,
        player: 1,
        kind: "sai-targets",
        prompt: "Scent of Fear: pick the units that flee",
        data: {
          sai: "Scent of Fear",
          owner: 1,
          units: [
            { id: "d1", health: 2 },
            { id: "d2", health: 4 },
          ],
          maxHealth,
          rule: "as-much-as-possible",
        },
      });
    expect(ask(1)).toEqual([]);
    expect(ask(3)).toEqual(["d1"]);
  });
});
