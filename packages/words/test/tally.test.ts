// Roll arithmetic that names every modifier and where it comes from (rules/000 "Applying Dice
// Modifiers", line 628), from the steps the engine's tally reports.
import { DEFAULT_EDITION, oddsFor, type RolledDie, viewFor } from "@dragondice/engine";
import { describe, expect, it } from "vitest";
import { describeEvents, rollMemory } from "../src/events.ts";
import { PURPOSES, tallyText } from "../src/tally.ts";
import { playGame } from "./helpers.ts";
import { playPosition } from "./scenario.ts";

const die = (dieId: string, icon: string, count: number, id = dieId): RolledDie => ({
  die: id,
  dieId,
  face: 0,
  icon,
  count,
});

describe("roll arithmetic with the engine's steps", () => {
  it("names the eighth face's doubling", () => {
    const dice = [die("footman", "Save", 2, "a"), die("footman", "ID", 1, "b")];
    const steps = [{ source: "eighth-face" as const, label: "eighth face", effect: 3 }];
    expect(tallyText("save-vs-melee", dice, 6, { steps })).toBe(
      "2 save + 1 ID + 3 (saves x 2, holding the eighth face) = 6 saves",
    );
  });

  // Screech (a Delayed SAI of the attackers) takes saves away: a subtraction in the sum.
  it("writes results an SAI takes away as a subtraction", () => {
    const dice = [die("tiger-folk", "Save", 4, "a"), die("footman", "Save", 2, "b")];
    const steps = [{ source: "sai" as const, label: "Screech", effect: -4 }];
    expect(tallyText("save-vs-melee", dice, 2, { steps })).toBe("6 save - 4 Screech = 2 saves");
  });

  it("names a racial ability with its species and terrain", () => {
    const dice = [die("pony-rider", "Maneuver", 2, "a"), die("footman", "ID", 1, "b")];
    const steps = [
      { source: "racial" as const, label: "Terrain Advantage", species: "dwarves", effect: 3 },
    ];
    expect(tallyText("maneuver", dice, 6, { steps, terrainType: "highland" })).toBe(
      "2 maneuver + 1 ID + 3 (maneuvers x 2, Dwarves at a Highland) = 6 maneuvers",
    );
  });

  it("counts SAIs the engine counted as terms, and lists the others", () => {
    const dice = [die("sprite-swarm", "ID", 4, "a"), die("sprite-swarm", "Fly", 4, "a")];
    const steps = [{ source: "sai" as const, label: "Fly", effect: 4 }];
    expect(tallyText("maneuver", dice, 8, { steps })).toBe(
      "0 maneuver + 4 ID + 4 Fly = 8 maneuvers",
    );
    expect(tallyText("melee-attack", [die("conqueror", "Smite", 4)], 0)).toBe(
      "0 hits (also rolled: 4 Smite (SAI))",
    );
  });

  it("says only that modifiers changed the total when no steps explain it (older records)", () => {
    expect(tallyText("counter-maneuver", [die("warlord", "ID", 3)], 6)).toBe(
      "0 maneuver + 3 ID -> 6 maneuvers after modifiers",
    );
  });

  it("leaves ID icons out of a roll where they do not count (Resist Burial, line 869)", () => {
    const dice = [die("skeleton", "ID", 1)];
    expect(tallyText("resist-burial", dice, 0)).toBe("0 saves");
  });
});

describe("roll arithmetic in the log, from the engine's own events", () => {
  const tallies = (
    events: Parameters<typeof describeEvents>[0],
    state: Parameters<typeof viewFor>[0],
  ) =>
    describeEvents(events, viewFor(state, null))
      .filter((l) => l.kind === "tally")
      .map((l) => l.text);

  // rules/000 line 805: Dwarves double maneuver results at a highland.
  it("names the Dwarves' Terrain Advantage", () => {
    const { state, events } = playPosition({
      front: ["highland-city", 3],
      dice: [
        [0, "pony-rider"],
        [0, "footman"],
        [1, "footman"],
      ],
      start: "maneuver",
      rolls: { d0: ["2 Maneuver"], d1: ["ID"], d2: ["1 Melee"] },
      decisions: [
        { player: 0, kind: "maneuver", choice: { maneuver: "up" } },
        { player: 1, kind: "counter-maneuver", choice: true },
      ],
    });
    // Rolled with B's counter-maneuver, the total says whose it is.
    expect(tallies(events, state)).toContain(
      "= A: 2 maneuver + 1 ID + 3 (maneuvers x 2, Dwarves at a Highland) = 6 maneuvers",
    );
  });

  // rules/000 line 718: the army holding the eighth face doubles its saves; line 795: Coral Elves
  // count maneuvers as saves at a coastland; line 923: Scalders' automatic saves.
  it("names the eighth face and a racial ability in one roll", () => {
    const { state, events } = playPosition({
      front: ["coastland-city", 8],
      controller: 1,
      dice: [
        [0, "footman"],
        [1, "bowman"],
        [1, "knight"],
      ],
      start: "action",
      rolls: { d0: ["2 Melee"], d1: ["Maneuver"], d2: ["Save"] },
      decisions: [
        { player: 0, choice: { action: "melee", target: { player: 1, at: "t:front" } } },
        { player: 1, kind: "counter-attack", choice: false },
      ],
    });
    expect(tallies(events, state)).toContain(
      "= 2 save + 2 (saves x 2, holding the eighth face) + 2 (maneuvers as saves, Coral Elves at a Coastland) = 6 saves",
    );
  });

  it("names the Scalders' automatic saves against missiles", () => {
    const { state, events } = playPosition({
      front: ["flatland-city", 4],
      dice: [
        [0, "crossbowman"],
        [1, "glower"],
      ],
      start: "action",
      rolls: { d0: ["2 Missile"], d1: ["Missile"] },
      decisions: [
        { player: 0, choice: { action: "missile", target: { player: 1, at: "t:front" } } },
      ],
    });
    expect(tallies(events, state)).toContain(
      "= 0 save + 1 (one automatic save per unit against missiles, Scalders' Intangibility) = 1 save",
    );
  });

  // 2.9a line 2316: a rolled Dragonkin adds saves equal to its health, at the add step.
  it("names the Dragonkin's automatic saves", () => {
    const { state, events } = playPosition({
      front: ["flatland-city", 6],
      dice: [
        [0, "footman"],
        [1, "dragonhero-red"],
        [1, "footman"],
      ],
      start: "action",
      rolls: { d0: ["2 Melee"], d1: ["2 ID"], d2: ["1 Melee"] },
      decisions: [{ player: 0, choice: { action: "melee", target: { player: 1, at: "t:front" } } }],
    });
    expect(tallies(events, state)).toContain(
      "= 0 save + 2 ID + 2 (automatic saves equal to their health, Dragonkin's Armored Skin) = 4 saves",
    );
  });

  it("explains every total of real games without falling back to 'after modifiers'", () => {
    const games = [
      playGame(2, 300, ["dwarves", "scalders"]),
      playGame(4, 300, ["goblins", "treefolk"]),
      playGame(6, 300, ["coral-elves", "firewalkers"]),
    ];
    let explained = 0;
    for (const { events, state } of games) {
      for (const text of tallies(events, state)) {
        expect(text).not.toContain("after modifiers");
        if (/\d+ \(/.test(text)) explained++;
      }
    }
    // The games above do roll with racial abilities or the eighth face.
    expect(explained).toBeGreaterThan(0);
  });
});

// rules/000 line 586: a unit rolled on its own against an effect aimed at it (Stun, Slay...).
describe("units rolled on their own, in the log", () => {
  const front: [string, number] = ["flatland-city", 6];
  const lines = (p: Parameters<typeof playPosition>[0]) => {
    const { state, events } = playPosition(p);
    return describeEvents(events, viewFor(state, null)).map((l) => l.text);
  };

  it("words every kind of roll the engine makes", () => {
    for (const p of Object.values(oddsFor(DEFAULT_EDITION).PURPOSES))
      expect(PURPOSES, p.name).toHaveProperty(p.name);
  });

  // Line 2158: Stun's target rolls for a maneuver.
  it("says what a unit rolls for and counts it in those results", () => {
    const text = lines({
      front,
      dice: [
        [0, "carrion-crawler"],
        [1, "bowman"],
        [1, "ambusher"],
      ],
      start: "action",
      rolls: { d0: ["4 Stun", "4 Melee"], d1: ["1 Maneuver"], d2: ["2 Save"] },
      decisions: [
        { player: 0, choice: { action: "melee", target: { player: 1, at: "t:front" } } },
        { player: 0, kind: "sai-targets", choice: ["d1"] },
      ],
    });
    expect(text).toContain(
      "B's Bowman rolls on its own for a maneuver at Flatland City (A's): Bowman 1 Maneuver.",
    );
    expect(text).toContain("= 1 maneuver (Bowman (common, 1))");
  });

  // Line 2122: Slay's target rolls for its ID icon; the line after tells whether it did.
  it("tells a roll for an ID icon without a count of other results", () => {
    const text = lines({
      front,
      dice: [
        [0, "minor-death"],
        [1, "footman"],
        [1, "ambusher"],
      ],
      start: "action",
      rolls: { d0: ["4 Slay"], d1: ["1 Save"], d2: ["3 Melee"] },
      decisions: [
        { player: 0, choice: { action: "melee", target: { player: 1, at: "t:front" } } },
        { player: 0, kind: "sai-targets", choice: ["d2"] },
      ],
    });
    expect(text).toContain(
      "B's Ambusher rolls on its own for its ID icon at Flatland City (A's): Ambusher 3 Melee.",
    );
    expect(text).not.toContain("= 0 results (Ambusher (uncommon, 2))");
    // Slay picks one unit per die: its "1 point" is no amount a player sees on the die (4 Slay).
    expect(text).toContain("A's Slay takes effect.");
    expect(text).toContain("Ambusher (uncommon, 2) rolls for its ID icon on its own: it does not.");
  });
});

// A roll that stops for a player's decision (an SAI's targets) is told in two parts, before and
// after the answer: its total still shows its arithmetic and the SAIs rolled.
describe("a roll told in parts around a decision", () => {
  it("keeps the roll's dice for its total when told in the same memory", () => {
    const { state, events } = playPosition({
      front: ["flatland-city", 6],
      dice: [
        [0, "carrion-crawler"],
        [1, "bowman"],
        [1, "ambusher"],
      ],
      start: "action",
      rolls: { d0: ["4 Stun", "4 Melee"], d1: ["1 Maneuver"], d2: ["2 Save"] },
      decisions: [
        { player: 0, choice: { action: "melee", target: { player: 1, at: "t:front" } } },
        { player: 0, kind: "sai-targets", choice: ["d1"] },
      ],
    });
    const g = viewFor(state, null);
    const cut = events.findIndex((e) => e.type === "decided" && e.kind === "sai-targets");
    const rolls = rollMemory();
    const told = [
      ...describeEvents(events.slice(0, cut), g, 0, rolls),
      ...describeEvents(events.slice(cut), g, cut, rolls),
    ].map((l) => l.text);
    expect(told).toContain("= 4 hits (also rolled: 4 Stun (SAI))");
  });

  // rules/000 line 1833: a charmed unit rolls for the attackers in a roll of its own; the
  // attack's total still counts the attack's own dice.
  it("tells an attack's total after a charmed unit's roll from the attack's dice", () => {
    const { state, events } = playPosition({
      front: ["flatland-city", 5],
      dice: [
        [0, "beholder"],
        [0, "footman"],
        [1, "ambusher"],
        [1, "ambusher"],
        [1, "footman"],
      ],
      start: "action",
      rolls: { d0: ["4 Charm"], d1: ["2 Melee"], d2: ["3 Melee"], d3: ["2 Save"], d4: ["1 Save"] },
      decisions: [
        { player: 0, choice: { action: "melee", target: { player: 1, at: "t:front" } } },
        { player: 0, kind: "sai-targets", choice: ["d2"] },
        { player: 1, kind: "choose-casualties", choice: ["d2"] },
      ],
    });
    const told = describeEvents(events, viewFor(state, null)).map((l) => l.text);
    expect(told).toContain("= 2 melee + 3 Charm = 5 hits");
  });
});
