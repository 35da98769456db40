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
});

describe("2.9a Swallow", () => {
  const swallow = (targetRolls: string[]) =>
    play({
      front,
      dice: [
        [0, "cannibal", "t:front"],
        [1, "footman", "t:front"],
        [1, "ambusher", "t:front"],
      ],
      start,
      rolls: { d0: ["4 Swallow"], d1: targetRolls },
      decisions: [attack("melee", "t:front"), { player: 0, kind: "sai-targets", choice: ["d1"] }],
    });

  // Line 2166: the picked unit must roll its ID icon or be killed and buried.
  it("kills and buries the unit picked unless it rolls its ID icon", () => {
    const { events, state } = swallow(["1 Save"]);
    expect(ofType(events, "avoidance")).toEqual([
      { type: "avoidance", player: 1, unit: "d1", avoid: "id", passed: false },
    ]);
    expect(ofType(events, "killed")[0]).toEqual({ type: "killed", player: 1, dice: ["d1"] });
    expect(ofType(events, "buried")).toEqual([
      { type: "buried", player: 1, dice: ["d1"], by: "burial" },
    ]);
    expect(state.dice.find((d) => d.id === "d1")?.at).toBe("bua");
  });

  it("spares the unit that rolls its ID icon", () => {
    const { events } = swallow(["1 ID"]);
    expect(ofType(events, "avoidance")[0]?.passed).toBe(true);
    expect(ofType(events, "buried")).toEqual([]);
  });
});

describe("2.9a Scare", () => {
  const scare = (rolls: Record<string, string[]>) =>
    play({
      front,
      dice: [
        [0, "death-knight", "t:front"],
        [1, "footman", "t:front"],
        [1, "ambusher", "t:front"],
      ],
      start,
      rolls: { d0: ["3 Scare"], ...rolls },
      decisions: [
        attack("melee", "t:front"),
        { player: 0, kind: "sai-targets", choice: ["d1", "d2"] },
      ],
    });

  // Line 2052: each target rolls for a save that is not its ID icon or flees to its reserve area;
  // one that rolls its ID icon is killed, with no save.
  it("kills a target that rolls its ID icon and sends one without a save to reserve", () => {
    const { events, state } = scare({ d1: ["1 ID"], d2: ["3 Maneuver"] });
    expect(ofType(events, "avoidance").map((e) => [e.unit, e.avoid, e.passed])).toEqual([
      ["d1", "non-id-save", false],
      ["d2", "non-id-save", false],
    ]);
    expect(ofType(events, "moved")).toEqual([
      { type: "moved", player: 1, dice: ["d2"], from: "t:front", to: "reserve" },
    ]);
    expect(ofType(events, "killed")[0]).toEqual({ type: "killed", player: 1, dice: ["d1"] });
    expect(state.dice.find((d) => d.id === "d1")?.at).toBe("dua");
    expect(state.dice.find((d) => d.id === "d2")?.at).toBe("reserve");
  });

  it("leaves a target that rolls a save where it is", () => {
    const { events } = scare({ d1: ["1 Save"], d2: ["2 Save"] });
    expect(ofType(events, "avoidance").map((e) => e.passed)).toEqual([true, true]);
    expect(ofType(events, "moved")).toEqual([]);
    expect(ofType(events, "killed")).toEqual([]);
  });
});

describe("2.9a Sleep", () => {
  // Line 2126: one unit of an opposing army (here B's army at home, not the defending one) is put
  // to sleep with no save: it cannot be rolled until the end of the sleeping player's next turn.
  it("puts a unit of any opposing army to sleep until the end of the player's next turn", () => {
    const home = { say: "a unit of", player: 1, at: "t:home1" };
    const { events, state } = play({
      front,
      dice: [
        [0, "cannibal", "t:front"],
        [1, "footman", "t:front"],
        [1, "ambusher", "t:home1"],
      ],
      start,
      rolls: { d0: ["4 Sleep"], d1: ["1 Save"] },
      decisions: [attack("melee", "t:front"), { player: 0, kind: "sai-choice", choice: home }],
    });
    expect(ofType(events, "avoidance")).toEqual([]);
    expect(
      ofType(events, "effect").map((e) => [e.effect.name, e.effect.target, e.effect.expires]),
    ).toEqual([["Sleep", { unit: "d2", at: "t:home1" }, "end-of-next-turn"]]);
    expect(state.effects.map((e) => e.name)).toEqual(["Sleep"]);
  });

  it("puts a defending unit to sleep, out of the save roll", () => {
    const { events } = play({
      front,
      dice: [
        [0, "cannibal", "t:front"],
        [0, "footman", "t:front"],
        [1, "footman", "t:front"],
        [1, "ambusher", "t:front"],
      ],
      start,
      rolls: { d0: ["4 Sleep"], d1: ["1 Melee"], d2: ["1 Save"], d3: ["2 Save"] },
      decisions: [attack("melee", "t:front"), { player: 0, kind: "sai-targets", choice: ["d3"] }],
    });
    expect(ofType(events, "effect").map((e) => e.effect.target)).toEqual([
      { unit: "d3", at: "t:front" },
    ]);
    expect(rolledFaces(events, "save-vs-melee")).toEqual(["d2: 1 Save"]);
  });
});

describe("2.9a Flame", () => {
  // Line 1930: up to two health-worth of defending units killed and buried, with no save.
  it("kills and buries up to two health-worth of units picked, with no save", () => {
    const { events, state } = play({
      front,
      dice: [
        [0, "beholder", "t:front"],
        [1, "footman", "t:front"],
        [1, "ambusher", "t:front"],
      ],
      start,
      rolls: { d0: ["2 Flame"] },
      decisions: [attack("melee", "t:front"), { player: 0, kind: "sai-targets", choice: ["d2"] }],
    });
    expect(ofType(events, "avoidance")).toEqual([]);
    expect(ofType(events, "killed")[0]).toEqual({ type: "killed", player: 1, dice: ["d2"] });
    expect(ofType(events, "buried")).toEqual([
      { type: "buried", player: 1, dice: ["d2"], by: "burial" },
    ]);
    expect(state.dice.find((d) => d.id === "d2")?.at).toBe("bua");
  });

  it("refuses more than two health-worth", () => {
    const run = () =>
      play({
        front,
        dice: [
          [0, "beholder", "t:front"],
          [1, "footman", "t:front"],
          [1, "ambusher", "t:front"],
        ],
        start,
        rolls: { d0: ["2 Flame"] },
        decisions: [
          attack("melee", "t:front"),
          { player: 0, kind: "sai-targets", choice: ["d1", "d2"] },
        ],
      });
    expect(run).toThrow(/3 health-worth is more than 2/);
  });
});

describe("2.9a Convert", () => {
  const convert = (back: string[]) =>
    play({
      front,
      dice: [
        [0, "vampire", "t:front"],
        [0, "skeleton", "dua"],
        [0, "ghast", "dua"],
        [1, "footman", "t:front"],
        [1, "ambusher", "t:front"],
      ],
      start,
      rolls: { d0: ["3 Convert"], d3: ["1 Melee"], d4: ["2 Save"] },
      decisions: [
        attack("melee", "t:front"),
        { player: 0, kind: "sai-targets", choice: ["d3", "d4"] },
        { player: 0, kind: "sai-targets", choice: back },
      ],
    });

  // Line 1861: each target saves or is killed; the converting player may bring back Undead from
  // their DUA to the converting army, up to the health killed (1 here: the skeleton, not the ghast).
  it("kills targets without a save and brings back Undead up to the health killed", () => {
    const { events, state } = convert(["d1"]);
    expect(ofType(events, "avoidance").map((e) => [e.unit, e.avoid, e.passed])).toEqual([
      ["d3", "save", false],
      ["d4", "save", true],
    ]);
    expect(ofType(events, "killed")[0]).toEqual({ type: "killed", player: 1, dice: ["d3"] });
    expect(ofType(events, "recruited")).toEqual([
      { type: "recruited", player: 0, location: "t:front", die: "d1", by: "Convert" },
    ]);
    expect(state.dice.find((d) => d.id === "d1")?.at).toBe("t:front");
  });

  it("asks which Undead to bring back", () => {
    const { state } = play({
      front,
      dice: [
        [0, "vampire", "t:front"],
        [0, "skeleton", "dua"],
        [1, "footman", "t:front"],
        [1, "ambusher", "t:front"],
      ],
      start,
      rolls: { d0: ["3 Convert"], d2: ["1 Melee"] },
      decisions: [attack("melee", "t:front"), { player: 0, kind: "sai-targets", choice: ["d2"] }],
    });
    expect(state.pending.map((d) => [d.kind, d.prompt])).toEqual([
      [
        "sai-targets",
        "Convert: pick units of at most 1 health-worth in all to bring back, or none.",
      ],
    ]);
  });

  it("may bring back none", () => {
    const { events, state } = convert([]);
    expect(ofType(events, "recruited")).toEqual([]);
    expect(state.dice.find((d) => d.id === "d1")?.at).toBe("dua");
  });

  it("refuses Undead worth more than the health killed", () => {
    expect(() => convert(["d2"])).toThrow(/d2 is not a unit Convert may pick/);
  });
});

describe("2.9a Plague", () => {
  // Line 2014: the plagued unit saves or is killed; each time one is killed, its owner picks
  // another unit of the same army to be plagued, until one saves.
  it("spreads to a unit its owner picks until one saves", () => {
    const { events, state } = play({
      front,
      dice: [
        [0, "minor-death", "t:front"],
        [1, "footman", "t:front"],
        [1, "ambusher", "t:front"],
        [1, "footman", "t:front"],
      ],
      start,
      rolls: { d0: ["4 Plague"], d1: ["1 Melee"], d2: ["3 Melee"], d3: ["1 Save"] },
      decisions: [
        attack("melee", "t:front"),
        { player: 0, kind: "sai-targets", choice: ["d1"] },
        { player: 1, kind: "sai-targets", choice: ["d2"] },
        // d3 is the only unit left: nothing to pick.
      ],
    });
    expect(ofType(events, "avoidance").map((e) => [e.unit, e.avoid, e.passed])).toEqual([
      ["d1", "save", false],
      ["d2", "save", false],
      ["d3", "save", true],
    ]);
    expect(ofType(events, "killed").slice(0, 2)).toEqual([
      { type: "killed", player: 1, dice: ["d1"] },
      { type: "killed", player: 1, dice: ["d2"] },
    ]);
    expect(state.dice.find((d) => d.id === "d3")?.at).toBe("t:front");
  });
});

describe("2.9a Kick", () => {
  // Line 2002: each kicking unit picks one defending unit, which takes 4 damage and saves against
  // it on its own: a 1-health footman needs 4 saves, a 4-health behemoth 1.
  it("kills a kicked unit that does not save enough, and spares one that does", () => {
    const { events, state } = play({
      front,
      dice: [
        [0, "centaur", "t:front"],
        [0, "centaur", "t:front"],
        [1, "footman", "t:front"],
        [1, "behemoth", "t:front"],
      ],
      start,
      rolls: { d0: ["4 Kick"], d1: ["4 Kick"], d2: ["1 Save"], d3: ["4 Save"] },
      decisions: [
        attack("melee", "t:front"),
        { player: 0, kind: "sai-targets", choice: ["d2"] },
        { player: 0, kind: "sai-targets", choice: ["d3"] },
      ],
    });
    expect(rolledFaces(events, "individual-save")).toEqual(["d2: 1 Save", "d3: 4 Save"]);
    expect(ofType(events, "avoidance").map((e) => [e.unit, e.avoid, e.passed])).toEqual([
      ["d2", "save", false],
      ["d3", "save", true],
    ]);
    expect(ofType(events, "killed")[0]).toEqual({ type: "killed", player: 1, dice: ["d2"] });
    expect(state.dice.find((d) => d.id === "d3")?.at).toBe("t:front");
  });

  // Line 1741: identical SAIs combine; two kicks on one unit are 8 damage (5 saves needed).
  it("adds up the kicks of two units on the same unit", () => {
    const { events } = play({
      front,
      dice: [
        [0, "centaur", "t:front"],
        [0, "centaur", "t:front"],
        [1, "footman", "t:front"],
        [1, "behemoth", "t:front"],
      ],
      start,
      rolls: { d0: ["4 Kick"], d1: ["4 Kick"], d3: ["4 Save"] },
      decisions: [
        attack("melee", "t:front"),
        { player: 0, kind: "sai-targets", choice: ["d3"] },
        { player: 0, kind: "sai-targets", choice: ["d3"] },
      ],
    });
    expect(ofType(events, "avoidance").map((e) => [e.unit, e.passed])).toEqual([["d3", false]]);
    expect(ofType(events, "killed")[0]).toEqual({ type: "killed", player: 1, dice: ["d3"] });
  });
});

describe("2.9a Gore", () => {
  const gore = (targetRolls: string[]) =>
    play({
      front,
      dice: [
        [0, "rhino-folk", "t:front"],
        [1, "footman", "t:front"],
        [1, "ambusher", "t:front"],
      ],
      start,
      rolls: { d0: ["4 Gore"], d2: targetRolls },
      decisions: [attack("melee", "t:front"), { player: 0, kind: "sai-targets", choice: ["d2"] }],
    });

  // Line 1966: 2 damage on the unit picked (a 2-health ambusher needs 1 save), or killed and
  // buried.
  it("kills and buries a gored unit without a save", () => {
    const { events, state } = gore(["3 Melee"]);
    expect(ofType(events, "avoidance")).toEqual([
      { type: "avoidance", player: 1, unit: "d2", avoid: "save", passed: false },
    ]);
    expect(ofType(events, "killed")[0]).toEqual({ type: "killed", player: 1, dice: ["d2"] });
    expect(ofType(events, "buried")).toEqual([
      { type: "buried", player: 1, dice: ["d2"], by: "burial" },
    ]);
    expect(state.dice.find((d) => d.id === "d2")?.at).toBe("bua");
  });

  it("spares a gored unit that saves", () => {
    const { events } = gore(["2 Save"]);
    expect(ofType(events, "avoidance")[0]?.passed).toBe(true);
    expect(ofType(events, "buried")).toEqual([]);
  });
});

describe("2.9a Hug", () => {
  const hug = (target: string, targetRolls: string[]) =>
    play({
      front,
      dice: [
        [0, "bear-folk", "t:front"],
        [1, "footman", "t:front"],
        [1, target, "t:front"],
      ],
      start,
      rolls: { d0: ["4 Hug"], d2: targetRolls },
      decisions: [attack("melee", "t:front"), { player: 0, kind: "sai-targets", choice: ["d2"] }],
    });

  // Line 1978: 4 damage and no save kill the 2-health ambusher; it rolls melee on its own against
  // the hugging bear-folk, whose 4 health its 3 melee do not reach.
  it("kills the hugged unit with no save; a counter-attack short of the hugger's health", () => {
    const { events } = hug("ambusher", ["3 Melee"]);
    expect(rolledFaces(events, "individual-melee")).toEqual(["d2: 3 Melee"]);
    expect(rolledFaces(events, "individual-save")).toEqual([]);
    expect(ofType(events, "killed")[0]).toEqual({ type: "killed", player: 1, dice: ["d2"] });
    expect(ofType(events, "killed").filter((e) => e.player === 0)).toEqual([]);
  });

  // The hugging unit cannot save: 4 melee from the behemoth kill the 4-health bear-folk, and the
  // behemoth dies of the 4 damage all the same.
  it("kills the hugger when the counter-attack reaches its health", () => {
    const { events, state } = hug("behemoth", ["4 Melee"]);
    const killed = ofType(events, "killed").slice(0, 2);
    expect(killed).toContainEqual({ type: "killed", player: 0, dice: ["d0"] });
    expect(killed).toContainEqual({ type: "killed", player: 1, dice: ["d2"] });
    expect(state.dice.find((d) => d.id === "d0")?.at).toBe("dua");
  });
});

describe("2.9a Coil", () => {
  const coil = (
    targetRolls: string[],
    more: { player: number; kind?: string; choice: unknown }[] = [],
  ) =>
    play({
      front,
      dice: [
        [0, "ormyrr", "t:front"],
        [1, "footman", "t:front"],
        [1, "behemoth", "t:front"],
      ],
      start,
      rolls: { d0: ["4 Coil"], d2: targetRolls },
      decisions: [
        attack("melee", "t:front"),
        { player: 0, kind: "sai-targets", choice: ["d2"] },
        ...more,
      ],
    });

  // Line 1845: 4 damage on the behemoth (4 health: 1 save needed) and one combination roll for
  // its saves and its melee at the coiling ormyrr, which cannot save.
  it("kills the coiled unit without a save, and the coiler its melee reaches", () => {
    const { events } = coil(["4 Melee"]);
    expect(rolledFaces(events, "individual-save-and-melee")).toEqual(["d2: 4 Melee"]);
    expect(ofType(events, "tally").find((e) => e.note === "d2")?.results).toEqual({
      save: 0,
      melee: 4,
    });
    expect(ofType(events, "avoidance")).toEqual([
      { type: "avoidance", player: 1, unit: "d2", avoid: "save-and-melee", passed: false },
    ]);
    const killed = ofType(events, "killed").slice(0, 2);
    expect(killed).toContainEqual({ type: "killed", player: 0, dice: ["d0"] });
    expect(killed).toContainEqual({ type: "killed", player: 1, dice: ["d2"] });
  });

  it("spares a coiled unit that saves, and a coiler it does not reach", () => {
    const { events, state } = coil(["4 Save"]);
    expect(ofType(events, "avoidance")[0]?.passed).toBe(true);
    expect(state.dice.find((d) => d.id === "d0")?.at).toBe("t:front");
    expect(state.dice.find((d) => d.id === "d2")?.at).toBe("t:front");
  });

  // docs/rulings.md: in the combination roll the ID icon counts as saves.
  // Line 606: in a combination roll the roller splits its ID results between the results.
  it("lets the coiled unit's owner split its ID icon between saves and melee", () => {
    expect(coil(["4 ID"]).state.pending.map((d) => [d.player, d.kind])).toEqual([
      [1, "sai-choice"],
    ]);
    const split = (say: string) =>
      ofType(
        coil(["4 ID"], [{ player: 1, kind: "sai-choice", choice: { say } }]).events,
        "tally",
      ).find((e) => e.note === "d2")?.results;
    expect(split("4 save and 0 melee")).toEqual({ save: 4, melee: 0 });
    expect(split("1 save and 3 melee")).toEqual({ save: 1, melee: 3 });
  });
});

describe("2.9a Kick, Gore, Hug, Coil and Stomp in a melee avoidance roll", () => {
  // Lines 1845, 1966, 1978, 2002, 2146: in a melee avoidance roll each counts as melee results
  // (the catalogue's normal result; Gore two), and strikes no one: here a webbed unit escapes.
  it.each([
    ["centaur", "4 Kick", 4],
    ["rhino-folk", "4 Gore", 2],
    ["bear-folk", "4 Hug", 4],
    ["ormyrr", "4 Coil", 4],
    ["behemoth", "4 Stomp", 4],
  ])("%s's %s counts as melee against Web", (unit, face, melee) => {
    const { events } = play({
      front,
      dice: [
        [0, "drider", "t:front"],
        [1, unit, "t:front"],
      ],
      start,
      rolls: { d0: ["4 Web"], d1: [face] },
      decisions: [attack("melee", "t:front")],
    });
    expect(ofType(events, "tally").find((e) => e.purpose === "individual-melee")?.results).toEqual({
      melee,
    });
    expect(ofType(events, "avoidance")[0]?.passed).toBe(true);
    expect(ofType(events, "sai").map((e) => e.name)).toEqual(["Web"]);
  });
});

describe("2.9a melee SAIs in the save roll against a melee attack", () => {
  // Each line names melee attacks only (Kick, Gore, Hug, Coil and Stomp count melee in a melee
  // avoidance roll, above): rolled in a save roll, the SAI does nothing and counts no save.
  it.each([
    ["Web", "drider", "4 Web", "line 2202"],
    ["Net", "cannibal", "4 Net", "line 2008"],
    ["Smother", "darktree", "4 Smother", "line 2134"],
    ["Stomp", "behemoth", "4 Stomp", "line 2146"],
    ["Swallow", "cannibal", "4 Swallow", "line 2166"],
    ["Scare", "death-knight", "3 Scare", "line 2052"],
    ["Sleep", "cannibal", "4 Sleep", "line 2126"],
    ["Flame", "beholder", "2 Flame", "line 1930"],
    ["Convert", "vampire", "3 Convert", "line 1861"],
    ["Plague", "minor-death", "4 Plague", "line 2014"],
    ["Kick", "centaur", "4 Kick", "line 2002"],
    ["Gore", "rhino-folk", "4 Gore", "line 1966"],
    ["Hug", "bear-folk", "4 Hug", "line 1978"],
    ["Coil", "ormyrr", "4 Coil", "line 1845"],
  ])("%s does nothing (%s's %s, %s)", (_name, unit, face) => {
    const { events } = play({
      front,
      dice: [
        [0, "footman", "t:front"],
        [1, unit, "t:front"],
      ],
      start,
      rolls: { d0: ["1 Melee"], d1: [face] },
      decisions: [attack("melee", "t:front")],
    });
    expect(ofType(events, "sai")).toEqual([]);
    expect(ofType(events, "avoidance")).toEqual([]);
    expect(ofType(events, "effect")).toEqual([]);
    expect(ofType(events, "buried")).toEqual([]);
    expect(ofType(events, "damage")[0]).toMatchObject({ player: 1, damage: 1, saves: 0 });
  });
});
