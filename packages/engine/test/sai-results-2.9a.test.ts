// 2.9a SAIs counted as results in the roll pipeline: the normal part of an SAI whose clause also
// has an effect, "either" SAIs counted once, Instant SAIs rolling the die again, and the
// rulebook's examples of SAI results under the modifiers (rules/000 lines 1636-1640).
import { describe, expect, it } from "vitest";
import {
  attack,
  counter,
  countOf,
  faceOf,
  maneuverUp,
  play,
  rolledFaces,
  steps,
  tallies,
} from "./positions.ts";

const meleeFace = (terrain: string): [string, number] => [terrain, faceOf(terrain, "Melee")];

describe("2.9a SAIs whose clause is partly normal results", () => {
  // Line 1866: "During a save roll, Counter generates save results"; against a melee attack it
  // also strikes back (its effect). Two Heralds' 4-point Counters give 8 saves.
  it("counts two Heralds' Counters as 8 saves against a melee attack", () => {
    const { events } = play({
      front: meleeFace("flatland-city"),
      dice: [
        [0, "footman", "t:front"],
        [1, "herald", "t:front"],
        [1, "herald", "t:front"],
        // Counter kills the footman: a reserve keeps A in the game until the roll is done.
        [0, "footman", "reserve"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["2 Melee"], d1: ["4 Counter"], d2: ["4 Counter"] },
      decisions: [attack("melee", "t:front")],
    });
    expect(tallies(events, "save-vs-melee")).toEqual([8]);
    expect(steps(events, "save-vs-melee")).toEqual([
      [{ source: "sai", label: "Counter", effect: 8 }],
    ]);
    // Its strike back is its effect (sai-saves-2.9a.test.ts), in the game: nothing is missing.
    expect(events.filter((e) => e.type === "not-implemented")).toEqual([]);
  });

  // Line 2190 (Volley): save results in a save roll; against a missile action it also shoots
  // back (its effect).
  it("counts a Pine Prince's Volley as saves against a missile action", () => {
    const { events } = play({
      front: ["flatland-city", faceOf("flatland-city", "Missile")],
      dice: [
        [0, "eagle-knight", "t:front"],
        [1, "pine-prince", "t:front"],
        [0, "footman", "reserve"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["3 Missile"], d1: ["4 Volley"] },
      decisions: [attack("missile", "t:front")],
    });
    expect(tallies(events, "save-vs-missile")).toEqual([4]);
  });

  // Line 2026 (Regenerate): in any non-maneuver roll, saves or bringing back the dead; while the
  // latter is not in the game, its points are saves.
  it("counts a Troll's Regenerate as saves, and as nothing in a maneuver roll", () => {
    const save = play({
      front: meleeFace("flatland-city"),
      dice: [
        [0, "footman", "t:front"],
        [1, "troll", "t:front"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["2 Melee"], d1: ["Regenerate"] },
      decisions: [attack("melee", "t:front")],
    });
    expect(tallies(save.events, "save-vs-melee")).toEqual([countOf("troll", "Regenerate")]);
    const maneuver = play({
      dice: [
        [0, "footman", "t:front"],
        [1, "troll", "t:front"],
      ],
      start: { phase: "maneuver", army: "t:front" },
      rolls: { d0: ["1 Melee"], d1: ["Regenerate"] },
      decisions: [maneuverUp, counter],
    });
    expect(tallies(maneuver.events, "counter-maneuver")).toEqual([0]);
  });
});

describe("2.9a SAIs that give one result or another", () => {
  // Line 612: a result is counted as one or the other, not both. The Eagle Knight's 3 Fly in a
  // save roll is 3 saves, not 3 saves plus 3 maneuvers that the Coral Elves' Terrain Advantage
  // would count as saves again at a coastland; 6 at an eighth face the army holds (line 460).
  it("counts an Eagle Knight's 3 Fly as 3 saves at a coastland, 6 at its held eighth face", () => {
    const saves = (front: [string, number], controller?: number) =>
      tallies(
        play({
          front,
          controller: controller === undefined ? {} : { front: controller },
          dice: [
            [0, "footman", "t:front"],
            [1, "eagle-knight", "t:front"],
          ],
          start: { phase: "action", army: "t:front" },
          rolls: { d0: ["2 Melee"], d1: ["3 Fly"] },
          decisions: [attack("melee", "t:front")],
        }).events,
        "save-vs-melee",
      );
    expect(saves(meleeFace("coastland-city"))).toEqual([3]);
    expect(saves(["coastland-city", 8], 1)).toEqual([6]);
  });

  it("counts a Sprite Swarm's Fly as maneuvers only in a maneuver roll", () => {
    const { events } = play({
      dice: [
        [0, "sprite-swarm", "t:front"],
        [1, "footman", "t:front"],
      ],
      start: { phase: "maneuver", army: "t:front" },
      rolls: { d0: ["Fly"], d1: ["1 Melee"] },
      decisions: [maneuverUp, counter],
    });
    expect(tallies(events, "maneuver")).toEqual([countOf("sprite-swarm", "Fly")]);
  });
});

describe("2.9a Instant SAIs roll the die again", () => {
  // Line 1891: Double Strike gives melee results and the unit rolls again, the new face counting
  // too; the Tiger-folk's single icon gives four (line 1777).
  it("rolls a Tiger-folk's Double Strike again and adds the new face", () => {
    const { events } = play({
      front: meleeFace("flatland-city"),
      dice: [
        [0, "tiger-folk", "t:front"],
        [0, "footman", "t:front"],
        [1, "footman", "t:front"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["Double Strike", "Double Strike", "4 Melee"], d1: ["2 Melee"], d2: ["1 Save"] },
      decisions: [attack("melee", "t:front")],
    });
    // 4 + 4 from two Double Strikes, 4 from the last face, 2 from the footman.
    expect(tallies(events, "melee-attack")).toEqual([14]);
    expect(rolledFaces(events, "melee-attack")).toEqual([
      "d0: 4 Double Strike",
      "d0: 4 Double Strike",
      "d0: 4 Melee",
      "d1: 2 Melee",
    ]);
  });

  // Line 1671 (the Flash Flood example) and line 2032 (Rend): Rend's maneuvers count in a maneuver
  // roll without a reroll; in a melee attack it counts as melee and rolls again.
  it("rolls a Leopard Rider's Rend again in a melee attack, not in a maneuver roll", () => {
    const melee = play({
      front: meleeFace("flatland-city"),
      dice: [
        [0, "leopard-rider", "t:front"],
        [1, "footman", "t:front"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["Rend", "4 Melee"], d1: ["1 Save"] },
      decisions: [attack("melee", "t:front")],
    });
    expect(tallies(melee.events, "melee-attack")).toEqual([3 + 4]);
    const maneuver = play({
      dice: [
        [0, "leopard-rider", "t:front"],
        [1, "footman", "t:front"],
      ],
      start: { phase: "maneuver", army: "t:front" },
      rolls: { d0: ["Rend", "4 Melee"], d1: ["1 Melee"] },
      decisions: [maneuverUp, counter],
    });
    expect(rolledFaces(maneuver.events, "maneuver")).toEqual(["d0: 3 Rend"]);
    expect(tallies(maneuver.events, "maneuver")).toEqual([3]);
  });
});

describe("2.9a SAI results under the modifiers (the SAI list's examples)", () => {
  // Line 1636: a Goblin Leopard Rider's three Rend in a maneuver roll at a swampland whose eighth
  // face its army holds: 12 maneuvers (doubled by the eighth face, doubled again for Goblins).
  it("gives the Leopard Rider's 3 Rend 12 maneuvers at a held swampland eighth face", () => {
    const { events } = play({
      front: ["swampland-city", 8],
      controller: { front: 0 },
      dice: [
        [0, "leopard-rider", "t:front"],
        [1, "footman", "t:front"],
      ],
      start: { phase: "maneuver", army: "t:front" },
      rolls: { d0: ["Rend"], d1: ["1 Melee"] },
      decisions: [{ player: 0, kind: "maneuver", choice: { maneuver: "down" } }, counter],
    });
    expect(tallies(events, "maneuver")).toEqual([12]);
    expect(steps(events, "maneuver")).toEqual([
      [
        { source: "sai", label: "Rend", effect: 3 },
        { source: "eighth-face", label: "eighth face", effect: 3 },
        { source: "racial", label: "Terrain Advantage", species: "goblins", effect: 6 },
      ],
    ]);
  });

  // Line 1638: four save icons and a (4-point) Create Fireminions in a save roll at a held eighth
  // face: 16 saves.
  it("doubles four saves and a Create Fireminions to 16 at a held eighth face", () => {
    const { events } = play({
      front: ["flatland-city", 8],
      controller: { front: 1 },
      dice: [
        [0, "footman", "t:front"],
        [1, "fireshadow", "t:front"],
        [1, "tiger-folk", "t:front"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["2 Melee"], d1: ["Create Fireminions"], d2: ["4 Save"] },
      decisions: [attack("melee", "t:front")],
    });
    expect(tallies(events, "save-vs-melee")).toEqual([16]);
  });
});
