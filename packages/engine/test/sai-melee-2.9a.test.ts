// 2.9a SAIs of a melee attack that make defending units roll on their own, or kill or disable the
// units their roller picks (rules/000 "Special Action Icon (SAI) List", lines 1839-2204), through
// the shared individual rolls (individual.ts).
import { describe, expect, it } from "vitest";
import { attack, faceOf, ofType, play, rolledFaces } from "./positions.ts";

const front: [string, number] = ["flatland-city", faceOf("flatland-city", "Melee")];
const start = { phase: "action" as const, army: "t:front" };

describe("2.9a Web", () => {
  const web = (targetRolls: string[]) =>
    play({
      front,
      dice: [
        [0, "drider", "t:front"],
        [0, "footman", "t:front"],
        [1, "footman", "t:front"],
        [1, "ambusher", "t:front"],
      ],
      start,
      rolls: { d0: ["4 Web"], d1: ["1 Melee"], d2: targetRolls, d3: ["2 Save", "2 Save"] },
      decisions: [attack("melee", "t:front"), { player: 0, kind: "sai-targets", choice: ["d2"] }],
    });

  // Line 2202: a picked unit that rolls no melee on its own cannot be rolled until the beginning
  // of the webbing player's next turn: it sits out the save roll and the counter-attack.
  it("keeps a unit that rolls no melee from rolling until the webbing player's next turn", () => {
    const { events, state } = web(["1 Save"]);
    expect(rolledFaces(events, "individual-melee")).toEqual(["d2: 1 Save"]);
    expect(ofType(events, "avoidance")).toEqual([
      { type: "avoidance", player: 1, unit: "d2", avoid: "melee", passed: false },
    ]);
    expect(ofType(events, "effect").map((e) => [e.effect.name, e.effect.expires])).toEqual([
      ["Web", "start-of-next-turn"],
    ]);
    expect(rolledFaces(events, "save-vs-melee")).toEqual(["d3: 2 Save"]);
    expect(state.effects.map((e) => e.name)).toEqual(["Web"]);
  });

  it("lets a unit that rolls melee go on rolling", () => {
    const { events } = web(["2 Melee", "1 Save"]);
    expect(ofType(events, "effect")).toEqual([]);
    expect(rolledFaces(events, "save-vs-melee")).toEqual(["d2: 1 Save", "d3: 2 Save"]);
  });

  // Line 2202 names melee attacks only: in a save roll Web does nothing.
  it("does nothing in a save roll", () => {
    const { events } = play({
      front,
      dice: [
        [0, "footman", "t:front"],
        [1, "drider", "t:front"],
      ],
      start,
      rolls: { d0: ["1 Melee"], d1: ["4 Web"] },
      decisions: [attack("melee", "t:front")],
    });
    expect(ofType(events, "sai")).toEqual([]);
    expect(ofType(events, "avoidance")).toEqual([]);
  });
});

describe("2.9a Net", () => {
  const net = (front: [string, number], action: "melee" | "missile", targetRolls: string[]) =>
    play({
      front,
      dice: [
        [0, "cannibal", "t:front"],
        [1, "footman", "t:front"],
        [1, "ambusher", "t:front"],
      ],
      start,
      rolls: { d0: ["4 Net"], d1: ["1 Save"], d2: targetRolls },
      decisions: [
        attack(action, "t:front"),
        { player: 0, kind: "sai-targets", choice: ["d1", "d2"] },
      ],
    });

  // Line 2008: each picked unit must roll a maneuver on its own or cannot be rolled until the
  // beginning of the netting player's next turn.
  it("keeps units that roll no maneuver from rolling, in a melee attack", () => {
    const { events } = net(front, "melee", ["3 Maneuver"]);
    expect(rolledFaces(events, "individual-maneuver")).toEqual(["d1: 1 Save", "d2: 3 Maneuver"]);
    expect(ofType(events, "avoidance").map((e) => [e.unit, e.avoid, e.passed])).toEqual([
      ["d1", "maneuver", false],
      ["d2", "maneuver", true],
    ]);
    expect(
      ofType(events, "effect").map((e) => [e.effect.name, e.effect.target, e.effect.expires]),
    ).toEqual([["Net", { unit: "d1", at: "t:front" }, "start-of-next-turn"]]);
  });

  it("acts in a missile action too", () => {
    const missile: [string, number] = ["flatland-city", faceOf("flatland-city", "Missile")];
    const { events } = net(missile, "missile", ["2 Save"]);
    expect(ofType(events, "avoidance").map((e) => e.passed)).toEqual([false, false]);
    expect(ofType(events, "effect").map((e) => e.effect.name)).toEqual(["Net", "Net"]);
  });

  // Line 2008: "When saving against an individual targeting effect, generates four saves"
  // (the catalogue's normal result): a netting unit poisoned saves with it.
  it("counts four saves when its unit saves on its own", () => {
    const { events } = play({
      front,
      dice: [
        [0, "death-naga", "t:front"],
        [1, "cannibal", "t:front"],
      ],
      start,
      rolls: { d0: ["4 Poison"], d1: ["4 Net"] },
      decisions: [attack("melee", "t:front")],
    });
    expect(ofType(events, "avoidance")).toEqual([
      { type: "avoidance", player: 1, unit: "d1", avoid: "save", passed: true },
    ]);
    expect(ofType(events, "killed")).toEqual([]);
  });

  // In the save roll against a melee attack Net does nothing: no effect, no saves.
  it("does nothing in a save roll against a melee attack", () => {
    const { events } = play({
      front,
      dice: [
        [0, "footman", "t:front"],
        [1, "cannibal", "t:front"],
      ],
      start,
      rolls: { d0: ["2 Melee"], d1: ["4 Net"] },
      decisions: [attack("melee", "t:front")],
    });
    expect(ofType(events, "sai")).toEqual([]);
    expect(ofType(events, "damage")[0]).toMatchObject({ player: 1, damage: 2, saves: 0 });
  });
});

describe("2.9a Smother", () => {
  // Line 2134: each picked unit must roll a maneuver on its own or be killed.
  it("kills the picked units that roll no maneuver", () => {
    const { events, state } = play({
      front,
      dice: [
        [0, "darktree", "t:front"],
        [1, "footman", "t:front"],
        [1, "ambusher", "t:front"],
      ],
      start,
      rolls: { d0: ["4 Smother"], d1: ["1 Melee"], d2: ["3 Maneuver"] },
      decisions: [
        attack("melee", "t:front"),
        { player: 0, kind: "sai-targets", choice: ["d1", "d2"] },
      ],
    });
    expect(ofType(events, "avoidance").map((e) => [e.unit, e.avoid, e.passed])).toEqual([
      ["d1", "maneuver", false],
      ["d2", "maneuver", true],
    ]);
    expect(ofType(events, "killed")[0]).toEqual({ type: "killed", player: 1, dice: ["d1"] });
    expect(ofType(events, "buried")).toEqual([]);
    expect(state.dice.find((d) => d.id === "d1")?.at).toBe("dua");
  });

  // Line 2134 names melee attacks only: in a save roll Smother does nothing.
  it("does nothing in a save roll", () => {
    const { events } = play({
      front,
      dice: [
        [0, "footman", "t:front"],
        [1, "darktree", "t:front"],
      ],
      start,
      rolls: { d0: ["1 Melee"], d1: ["4 Smother"] },
      decisions: [attack("melee", "t:front")],
    });
    expect(ofType(events, "sai")).toEqual([]);
    expect(ofType(events, "avoidance")).toEqual([]);
  });
});

describe("2.9a Stomp", () => {
  const stomp = (targetRolls: string[]) =>
    play({
      front,
      dice: [
        [0, "behemoth", "t:front"],
        [1, "footman", "t:front"],
        [1, "ambusher", "t:front"],
      ],
      start,
      rolls: { d0: ["4 Stomp"], d1: targetRolls },
      decisions: [attack("melee", "t:front"), { player: 0, kind: "sai-targets", choice: ["d1"] }],
    });

  // Line 2146: a picked unit that rolls no maneuver is killed, then saves in the DUA or is buried.
  it("kills a unit that rolls no maneuver and buries it unless it saves", () => {
    const { events, state } = stomp(["1 Melee", "2 Melee"]);
    expect(ofType(events, "avoidance").map((e) => [e.unit, e.avoid, e.passed])).toEqual([
      ["d1", "maneuver", false],
      ["d1", "save", false],
    ]);
    expect(ofType(events, "killed")[0]).toEqual({ type: "killed", player: 1, dice: ["d1"] });
    expect(ofType(events, "buried")).toEqual([
      { type: "buried", player: 1, dice: ["d1"], by: "burial" },
    ]);
    expect(state.dice.find((d) => d.id === "d1")?.at).toBe("bua");
  });

  it("leaves a killed unit that saves in the DUA", () => {
    const { state } = stomp(["1 Melee", "1 Save"]);
    expect(state.dice.find((d) => d.id === "d1")?.at).toBe("dua");
  });

  // Line 2146: melee results in a melee avoidance roll (catalogue); in a save roll, nothing.
  it("does nothing in a save roll", () => {
    const { events } = play({
      front,
      dice: [
        [0, "footman", "t:front"],
        [1, "behemoth", "t:front"],
      ],
      start,
      rolls: { d0: ["1 Melee"], d1: ["4 Stomp"] },
      decisions: [attack("melee", "t:front")],
    });
    expect(ofType(events, "sai")).toEqual([]);
    expect(ofType(events, "damage")[0]).toMatchObject({ player: 1, damage: 1, saves: 0 });
  });
});
