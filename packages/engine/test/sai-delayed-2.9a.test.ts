// 2.9a Delayed and Late SAIs (rules/000 lines 1697-1703): an SAI rolled in one army's roll that
// acts on another army's roll, before that roll is final, before its Special and Unique SAIs, or
// once it is final.
import { describe, expect, it } from "vitest";
import type { GameEvent } from "../src/kernel/events.ts";
import {
  attack,
  counter,
  faceOf,
  maneuverUp,
  ofType,
  play,
  rolledFaces,
  steps,
  tallies,
} from "./positions.ts";

const front: [string, number] = ["flatland-city", faceOf("flatland-city", "Melee")];

describe("2.9a Wave", () => {
  // Line 2194: in a melee attack the defenders lose 4 save results before their roll is final.
  it("takes 4 saves from the defenders' save roll in a melee attack", () => {
    const { events } = play({
      front,
      dice: [
        [0, "leviathan", "t:front"],
        [0, "footman", "t:front"],
        [1, "tiger-folk", "t:front"],
        [1, "footman", "t:front"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["Wave"], d1: ["2 Melee"], d2: ["4 Save"], d3: ["1 Save"] },
      decisions: [attack("melee", "t:front")],
    });
    expect(tallies(events, "save-vs-melee")).toEqual([1]);
    expect(steps(events, "save-vs-melee")).toEqual([
      [{ source: "sai", label: "Wave", effect: -4 }],
    ]);
    // 2 hits, 1 save: one footman dies, without a choice (the tiger-folk has 3 health).
    expect(ofType(events, "damage")).toEqual([
      { type: "damage", player: 1, location: "t:front", damage: 2, saves: 1 },
    ]);
  });

  const maneuver = (rolls: Record<string, string[]>) =>
    play({
      front: ["flatland-city", 3],
      dice: [
        [0, "leviathan", "t:front"],
        [0, "advocate", "t:front"],
        [1, "swamp-beast", "t:front"],
        [1, "advocate", "t:front"],
      ],
      start: { phase: "maneuver", army: "t:front" },
      rolls,
      decisions: [maneuverUp, counter],
    });

  // Line 2194: when its army maneuvers, each counter-maneuvering army loses 4 maneuver results
  // after rolling, before its roll is final; the rolls are made at the same time.
  it("takes 4 maneuvers from each counter-maneuvering army's roll", () => {
    const { events } = maneuver({
      d0: ["Wave"],
      d1: ["1 Maneuver"],
      d2: ["4 Maneuver"],
      d3: ["1 Maneuver"],
    });
    // 1 maneuver against 5 - 4 = 1: the tie goes to the maneuvering army.
    expect(tallies(events, "maneuver")).toEqual([1]);
    expect(tallies(events, "counter-maneuver")).toEqual([1]);
    expect(steps(events, "counter-maneuver")).toEqual([
      [{ source: "sai", label: "Wave", effect: -4 }],
    ]);
    expect(ofType(events, "maneuver").map((e) => [e.success, e.to])).toEqual([[true, 4]]);
  });

  // Line 1661: rolled in a counter-maneuver, an SAI's special results are ignored.
  it("does nothing when rolled in a counter-maneuver", () => {
    const { events } = maneuver({
      d0: ["4 Maneuver"],
      d1: ["1 Maneuver"],
      d2: ["Wave"],
      d3: ["1 Maneuver"],
    });
    expect(tallies(events, "maneuver")).toEqual([5]);
    expect(steps(events, "maneuver")).toEqual([undefined]);
    expect(ofType(events, "sai")).toEqual([]);
  });
});

/** The dice that rolled for a purpose, each time they rolled. */
const rolledDice = (events: GameEvent[], purpose: string) =>
  rolledFaces(events, purpose).map((f) => f.split(":")[0]);

describe("2.9a Choke", () => {
  const choke = (decisions: { player: number; kind?: string; choice: unknown }[]) =>
    play({
      front,
      dice: [
        [0, "strangle-vine", "t:front"],
        [0, "footman", "t:front"],
        [1, "footman", "t:front"],
        [1, "footman", "t:front"],
        [1, "footman", "t:front"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["Choke"], d1: ["2 Melee"], d2: ["ID"], d3: ["ID"], d4: ["1 Save"] },
      decisions: [attack("melee", "t:front"), ...decisions],
    });

  // Line 1839: once the defenders have rolled saves, the choking player picks up to 4 health-worth
  // of defending units that rolled their ID icon; they are killed at once and their ID counts for
  // nothing (line 1723).
  it("kills the defenders its roller picks among those that rolled their ID", () => {
    const asked = choke([]);
    expect(asked.state.pending.map((d) => [d.player, d.kind])).toEqual([[0, "sai-targets"]]);
    expect(asked.state.pending.map((d) => d.data as { units: unknown[] })[0]?.units).toEqual([
      { id: "d2", health: 1 },
      { id: "d3", health: 1 },
    ]);
    const { events } = choke([{ player: 0, kind: "sai-targets", choice: ["d2"] }]);
    expect(ofType(events, "killed")).toEqual([{ type: "killed", player: 1, dice: ["d2"] }]);
    // d3's ID and d4's save: the 2 hits are saved.
    expect(tallies(events, "save-vs-melee")).toEqual([2]);
    expect(ofType(events, "damage").map((e) => e.saves)).toEqual([2]);
  });

  it("refuses a unit that did not roll its ID", () => {
    expect(() => choke([{ player: 0, kind: "sai-targets", choice: ["d4"] }])).toThrow(
      "d4 is not a unit Choke may pick",
    );
  });
});

describe("2.9a Confuse", () => {
  // Line 1856: the confusing player picks up to 4 health-worth of defending units, which roll again
  // before the defenders' Special SAIs; the new face replaces the old one.
  it("rerolls the defenders its roller picks in a melee attack, the new face replacing the old", () => {
    const { events } = play({
      front,
      dice: [
        [0, "umber-hulk", "t:front"],
        [0, "footman", "t:front"],
        [1, "footman", "t:front"],
        [1, "footman", "t:front"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["Confuse"], d1: ["2 Melee"], d2: ["1 Save", "1 Melee"], d3: ["1 Save"] },
      decisions: [attack("melee", "t:front"), { player: 0, kind: "sai-targets", choice: ["d2"] }],
    });
    expect(rolledFaces(events, "save-vs-melee")).toEqual([
      "d2: 1 Save",
      "d3: 1 Save",
      "d2: 1 Melee",
    ]);
    expect(tallies(events, "save-vs-melee")).toEqual([1]);
    expect(ofType(events, "damage").map((e) => [e.damage, e.saves])).toEqual([[2, 1]]);
  });

  it("rerolls the defenders its roller picks in a missile action", () => {
    const { events } = play({
      front: ["flatland-city", faceOf("flatland-city", "Missile")],
      dice: [
        [0, "satyr", "t:front"],
        [0, "marksman", "t:front"],
        [1, "marksman", "t:front"],
        [1, "footman", "t:front"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["Confuse"], d1: ["3 Missile"], d2: ["2 Save", "2 ID"], d3: ["1 Save"] },
      decisions: [attack("missile", "t:front"), { player: 0, kind: "sai-targets", choice: ["d2"] }],
    });
    // The marksman's 2 saves became its ID, worth 2 saves too; with the footman's: 3.
    expect(rolledDice(events, "save-vs-missile")).toEqual(["d2", "d3", "d2"]);
    expect(tallies(events, "save-vs-missile")).toEqual([3]);
  });
});

describe("2.9a Hypnotic Glare", () => {
  const glare = (roll: string) =>
    play({
      front,
      dice: [
        [0, "leviathan", "t:front"],
        [0, "footman", "t:front"],
        [1, "footman", "t:front"],
        [1, "footman", "t:front"],
        [1, "footman", "t:front"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: {
        d0: ["Hypnotic Glare", "4 Save"],
        d1: ["2 Melee", "1 Save"],
        d2: ["ID"],
        d3: ["1 Save", "2 Melee"],
        d4: ["1 Save", "1 Melee"],
      },
      decisions: [
        attack("melee", "t:front"),
        { player: 1, kind: "counter-attack", choice: true },
        { player: 0, kind: "sai-choice", choice: { say: roll } },
      ],
    });

  // Line 1984: every defending unit that rolled its ID is hypnotized: its results do not count, it
  // may not roll until the end of the glaring player's next turn, and the effect ends for all when
  // the glaring unit is rolled.
  it("hypnotizes the defenders that rolled their ID, until the glaring unit rolls again", () => {
    const { events, state } = glare("roll it: the hypnosis ends");
    expect(ofType(events, "effect").map((e) => [e.effect.name, e.effect.target])).toEqual([
      ["Hypnotic Glare", { unit: "d2", at: "t:front" }],
    ]);
    // The hypnotized footman's ID is no save: 2 saves against 2 hits.
    expect(tallies(events, "save-vs-melee")[0]).toBe(2);
    expect(ofType(events, "killed")).toEqual([]);
    // It does not counter-attack; the leviathan then rolls to save, which ends the glare.
    expect(rolledDice(events, "counter-attack")).toEqual(["d3", "d4"]);
    expect(rolledDice(events, "save-vs-melee")).toEqual(["d2", "d3", "d4", "d0", "d1"]);
    expect(ofType(events, "expired").map((e) => e.effects.map((x) => x.name))).toEqual([
      ["Hypnotic Glare"],
    ]);
    expect(state.effects).toEqual([]);
  });

  // Line 1984: "The glaring unit may be excluded from any roll while glaring."
  it("lets its owner keep the glaring unit out of a roll, and the glare on", () => {
    const { events, state } = glare("keep glaring: leave it out of this roll");
    expect(rolledDice(events, "save-vs-melee")).toEqual(["d2", "d3", "d4", "d1"]);
    expect(tallies(events, "save-vs-melee")).toEqual([2, 1]);
    expect(state.effects.map((e) => [e.name, e.target])).toEqual([
      ["Hypnotic Glare", { unit: "d2", at: "t:front" }],
    ]);
  });
});

describe("2.9a Frost Breath", () => {
  // Line 1954: the breathing player picks an opposing army (here the only one); until the
  // beginning of their next turn each of its rolls is halved before it is final, rounding down
  // (line 634), the counter-attack included.
  it("halves every roll of the army it chills, in a melee attack", () => {
    const { events, state } = play({
      front,
      dice: [
        [0, "cryohydra", "t:front"],
        [0, "marksman", "t:front"],
        [1, "tiger-folk", "t:front"],
        [1, "footman", "t:front"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: {
        d0: ["Frost Breath", "4 Save"],
        d1: ["3 Melee", "2 Save"],
        d2: ["4 Save", "4 Melee"],
        d3: ["1 Save"],
      },
      decisions: [
        attack("melee", "t:front"),
        { player: 1, kind: "choose-casualties", choice: ["d3"] },
        { player: 1, kind: "counter-attack", choice: true },
      ],
    });
    expect(ofType(events, "effect").map((e) => [e.effect.name, e.effect.target])).toEqual([
      ["Frost Breath", { army: 1, at: "t:front" }],
    ]);
    // 5 saves halved: 2; 3 hits, 1 damage.
    expect(tallies(events, "save-vs-melee")[0]).toBe(2);
    expect(steps(events, "save-vs-melee")[0]).toEqual([
      { source: "sai", label: "Frost Breath", effect: -3 },
    ]);
    expect(ofType(events, "killed")).toEqual([{ type: "killed", player: 1, dice: ["d3"] }]);
    // The tiger-folk's 4 hits back are halved too.
    expect(tallies(events, "counter-attack")).toEqual([2]);
    expect(state.effects.map((e) => [e.owner, e.expires, e.modifier])).toEqual([
      [0, "start-of-next-turn", { step: "divide", divisor: 2 }],
    ]);
  });

  it("halves the saves against its army's missile action", () => {
    const { events } = play({
      front: ["flatland-city", faceOf("flatland-city", "Missile")],
      dice: [
        [0, "cryohydra", "t:front"],
        [0, "marksman", "t:front"],
        [1, "tiger-folk", "t:front"],
        [1, "footman", "t:front"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["Frost Breath"], d1: ["3 Missile"], d2: ["4 Save"], d3: ["1 Save"] },
      decisions: [attack("missile", "t:front")],
    });
    expect(tallies(events, "save-vs-missile")).toEqual([2]);
  });
});

describe("2.9a Wither", () => {
  const withered = (defenders: [string, string][]) =>
    play({
      front,
      dice: [
        [0, "mummy", "t:front"],
        [0, "marksman", "t:front"],
        ...defenders.map(([die]) => [1, die, "t:front"] as [number, string, string]),
      ],
      start: { phase: "action", army: "t:front" },
      rolls: {
        d0: ["3 Wither"],
        d1: ["3 Melee"],
        ...Object.fromEntries(defenders.map(([, face], i) => [`d${i + 2}`, [face]])),
      },
      decisions: [attack("melee", "t:front")],
    });

  // Line 2210: the withering player picks an opposing army; until their next turn each of its
  // rolls loses one result per Wither icon before it is final.
  it("takes one result per Wither icon from the rolls of the army it withers", () => {
    const { events, state } = withered([
      ["tiger-folk", "4 Save"],
      ["footman", "1 Save"],
    ]);
    expect(tallies(events, "save-vs-melee")).toEqual([2]);
    expect(steps(events, "save-vs-melee")).toEqual([
      [{ source: "sai", label: "Wither", effect: -3 }],
    ]);
    expect(state.effects.map((e) => [e.name, e.target, e.modifier])).toEqual([
      ["Wither", { army: 1, at: "t:front" }, { step: "subtract", amount: 3 }],
    ]);
  });

  // Line 1642: a non-magical modifier that subtracts leaves SAI results alone.
  it("leaves the results of SAIs alone", () => {
    const { events } = withered([
      ["harpies", "4 Fly"],
      ["footman", "1 Save"],
    ]);
    // 4 saves from Fly and 1 from a save icon: only that one is taken.
    expect(tallies(events, "save-vs-melee")).toEqual([4]);
  });
});

describe("2.9a Galeforce", () => {
  // Line 1960: the player picks an enemy army; until their next turn, in its maneuver and save
  // rolls, its units showing Fly roll again until they show another face, before its Special
  // SAIs; not in its other rolls.
  it("rerolls the Fly of the army it blows on in save rolls, not in its melee rolls", () => {
    const { events, state } = play({
      front,
      dice: [
        [0, "genie", "t:front"],
        [0, "footman", "t:front"],
        [1, "harpies", "t:front"],
        [1, "footman", "t:front"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: {
        d0: ["Galeforce", "4 Save"],
        d1: ["1 Melee", "1 Save"],
        d2: ["4 Fly", "4 Fly", "4 Melee", "4 Fly"],
        d3: ["1 Save", "1 Melee"],
      },
      decisions: [attack("melee", "t:front"), { player: 1, kind: "counter-attack", choice: true }],
    });
    expect(state.effects.map((e) => [e.name, e.target])).toEqual([
      ["Galeforce", { army: 1, at: "t:front" }],
    ]);
    expect(rolledFaces(events, "save-vs-melee")).toEqual([
      "d2: 4 Fly",
      "d3: 1 Save",
      "d2: 4 Fly",
      "d2: 4 Melee",
      "d0: 4 Save",
      "d1: 1 Save",
    ]);
    expect(tallies(events, "save-vs-melee")).toEqual([1, 5]);
    // In the counter-attack its Fly stays (Fly gives nothing in a melee roll).
    expect(rolledFaces(events, "counter-attack")).toEqual(["d2: 4 Fly", "d3: 1 Melee"]);
  });

  it("rerolls the Fly of the army it blows on in its maneuver roll, on its player's turn", () => {
    const { events } = play({
      front,
      dice: [
        [0, "genie", "t:front"],
        [0, "footman", "t:front"],
        [1, "harpies", "t:front"],
        [1, "footman", "t:front"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: {
        d0: ["Galeforce", "4 Save"],
        d1: ["1 Melee", "1 Save"],
        d2: ["4 Save", "4 Fly", "4 Fly", "4 Melee"],
        d3: ["1 Save", "1 Melee"],
      },
      decisions: [
        attack("melee", "t:front"),
        { player: 1, kind: "counter-attack", choice: false },
        { player: 0, kind: "retreat", choice: [] },
        { player: 0, kind: "terrain-flight", choice: {} },
        { player: 1, kind: "choose-march", choice: { army: "t:front" } },
        { player: 1, kind: "maneuver", choice: { maneuver: "up" } },
        { player: 0, kind: "counter-maneuver", choice: true },
      ],
    });
    expect(rolledFaces(events, "maneuver")).toEqual([
      "d2: 4 Fly",
      "d3: 1 Melee",
      "d2: 4 Fly",
      "d2: 4 Melee",
    ]);
    expect(tallies(events, "maneuver")).toEqual([0]);
  });
});

describe("2.9a Illusion", () => {
  /** A's Illusion in a melee attack hides the army picked; then B's marksman may shoot. */
  const hiding = (at: string) =>
    play({
      front,
      home1: ["flatland-temple", faceOf("flatland-temple", "Missile")],
      dice: [
        [0, "rakshasa", "t:front"],
        [0, "footman", "t:front"],
        [0, "footman", "t:home0"],
        [1, "footman", "t:front"],
        [1, "marksman", "t:home1"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["Illusion"], d1: ["1 Melee"], d3: ["1 Save"] },
      decisions: [
        attack("melee", "t:front"),
        { player: 0, kind: "sai-choice", choice: { say: "hide", at, player: 0 } },
        { player: 1, kind: "counter-attack", choice: false },
        { player: 0, kind: "choose-march", choice: { army: null } },
        { player: 0, kind: "retreat", choice: [] },
        { player: 1, kind: "choose-march", choice: { army: "t:home1" } },
        { player: 1, kind: "maneuver", choice: { maneuver: null } },
      ],
    });

  // Line 1990: the player picks one of their armies (the acting army offered first); until the
  // beginning of their next turn it cannot be the target of a missile action.
  it("keeps the army its player picks from being the target of missiles", () => {
    const shown = hiding("t:home0");
    expect(shown.state.pending[0]?.options).toEqual([
      { action: "missile", target: { player: 0, at: "t:front" } },
      { action: null },
    ]);
    const hidden = hiding("t:front");
    expect(ofType(hidden.events, "effect").map((e) => [e.effect.name, e.effect.target])).toEqual([
      ["Illusion", { army: 0, at: "t:front" }],
    ]);
    expect(hidden.state.pending[0]?.options).toEqual([{ action: null }]);
  });

  it("offers the acting army first", () => {
    const asked = play({
      front,
      dice: [
        [0, "rakshasa", "t:front"],
        [0, "footman", "t:home0"],
        [1, "footman", "t:front"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["Illusion"] },
      decisions: [attack("melee", "t:front")],
    });
    expect(asked.state.pending[0]?.options).toEqual([
      { say: "hide", at: "t:front", player: 0 },
      { say: "hide", at: "t:home0", player: 0 },
    ]);
  });
});

describe("2.9a Surprise", () => {
  const surprised = (rolls: Record<string, string[]>) =>
    play({
      front,
      dice: [
        [0, "cannibal", "t:front"],
        [0, "footman", "t:front"],
        [1, "footman", "t:front"],
        [1, "tiger-folk", "t:front"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls,
      decisions: [attack("melee", "t:front")],
    });

  // Line 2162: in the acting army's melee attack, the defenders make their save roll, and then no
  // counter-attack: the attacking army's march goes on.
  it("lets the defenders save, then gives them no counter-attack", () => {
    const { events, state } = surprised({
      d0: ["Surprise"],
      d1: ["2 Melee"],
      d2: ["1 Save"],
      d3: ["2 Save"],
    });
    expect(tallies(events, "save-vs-melee")).toEqual([3]);
    expect(ofType(events, "sai").map((e) => [e.name, e.purpose])).toEqual([
      ["Surprise", "melee-attack"],
    ]);
    expect(ofType(events, "decided").map((e) => e.kind)).toEqual(["choose-action"]);
    expect(state.pending.map((d) => [d.player, d.kind])).toEqual([[0, "retreat"]]);
  });

  it("gives no counter-attack when the attack rolls no hits either", () => {
    const { events, state } = surprised({ d0: ["Surprise"], d1: ["1 Save"] });
    expect(tallies(events, "save-vs-melee")).toEqual([]);
    expect(state.pending.map((d) => [d.player, d.kind])).toEqual([[0, "retreat"]]);
  });
});

describe("2.9a Charge", () => {
  const charge = (decisions: { player: number; kind?: string; choice: unknown }[]) =>
    play({
      front,
      dice: [
        [0, "behemoth", "t:front"],
        [0, "advocate", "t:front"],
        [0, "footman", "t:front"],
        [1, "footman", "t:front"],
        [1, "tiger-folk", "t:front"],
        [1, "footman", "t:front"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: {
        d0: ["Charge"],
        d1: ["1 Maneuver"],
        d2: ["2 Melee"],
        d3: ["1 Save"],
        d4: ["4 Melee"],
        d5: ["ID"],
      },
      decisions: [attack("melee", "t:front"), ...decisions],
    });

  // Line 1827: the attacking army's maneuvers count as melee (at the racial step); the defenders
  // make a combination melee/save roll instead of their save roll and counter-attack: the saves
  // reduce the attack's damage, the melee is damage on the attackers, who roll no saves.
  it("counts maneuvers as melee, and the defenders save and hit back in one roll", () => {
    const asked = charge([]);
    expect(tallies(asked.events, "melee-attack")).toEqual([3]);
    expect(steps(asked.events, "melee-attack")).toEqual([
      [{ source: "sai", label: "Charge", effect: 1 }],
    ]);
    // The ID is a save or a melee hit: its owner says which.
    expect(asked.state.pending.map((d) => [d.player, d.kind, d.options])).toEqual([
      [1, "sai-choice", [{ say: "1 save and 0 melee" }, { say: "0 save and 1 melee" }]],
    ]);
    const { events, state } = charge([
      { player: 1, kind: "sai-choice", choice: { say: "0 save and 1 melee" } },
      { player: 1, kind: "choose-casualties", choice: ["d3", "d5"] },
      { player: 0, kind: "choose-casualties", choice: ["d0", "d1"] },
    ]);
    expect(ofType(events, "damage")).toEqual([
      { type: "damage", player: 1, location: "t:front", damage: 3, saves: 1 },
      { type: "damage", player: 0, location: "t:front", damage: 5, saves: 0 },
    ]);
    expect(ofType(events, "killed")).toEqual([
      { type: "killed", player: 1, dice: ["d3", "d5"] },
      { type: "killed", player: 0, dice: ["d0", "d1"] },
    ]);
    // No counter-attack is offered, and the attackers rolled no saves.
    expect(ofType(events, "decided").map((e) => e.kind)).not.toContain("counter-attack");
    expect(tallies(events, "save-vs-melee")).toEqual([]);
    expect(state.pending.map((d) => [d.player, d.kind])).toEqual([[0, "retreat"]]);
  });

  // Line 1679: in a combination roll an SAI giving one result or another splits its points
  // between the results rolled for, as the player says.
  it("lets the defenders split an either SAI between saves and melee", () => {
    const { events } = play({
      front,
      dice: [
        [0, "behemoth", "t:front"],
        [0, "footman", "t:front"],
        [0, "footman", "t:front"],
        [1, "fireshadow", "t:front"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["Charge"], d1: ["2 Melee"], d2: ["1 Melee"], d3: ["Create Fireminions"] },
      decisions: [
        attack("melee", "t:front"),
        { player: 1, kind: "sai-choice", choice: { say: "3 save and 1 melee" } },
        { player: 0, kind: "choose-casualties", choice: ["d1"] },
      ],
    });
    expect(ofType(events, "damage")).toEqual([
      { type: "damage", player: 1, location: "t:front", damage: 3, saves: 3 },
      { type: "damage", player: 0, location: "t:front", damage: 1, saves: 0 },
    ]);
  });

  // Line 1827: "This SAI has no effect during the counter attack phase."
  it("does nothing in a counter-attack", () => {
    const { events } = play({
      front,
      dice: [
        [0, "footman", "t:front"],
        [1, "behemoth", "t:front"],
        [1, "advocate", "t:front"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["1 Melee", "1 Save"], d1: ["4 Save", "Charge"], d2: ["1 Melee", "1 Maneuver"] },
      decisions: [attack("melee", "t:front"), { player: 1, kind: "counter-attack", choice: true }],
    });
    expect(tallies(events, "counter-attack")).toEqual([0]);
    expect(ofType(events, "sai")).toEqual([]);
    // The maneuver stays a maneuver: no hits, so the attackers roll no saves.
    expect(tallies(events, "save-vs-melee")).toEqual([4]);
  });
});

describe("2.9a Delayed and Late SAIs in the save roll against a melee attack", () => {
  // Each line names the attacks or actions it acts in: rolled in a save roll, the SAI does
  // nothing (no effect, no kill) and counts no save; the defender goes on to counter-attack.
  it.each([
    ["Wave", "leviathan", "Wave", "line 2194"],
    ["Choke", "strangle-vine", "Choke", "line 1839"],
    ["Confuse", "umber-hulk", "Confuse", "line 1856"],
    ["Hypnotic Glare", "leviathan", "Hypnotic Glare", "line 1984"],
    ["Frost Breath", "cryohydra", "Frost Breath", "line 1954"],
    ["Wither", "mummy", "3 Wither", "line 2210"],
    ["Galeforce", "genie", "Galeforce", "line 1960"],
    ["Illusion", "rakshasa", "Illusion", "line 1990"],
    ["Surprise", "yeti", "Surprise", "line 2162"],
  ])("%s does nothing (%s's %s, %s)", (_name, unit, face) => {
    const { events, state } = play({
      front,
      dice: [
        [0, "footman", "t:front"],
        [1, unit, "t:front"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["2 Melee"], d1: [face] },
      decisions: [attack("melee", "t:front")],
    });
    expect(ofType(events, "sai")).toEqual([]);
    expect(ofType(events, "effect")).toEqual([]);
    expect(ofType(events, "killed")).toEqual([]);
    expect(ofType(events, "damage")[0]).toMatchObject({ player: 1, damage: 2, saves: 0 });
    expect(state.pending.map((d) => [d.player, d.kind])).toEqual([[1, "counter-attack"]]);
  });
});
