// 2.9a rules that the rulebook states without a worked example: racial abilities that count or
// double results, group monsters, the eighth face, missile range, magic colours and doubling,
// starting distances. Each test builds a small position and checks the exact totals.
import { describe, expect, it } from "vitest";
import { ruleset29a } from "../src/editions/2.9a/index.ts";
import type { GameEvent } from "../src/kernel/events.ts";
import { startFlow } from "../src/kernel/game.ts";
import { loadScenario } from "../src/scenario/scenario.ts";
import {
  attack,
  counter,
  countOf,
  faceOf,
  maneuverUp,
  play,
  type Setup,
  steps,
  tallies,
} from "./positions.ts";

describe("2.9a racial abilities that count or double results", () => {
  // 2.9a "Racial Abilities", Dwarves: at a highland, double maneuver results.
  it("doubles a Dwarf's maneuvers at a highland, not at a flatland", () => {
    const roll = (front: [string, number]) =>
      play({
        front,
        dice: [
          [0, "pony-rider", "t:front"],
          [1, "footman", "t:front"],
        ],
        start: { phase: "maneuver", army: "t:front" },
        rolls: { d0: ["2 Maneuver"], d1: ["1 Melee"] },
        decisions: [maneuverUp, counter],
      });
    expect(tallies(roll(["highland-city", 3]).events, "maneuver")).toEqual([4]);
    expect(tallies(roll(["flatland-city", 3]).events, "maneuver")).toEqual([2]);
  });

  // 2.9a "Racial Abilities", Treefolk: double maneuvers in a counter-maneuver, at any terrain.
  it("doubles a Treefolk army's maneuvers when it counter-maneuvers", () => {
    const { events } = play({
      dice: [
        [0, "footman", "t:front"],
        [1, "nymph", "t:front"],
      ],
      start: { phase: "maneuver", army: "t:front" },
      rolls: { d0: ["1 Melee"], d1: ["Maneuver"] },
      decisions: [maneuverUp, counter],
    });
    expect(tallies(events, "counter-maneuver")).toEqual([2 * countOf("nymph", "Maneuver")]);
  });

  // 2.9a "Racial Abilities", Coral Elves: at a coastland, maneuvers count as saves.
  it("counts a Coral Elf's maneuvers as saves at a coastland", () => {
    const front: [string, number] = ["coastland-city", faceOf("coastland-city", "Melee")];
    const { events } = play({
      front,
      dice: [
        [0, "footman", "t:front"],
        [1, "bowman", "t:front"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["2 Melee"], d1: ["Maneuver"] },
      decisions: [attack("melee", "t:front")],
    });
    expect(tallies(events, "save-vs-melee")).toEqual([countOf("bowman", "Maneuver")]);
  });

  // 2.9a "Racial Abilities", Amazons: at a flatland, maneuvers count as missiles.
  it("counts an Amazon's maneuvers as missiles at a flatland", () => {
    const front: [string, number] = ["flatland-city", faceOf("flatland-city", "Missile")];
    const { events } = play({
      front,
      dice: [
        [0, "charioteer", "t:front"],
        [1, "footman", "t:front"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["Maneuver"], d1: ["1 Melee"] },
      decisions: [attack("missile", "t:front")],
    });
    expect(tallies(events, "missile-action")).toEqual([countOf("charioteer", "Maneuver")]);
  });

  // 2.9a "Racial Abilities", Firewalkers, Flaming Shields: save icons count as melee results.
  it("counts a Firewalker's save icons as melee in a melee attack", () => {
    const front: [string, number] = ["flatland-city", faceOf("flatland-city", "Melee")];
    const { events } = play({
      front,
      dice: [
        [0, "explorer", "t:front"],
        [1, "footman", "t:front"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["Save"], d1: ["1 Melee"] },
      decisions: [attack("melee", "t:front")],
    });
    expect(tallies(events, "melee-attack")).toEqual([countOf("explorer", "Save")]);
  });

  // Racial abilities come after the multiply step (lines 630-652) and the eighth face doubles
  // every save rolled (line 460): at a held eighth face the save icons count double as melee
  // (docs/rulings.md "Flaming Shields after the eighth face").
  it("counts a Firewalker's save icons as melee after the eighth face doubles them", () => {
    const { events } = play({
      front: ["flatland-city", 8],
      controller: { front: 0 },
      dice: [
        [0, "explorer", "t:front"],
        [1, "footman", "t:front"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["Save"], d1: ["1 Melee"] },
      decisions: [attack("melee", "t:front")],
    });
    expect(tallies(events, "melee-attack")).toEqual([2 * countOf("explorer", "Save")]);
  });

  // 2.9a "Racial Abilities", Scalders, Intangibility: one automatic save per Scalder unit
  // against a missile action.
  it("gives each Scalder unit one save against missiles", () => {
    const front: [string, number] = ["flatland-city", faceOf("flatland-city", "Missile")];
    const { events } = play({
      front,
      dice: [
        [0, "crossbowman", "t:front"],
        [1, "glower", "t:front"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["2 Missile"], d1: ["Missile"] },
      decisions: [attack("missile", "t:front")],
    });
    expect(tallies(events, "save-vs-missile")).toEqual([1]);
  });

  // 2.9a "Group Monsters": on its ID the monster counts the ID and rolls again, adding the new
  // result (here Fly, which yields maneuvers).
  it("rolls a group monster again when it shows its ID", () => {
    const { events } = play({
      dice: [
        [0, "sprite-swarm", "t:front"],
        [1, "footman", "t:front"],
      ],
      start: { phase: "maneuver", army: "t:front" },
      rolls: { d0: ["ID", "Fly"], d1: ["1 Melee"] },
      decisions: [maneuverUp, counter],
    });
    expect(tallies(events, "maneuver")).toEqual([8]);
  });
});

describe("2.9a the eighth face", () => {
  // 2.9a "The Eighth Face": maneuvering to 8 captures; "Object of the Game": two captured
  // terrains win at once.
  it("captures the terrain turned to 8 and wins with a second captured terrain", () => {
    const { state, events } = play({
      home1: ["flatland-temple", 8],
      front: ["flatland-city", 7],
      controller: { home1: 0 },
      dice: [
        [0, "footman", "t:front"],
        [0, "footman", "t:home1"],
      ],
      start: { phase: "maneuver", army: "t:front" },
      decisions: [maneuverUp],
    });
    expect(events).toContainEqual({ type: "capture", player: 0, terrain: "front" });
    expect(state.winner).toEqual({ player: 0, reason: "two-terrains" });
  });

  // 2.9a "The Eighth Face" (line 716): the maneuver captures the terrain, so it is reported
  // first; likewise an eighth face lost to a maneuver (line 731).
  it("reports the maneuver before the capture or loss of control it caused", () => {
    const kinds = (events: GameEvent[]) =>
      events
        .map((e) => e.type)
        .filter((t) => t === "maneuver" || t === "capture" || t === "control-lost");
    const captured = play({
      front: ["flatland-city", 7],
      dice: [[0, "footman", "t:front"]],
      start: { phase: "maneuver", army: "t:front" },
      decisions: [maneuverUp],
    });
    expect(kinds(captured.events)).toEqual(["maneuver", "capture"]);
    const lost = play({
      front: ["flatland-city", 8],
      controller: { front: 1 },
      dice: [
        [0, "footman", "t:front"],
        [1, "footman", "t:front"],
      ],
      start: { phase: "maneuver", army: "t:front" },
      rolls: { d0: ["1 Save"], d1: ["1 Melee"] },
      decisions: [{ player: 0, kind: "maneuver", choice: { maneuver: "down" } }, counter],
    });
    expect(kinds(lost.events)).toEqual(["maneuver", "control-lost"]);
    expect(lost.events).toContainEqual({ type: "control-lost", player: 1, terrain: "front" });
  });

  // 2.9a "The Eighth Face": the holder doubles its saves; it may melee, shoot or cast while
  // enemies there may only melee.
  it("doubles the holder's saves and limits enemies at its eighth face to melee", () => {
    const setup: Setup = {
      home1: ["flatland-temple", 8],
      controller: { home1: 0 },
      turn: 1,
      dice: [
        [0, "footman", "t:home1"],
        [1, "footman", "t:home1"],
      ],
      start: { phase: "action", army: "t:home1" },
      rolls: { d1: ["2 Melee"], d0: ["1 Save"] },
    };
    const asked = play(setup).state.pending[0];
    expect(asked?.options?.map((o) => (o as { action: string | null }).action)).toEqual([
      "melee",
      null,
    ]);
    const { events } = play({
      ...setup,
      decisions: [{ player: 1, choice: { action: "melee", target: { player: 0, at: "t:home1" } } }],
    });
    expect(tallies(events, "save-vs-melee")).toEqual([2]);
    const holder = play({ ...setup, turn: 0, rolls: {} }).state.pending[0];
    expect(new Set(holder?.options?.map((o) => (o as { action: string | null }).action))).toEqual(
      new Set(["melee", "missile", "magic", null]),
    );
  });

  // 2.9a "The Eighth Face": the terrain turns back to 7 when its holder abandons it.
  it("turns back to 7 when the holding army retreats", () => {
    const { state, events } = play({
      front: ["flatland-city", 8],
      controller: { front: 0 },
      dice: [[0, "footman", "t:front"]],
      start: { phase: "reserves" },
      decisions: [{ player: 0, kind: "retreat", choice: ["d0"] }],
    });
    expect(events).toContainEqual({ type: "control-lost", player: 0, terrain: "front" });
    expect(state.terrains.find((t) => t.id === "front")).toMatchObject({
      face: 7,
      controller: null,
    });
  });

  // 2.9a "Missile" (range: the same terrain or one away) and "Tower" (the holder shoots at any
  // terrain): home to home is two terrains away.
  it("lets only the Tower's holder shoot from one home terrain at another", () => {
    const targets = (home0: [string, number], controller?: number) =>
      play({
        home0,
        ...(controller === undefined ? {} : { controller: { home0: controller } }),
        dice: [
          [0, "crossbowman", "t:home0"],
          [1, "footman", "t:home1"],
        ],
        start: { phase: "action", army: "t:home0" },
      })
        .state.pending[0]?.options?.filter((o) => (o as { action: string }).action === "missile")
        .map((o) => (o as { target: { at: string } }).target.at);
    expect(targets(["flatland-tower", 8], 0)).toEqual(["t:home1"]);
    expect(targets(["flatland-tower", faceOf("flatland-tower", "Missile")])).toEqual([]);
  });
});

// 2.9a "Applying Dice Modifiers" (rules/000 line 628): subtract, divide, multiply, racial
// abilities, add. The tally reports each step that changed the total, so that players can be
// told where every result came from.
describe("2.9a the tally names every step that changed a roll's total", () => {
  it("reports nothing when the icons and IDs are the whole total", () => {
    const { events } = play({
      dice: [
        [0, "footman", "t:front"],
        [1, "footman", "t:front"],
      ],
      start: { phase: "maneuver", army: "t:front" },
      rolls: { d0: ["ID"], d1: ["1 Melee"] },
      decisions: [maneuverUp, counter],
    });
    expect(steps(events, "maneuver")).toEqual([undefined]);
  });

  // Line 805: Dwarves at a highland double their maneuver results.
  it("names the Dwarves' Terrain Advantage at a highland", () => {
    const { events } = play({
      front: ["highland-city", 3],
      dice: [
        [0, "pony-rider", "t:front"],
        [0, "footman", "t:front"],
        [1, "footman", "t:front"],
      ],
      start: { phase: "maneuver", army: "t:front" },
      rolls: { d0: ["2 Maneuver"], d1: ["ID"], d2: ["1 Melee"] },
      decisions: [maneuverUp, counter],
    });
    // Both are Dwarves: 2 maneuvers and 1 ID, doubled.
    expect(tallies(events, "maneuver")).toEqual([6]);
    expect(steps(events, "maneuver")).toEqual([
      [{ source: "racial", label: "Terrain Advantage", species: "dwarves", effect: 3 }],
    ]);
  });

  // Line 931: Treefolk double their maneuvers in a counter-maneuver roll.
  it("names the Treefolk's Double Maneuvers", () => {
    const { events } = play({
      dice: [
        [0, "footman", "t:front"],
        [1, "nymph", "t:front"],
      ],
      start: { phase: "maneuver", army: "t:front" },
      rolls: { d0: ["1 Melee"], d1: ["Maneuver"] },
      decisions: [maneuverUp, counter],
    });
    const n = countOf("nymph", "Maneuver");
    expect(steps(events, "counter-maneuver")).toEqual([
      [{ source: "racial", label: "Double Maneuvers", species: "treefolk", effect: n }],
    ]);
  });

  // Line 718 (the holder's saves are doubled) and line 795 (Coral Elves at a coastland count
  // maneuvers as saves); line 1635: the eighth face doubles maneuver results before the racial
  // ability counts them as saves.
  it("names the eighth face's doubling, then the Coral Elves' maneuvers counted as saves", () => {
    const { events } = play({
      home1: ["coastland-city", 8],
      controller: { home1: 1 },
      dice: [
        [0, "footman", "t:home1"],
        [1, "bowman", "t:home1"],
        [1, "knight", "t:home1"],
      ],
      start: { phase: "action", army: "t:home1" },
      rolls: { d0: ["2 Melee"], d1: ["Maneuver"], d2: ["Save"] },
      decisions: [attack("melee", "t:home1")],
    });
    const maneuvers = countOf("bowman", "Maneuver");
    const saves = countOf("knight", "Save");
    expect(tallies(events, "save-vs-melee")).toEqual([2 * saves + 2 * maneuvers]);
    expect(steps(events, "save-vs-melee")).toEqual([
      [
        { source: "eighth-face", label: "eighth face", effect: saves },
        {
          source: "racial",
          label: "Terrain Advantage",
          species: "coral-elves",
          effect: 2 * maneuvers,
        },
      ],
    ]);
  });

  // Line 855: Firewalkers' save icons count as melee results in a melee attack.
  it("names the Firewalkers' Flaming Shields", () => {
    const front: [string, number] = ["flatland-city", faceOf("flatland-city", "Melee")];
    const { events } = play({
      front,
      dice: [
        [0, "explorer", "t:front"],
        [1, "footman", "t:front"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["Save"], d1: ["1 Melee"] },
      decisions: [attack("melee", "t:front")],
    });
    expect(steps(events, "melee-attack")).toEqual([
      [
        {
          source: "racial",
          label: "Flaming Shields",
          species: "firewalkers",
          effect: countOf("explorer", "Save"),
        },
      ],
    ]);
  });

  // Line 923: each Scalder unit adds one automatic save against a missile action.
  it("names the Scalders' automatic saves against missiles", () => {
    const front: [string, number] = ["flatland-city", faceOf("flatland-city", "Missile")];
    const { events } = play({
      front,
      dice: [
        [0, "crossbowman", "t:front"],
        [1, "glower", "t:front"],
        [1, "glower", "t:front"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["2 Missile"], d1: ["Missile"], d2: ["Missile"] },
      decisions: [attack("missile", "t:front")],
    });
    expect(tallies(events, "save-vs-missile")).toEqual([2]);
    expect(steps(events, "save-vs-missile")).toEqual([
      [{ source: "automatic", label: "Intangibility", species: "scalders", effect: 2 }],
    ]);
  });

  // "Group Monsters" (line 773) roll again on their ID; Fly counts as maneuvers in a maneuver
  // roll (the SAI list): the SAI's results are reported by name.
  it("names an SAI counted as results", () => {
    const { events } = play({
      dice: [
        [0, "sprite-swarm", "t:front"],
        [1, "footman", "t:front"],
      ],
      start: { phase: "maneuver", army: "t:front" },
      rolls: { d0: ["ID", "Fly"], d1: ["1 Melee"] },
      decisions: [maneuverUp, counter],
    });
    expect(steps(events, "maneuver")).toEqual([
      [{ source: "sai", label: "Fly", effect: countOf("sprite-swarm", "Fly") }],
    ]);
  });
});

describe("2.9a magic", () => {
  const pool = (s: Partial<Setup> & { dice: Setup["dice"]; army: string }) =>
    play({ start: { phase: "action", army: s.army }, ...s }).events.find(
      (e): e is Extract<GameEvent, { type: "magic-pool" }> => e.type === "magic-pool",
    )?.points;

  // 2.9a "Magic", "Terrain Advantage": an ID icon's magic doubles in a colour the unit shares
  // with the terrain; a Dwarf casts red or gold.
  it("doubles ID magic in the colours unit and terrain share", () => {
    const home0: [string, number] = ["highland-city", faceOf("highland-city", "Magic")];
    expect(
      pool({
        home0,
        army: "t:home0",
        dice: [[0, "theurgist", "t:home0"]],
        rolls: { d0: ["ID"] },
        decisions: [{ player: 0, kind: "choose-action", choice: { action: "magic" } }],
      }),
    ).toEqual({ gold: 2, red: 2 });
  });

  // 2.9a "Reserve Magic": an army in the reserve area never doubles its magic.
  it("never doubles magic in the reserve area", () => {
    expect(
      pool({
        army: "reserve",
        dice: [[0, "theurgist", "reserve"]],
        rolls: { d0: ["ID"] },
        decisions: [{ player: 0, kind: "choose-action", choice: { action: "magic" } }],
      }),
    ).toEqual({ gold: 1, red: 1 });
  });

  // 2.9a "Dead Unit Area Advantage": death races double black ID magic up to the health of the
  // largest DUA.
  it("doubles a death race's black ID magic through the dead", () => {
    const home0: [string, number] = ["coastland-city", faceOf("coastland-city", "Magic")];
    expect(
      pool({
        home0,
        army: "t:home0",
        dice: [
          [0, "trickster", "t:home0"],
          [1, "footman", "dua"],
        ],
        rolls: { d0: ["ID"] },
        decisions: [{ player: 0, kind: "choose-action", choice: { action: "magic" } }],
      }),
    ).toEqual({ black: 2, gold: 1 });
  });

  // Frostwings, Magic Use (line 913): they double ID magic only at a terrain with the Standing
  // Stones as its eighth face, and then only in a colour they share with it (line 753); never
  // through the dead unit area.
  it("doubles a Frostwing's ID magic only at the Standing Stones, in a colour they share", () => {
    const at = (terrain: string) =>
      pool({
        home0: [terrain, faceOf(terrain, "Magic")],
        army: "t:home0",
        dice: [
          [0, "magus", "t:home0"],
          [1, "footman", "dua"],
        ],
        rolls: { d0: ["ID"] },
        decisions: [{ player: 0, kind: "choose-action", choice: { action: "magic" } }],
      });
    expect(at("coastland-city")).toEqual({ black: 2, blue: 2 });
    expect(at("coastland-standing-stones")).toEqual({ black: 2, blue: 4 });
  });
});

describe("2.9a starting distances", () => {
  // 2.9a "Step 6": eights are rolled again and sevens turned down to six.
  it("rerolls an 8 and turns a 7 down to 6", () => {
    const { state } = loadScenario({
      format: "dragondice-scenario/1",
      edition: "2.9a",
      players: [{ name: "A" }, { name: "B" }],
      terrains: [
        { id: "home0", die: "flatland-city", owner: 0, role: "home", face: 1 },
        { id: "home1", die: "flatland-temple", owner: 1, role: "home", face: 1 },
        { id: "front", die: "highland-city", owner: 0, role: "frontier", face: 1 },
      ],
      dice: [
        { id: "a", die: "footman", owner: 0, at: "t:home0" },
        { id: "b", die: "footman", owner: 1, at: "t:home1" },
      ],
      turn: { player: 0 },
      start: { phase: "turn-start" },
      rolls: { home0: [8, 7], home1: [3], front: [7] },
    });
    const events = startFlow(ruleset29a, state, [{ t: "setup:distances" }]);
    const rolls = events.filter((e) => e.type === "terrain-roll");
    expect(rolls).toEqual([
      { type: "terrain-roll", terrain: "home0", face: 8 },
      { type: "terrain-roll", terrain: "home0", face: 7 },
      { type: "terrain-roll", terrain: "home1", face: 3 },
      { type: "terrain-roll", terrain: "front", face: 7 },
    ]);
    expect(state.terrains.map((t) => t.face)).toEqual([6, 3, 6]);
  });
});
