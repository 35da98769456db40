// 2.9a spells of the dead (rules/000 "Spell Attributes", lines 1083-1203, and the spell lists):
// resurrection (Reanimate Dead, Breath of Life, Spark of Life, Water of Life) and burial (Ashes to
// Ashes, Dust to Dust, Bloat Corpses), which combine at one target (line 1171).

import { editions, type SpellDef } from "@dragondice/catalog";
import { describe, expect, it } from "vitest";
import { ruleset29a } from "../src/editions/2.9a/index.ts";
import { type CastData, castProblem } from "../src/standard/spell-cast.ts";
import { canPay, type MagicPool } from "../src/standard/spell-pool.ts";
import { targetProblem } from "../src/standard/spell-targets.ts";
import { attack, faceOf, ofType, play, type Setup, tallies } from "./positions.ts";
import {
  type Announce,
  announce,
  army,
  cast,
  chooseMagic,
  magicFront,
  resolved,
} from "./spells.ts";

/** A 2.9a spell of the catalogue, played or not. */
const spell = (id: string) => (editions["2.9a"]?.spells ?? []).find((s) => s.id === id) as SpellDef;
const units = (...ids: string[]) => ({ units: ids });
const where = (state: { dice: { id: string; at: string }[] }, id: string) =>
  state.dice.find((d) => d.id === id)?.at;

/** A's pick of units (the caster's, for a spell's resolution). */
const pick = (ids: string[]) => ({ player: 0, kind: "sai-targets", choice: ids });
/** A decision the rules must refuse (the scenario format's `expect: "refused"`). */
const refused = <T extends object>(d: T): T => ({ ...d, expect: "refused" });

/** A's frontier army rolls for magic and stops at the cast-spells decision. */
function atCasting(s: Omit<Setup, "start">) {
  const run = play({
    ...s,
    front: s.front ?? magicFront,
    start: { phase: "action", army: "t:front" },
    decisions: [chooseMagic],
  });
  const decision = run.state.pending.find((d) => d.kind === "cast-spells");
  if (!decision) throw new Error("no cast-spells decision");
  const data = decision.data as unknown as CastData;
  return {
    ...run,
    data,
    offered: data.offers.map((o) => o.spell),
    problem: (spells: Announce[]) =>
      castProblem(
        ruleset29a.tables,
        run.state,
        0,
        data,
        spells as Parameters<typeof castProblem>[4],
      ),
  };
}

/** A's blue casters: three Enchanters rolling 4 Magic each (twelve blue or green points). */
const enchanters = (n: number): [number, string, string][] =>
  Array.from({ length: n }, () => [0, "enchanter", "t:front"] as [number, string, string]);
const fourMagic = (n: number) =>
  Object.fromEntries(Array.from({ length: n }, (_, i) => [`d${i}`, ["4 Magic"]]));

describe("2.9a resurrection", () => {
  // Line 1089: Breath of Life three times brings back 3 health-worth: one 3-health unit...
  it("brings a 3-health unit back with three Breaths of Life", () => {
    const breath = { spell: "breath-of-life", color: "blue", target: units("d3") };
    const { events, state } = cast({
      dice: [...enchanters(3), [0, "warlord", "dua"], [1, "footman", "t:front"]],
      rolls: fourMagic(3),
      spells: [breath, breath, breath],
    });
    expect(resolved(events)).toEqual([["breath-of-life", 3]]);
    expect(where(state, "d3")).toBe("t:front");
    expect(ofType(events, "recruited").map((e) => [e.die, e.by])).toEqual([
      ["d3", "Breath of Life"],
    ]);
  });

  // ...or a 1-health and a 2-health unit; Spark of Life and Water of Life combine with it (1171).
  it("combines Breath, Spark and Water of Life to bring back a 1- and a 2-health unit", () => {
    const target = units("d3", "d4");
    const { events, state } = cast({
      dice: [
        [0, "enchanter", "t:front"],
        [0, "dryad", "t:front"],
        [0, "thaumaturgist", "t:front"],
        [0, "footman", "dua"],
        [0, "sergeant", "dua"],
        [0, "warlord", "dua"],
        [1, "footman", "t:front"],
      ],
      rolls: { d0: ["4 Magic"], d1: ["3 Magic"], d2: ["3 Magic"] },
      spells: [
        { spell: "breath-of-life", color: "blue", target },
        { spell: "water-of-life", color: "green", target },
        { spell: "spark-of-life", color: "red", target },
      ],
    });
    expect(resolved(events)).toEqual([["breath-of-life", 3]]);
    expect([where(state, "d3"), where(state, "d4"), where(state, "d5")]).toEqual([
      "t:front",
      "t:front",
      "dua",
    ]);
  });

  // Line 1089 again: the castings must cover the units' health.
  it("refuses two castings at a 3-health unit", () => {
    const { problem } = atCasting({
      dice: [...enchanters(2), [0, "warlord", "dua"], [1, "footman", "t:front"]],
      rolls: fourMagic(2),
    });
    const breath = { spell: "breath-of-life", color: "blue", target: units("d2") };
    expect(problem([breath, breath])).toMatch(/3 health-worth of units needs castings covering 3/);
    expect(problem([breath, breath, breath])).toMatch(/cannot pay/);
  });

  // Line 1448: Water of Life is a Treefolk spell; line 1213: only your own DUA.
  it("offers Water of Life only to Treefolk points, and only at your own dead", () => {
    const elves = atCasting({
      dice: [...enchanters(1), [0, "footman", "dua"], [1, "footman", "dua"]],
      rolls: fourMagic(1),
    });
    expect(elves.offered).toContain("breath-of-life");
    expect(elves.offered).not.toContain("water-of-life");
    const breath = elves.data.offers.find((o) => o.spell === "breath-of-life");
    expect(breath?.targets).toEqual([units("d1")]);
    expect(
      elves.problem([{ spell: "breath-of-life", color: "blue", target: units("d2") }]),
    ).toMatch(/your own/);
    const trees = atCasting({
      dice: [
        [0, "dryad", "t:front"],
        [0, "footman", "dua"],
        [1, "footman", "t:front"],
      ],
      rolls: { d0: ["3 Magic"] },
    });
    expect(trees.offered).toContain("water-of-life");
  });

  // Line 514: cast from the reserve area, the units join the reserve army.
  it("brings the dead back to the reserve army that cast from the reserve area", () => {
    const { events, state } = play({
      dice: [
        [0, "enchanter", "reserve"],
        [0, "footman", "dua"],
        [1, "footman", "t:front"],
      ],
      start: { phase: "action", army: "reserve" },
      rolls: { d0: ["4 Magic"] },
      decisions: [
        chooseMagic,
        announce([{ spell: "breath-of-life", color: "blue", target: units("d1") }]),
      ],
    });
    expect(resolved(events)).toEqual([["breath-of-life", 1]]);
    expect(where(state, "d1")).toBe("reserve");
  });

  // Line 1715: units a Cantrip's spells bring into an army during a roll roll at once with it.
  it("rolls a unit Reanimate Dead brings back with a Cantrip in the save roll it suspended", () => {
    const { events, state } = play({
      front: ["flatland-city", faceOf("flatland-city", "Melee")],
      dice: [
        [0, "footman", "t:front"],
        [1, "lich", "t:front"],
        [1, "zombie", "dua"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["1 Melee"], d1: ["4 Cantrip"], d2: ["1 Save"] },
      decisions: [
        attack("melee", "t:front"),
        announce([{ spell: "reanimate-dead", color: "black", target: units("d2") }], 1),
      ],
    });
    expect(where(state, "d2")).toBe("t:front");
    expect(tallies(events, "save-vs-melee")).toEqual([1]);
    expect(ofType(events, "damage").map((e) => [e.damage, e.saves])).toEqual([[1, 1]]);
  });

  // Lines 500-502: the target of a spell must exist when it is announced: a unit brought back by
  // Reanimate Dead was in the DUA then, so no spell aimed at a unit in play may target it.
  it("refuses a unit-targeting spell at a unit in the DUA (Reanimate Dead then Burning Hands)", () => {
    const { state } = atCasting({
      dice: [...enchanters(1), [0, "footman", "dua"], [1, "footman", "t:front"]],
      rolls: fourMagic(1),
    });
    expect(
      targetProblem(ruleset29a.tables, state, 0, "t:front", spell("burning-hands"), { unit: "d1" }),
    ).toMatch(/not a unit in play/);
  });
});

describe("2.9a burial", () => {
  // Lines 1207, 1342, 1173: Ashes to Ashes and Dust to Dust combine to bury a 2-health unit.
  it("buries a 2-health enemy unit with an Ashes to Ashes and a Dust to Dust", () => {
    const target = units("d2");
    const { events, state } = cast({
      dice: [
        [0, "hedge-wizard", "t:front"],
        [0, "thaumaturgist", "t:front"],
        [1, "sergeant", "dua"],
        [1, "footman", "t:front"],
      ],
      rolls: { d0: ["3 Magic"], d1: ["3 Magic"] },
      spells: [
        { spell: "ashes-to-ashes", color: "black", target },
        { spell: "dust-to-dust", color: "gold", target },
      ],
    });
    expect(resolved(events)).toEqual([["ashes-to-ashes", 2]]);
    expect(where(state, "d2")).toBe("bua");
    expect(ofType(events, "buried").map((e) => [e.dice, e.by])).toEqual([
      [["d2"], "ashes-to-ashes"],
    ]);
  });

  // Line 869: a buried Undead unit may resist burial, whatever buries it.
  it("lets an Undead unit resist Bloat Corpses", () => {
    const { events, state } = cast({
      dice: [
        [0, "enchanter", "t:front"],
        [1, "zombie", "dua"],
        [1, "footman", "t:front"],
      ],
      rolls: { d0: ["4 Magic"], d1: ["1 Save"] },
      spells: [{ spell: "bloat-corpses", color: "green", target: units("d1") }],
    });
    expect(resolved(events)).toEqual([["bloat-corpses", 1]]);
    expect(ofType(events, "burial-resisted").map((e) => e.dice)).toEqual([["d1"]]);
    expect(where(state, "d1")).toBe("dua");
  });

  // Lines 1342, 1440: an enemy's DUA only; Bloat Corpses is a Coral Elf spell.
  it("buries only an enemy's dead, and Bloat Corpses only with Coral Elf points", () => {
    const { offered, problem } = atCasting({
      dice: [
        [0, "hedge-wizard", "t:front"],
        [0, "footman", "dua"],
        [1, "footman", "dua"],
        [1, "footman", "t:front"],
      ],
      rolls: { d0: ["3 Magic"] },
    });
    expect(offered).toContain("dust-to-dust");
    expect(offered).not.toContain("bloat-corpses");
    expect(problem([{ spell: "dust-to-dust", color: "gold", target: units("d1") }])).toMatch(
      /an enemy's/,
    );
    expect(problem([{ spell: "dust-to-dust", color: "gold", target: units("d2") }])).toBeNull();
  });
});

describe("2.9a Honor the Dead", () => {
  // Amazons cast the colours of their terrain (line 841): a Deadland (black) frontier.
  const deadland: [string, number] = ["deadland-village", 4];
  const honor = { spell: "honor-the-dead", color: "black", target: { dua: 1 } };

  // Line 1225: only dead units with the black aspect can be buried from the target DUA.
  it("keeps a Dwarf in the DUA but lets a Goblin be buried", () => {
    const { events, state } = cast({
      front: deadland,
      dice: [
        [0, "visionary", "t:front"],
        [0, "visionary", "t:front"],
        [1, "footman", "dua"],
        [1, "mugger", "dua"],
        [1, "footman", "t:front"],
      ],
      rolls: { d0: ["4 Magic"], d1: ["4 Magic"] },
      spells: [
        honor,
        { spell: "ashes-to-ashes", color: "black", target: units("d2") },
        { spell: "ashes-to-ashes", color: "black", target: units("d3") },
      ],
    });
    expect(resolved(events)).toEqual([
      ["honor-the-dead", 1],
      ["ashes-to-ashes", 1],
      ["ashes-to-ashes", 1],
    ]);
    expect(ofType(events, "burial-forbidden").map((e) => e.dice)).toEqual([["d2"]]);
    expect([where(state, "d2"), where(state, "d3")]).toEqual(["dua", "bua"]);
    const [effect] = state.effects;
    expect(effect?.target).toEqual({ dua: 1 });
    expect(effect?.expires).toBe("start-of-next-turn");
  });

  // Lines 759, 1225: a Temple forces a player to bury a dead unit: not one Honor the Dead keeps.
  it("leaves the Temple only the black units of an honoured DUA to bury", () => {
    const { state } = play({
      front: deadland,
      home1: ["flatland-temple", 8],
      controller: { home1: 0 },
      dice: [
        [0, "footman", "t:home1"],
        [1, "visionary", "t:front"],
        [1, "footman", "dua"],
        [1, "mugger", "dua"],
      ],
      turn: 1,
      start: { phase: "action", army: "t:front" },
      rolls: { d1: ["4 Magic"] },
      decisions: [
        { player: 1, kind: "choose-action", choice: { action: "magic" } },
        announce([{ ...honor, target: { dua: 1 } }], 1),
        { player: 1, kind: "retreat", choice: [] },
        { player: 0, kind: "temple", choice: { target: 1 } },
      ],
    });
    expect(state.pending.map((d) => [d.player, d.kind, d.options])).toEqual([
      [1, "temple-burial", [{ bury: "d3" }]],
    ]);
  });

  // Line 1225: once per magic action; an Amazon spell.
  it("is cast once per magic action, and only with Amazon points", () => {
    const amazons = atCasting({
      front: deadland,
      dice: [
        [0, "visionary", "t:front"],
        [0, "visionary", "t:front"],
        [1, "footman", "t:front"],
      ],
      rolls: { d0: ["4 Magic"], d1: ["4 Magic"] },
    });
    expect(amazons.problem([honor])).toBeNull();
    expect(amazons.problem([honor, { ...honor, target: { dua: 0 } }])).toMatch(/only once/);
    const goblins = atCasting({
      front: deadland,
      dice: [
        [0, "death-naga", "t:front"],
        [1, "footman", "dua"],
        [1, "footman", "t:front"],
      ],
      rolls: { d0: ["4 Magic"] },
    });
    expect(goblins.offered).toContain("ashes-to-ashes");
    expect(goblins.offered).not.toContain("honor-the-dead");
  });
});

describe("2.9a Exhume", () => {
  // A's Undead (six black points), B's dead footman and sergeant, A's dead zombie and death knight.
  const dice: [number, string, string][] = [
    [0, "lich", "t:front"],
    [0, "vampire", "t:front"],
    [1, "footman", "dua"],
    [1, "sergeant", "dua"],
    [0, "zombie", "dua"],
    [0, "death-knight", "dua"],
    [1, "footman", "t:front"],
  ];
  const exhume = { spell: "exhume", color: "black", target: units("d2", "d3") };

  // Line 1235: the chosen dead roll a save or are buried; as many Undead units as the health
  // buried may join the casting army (docs/rulings.md: a count of units).
  it("buries the dead that fail their saves and brings back Undead for the health buried", () => {
    const { events, state } = cast({
      dice,
      rolls: { d0: ["3 Magic"], d1: ["3 Magic"], d2: ["1 Melee"], d3: ["3 Save"] },
      spells: [exhume],
      later: [refused(pick(["d4", "d5"])), pick(["d5"])],
    });
    expect(ofType(events, "avoidance").map((e) => [e.unit, e.passed])).toEqual([
      ["d2", false],
      ["d3", true],
    ]);
    // One health buried: one Undead unit, a 3-health one if its owner likes.
    expect([where(state, "d2"), where(state, "d3")]).toEqual(["bua", "dua"]);
    expect([where(state, "d4"), where(state, "d5")]).toEqual(["dua", "t:front"]);
  });

  it("brings back nothing when nothing is buried", () => {
    const { events, state } = cast({
      dice,
      rolls: { d0: ["3 Magic"], d1: ["3 Magic"], d2: ["1 Save"], d3: ["3 Save"] },
      spells: [exhume],
    });
    expect(ofType(events, "buried")).toEqual([]);
    expect(state.pending.map((d) => d.kind)).not.toContain("sai-targets");
  });

  // Line 1235: an enemy's DUA, an Undead spell, three health-worth per casting.
  it("targets only an enemy's dead, three health-worth a casting, with Undead points", () => {
    const { problem } = atCasting({
      dice: [...dice, [1, "warlord", "dua"]],
      rolls: { d0: ["3 Magic"], d1: ["3 Magic"] },
    });
    expect(problem([{ ...exhume, target: units("d4") }])).toMatch(/an enemy's/);
    expect(problem([{ ...exhume, target: units("d2", "d7") }])).toMatch(/covering 4, not 3/);
    const goblins = atCasting({
      dice: [[0, "death-naga", "t:front"], [0, "trickster", "t:front"], ...dice.slice(2)],
      rolls: { d0: ["4 Magic"], d1: ["2 Magic"] },
    });
    expect(goblins.offered).toContain("ashes-to-ashes");
    expect(goblins.offered).not.toContain("exhume");
  });
});

describe("2.9a Open Grave and Leaving", () => {
  // Line 1233: the army's casualties of army-targeting damage go to the reserve area.
  it("sends the casualties of a Hailstorm at an Open Grave army to the reserve area", () => {
    const { events, state } = cast({
      dice: [
        [0, "lich", "t:front"],
        [0, "vampire", "t:front"],
        [0, "enchanter", "t:front"],
        [1, "footman", "t:front"],
      ],
      rolls: { d0: ["3 Magic"], d1: ["3 Magic"], d2: ["4 Magic"], d3: ["1 Melee"] },
      spells: [
        { spell: "open-grave", color: "black", target: army(1) },
        { spell: "hailstorm", color: "blue", target: army(1) },
      ],
    });
    expect(resolved(events)).toEqual([
      ["open-grave", 1],
      ["hailstorm", 1],
    ]);
    expect(ofType(events, "killed")).toEqual([]);
    expect(ofType(events, "spared").map((e) => [e.dice, e.to, e.by])).toEqual([
      [["d3"], "reserve", "Open Grave"],
    ]);
    expect(where(state, "d3")).toBe("reserve");
  });

  // Lines 580, 658: a unit targeted on its own (Bullseye) is not guarded; the army's missile
  // damage is.
  it("guards against missile damage at the army but not against a Bullseye at a unit", () => {
    const { events, state } = play({
      front: magicFront,
      dice: [
        [0, "lich", "t:front"],
        [0, "vampire", "t:front"],
        [0, "deadeye", "t:home0"],
        [0, "deadeye", "t:home0"],
        [1, "footman", "t:front"],
        [1, "footman", "t:front"],
        [1, "footman", "t:front"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: {
        d0: ["3 Magic"],
        d1: ["3 Magic"],
        d2: ["4 Bullseye"],
        d3: ["3 Missile"],
        d4: ["1 Melee"],
        d5: ["1 Melee"],
        d6: ["1 Melee"],
      },
      decisions: [
        chooseMagic,
        announce([{ spell: "open-grave", color: "black", target: army(1) }]),
        { player: 0, kind: "choose-march", choice: { army: "t:home0" } },
        { player: 0, kind: "maneuver", choice: { maneuver: null } },
        attack("missile", "t:front"),
        { player: 0, kind: "sai-damage", choice: { d4: 4 } },
      ],
    });
    expect(ofType(events, "killed").map((e) => e.dice)).toEqual([["d4"]]);
    expect(ofType(events, "spared").map((e) => e.dice)).toEqual([["d5", "d6"]]);
    expect(["d4", "d5", "d6"].map((id) => where(state, id))).toEqual(["dua", "reserve", "reserve"]);
  });
});

describe("2.9a Leaving", () => {
  // A's Treefolk at home cast Leaving; A's front army then attacks B's, whose counter-attack kills.
  const leave = (spells: Announce[]) =>
    play({
      home0: ["flatland-city", 1],
      front: ["flatland-city", 5],
      dice: [
        [0, "satyr", "t:home0"],
        [0, "satyr", "t:home0"],
        [0, "footman", "t:front"],
        [1, "footman", "t:front"],
      ],
      start: { phase: "action", army: "t:home0" },
      rolls: {
        d0: ["4 Magic"],
        d1: ["4 Magic"],
        d2: ["1 Melee", "1 Melee"],
        d3: ["1 Save", "2 Melee"],
      },
      decisions: [
        chooseMagic,
        announce(spells),
        { player: 0, kind: "choose-march", choice: { army: "t:front" } },
        { player: 0, kind: "maneuver", choice: { maneuver: null } },
        attack("melee", "t:front"),
        { player: 1, kind: "counter-attack", choice: true },
      ],
    });

  // Line 1398: casualties of army-targeting damage join another of the caster's armies.
  it("sends a unit killed by a counter-attack to the caster's other army", () => {
    const { events, state } = leave([{ spell: "leaving", color: "gold", target: { player: 0 } }]);
    expect(resolved(events)).toEqual([["leaving", 1]]);
    const leavings = ofType(events, "effect").filter((e) => e.effect.name === "Leaving");
    expect(leavings.map((e) => e.effect.target)).toEqual([
      { army: 0, at: "t:home0" },
      { army: 0, at: "t:front" },
    ]);
    expect(ofType(events, "spared").map((e) => [e.dice, e.to])).toEqual([[["d2"], "t:home0"]]);
    // The frontier army's one unit has left it: the Leaving on that army ends (line 1131).
    expect(state.effects.filter((e) => e.name === "Leaving").map((e) => e.target)).toEqual([
      { army: 0, at: "t:home0" },
    ]);
    expect(where(state, "d2")).toBe("t:home0");
  });

  // Lines 1233, 1398: Open Grave, castings at different armies; Leaving, once, a Treefolk spell.
  it("is cast once, with Treefolk points; Open Grave once at an army", () => {
    const { problem } = atCasting({
      dice: [
        [0, "satyr", "t:front"],
        [0, "satyr", "t:front"],
        [0, "lich", "t:front"],
        [0, "vampire", "t:front"],
        [0, "lich", "t:front"],
        [0, "vampire", "t:front"],
        [1, "footman", "t:front"],
      ],
      rolls: {
        d0: ["4 Magic"],
        d1: ["4 Magic"],
        d2: ["3 Magic"],
        d3: ["3 Magic"],
        d4: ["3 Magic"],
        d5: ["3 Magic"],
      },
    });
    const leaving = { spell: "leaving", color: "gold", target: { player: 0 } };
    const grave = { spell: "open-grave", color: "black", target: army(1) };
    expect(problem([leaving])).toBeNull();
    expect(problem([leaving, leaving])).toMatch(/only once/);
    expect(problem([grave, { ...grave, target: army(0) }])).toBeNull();
    expect(problem([grave, grave])).toMatch(/cannot be cast twice at one target/);
    const elves = atCasting({
      dice: [...enchanters(2), [1, "footman", "t:front"]],
      rolls: fourMagic(2),
    });
    expect(elves.offered).not.toContain("leaving");
  });

  it("is not there to guard without the spell", () => {
    const { events, state } = leave([]);
    expect(ofType(events, "killed").map((e) => e.dice)).toEqual([["d2"]]);
    expect(where(state, "d2")).toBe("dua");
  });
});

describe("2.9a Soiled Ground", () => {
  const swamp: [string, number] = ["swampland-city", faceOf("swampland-city", "Magic")];
  const soil = { spell: "soiled-ground", color: "black", target: { terrain: "front" } };
  const casters: [number, string, string][] = [
    [0, "death-naga", "t:front"],
    [0, "trickster", "t:front"],
    [0, "enchanter", "t:front"],
  ];

  // Line 1238: a unit killed at the terrain saves in the DUA or is buried.
  it("makes a unit killed at the swampland save in the DUA or be buried", () => {
    const { events, state } = cast({
      front: swamp,
      dice: [...casters, [1, "footman", "t:front"], [1, "footman", "t:home1"]],
      rolls: { d0: ["4 Magic"], d1: ["2 Magic"], d2: ["4 Magic"], d3: ["1 Melee", "1 Melee"] },
      spells: [soil, { spell: "hailstorm", color: "blue", target: army(1) }],
    });
    expect(ofType(events, "killed").map((e) => e.dice)).toEqual([["d3"]]);
    expect(ofType(events, "avoidance").map((e) => [e.unit, e.passed])).toEqual([["d3", false]]);
    expect(where(state, "d3")).toBe("bua");
  });

  it("lets a unit that saves stay in the DUA", () => {
    const { state } = cast({
      front: swamp,
      dice: [...casters, [1, "footman", "t:front"], [1, "footman", "t:home1"]],
      rolls: { d0: ["4 Magic"], d1: ["2 Magic"], d2: ["4 Magic"], d3: ["1 Melee", "1 Save"] },
      spells: [soil, { spell: "hailstorm", color: "blue", target: army(1) }],
    });
    expect(where(state, "d3")).toBe("dua");
  });

  // Line 1238: a swampland only; a Goblin spell.
  it("targets only a swampland, with Goblin points", () => {
    const flat = atCasting({
      dice: [...casters, [1, "footman", "t:front"]],
      rolls: { d0: ["4 Magic"], d1: ["2 Magic"] },
    });
    expect(flat.offered).toContain("open-grave");
    expect(flat.offered).not.toContain("soiled-ground");
    expect(
      targetProblem(
        ruleset29a.tables,
        flat.state,
        0,
        "t:front",
        spell("soiled-ground"),
        soil.target,
      ),
    ).toMatch(/swampland terrain only/);
    const undead = atCasting({
      front: swamp,
      dice: [
        [0, "lich", "t:front"],
        [0, "vampire", "t:front"],
        [1, "footman", "t:front"],
      ],
      rolls: { d0: ["3 Magic"], d1: ["3 Magic"] },
    });
    expect(undead.offered).not.toContain("soiled-ground");
  });
});

describe("2.9a Spirit Furnace", () => {
  const furnace = { spell: "spirit-furnace", color: "black", target: { dua: 0 } };
  // A's Goblin (4 black points) and a Zombie at the front; A's dead footman and sergeant; B's dead
  // footman.
  const dice: [number, string, string][] = [
    [0, "death-naga", "t:front"],
    [0, "zombie", "t:front"],
    [0, "footman", "dua"],
    [0, "sergeant", "dua"],
    [1, "footman", "dua"],
    [1, "footman", "t:front"],
  ];

  // Lines 514, 1231: announced and resolved first; 2 black points per health buried, for the
  // racial spells of any race in the casting army (here the Undead's Exhume); then the rest.
  it("buries A's dead for six points that pay for an Undead spell", () => {
    const { events, state } = play({
      front: magicFront,
      dice,
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["4 Magic"], d1: ["1 Melee"], d4: ["1 Melee"] },
      decisions: [
        chooseMagic,
        announce([furnace]),
        announce([{ spell: "exhume", color: "black", target: units("d4") }]),
      ],
    });
    expect(ofType(events, "buried").map((e) => [e.dice, e.by])).toEqual([
      [["d2", "d3"], "spirit-furnace"],
      [["d4"], "burial"],
    ]);
    expect(ofType(events, "magic-pool").map((e) => e.points)).toEqual([
      { black: 4, gold: 4 },
      { black: 6 },
    ]);
    expect(resolved(events)).toEqual([
      ["spirit-furnace", 1],
      ["exhume", 1],
    ]);
    expect(where(state, "d4")).toBe("bua");
  });

  it("is announced alone, once, and not again once cast", () => {
    const first = atCasting({
      dice: [...dice, [0, "trickster", "t:front"]],
      rolls: { d0: ["4 Magic"], d1: ["1 Melee"], d6: ["2 Magic"] },
    });
    expect(first.offered).toContain("spirit-furnace");
    expect(
      first.problem([furnace, { spell: "ashes-to-ashes", color: "black", target: units("d4") }]),
    ).toMatch(/on its own/);
    const { state } = play({
      front: magicFront,
      dice,
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["4 Magic"], d1: ["1 Melee"] },
      decisions: [chooseMagic, announce([furnace])],
    });
    const again = state.pending[0]?.data as unknown as CastData;
    const offered = again.offers.map((o) => o.spell);
    expect(offered).not.toContain("spirit-furnace");
    // Only races in the casting army: no Amazon spell for the furnace's points.
    expect(offered).toContain("exhume");
    expect(offered).not.toContain("honor-the-dead");
  });

  // Line 514: the furnace's points add to what is left once it is paid for.
  it("never pays for the furnace itself with its own points", () => {
    const goblin = { species: "goblins", worth: { black: 1, gold: 1 } };
    const fire = { species: "any", worth: { black: 1 }, sai: true as const };
    const pool: MagicPool = {
      points: [...Array(4).fill(goblin), ...Array(6).fill(fire)],
      races: ["goblins", "undead"],
      dead: { largest: 0, all: 0 },
      negation: 0,
      spent: [{ color: "black", species: "goblins", cost: 4 }],
    };
    expect(canPay(pool, [{ color: "gold", species: null, cost: 1 }])).toBe(false);
    expect(canPay(pool, [{ color: "black", species: "undead", cost: 6 }])).toBe(true);
    expect(canPay(pool, [{ color: "black", species: null, cost: 7 }])).toBe(false);
  });

  it("asks whether the caster's Undead resist burial", () => {
    const { state } = play({
      front: magicFront,
      dice: [...dice, [0, "ghoul", "dua"]],
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["4 Magic"], d1: ["1 Melee"], d6: ["1 Save"] },
      decisions: [
        chooseMagic,
        announce([furnace]),
        { player: 0, kind: "sai-choice", choice: { say: "roll to resist burial" } },
      ],
    });
    expect(where(state, "d6")).toBe("dua");
    const again = state.pending[0]?.data as unknown as CastData;
    expect(again.pool).toEqual({ black: 6 });
  });
});

describe("2.9a Haunt", () => {
  // A's Undead (nine black points) at the front; A's dead footman and thug; B's redwood there.
  const dice: [number, string, string][] = [
    [0, "lich", "t:front"],
    [0, "vampire", "t:front"],
    [0, "heucava", "t:front"],
    [0, "footman", "dua"],
    [0, "thug", "dua"],
    [1, "redwood", "t:front"],
    [1, "footman", "t:home1"],
  ];
  const haunt = { spell: "haunt", color: "black", target: { dua: 0 } };
  const magic = { d0: ["3 Magic"], d1: ["3 Magic"], d2: ["3 Magic"] };
  const hauntFront = {
    player: 0,
    kind: "sai-choice",
    choice: { say: "haunt this army", at: "t:front", player: 1 },
  };

  // Line 1241, glossary line 2616: the dead attack; the defenders save and counter-attack; the
  // dead killed are buried, the rest stay in the DUA.
  it("makes the dead attack an enemy army, and buries those its counter-attack kills", () => {
    const { events, state } = cast({
      dice,
      rolls: {
        ...magic,
        d3: ["2 Melee", "1 Melee"],
        d4: ["2 Melee", "1 Melee"],
        d5: ["4 Save", "4 Melee"],
      },
      spells: [haunt],
      later: [hauntFront, { player: 1, kind: "counter-attack", choice: true }],
    });
    expect(tallies(events, "melee-attack")).toEqual([4]);
    expect(ofType(events, "damage").map((e) => [e.player, e.damage, e.saves])).toEqual([
      [1, 4, 4],
      [0, 4, 0],
    ]);
    expect(ofType(events, "killed")).toEqual([]);
    expect(ofType(events, "buried").map((e) => [e.dice, e.by])).toEqual([[["d3", "d4"], "haunt"]]);
    expect(where(state, "d5")).toBe("t:front");
  });

  it("kills defenders as a melee attack does, the dead staying in the DUA", () => {
    const { events, state } = cast({
      dice: [...dice.slice(0, 5), [1, "footman", "t:front"], [1, "footman", "t:home1"]],
      rolls: { ...magic, d3: ["2 Melee"], d4: ["2 Melee"], d5: ["1 Melee"] },
      spells: [haunt],
      later: [hauntFront],
    });
    expect(ofType(events, "killed").map((e) => e.dice)).toEqual([["d5"]]);
    expect([where(state, "d3"), where(state, "d4")]).toEqual(["dua", "dua"]);
  });

  // Line 1241: an Undead spell, with dead units to rise; line 1123: never from the reserve area.
  it("needs Undead points and dead units, and is not cast from the reserve area", () => {
    const ready = atCasting({ dice, rolls: magic });
    expect(ready.offered).toContain("haunt");
    const noDead = atCasting({
      dice: [...dice.slice(0, 3), [1, "redwood", "t:front"]],
      rolls: magic,
    });
    expect(noDead.offered).not.toContain("haunt");
    expect(
      targetProblem(ruleset29a.tables, ready.state, 0, "reserve", spell("haunt"), { dua: 0 }),
    ).toMatch(/reserve area/);
  });
});
