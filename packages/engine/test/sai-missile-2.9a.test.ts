// 2.9a SAIs of a missile action (rules/000 "Special Action Icon (SAI) List"): Stone, Seize,
// Firecloud. A missile action may shoot at an army at another terrain (line 446): the attackers
// stand at A's home (a missile face), the defenders at the frontier.
import { describe, expect, it } from "vitest";
import { attack, ofType, play, rolledFaces, steps, tallies } from "./positions.ts";

const shooters = { start: { phase: "action", army: "t:home0" } } as const;
const shootFront = attack("missile", "t:front");

describe("2.9a Stone", () => {
  // Line 2150: each Stone result is one damage on the defending army that no save stops, before
  // it saves against the missile hits; its owner takes casualties as from any damage.
  it("kills 4 health of defenders before they roll saves against the hits", () => {
    const { events, state } = play({
      ...shooters,
      dice: [
        [0, "medusa", "t:home0"],
        [0, "deadeye", "t:home0"],
        ...Array.from({ length: 6 }, () => [1, "footman", "t:front"] as [number, string, string]),
      ],
      rolls: { d0: ["4 Stone"], d1: ["4 Missile"], d6: ["1 Save"], d7: ["1 Save"] },
      decisions: [
        shootFront,
        { player: 1, kind: "choose-casualties", choice: ["d2", "d3", "d4", "d5"] },
      ],
    });
    expect(ofType(events, "sai").map((e) => [e.name, e.purpose, e.points])).toEqual([
      ["Stone", "missile-action", 4],
    ]);
    // Stone is not missile in a missile action: the hits are the Deadeye's 4.
    expect(tallies(events, "missile-action")).toEqual([4]);
    expect(rolledFaces(events, "save-vs-missile")).toEqual(["d6: 1 Save", "d7: 1 Save"]);
    expect(ofType(events, "killed")).toEqual([
      { type: "killed", player: 1, dice: ["d2", "d3", "d4", "d5"] },
      { type: "killed", player: 1, dice: ["d6", "d7"] },
    ]);
    expect(state.dice.filter((d) => d.owner === 1 && d.at === "dua")).toHaveLength(6);
  });
});

describe("2.9a Seize", () => {
  // Line 2062: each picked unit rolls for its ID icon on its own: those that roll it flee to the
  // reserve area, the others are killed.
  it("sends a unit that rolls its ID to the reserve area and kills one that does not", () => {
    const { events, state } = play({
      ...shooters,
      dice: [
        [0, "roc", "t:home0"],
        [1, "footman", "t:front"],
        [1, "ambusher", "t:front"],
        [1, "footman", "t:front"],
      ],
      rolls: { d0: ["4 Seize"], d1: ["1 ID"], d2: ["3 Melee"] },
      decisions: [shootFront, { player: 0, kind: "sai-targets", choice: ["d1", "d2"] }],
    });
    expect(rolledFaces(events, "individual-id")).toEqual(["d1: 1 ID", "d2: 3 Melee"]);
    expect(ofType(events, "killed")).toEqual([{ type: "killed", player: 1, dice: ["d2"] }]);
    expect(ofType(events, "moved")).toEqual([
      { type: "moved", player: 1, dice: ["d1"], from: "t:front", to: "reserve" },
    ]);
    expect(state.dice.map((d) => d.at)).toEqual(["t:home0", "reserve", "dua", "t:front"]);
  });

  // Up to its points of health-worth: a 4-point Seize cannot take 5 health.
  it("refuses more health-worth than its points", () => {
    const run = () =>
      play({
        ...shooters,
        dice: [
          [0, "roc", "t:home0"],
          [1, "ambusher", "t:front"],
          [1, "ambusher", "t:front"],
          [1, "footman", "t:front"],
        ],
        rolls: { d0: ["4 Seize"] },
        decisions: [shootFront, { player: 0, kind: "sai-targets", choice: ["d1", "d2", "d3"] }],
      });
    expect(run).toThrow(/5 health-worth is more than 4/);
  });
});

describe("2.9a Firecloud", () => {
  // Line 1912: each picked unit rolls a maneuver on its own or is killed (and is not buried).
  it("kills a picked unit that rolls no maneuver", () => {
    const { events, state } = play({
      ...shooters,
      dice: [
        [0, "genie", "t:home0"],
        [1, "footman", "t:front"],
        [1, "ambusher", "t:front"],
      ],
      rolls: { d0: ["4 Firecloud"], d1: ["1 Save"], d2: ["3 Maneuver"] },
      decisions: [shootFront, { player: 0, kind: "sai-targets", choice: ["d1", "d2"] }],
    });
    expect(rolledFaces(events, "individual-maneuver")).toEqual(["d1: 1 Save", "d2: 3 Maneuver"]);
    expect(ofType(events, "killed")).toEqual([{ type: "killed", player: 1, dice: ["d1"] }]);
    expect(ofType(events, "buried")).toEqual([]);
    expect(state.dice.map((d) => d.at)).toEqual(["t:home0", "dua", "t:front"]);
  });
});

describe("2.9a Bullseye", () => {
  const twoBullseyes = (split: Record<string, number>) =>
    play({
      ...shooters,
      dice: [
        [0, "deadeye", "t:home0"],
        [0, "deadeye", "t:home0"],
        [1, "roc", "t:front"],
        [1, "assassin", "t:front"],
        [1, "footman", "t:front"],
      ],
      rolls: { d0: ["4 Bullseye"], d1: ["4 Bullseye"], d2: ["4 Melee"], d3: ["3 ID"] },
      decisions: [shootFront, { player: 0, kind: "sai-damage", choice: split }],
    });

  // Line 1739: two Bullseyes of 4 combine into 8 damage, which the shooter may put 5 on one unit
  // and 3 on another; line 1815: each unit saves on its own against what it was given.
  it("shares two combined Bullseyes 5 and 3 between two units, each saving on its own", () => {
    const { events, state } = twoBullseyes({ d2: 5, d3: 3 });
    expect(ofType(events, "sai")).toEqual([
      {
        type: "sai",
        player: 0,
        name: "Bullseye",
        purpose: "missile-action",
        points: 8,
        dice: ["d0", "d1"],
      },
    ]);
    // The 4-health Roc needs 2 saves against 5 and rolls none; the 3-health Assassin needs 1
    // against 3, and its ID gives 3.
    expect(rolledFaces(events, "individual-save")).toEqual(["d2: 4 Melee", "d3: 3 ID"]);
    expect(ofType(events, "killed")).toEqual([{ type: "killed", player: 1, dice: ["d2"] }]);
    expect(state.dice.map((d) => d.at).slice(2)).toEqual(["dua", "t:front", "t:front"]);
    // Bullseye is not missile in a missile action: no hits, no army save roll.
    expect(tallies(events, "missile-action")).toEqual([0]);
    expect(tallies(events, "save-vs-missile")).toEqual([]);
  });

  it("rolls no save for a unit given less damage than its health", () => {
    const { events } = twoBullseyes({ d2: 3, d3: 2, d4: 3 });
    // Only the footman (1 health, 3 damage) must save: 3 saves, and it has no face for them.
    expect(ofType(events, "avoidance").map((e) => e.unit)).toEqual(["d4"]);
  });

  it("refuses a split that does not give every point", () => {
    expect(() => twoBullseyes({ d2: 5, d3: 2 })).toThrow(/adds up to 7, not 8/);
    expect(() => twoBullseyes({ d2: 8, d3: 0 })).toThrow(/d3 must take at least 1 damage/);
  });
});

describe("2.9a Flaming Arrow", () => {
  // Line 1936: each unit that rolled it picks one defending unit; two picking the same one add up
  // (line 1731). The unit saves on its own; killed, it saves again in the DUA or is buried.
  it("puts two units' arrows on one target, which dies and saves against burial", () => {
    const { events, state } = play({
      ...shooters,
      dice: [
        [0, "blazer", "t:home0"],
        [0, "blazer", "t:home0"],
        [1, "roc", "t:front"],
        [1, "footman", "t:front"],
      ],
      rolls: { d0: ["4 Flaming Arrow"], d1: ["4 Flaming Arrow"], d2: ["4 Save", "4 Save"] },
      decisions: [
        shootFront,
        { player: 0, kind: "sai-targets", choice: ["d2"] },
        { player: 0, kind: "sai-targets", choice: ["d2"] },
      ],
    });
    // 8 damage on 4 health needs 5 saves: 4 are not enough.
    expect(ofType(events, "avoidance").map((e) => [e.unit, e.passed])).toEqual([
      ["d2", false],
      ["d2", true],
    ]);
    expect(ofType(events, "killed")).toEqual([{ type: "killed", player: 1, dice: ["d2"] }]);
    expect(state.dice.map((d) => d.at).slice(2)).toEqual(["dua", "t:front"]);
  });

  it("buries a killed target that rolls no save in the DUA", () => {
    const { events, state } = play({
      ...shooters,
      dice: [
        [0, "blazer", "t:home0"],
        [1, "roc", "t:front"],
        [1, "footman", "t:front"],
      ],
      rolls: { d0: ["4 Flaming Arrow"], d2: ["1 Save", "1 Melee"] },
      decisions: [shootFront, { player: 0, kind: "sai-targets", choice: ["d2"] }],
    });
    expect(ofType(events, "buried")).toEqual([
      { type: "buried", player: 1, dice: ["d2"], by: "burial" },
    ]);
    expect(state.dice.find((d) => d.id === "d2")?.at).toBe("bua");
  });
});

describe("2.9a Sneak Attack", () => {
  const elsewhere = {
    player: 0,
    kind: "sai-choice",
    choice: { say: "kill units of", at: "t:home1", player: 1 },
  };

  // Line 2138: in a missile action the roller picks any opposing army, out of missile range too;
  // its owner picks up to 4 health-worth, as much as possible, killed with no save.
  it("kills 4 health-worth of an army at another terrain, picked by its owner", () => {
    const { events, state } = play({
      ...shooters,
      dice: [
        [0, "dragonhunter-red", "t:home0"],
        [1, "footman", "t:front"],
        [1, "ambusher", "t:home1"],
        [1, "ambusher", "t:home1"],
        [1, "footman", "t:home1"],
      ],
      rolls: { d0: ["4 Sneak Attack"] },
      decisions: [shootFront, elsewhere, { player: 1, kind: "sai-targets", choice: ["d2", "d3"] }],
    });
    expect(ofType(events, "killed")).toEqual([{ type: "killed", player: 1, dice: ["d2", "d3"] }]);
    expect(state.dice.map((d) => d.at)).toEqual(["t:home0", "t:front", "dua", "dua", "t:home1"]);
    // No missile results, so the target rolls no saves.
    expect(tallies(events, "save-vs-missile")).toEqual([]);
  });

  it("refuses less health-worth than its owner can cover", () => {
    const run = () =>
      play({
        ...shooters,
        dice: [
          [0, "dragonhunter-red", "t:home0"],
          [1, "footman", "t:front"],
          [1, "ambusher", "t:home1"],
          [1, "ambusher", "t:home1"],
          [1, "footman", "t:home1"],
        ],
        rolls: { d0: ["4 Sneak Attack"] },
        decisions: [
          shootFront,
          elsewhere,
          { player: 1, kind: "sai-targets", choice: ["d2", "d4"] },
        ],
      });
    expect(run).toThrow(/must cover 4 health/);
  });

  // Line 2138: in a magic action too (a "magic-action" roll); one army: nothing to choose.
  it("kills in a magic action", () => {
    const { events } = play({
      home0: ["flatland-city", 1],
      ...shooters,
      dice: [
        [0, "dragonhunter-red", "t:home0"],
        [1, "footman", "t:front"],
        [1, "footman", "t:front"],
      ],
      rolls: { d0: ["4 Sneak Attack"] },
      decisions: [{ player: 0, kind: "choose-action", choice: { action: "magic" } }],
    });
    expect(ofType(events, "sai").map((e) => [e.name, e.purpose])).toEqual([
      ["Sneak Attack", "magic-action"],
    ]);
    expect(ofType(events, "killed")).toEqual([{ type: "killed", player: 1, dice: ["d1", "d2"] }]);
  });

  // Line 2138: in a melee attack it is 4 melee results, and no one is killed outright.
  it("is melee in a melee attack", () => {
    const { events } = play({
      front: ["flatland-city", 5],
      start: { phase: "action", army: "t:front" },
      dice: [
        [0, "dragonhunter-red", "t:front"],
        [1, "ambusher", "t:front"],
        [1, "ambusher", "t:front"],
      ],
      rolls: { d0: ["4 Sneak Attack"], d1: ["2 Save"], d2: ["2 Save"] },
      decisions: [attack("melee", "t:front")],
    });
    expect(ofType(events, "sai")).toEqual([]);
    expect(tallies(events, "melee-attack")).toEqual([4]);
    expect(ofType(events, "killed")).toEqual([]);
  });
});

describe("2.9a missile SAIs in the save roll against a missile action", () => {
  // Each line names missile actions only (Sneak Attack: missile and magic actions; Bullseye,
  // Flaming Arrow and Stone are missiles in a dragon attack or missile avoidance roll): rolled in
  // the save roll against a missile action, the SAI does nothing and counts no save. The Blazer's
  // one save is the Scalders' Intangibility (line 923), not its SAI.
  it.each([
    ["Stone", "medusa", "4 Stone", "line 2150", 0],
    ["Seize", "roc", "4 Seize", "line 2062", 0],
    ["Firecloud", "genie", "4 Firecloud", "line 1912", 0],
    ["Bullseye", "deadeye", "4 Bullseye", "line 1815", 0],
    ["Flaming Arrow", "blazer", "4 Flaming Arrow", "line 1936", 1],
    ["Sneak Attack", "dragonhunter-red", "4 Sneak Attack", "line 2138", 0],
  ])("%s does nothing (%s's %s, %s)", (_name, unit, face, _line, saves) => {
    const { events } = play({
      ...shooters,
      dice: [
        [0, "deadeye", "t:home0"],
        [1, unit, "t:front"],
      ],
      rolls: { d0: ["3 Missile"], d1: [face] },
      decisions: [shootFront],
    });
    expect(ofType(events, "sai")).toEqual([]);
    expect(ofType(events, "avoidance")).toEqual([]);
    expect(tallies(events, "save-vs-missile")).toEqual([saves]);
    expect(ofType(events, "damage")[0]).toMatchObject({ player: 1, damage: 3, saves });
  });
});

describe("2.9a Charm", () => {
  const meleeFront: [string, number] = ["flatland-city", 5];
  const charmAt = (
    rolls: Record<string, string[]>,
    decisions: { player: number; kind?: string; choice: unknown }[],
  ) =>
    play({
      front: meleeFront,
      start: { phase: "action", army: "t:front" },
      dice: [
        [0, "beholder", "t:front"],
        [0, "footman", "t:front"],
        [1, "ambusher", "t:front"],
        [1, "ambusher", "t:front"],
        [1, "footman", "t:front"],
      ],
      rolls,
      decisions: [
        attack("melee", "t:front"),
        { player: 0, kind: "sai-targets", choice: ["d2"] },
        ...decisions,
      ],
    });

  // Line 1833: the charmed unit rolls for the attackers and its results join their roll; it does
  // not roll in its army's save roll, returns right after it, and may be taken as a casualty.
  it("adds a charmed unit's melee to the attack and keeps it out of the save roll", () => {
    const { events, state } = charmAt(
      { d0: ["4 Charm"], d1: ["2 Melee"], d2: ["3 Melee"], d3: ["2 Save"], d4: ["1 Save"] },
      [{ player: 1, kind: "choose-casualties", choice: ["d2"] }],
    );
    expect(rolledFaces(events, "melee-attack")).toEqual([
      "d0: 4 Charm",
      "d1: 2 Melee",
      "d2: 3 Melee",
    ]);
    expect(tallies(events, "melee-attack")).toEqual([3, 5]);
    expect(steps(events, "melee-attack").at(-1)).toEqual([
      { source: "sai", label: "Charm", effect: 3 },
    ]);
    // The charmed Ambusher does not save for its army: 3 saves against 5 hits.
    expect(rolledFaces(events, "save-vs-melee")).toEqual(["d3: 2 Save", "d4: 1 Save"]);
    expect(ofType(events, "expired").map((e) => e.effects.map((x) => [x.name, x.target]))).toEqual([
      [["Charm", { unit: "d2", at: "t:front" }]],
    ]);
    expect(ofType(events, "killed")).toEqual([{ type: "killed", player: 1, dice: ["d2"] }]);
    expect(state.effects).toEqual([]);
  });

  // With no hits there is no save roll: the charmed unit is back for the counter-attack.
  it("returns the charmed unit at once when the attack rolls no hits", () => {
    const { events } = charmAt(
      { d0: ["4 Charm"], d1: ["1 Save"], d2: ["2 Save"], d3: ["3 Melee"], d4: ["2 Melee"] },
      [{ player: 1, kind: "counter-attack", choice: true }],
    );
    expect(tallies(events, "melee-attack")).toEqual([0, 0]);
    expect(rolledFaces(events, "counter-attack").map((f) => f.split(":")[0])).toEqual([
      "d2",
      "d3",
      "d4",
    ]);
  });

  // Line 1741: two Beholders' Charms combine to pick up to 8 health-worth.
  it("combines two Charms into 8 health-worth", () => {
    const { events } = play({
      front: meleeFront,
      start: { phase: "action", army: "t:front" },
      dice: [
        [0, "beholder", "t:front"],
        [0, "beholder", "t:front"],
        [1, "ambusher", "t:front"],
        [1, "ambusher", "t:front"],
        [1, "ambusher", "t:front"],
        [1, "footman", "t:front"],
        [1, "footman", "t:front"],
      ],
      rolls: { d0: ["4 Charm"], d1: ["4 Charm"], d2: ["3 Melee"], d3: ["3 Melee"] },
      decisions: [
        attack("melee", "t:front"),
        { player: 0, kind: "sai-targets", choice: ["d2", "d3", "d4", "d5"] },
      ],
    });
    expect(ofType(events, "sai")[0]).toMatchObject({
      name: "Charm",
      points: 8,
      dice: ["d0", "d1"],
    });
    expect(ofType(events, "effect")).toHaveLength(4);
  });

  it("does nothing in a save roll", () => {
    const { events } = play({
      front: meleeFront,
      start: { phase: "action", army: "t:front" },
      dice: [
        [0, "footman", "t:front"],
        [1, "beholder", "t:front"],
      ],
      rolls: { d0: ["2 Melee"], d1: ["4 Charm"] },
      decisions: [attack("melee", "t:front")],
    });
    expect(ofType(events, "sai")).toEqual([]);
    expect(ofType(events, "effect")).toEqual([]);
  });
});
