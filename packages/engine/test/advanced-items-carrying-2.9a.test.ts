// 2.9a "Magical Items" (rules/000 lines 2379-2389, 2416): items go where the units carrying them
// go, and an army whose units cannot carry all its items buries the extra ones.
import { readFileSync } from "node:fs";
import { dieById, type ItemDie, type UnitDie } from "@dragondice/catalog";
import { describe, expect, it } from "vitest";
import { ruleset29a } from "../src/editions/2.9a/index.ts";
import type { GameState } from "../src/kernel/state.ts";
import { runScenario } from "../src/scenario/scenario.ts";
import { carriers } from "../src/standard/items.ts";
import { attack, faceOf, ofType, play, type Setup, tallies } from "./positions.ts";
import { playRandomAdvanced } from "./random-advanced.ts";

const meleeFront: [string, number] = ["flatland-city", faceOf("flatland-city", "Melee")];
const retreat = (units: string[]) => ({ player: 0, kind: "retreat", choice: units });
const at = (state: { dice: { id: string; at: string }[] }, id: string) =>
  state.dice.find((d) => d.id === id)?.at;

/** A's reserve movement with the dice given (no reserve units: the retreat comes first). */
const reserves = (dice: Setup["dice"], decisions: Setup["decisions"]) =>
  play({ dice: [...dice, [1, "footman", "t:home1"]], start: { phase: "reserves" }, decisions });

describe("2.9a carrying items", () => {
  // Line 2385: a unit moving to the reserve area may take one item of its colour; the owner
  // chooses, as a footman stays behind that could carry it too.
  it("asks which items go with units that retreat, and moves them", () => {
    const dice: Setup["dice"] = [
      [0, "footman", "t:front"],
      [0, "footman", "t:front"],
      [0, "dawn-blade-red", "t:front"],
    ];
    const { state, events } = reserves(dice, [
      retreat(["d0"]),
      { player: 0, kind: "carry-items", choice: ["d2"] },
    ]);
    expect(at(state, "d2")).toBe("reserve");
    expect(ofType(events, "items-carried")).toEqual([
      { type: "items-carried", player: 0, items: ["d2"], from: "t:front", to: "reserve" },
    ]);
    const stays = reserves(dice, [retreat(["d0"]), { player: 0, kind: "carry-items", choice: [] }]);
    expect(at(stays.state, "d2")).toBe("t:front");
    // A footman cannot carry a blue blade: nothing to ask.
    expect(() =>
      reserves(dice, [retreat(["d0"]), { player: 0, kind: "carry-items", choice: ["d9"] }]),
    ).toThrow(/d9 is not an item these units can take/);
  });

  // Line 2385: a whole army moving takes its items along; leaving one would only bury it, so
  // nothing is asked (docs/rulings.md).
  it("takes an army's items along when all its units leave", () => {
    const { state, events } = reserves(
      [
        [0, "footman", "t:front"],
        [0, "dawn-blade-red", "t:front"],
      ],
      [retreat(["d0"])],
    );
    expect(at(state, "d1")).toBe("reserve");
    expect(state.pending.map((d) => d.kind)).not.toContain("carry-items");
    expect(ofType(events, "items-buried")).toEqual([]);
  });

  // Line 2379: the footman leaves without the red blade; the Coral Elf knight who stays cannot
  // carry it (a blue or green item only): it is buried.
  it("buries an item left with no unit that can carry it", () => {
    const { state, events } = reserves(
      [
        [0, "footman", "t:front"],
        [0, "knight", "t:front"],
        [0, "dawn-blade-red", "t:front"],
        [0, "sight-stone-blue", "t:front"],
      ],
      [retreat(["d0"]), { player: 0, kind: "carry-items", choice: [] }],
    );
    expect(at(state, "d2")).toBe("bua");
    expect(at(state, "d3")).toBe("t:front");
    expect(ofType(events, "items-buried")).toEqual([
      { type: "items-buried", player: 0, items: ["d2"], location: "t:front" },
    ]);
  });

  // Line 2379: "the extra four-siders are taken out of play immediately": two armies left with
  // an item nobody there can carry both bury it before anything else is asked; here the
  // Firewalker's Terrain Flight (line 853) is asked right after the retreat.
  it("buries the items two armies cannot carry before the next question", () => {
    const { state, events } = reserves(
      [
        [0, "footman", "t:front"],
        [0, "knight", "t:front"],
        [0, "dawn-blade-red", "t:front"],
        [0, "footman", "t:home0"],
        [0, "knight", "t:home0"],
        [0, "dawn-blade-red", "t:home0"],
        [0, "explorer", "t:home1"],
      ],
      [
        retreat(["d0", "d3"]),
        { player: 0, kind: "carry-items", choice: [] },
        { player: 0, kind: "carry-items", choice: [] },
      ],
    );
    expect(state.pending.map((d) => d.kind)).toEqual(["terrain-flight"]);
    expect([at(state, "d2"), at(state, "d5")]).toEqual(["bua", "bua"]);
    expect(ofType(events, "items-buried").map((e) => e.location)).toEqual(["t:front", "t:home0"]);
  });

  // Line 2377: items are never casualties; line 2379: an army killed leaves its items with no
  // unit to carry them: they are buried.
  it("buries the items of an army killed", () => {
    const { state, events } = play({
      front: meleeFront,
      dice: [
        [0, "footman", "t:front"],
        [0, "footman", "t:front"],
        [1, "footman", "t:front"],
        [1, "footman", "t:front"],
        [1, "dawn-blade-red", "t:front"],
        [1, "flicker-foil-gold", "t:front"],
        [1, "footman", "t:home1"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: {
        d0: ["2 Melee"],
        d1: ["2 Melee"],
        d2: ["1 Melee"],
        d3: ["1 Melee"],
        d4: ["1 Melee"],
        d5: ["1 Melee"],
      },
      decisions: [attack("melee", "t:front")],
    });
    expect(ofType(events, "killed").flatMap((e) => e.dice)).toEqual(["d2", "d3"]);
    expect(ofType(events, "items-buried")).toEqual([
      { type: "items-buried", player: 1, items: ["d4", "d5"], location: "t:front" },
    ]);
    expect([at(state, "d4"), at(state, "d5")]).toEqual(["bua", "bua"]);
  });

  // Line 2379: "The owner chooses which items to discard"; lines 2381 (the Coral Elf example).
  it("lets the owner choose which item to bury when a carrier dies", () => {
    const { state, events } = play({
      front: meleeFront,
      dice: [
        [0, "footman", "t:front"],
        [1, "footman", "t:front"],
        [1, "footman", "t:front"],
        [1, "dawn-blade-red", "t:front"],
        [1, "flicker-foil-gold", "t:front"],
        [1, "footman", "t:home1"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: {
        d0: ["1 Melee"],
        d1: ["1 Melee"],
        d2: ["1 Melee"],
        d3: ["1 Melee"],
        d4: ["1 Melee"],
      },
      decisions: [
        attack("melee", "t:front"),
        { player: 1, kind: "choose-casualties", choice: ["d1"] },
        { player: 1, kind: "bury-items", choice: ["d4"] },
      ],
    });
    expect(at(state, "d4")).toBe("bua");
    expect(at(state, "d3")).toBe("t:front");
    expect(ofType(events, "items-buried")).toEqual([
      { type: "items-buried", player: 1, items: ["d4"], location: "t:front" },
    ]);
  });

  // Line 2416: the Kings' Die holds an item of any colour in the reserve area.
  it("keeps an item in the reserve area with the Kings' Die", () => {
    const dice: Setup["dice"] = [
      [0, "footman", "t:front"],
      [0, "footman", "t:front"],
      [0, "dawn-blade-blue", "reserve"],
    ];
    const kept = reserves([...dice, [0, "kings-die", "court"]], [retreat(["d0"])]);
    expect(at(kept.state, "d2")).toBe("reserve");
    const lost = reserves(dice, [retreat(["d0"])]);
    expect(at(lost.state, "d2")).toBe("bua");
  });
});

describe("2.9a items in the horde army's roll for the order of play (lines 278, 2389)", () => {
  // Line 278: each player rolls the whole horde army for maneuvers; line 2389: the items its units
  // carry roll with them. A's horde is a footman carrying gold Speed Slippers: its ID 1 + 2.
  it("rolls the horde's items with its units", () => {
    const base = JSON.parse(
      readFileSync(new URL("./scenarios/setup-order-and-distances.json", import.meta.url), "utf8"),
    ) as { dice: { id: string; die: string }[] };
    const { dice } = base;
    (dice.find((d) => d.id === "a6") as { die: string }).die = "speed-slippers-gold";
    const { events } = runScenario({
      ...base,
      rolls: { a5: ["ID"], a6: ["2 Maneuver"], b5: ["ID"], b6: ["Save"] },
      decisions: [
        {
          player: 0,
          kind: "assemble-armies",
          choice: {
            home: "home0",
            armies: { home: ["a1", "a2"], campaign: ["a3", "a4"], horde: ["a5", "a6"] },
          },
        },
        {
          player: 1,
          kind: "assemble-armies",
          choice: {
            home: "home1",
            armies: { home: ["b1", "b2"], campaign: ["b3", "b4"], horde: ["b5", "b6"] },
          },
        },
      ],
    });
    const rolled = ofType(events, "roll").filter((e) => e.player === 0);
    expect(rolled.flatMap((e) => e.dice.map((d) => d.die))).toEqual(["a5", "a6"]);
    expect(tallies(events, "initial-maneuver")).toEqual([3, 1]);
  });
});

/**
 * The armies (by owner and place) whose units cannot carry all their items, one each; the reserve
 * area's items are held by the Kings' Die beside it too (line 2416).
 */
function uncarried(state: GameState): string[] {
  const armies = new Map<string, { units: UnitDie[]; items: ItemDie[] }>();
  const court = new Set(state.dice.filter((d) => d.at === "court").map((d) => d.owner));
  for (const d of state.dice) {
    if (!d.at.startsWith("t:") && d.at !== "reserve") continue;
    const die = dieById(d.die);
    if (die?.kind !== "unit" && die?.kind !== "item") continue;
    const key = `${d.owner}@${d.at}`;
    const army = armies.get(key) ?? { units: [], items: [] };
    armies.set(key, army);
    if (die.kind === "unit") army.units.push(die);
    else army.items.push(die);
  }
  return [...armies]
    .filter(([key]) => !(key.endsWith("@reserve") && court.has(Number(key.split("@")[0]))))
    .filter(([, a]) => carriers(ruleset29a.tables.dragonkin, a.units, a.items).some((u) => u < 0))
    .map(([key]) => key);
}

describe("2.9a items in random games", () => {
  // Line 2379: an item no unit of its army can carry is buried at once. Whenever the game waits
  // for a question other than which items to take along or bury, every army's items are carried.
  // Three of these games once asked a question first.
  it("keeps every army's items carried whenever another question waits", () => {
    const sorting = ["assemble-armies", "carry-items", "bury-items"];
    playRandomAdvanced(500, 70, 3000, (state, _waiting, g) => {
      const waiting = state.pending.map((d) => d.kind);
      if (state.turn && !waiting.some((k) => sorting.includes(k))) {
        expect(uncarried(state), `game ${g}, waiting for ${waiting}`).toEqual([]);
      }
    });
  }, 120_000);
});
