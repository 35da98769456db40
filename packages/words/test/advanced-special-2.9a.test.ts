// The words for the 2.9a special terrains and the Kings' Die (rules/000 lines 2292-2296,
// 2416-2420): the log tells the Castle's declared type, the Grove's unburying, the Kings' Die's
// roll and its removal, and the terrain's face shows the declared type.
import { apply, type GameState, runScenario, viewFor } from "@dragondice/engine";
import { describe, expect, it } from "vitest";
import { describeEvents } from "../src/events.ts";
import { decisionHelp } from "../src/help.ts";
import { placeName, terrainFace } from "../src/names.ts";
import { distinctOptions, listedTwin, optionLabel } from "../src/options.ts";

const terrains = (front: string, face: number, controller: number | null) => [
  { id: "home0", die: "flatland-city", owner: 0, role: "home", face: 3 },
  { id: "home1", die: "flatland-temple", owner: 1, role: "home", face: 3 },
  { id: "front", die: front, owner: 0, role: "frontier", face, controller },
];

const position = (
  front: [string, number, number | null],
  dice: [string, number, string][],
  start: object,
  decisions: object[],
  rolls: Record<string, string[]> = {},
) =>
  runScenario({
    format: "dragondice-scenario/1",
    edition: "2.9a",
    players: [{ name: "A" }, { name: "B" }],
    terrains: terrains(...front),
    dice: dice.map(([die, owner, at], i) => ({ id: `d${i}`, die, owner, at })),
    turn: { player: 0, number: 3 },
    start,
    rolls,
    decisions,
  });

const lines = (state: GameState, events: Parameters<typeof describeEvents>[0]) =>
  describeEvents(events, viewFor(state, 1)).map((l) => l.text);

describe("the special terrains in words", () => {
  // Line 2292: the Castle's type, in the log and on the terrain's face.
  it("tells the Castle's declared type and shows it on the face", () => {
    const { state } = position(
      ["coastland-castle", 7, null],
      [
        ["fighter", 0, "t:front"],
        ["footman", 1, "t:home1"],
      ],
      { phase: "maneuver", army: "t:front" },
      [{ player: 0, kind: "maneuver", choice: { maneuver: "up" } }],
      { d0: ["Maneuver"] },
    );
    const d = state.pending[0];
    if (!d) throw new Error("no decision");
    expect(optionLabel(viewFor(state, 0), d, { as: "Standing Stones" })).toBe(
      "Declare it Standing Stones",
    );
    const r = apply(state, { type: "decide", player: 0, decision: d.id, choice: { as: "Tower" } });
    if (!r.ok) throw new Error(r.error.message);
    expect(lines(r.state, r.events)).toContain(
      "A declares the Castle Coastland Castle a Tower while it stays at its eighth face.",
    );
    expect(terrainFace(viewFor(r.state, 1), "front")).toBe("8 Castle (Tower)");
  });

  // Line 2296: the Grove returns a buried unit.
  it("tells which buried unit the Grove returns", () => {
    const { state, events } = position(
      ["coastland-grove", 8, 0],
      [
        ["fighter", 0, "t:front"],
        ["footman", 1, "t:home1"],
        ["footman", 1, "bua"],
      ],
      { phase: "turn-start" },
      [],
    );
    expect(lines(state, events)).toContain(
      "Grove: A returns B's buried Footman (common, 1) to the dead unit area.",
    );
  });
});

describe("the Dragon's Lair in words", () => {
  // Line 2294: each option names the dragon, where it is, and the terrain it goes to.
  it("names the dragon and the terrain of each summons", () => {
    const { state } = position(
      ["coastland-dragons-lair", 8, 0],
      [
        ["fighter", 0, "t:front"],
        ["footman", 1, "t:home1"],
        ["blue-drake", 1, "pool"],
      ],
      { phase: "turn-start" },
      [],
    );
    const d = state.pending[0];
    if (!d) throw new Error("no decision");
    expect((d.options ?? []).map((o) => optionLabel(viewFor(state, 0), d, o))).toEqual([
      "Summon B's blue drake (from B's summoning pool) to Flatland City",
      "Summon B's blue drake (from B's summoning pool) to Flatland Temple",
      "Summon B's blue drake (from B's summoning pool) to Coastland Dragon's Lair",
    ]);
    expect(decisionHelp(viewFor(state, 0), d)).toMatch(/^Your Dragon's Lair summons a dragon/);
  });
});

describe("the Vortex in words", () => {
  // Line 2298: the holder's army may roll one unit again.
  it("says what the Vortex's reroll is for", () => {
    const { state } = position(
      ["coastland-vortex", 8, 0],
      [
        ["fighter", 0, "t:front"],
        ["footman", 1, "t:front"],
      ],
      { phase: "action", army: "t:front" },
      [
        {
          player: 0,
          kind: "choose-action",
          choice: { action: "melee", target: { player: 1, at: "t:front" } },
        },
      ],
    );
    const d = state.pending[0];
    if (!d) throw new Error("no decision");
    expect(decisionHelp(viewFor(state, 0), d)).toMatch(/^Your army holds the Vortex/);
  });
});

describe("the Kings' Die in words", () => {
  // Line 2418: recruit, promote or roll.
  it("names its options", () => {
    const { state } = position(
      ["flatland-city", 3, null],
      [
        ["kings-die", 0, "court"],
        ["footman", 0, "dua"],
        ["fighter", 0, "t:front"],
        ["footman", 1, "t:home1"],
      ],
      { phase: "turn-start" },
      [],
    );
    const d = state.pending[0];
    if (!d) throw new Error("no decision");
    expect((d.options ?? []).map((o) => optionLabel(viewFor(state, 0), d, o))).toEqual([
      "Recruit Footman (common, 1) from your DUA",
      "Roll the Kings' Die: up to 4 health of the king's race come back",
      "Skip",
    ]);
  });

  // Line 2418: any common unit in the DUA may be recruited; two Footmen there are one choice.
  it("lists two dice that recruit alike once", () => {
    const { state } = position(
      ["flatland-city", 3, null],
      [
        ["kings-die", 0, "court"],
        ["footman", 0, "dua"],
        ["footman", 0, "dua"],
        ["fighter", 0, "t:front"],
        ["footman", 1, "t:home1"],
      ],
      { phase: "turn-start" },
      [],
    );
    const d = state.pending[0];
    if (!d) throw new Error("no decision");
    const view = viewFor(state, 0);
    expect(d.options).toHaveLength(4);
    const listed = distinctOptions(view, d);
    expect(listed.map((i) => optionLabel(view, d, d.options?.[i]))).toEqual([
      "Recruit Footman (common, 1) from your DUA",
      "Roll the Kings' Die: up to 4 health of the king's race come back",
      "Skip",
    ]);
    // The second Footman's option stands for the first's line.
    expect(listedTwin(view, d, 1)).toBe(0);
  });

  // Lines 2416-2420: its place, its roll.
  it("tells its roll and names its place", () => {
    const { state, events } = position(
      ["flatland-city", 3, null],
      [
        ["kings-die", 0, "court"],
        ["footman", 0, "dua"],
        ["fighter", 0, "t:front"],
        ["footman", 1, "t:home1"],
      ],
      { phase: "turn-start" },
      [{ player: 0, kind: "kings-die", choice: { roll: true } }],
      { d0: ["King: Dwarf"] },
    );
    expect(lines(state, events)).toContain(
      "A rolls the Kings' Die: the Dwarf King may come back, up to 4 health.",
    );
    expect(placeName(viewFor(state, 1), "court")).toBe("beside the reserve area");
  });
});
