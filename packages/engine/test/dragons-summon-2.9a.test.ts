// The five 2.9a Summon Dragon spells (rules/000 lines 1597-1615): which dragons each may send to
// the target terrain with which colour of magic, from a summoning pool or from another terrain
// ("Dragons", line 664: ivory dragons from pools only, with any colour; "Hybrid Dragons", line
// 2454: either colour; "Ivory Hybrid Dragons", line 2460: any from a pool, or its element's colour
// from anywhere; "White Dragons", line 2466: any colour, 14 points).
import { describe, expect, it } from "vitest";
import { loadScenario } from "../src/scenario/scenario.ts";
import { summonable } from "../src/standard/spells/summon-dragon.ts";
import { ofType, type Setup, scenarioOf } from "./positions.ts";
import { cast } from "./spells.ts";

/** A's frontier army: five Coral Elf conjurers rolling 3 magic each (air/water: blue or green). */
const casters: Setup["dice"] = [
  [0, "conjurer", "t:front"],
  [0, "conjurer", "t:front"],
  [0, "conjurer", "t:front"],
  [0, "conjurer", "t:front"],
  [0, "conjurer", "t:front"],
];
const magic = Object.fromEntries(casters.map((_, i) => [`d${i}`, ["3 Magic"]]));

/** B's dragons, ids d5 on, and the footman that keeps B in the game. */
const summoning = (
  dragons: [string, string][],
  spell: string,
  color: string,
  later: Setup["decisions"] = [],
) =>
  cast({
    dice: [
      ...casters,
      ...dragons.map(([die, at]): [number, string, string] => [1, die, at]),
      [1, "footman", "t:home1"],
    ],
    rolls: magic,
    spells: [{ spell, color, target: { terrain: "front" } }],
    later,
  });

/** The dragons the caster is offered; when only one can come, nothing is asked and it comes. */
function offered(run: ReturnType<typeof cast>): (string | undefined)[] {
  const asked = run.state.pending.find((d) => d.kind === "sai-choice");
  if (asked) return (asked.options ?? []).map((o) => (o as { unit?: string }).unit);
  return ofType(run.events, "dragon-summoned").map((e) => e.dragon);
}

describe("2.9a Summon Elemental Dragon (line 1603)", () => {
  const dragons: [string, string][] = [
    ["green-drake", "pool"],
    ["green-wyrm", "dragons:home1"],
    ["green-drake", "dragons:front"],
    ["red-drake", "pool"],
    ["green-red-drake", "pool"],
    ["ivory-drake", "pool"],
  ];

  it("offers the elemental dragons of the magic's colour, from a pool or another terrain", () => {
    // Not the green dragon already at the target terrain, not a red one, a hybrid or an ivory.
    expect(offered(summoning(dragons, "summon-elemental-dragon", "green"))).toEqual(["d5", "d6"]);
  });

  // Identical dragons of one owner in one place are one choice (nothing tells them apart); the
  // same die in another pool or at another terrain is another.
  it("offers one of identical dragons in one place", () => {
    const twins: [string, string][] = [
      ["green-drake", "pool"],
      ["green-drake", "pool"],
      ["green-drake", "pool"],
      ["green-drake", "dragons:home1"],
    ];
    expect(offered(summoning(twins, "summon-elemental-dragon", "green"))).toEqual(["d5", "d8"]);
  });

  it("sends the dragon picked to the terrain", () => {
    const { state, events } = summoning(dragons, "summon-elemental-dragon", "green", [
      { player: 0, kind: "sai-choice", choice: { say: "summon", unit: "d6", at: "t:front" } },
    ]);
    expect(ofType(events, "dragon-summoned")).toEqual([
      { type: "dragon-summoned", player: 0, dragon: "d6", terrain: "front", from: "dragons:home1" },
    ]);
    expect(state.dice.find((d) => d.id === "d6")?.at).toBe("dragons:front");
    expect(() =>
      summoning(dragons, "summon-elemental-dragon", "green", [
        { player: 0, kind: "sai-choice", choice: { say: "summon", unit: "d8", at: "t:front" } },
      ]),
    ).toThrow();
  });

  it("refuses a terrain no dragon can be summoned to", () => {
    expect(() =>
      summoning([["green-drake", "dragons:front"]], "summon-elemental-dragon", "green"),
    ).toThrow(/target/i);
  });
});

describe("2.9a a tamed dragon summoned (line 957)", () => {
  // A non-ivory dragon a Dragonlord or Dragonmaster controls can be summoned away from that
  // control, even to the terrain it is at; an untamed one cannot be summoned where it already is.
  it("may be summoned to its own terrain only when tamed", () => {
    const { state } = loadScenario(
      scenarioOf({
        dice: [
          [0, "footman", "t:front"],
          [1, "green-drake", "dragons:front"],
          [1, "footman", "t:home1"],
        ],
        start: { phase: "march", march: 1 },
      }),
    );
    const here = () =>
      summonable(state, "summon-elemental-dragon", "green", "front").map((d) => d.id);
    expect(here()).toEqual([]);
    state.effects.push({
      id: 1,
      name: "Tamed",
      owner: 0,
      madeIn: 3,
      target: { dragon: "d1", at: "dragons:front" },
      expires: "until-used",
      tames: true,
    });
    expect(here()).toEqual(["d1"]);
  });
});

describe("2.9a Summon Ivory Dragon (line 1601, line 664)", () => {
  it("offers ivory dragons in a summoning pool only, with any colour", () => {
    const dragons: [string, string][] = [
      ["ivory-drake", "pool"],
      ["ivory-wyrm", "dragons:home1"],
      ["green-drake", "pool"],
    ];
    expect(offered(summoning(dragons, "summon-ivory-dragon", "blue"))).toEqual(["d5"]);
    expect(offered(summoning(dragons, "summon-ivory-dragon", "green"))).toEqual(["d5"]);
  });
});

describe("2.9a Summon Hybrid Dragon (line 1605, line 2454)", () => {
  it("offers hybrids with the magic's colour among their two", () => {
    const dragons: [string, string][] = [
      ["green-red-drake", "pool"],
      ["blue-gold-drake", "dragons:home1"],
      ["green-drake", "pool"],
      ["green-ivory-drake", "pool"],
    ];
    expect(offered(summoning(dragons, "summon-hybrid-dragon", "green"))).toEqual(["d5"]);
    expect(offered(summoning(dragons, "summon-hybrid-dragon", "blue"))).toEqual(["d6"]);
  });
});

describe("2.9a Summon Ivory Hybrid Dragon (line 1607, line 2460)", () => {
  it("offers any ivory hybrid in a pool, and one of the magic's colour from a terrain", () => {
    const dragons: [string, string][] = [
      ["black-ivory-drake", "pool"],
      ["black-ivory-wyrm", "dragons:home1"],
      ["green-ivory-wyrm", "dragons:home1"],
      ["ivory-drake", "pool"],
      ["green-red-drake", "pool"],
    ];
    expect(offered(summoning(dragons, "summon-ivory-hybrid-dragon", "green"))).toEqual([
      "d5",
      "d7",
    ]);
  });
});

describe("2.9a Summon White Dragon (line 1609, line 2466)", () => {
  const dragons: [string, string][] = [
    ["white-drake", "pool"],
    ["green-drake", "pool"],
  ];

  it("offers white dragons with magic of any colour", () => {
    expect(offered(summoning(dragons, "summon-white-dragon", "blue"))).toEqual(["d5"]);
  });

  it("costs 14 points of magic", () => {
    const short = () =>
      cast({
        dice: [
          [0, "conjurer", "t:front"],
          [0, "conjurer", "t:front"],
          [0, "conjurer", "t:front"],
          [0, "conjurer", "t:front"],
          [1, "white-drake", "pool"],
          [1, "footman", "t:home1"],
        ],
        rolls: { d0: ["3 Magic"], d1: ["3 Magic"], d2: ["3 Magic"], d3: ["3 Magic"] },
        spells: [{ spell: "summon-white-dragon", color: "blue", target: { terrain: "front" } }],
      });
    // 12 points of magic do not buy it; the 15 of five conjurers do (above).
    expect(short).toThrow(/summon-white-dragon is not a spell this pool can buy/);
  });
});
