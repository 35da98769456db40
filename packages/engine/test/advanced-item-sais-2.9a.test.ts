// 2.9a SAIs of magical items, artifacts and medallions (rules/000 "Magical Items" lines 2342-2389,
// "Artifacts" 2391-2404, "Medallions" 2432-2450, and the SAI list 1761-2212), rolled by an item
// carried by a unit of its army. An SAI on a rare item counts 3 (line 1771), on an artifact or a
// medallion 4 (lines 1645, 1769, 1773).
import { describe, expect, it } from "vitest";
import type { GameEvent } from "../src/kernel/events.ts";
import { runScenario } from "../src/scenario/scenario.ts";
import {
  attack,
  counter,
  faceOf,
  maneuverUp,
  ofType,
  play,
  rolledFaces,
  scenarioOf,
  steps,
  tallies,
} from "./positions.ts";

const meleeFront: [string, number] = ["flatland-city", faceOf("flatland-city", "Melee")];
const missileFront: [string, number] = ["flatland-city", faceOf("flatland-city", "Missile")];
const magicFront: [string, number] = ["flatland-city", faceOf("flatland-city", "Magic")];
const meleeAt = (at: string) => ({ start: { phase: "action", army: at } }) as const;

describe("2.9a Flurry (line 1942)", () => {
  // "During a melee attack ... Flurry generates melee results; roll the magical item again and
  // apply the new result as well": 4 from the Blade Golem's Flurry, 4 from its reroll, 1 footman.
  it("is 4 melee on a Blade Golem, which rolls again and adds its new face", () => {
    const { events } = play({
      front: meleeFront,
      ...meleeAt("t:front"),
      dice: [
        [0, "footman", "t:front"],
        [0, "blade-golem-red", "t:front"],
        [1, "footman", "t:front"],
      ],
      rolls: { d0: ["1 Melee"], d1: ["4 Flurry", "4 Melee"], d2: ["1 Save"] },
      decisions: [attack("melee", "t:front")],
    });
    expect(rolledFaces(events, "melee-attack")).toEqual([
      "d0: 1 Melee",
      "d1: 4 Flurry",
      "d1: 4 Melee",
    ]);
    expect(tallies(events, "melee-attack")).toEqual([9]);
  });

  // Line 2442: the medallions bear Flurry too, worth 4 (line 1773); in a save roll against melee
  // it is 4 saves, and the medallion does not roll again.
  it("is 4 saves on a medallion against a melee attack", () => {
    const { events } = play({
      front: meleeFront,
      ...meleeAt("t:front"),
      dice: [
        [0, "footman", "t:front"],
        [1, "footman", "t:front"],
        [1, "silver-medallion", "t:front"],
      ],
      rolls: { d0: ["2 Melee"], d1: ["1 Melee"], d2: ["Flurry"] },
      decisions: [attack("melee", "t:front")],
    });
    expect(rolledFaces(events, "save-vs-melee")).toEqual(["d1: 1 Melee", "d2: 4 Flurry"]);
    expect(tallies(events, "save-vs-melee")).toEqual([4]);
    expect(ofType(events, "killed")).toEqual([]);
  });
});

describe("2.9a Sortie (line 2142)", () => {
  // "During a save roll Sortie generates save results": the Mantlet's 4.
  it("is 4 saves on a Mantlet against a melee attack", () => {
    const { events } = play({
      front: meleeFront,
      ...meleeAt("t:front"),
      dice: [
        [0, "footman", "t:front"],
        [1, "footman", "t:front"],
        [1, "mantlet-red", "t:front"],
      ],
      rolls: { d0: ["2 Melee"], d1: ["1 Melee"], d2: ["4 Sortie"] },
      decisions: [attack("melee", "t:front")],
    });
    expect(tallies(events, "save-vs-melee")).toEqual([4]);
  });

  // "During a melee attack ... Sortie generates melee results": a medallion's 4.
  it("is 4 melee on a medallion in a melee attack", () => {
    const { events } = play({
      front: meleeFront,
      ...meleeAt("t:front"),
      dice: [
        [0, "footman", "t:front"],
        [0, "gold-medallion", "t:front"],
        [1, "footman", "t:front"],
      ],
      rolls: { d0: ["1 Melee"], d1: ["Sortie"], d2: ["1 Save"] },
      decisions: [attack("melee", "t:front")],
    });
    expect(tallies(events, "melee-attack")).toEqual([5]);
  });
});

describe("2.9a Crush on a Trebuchet (line 1876)", () => {
  // "choose up to four-health worth of units in the defending army to immediately roll a maneuver
  // result individually or be killed. Any units that are killed must then roll a save or be
  // buried": the only defender rolls no maneuver, then no save.
  it("kills and buries a defender that rolls no maneuver, then no save", () => {
    const { events, state } = play({
      front: missileFront,
      ...meleeAt("t:front"),
      dice: [
        [0, "footman", "t:front"],
        [0, "trebuchet-red", "t:front"],
        [1, "footman", "t:front"],
        [1, "footman", "t:home1"],
      ],
      rolls: { d0: ["1 Melee"], d1: ["4 Crush"], d2: ["1 Melee", "1 Melee"] },
      decisions: [attack("missile", "t:front")],
    });
    expect(ofType(events, "sai").map((e) => [e.name, e.points, e.dice])).toEqual([
      ["Crush", 4, ["d1"]],
    ]);
    expect(ofType(events, "killed")).toEqual([{ type: "killed", player: 1, dice: ["d2"] }]);
    expect(ofType(events, "buried").map((e) => e.dice)).toEqual([["d2"]]);
    expect(state.dice.find((d) => d.id === "d2")?.at).toBe("bua");
  });
});

describe("2.9a Bash on a Mithril Shield (line 1791)", () => {
  // "During a save roll against a melee attack, choose a unit in the attacking army that generated
  // normal melee results. Bash immediately does back damage equal to the melee results of the
  // target unit ... The defending army gets saves equal to the amount of damage".
  it("hits the attacker picked back for its 3 melee and gives the defenders 3 saves", () => {
    const { events } = play({
      front: meleeFront,
      ...meleeAt("t:front"),
      dice: [
        [0, "footman", "t:front"],
        [0, "ambusher", "t:front"],
        [1, "footman", "t:front"],
        [1, "mithril-shield-red", "t:front"],
      ],
      rolls: { d0: ["1 Save"], d1: ["3 Melee", "2 Maneuver"], d2: ["1 Melee"], d3: ["3 Bash"] },
      decisions: [attack("melee", "t:front")],
    });
    expect(ofType(events, "killed")).toEqual([{ type: "killed", player: 0, dice: ["d1"] }]);
    expect(steps(events, "save-vs-melee")).toEqual([[{ source: "sai", label: "Bash", effect: 3 }]]);
    expect(tallies(events, "save-vs-melee")).toEqual([3]);
  });
});

describe("2.9a SAIs that pick units leave items alone (line 2375: items are not units)", () => {
  // Bash picks "a unit in the attacking army that generated normal melee results": the Blade
  // Golem's 4 melee are not a unit's, so the footman is the only one to pick.
  it("Bash never hits back at an attacking item", () => {
    const { events } = play({
      front: meleeFront,
      ...meleeAt("t:front"),
      dice: [
        [0, "footman", "t:front"],
        [0, "blade-golem-red", "t:front"],
        [1, "behemoth", "t:front"],
      ],
      rolls: { d0: ["2 Melee", "1 Save"], d1: ["4 Melee"], d2: ["Bash"] },
      decisions: [attack("melee", "t:front")],
    });
    expect(ofType(events, "avoidance")).toEqual([
      { type: "avoidance", player: 0, unit: "d0", avoid: "save", passed: false },
    ]);
    expect(ofType(events, "killed")[0]).toEqual({ type: "killed", player: 0, dice: ["d0"] });
  });

  // Decapitate kills "one unit in the defending army that rolled an ID icon": not the Trebuchet.
  it("Decapitate never kills a defending artifact that rolled its ID", () => {
    const { events } = play({
      front: meleeFront,
      ...meleeAt("t:front"),
      dice: [
        [0, "footman", "t:front"],
        [0, "vorpal-sword-red", "t:front"],
        [1, "footman", "t:front"],
        [1, "trebuchet-red", "t:front"],
        [1, "footman", "t:home1"],
      ],
      rolls: { d0: ["1 Melee"], d1: ["3 Decapitate"], d2: ["1 ID"], d3: ["4 ID"] },
      decisions: [attack("melee", "t:front")],
    });
    expect(ofType(events, "killed")).toEqual([{ type: "killed", player: 1, dice: ["d2"] }]);
  });
});

describe("2.9a Decapitate and Impale (lines 1881, 1996)", () => {
  // "after the defending army rolls to save but before they apply any unique or special resolution
  // SAIs, choose one unit in the defending army that rolled an ID icon to be killed".
  it("Decapitate kills the defender that rolled its ID icon before its saves count", () => {
    const { events, state } = play({
      front: meleeFront,
      ...meleeAt("t:front"),
      dice: [
        [0, "footman", "t:front"],
        [0, "vorpal-sword-red", "t:front"],
        [1, "footman", "t:front"],
        [1, "footman", "t:front"],
        [1, "footman", "t:home1"],
      ],
      rolls: { d0: ["1 Melee"], d1: ["3 Decapitate"], d2: ["1 ID"], d3: ["1 Save"] },
      decisions: [attack("melee", "t:front")],
    });
    expect(ofType(events, "killed")).toEqual([{ type: "killed", player: 1, dice: ["d2"] }]);
    // The ID icon's save is lost with its unit: the footman's 1 save stops the 1 hit.
    expect(tallies(events, "save-vs-melee")).toEqual([1]);
    expect(state.dice.find((d) => d.id === "d3")?.at).toBe("t:front");
  });

  it("Decapitate lets the attacker pick among the defenders that rolled ID", () => {
    const { events } = play({
      front: meleeFront,
      ...meleeAt("t:front"),
      dice: [
        [0, "footman", "t:front"],
        [0, "vorpal-sword-red", "t:front"],
        [1, "footman", "t:front"],
        [1, "footman", "t:front"],
        [1, "footman", "t:home1"],
      ],
      rolls: { d0: ["1 Melee"], d1: ["3 Decapitate"], d2: ["1 ID"], d3: ["1 ID"] },
      decisions: [
        attack("melee", "t:front"),
        { player: 0, kind: "sai-targets", choice: ["d2", "d3"], expect: "refused" },
        { player: 0, kind: "sai-targets", choice: ["d3"] },
      ],
    });
    expect(ofType(events, "killed")).toEqual([{ type: "killed", player: 1, dice: ["d3"] }]);
  });

  // Impale is Decapitate's twin in a missile action.
  it("Impale kills a defender that rolled its ID icon in a missile action", () => {
    const { events } = play({
      front: missileFront,
      ...meleeAt("t:front"),
      dice: [
        [0, "footman", "t:front"],
        [0, "heartseeker-red", "t:front"],
        [1, "footman", "t:front"],
        [1, "footman", "t:home1"],
      ],
      rolls: { d0: ["1 ID"], d1: ["3 Impale"], d2: ["1 ID"] },
      decisions: [attack("missile", "t:front")],
    });
    expect(ofType(events, "killed")).toEqual([{ type: "killed", player: 1, dice: ["d2"] }]);
  });
});

describe("2.9a Decapitate against a dragon (line 1882)", () => {
  /** A's army, with a Vorpal Sword, attacked by B's drake at the start of A's turn. */
  const attacked = (dragonFaces: string[], swordFace: string) =>
    runScenario({
      ...scenarioOf({
        start: { phase: "march", march: 1 },
        dice: [
          [0, "footman", "t:front"],
          [0, "vorpal-sword-red", "t:front"],
          [0, "footman", "t:home0"],
          [1, "footman", "t:home1"],
          [1, "red-drake", "dragons:front"],
        ],
        rolls: { d0: ["1 Save"], d1: [swordFace], d4: dragonFaces },
      }),
      start: { phase: "turn-start" },
    });
  const response = (events: GameEvent[]) =>
    ofType(events, "tally").find((e) => e.purpose === "dragon-attack")?.results;

  // "choose any dragon that rolls a Jaws icon to be slain ... If a dragon is slain by a
  // Decapitate, the army must still save against any damage from that dragon."
  it("slays a dragon that rolled Jaws; its 12 damage still counts", () => {
    const { events, state } = attacked(["Jaws"], "3 Decapitate");
    expect(ofType(events, "dragon-slain-by-sai")).toEqual([
      { type: "dragon-slain-by-sai", player: 0, dragon: "d4", sai: "Decapitate" },
    ]);
    // The three melee results are not counted: the Decapitate slew instead.
    expect(response(events)).toEqual({ melee: 0, missile: 0, save: 1 });
    expect(ofType(events, "dragon-response").map((e) => [e.damage, e.saves])).toEqual([[12, 1]]);
    expect(state.dice.find((d) => d.id === "d4")?.at).toBe("pool");
  });

  // "Otherwise it inflicts three melee results on the dragon."
  it("is 3 melee results when no dragon rolled Jaws", () => {
    const { events } = attacked(["Claw"], "3 Decapitate");
    expect(ofType(events, "dragon-slain-by-sai")).toEqual([]);
    expect(response(events)).toEqual({ melee: 3, missile: 0, save: 1 });
  });
});

describe("2.9a Elevate (line 1896)", () => {
  // "During a missile action, immediately double one unit's missile results": the shooter picks
  // the bowman that rolled 2 missiles; 2 x 2 + 1.
  it("doubles the missile results of the unit picked in a missile action", () => {
    const { events } = play({
      front: missileFront,
      ...meleeAt("t:front"),
      dice: [
        [0, "bowman", "t:front"],
        [0, "bowman", "t:front"],
        [0, "flying-carpet-blue", "t:front"],
        [1, "footman", "t:front"],
        [1, "footman", "t:home1"],
      ],
      rolls: { d0: ["2 Missile"], d1: ["1 Missile"], d2: ["Elevate"], d3: ["1 Save"] },
      decisions: [attack("missile", "t:front"), { player: 0, kind: "sai-targets", choice: ["d0"] }],
    });
    expect(tallies(events, "missile-action")).toEqual([5]);
  });

  // "During a save roll in a melee attack, immediately double one unit's save results."
  it("doubles one unit's saves against a melee attack", () => {
    const { events } = play({
      front: meleeFront,
      ...meleeAt("t:front"),
      dice: [
        [0, "footman", "t:front"],
        [0, "footman", "t:front"],
        [1, "antelope-folk", "t:front"],
        [1, "flying-carpet-blue", "t:front"],
      ],
      rolls: { d0: ["2 Melee"], d1: ["1 Melee"], d2: ["1 Save"], d3: ["Elevate"] },
      decisions: [attack("melee", "t:front")],
    });
    expect(tallies(events, "save-vs-melee")).toEqual([2]);
  });
});

describe("2.9a Wayfare (line 2198)", () => {
  const march = (decisions: { player: number; kind: string; choice: unknown }[]) =>
    play({
      front: ["flatland-city", 3],
      start: { phase: "maneuver", army: "t:front" },
      dice: [
        [0, "footman", "t:front"],
        [0, "footman", "t:front"],
        [0, "seven-league-boots-red", "t:front"],
        [1, "footman", "t:front"],
      ],
      rolls: { d0: ["1 ID"], d1: ["1 ID"], d2: ["3 Wayfare"], d3: ["1 ID"] },
      decisions: [maneuverUp, counter, ...decisions],
    });

  // "During a maneuver roll, Wayfare generates maneuver results or allows the magical item and a
  // unit able to carry it to be moved immediately to any other terrain or its reserve area."
  it("offers its 3 maneuvers or a move to another terrain or the reserve area", () => {
    const { state } = march([]);
    expect(state.pending.map((d) => [d.kind, d.options])).toEqual([
      [
        "sai-choice",
        [
          { say: "3 maneuvers" },
          { say: "move to", at: "t:home0" },
          { say: "move to", at: "t:home1" },
          { say: "move to", at: "reserve" },
        ],
      ],
    ]);
    const kept = march([{ player: 0, kind: "sai-choice", choice: { say: "3 maneuvers" } }]);
    expect(tallies(kept.events, "maneuver")).toEqual([5]);
  });

  it("moves the boots and the footman picked to A's home; their results leave the roll", () => {
    const { events, state } = march([
      { player: 0, kind: "sai-choice", choice: { say: "move to", at: "t:home0" } },
      { player: 0, kind: "sai-choice", choice: { say: "carry it", unit: "d1" } },
    ]);
    expect(ofType(events, "moved")).toEqual([
      { type: "moved", player: 0, dice: ["d1", "d2"], from: "t:front", to: "t:home0" },
    ]);
    expect(state.dice.map((d) => d.at)).toEqual(["t:front", "t:home0", "t:home0", "t:front"]);
    // Only d0's ID is left against B's 1: the tie goes to the maneuvering army.
    expect(tallies(events, "maneuver")).toEqual([1]);
  });
});

describe("2.9a Attune (line 1785)", () => {
  /** A's Evoker (blue and green) carries a blue Magi's Crown; the crown rolls Attune. */
  const attune = (decisions: { player: number; kind: string; choice: unknown }[]) =>
    play({
      front: magicFront,
      ...meleeAt("t:front"),
      dice: [
        [0, "evoker", "t:front"],
        [0, "magis-crown-blue", "t:front"],
        [1, "footman", "t:home1"],
      ],
      rolls: { d0: ["2 Magic"], d1: ["Attune"] },
      decisions: [{ player: 0, kind: "choose-action", choice: { action: "magic" } }, ...decisions],
    });

  // "During a magic action, Attune generates magic results of any color": 3 on a rare item.
  it("is 3 magic of any colour; the Evoker's 2 stay blue or green when not attuned", () => {
    const { events, state } = attune([{ player: 0, kind: "sai-targets", choice: [] }]);
    expect(state.pending[0]?.kind).toBe("cast-spells");
    expect(ofType(events, "magic-pool").map((e) => e.points)).toEqual([
      { black: 3, blue: 5, gold: 3, green: 5, red: 3 },
    ]);
  });

  // "Attune may also immediately count the normal magic result ... of one unit in the acting army
  // as that same color": the Evoker's 2 magic may be red too.
  it("makes the attuned Evoker's 2 magic icons any colour too", () => {
    const { events } = attune([{ player: 0, kind: "sai-targets", choice: ["d0"] }]);
    expect(ofType(events, "magic-pool").map((e) => e.points)).toEqual([
      { black: 5, blue: 5, gold: 5, green: 5, red: 5 },
    ]);
    expect(tallies(events, "magic-action")).toEqual([5]);
  });
});

describe("2.9a the medallions' logos (lines 2110-2120)", () => {
  /** A attacks B's army at the frontier: a footman carrying a medallion that rolls its logo. */
  const defended = (
    medallion: string,
    more: [number, string, string][],
    decisions: { player: number; kind: string; choice: unknown }[] = [],
    rolls: Record<string, string[]> = {},
  ) =>
    play({
      front: meleeFront,
      ...meleeAt("t:front"),
      dice: [
        [0, "footman", "t:front"],
        [1, "footman", "t:front"],
        [1, medallion, "t:front"],
        ...more,
      ],
      rolls: { d0: ["2 Melee"], d1: ["1 Save"], d2: ["Logo"], ...rolls },
      decisions: [attack("melee", "t:front"), ...decisions],
    });

  // Gold: "returns one non-dragonkin buried unit to the DUA or you may immediately bring back up to
  // four health-worth of units from your DUA to the army carrying this medallion".
  it("gold: offers to unbury a unit or bring dead units back", () => {
    const { state } = defended("gold-medallion", [
      [1, "footman", "bua"],
      [1, "footman", "dua"],
    ]);
    expect(state.pending.map((d) => [d.player, d.kind, d.options])).toEqual([
      [
        1,
        "sai-choice",
        [
          { say: "unbury", unit: "d3" },
          { say: "bring back dead units", at: "t:front", player: 1 },
        ],
      ],
    ]);
    const { events } = defended(
      "gold-medallion",
      [
        [1, "footman", "bua"],
        [1, "footman", "dua"],
      ],
      [{ player: 1, kind: "sai-choice", choice: { say: "unbury", unit: "d3" } }],
    );
    expect(ofType(events, "unburied")).toEqual([
      { type: "unburied", player: 1, owner: 1, die: "d3", to: "dua", by: "SFR/TSR Logo" },
    ]);
  });

  it("gold: the dead footman brought back rolls at once and its save counts", () => {
    const { events, state } = defended(
      "gold-medallion",
      [[1, "footman", "dua"]],
      [{ player: 1, kind: "sai-targets", choice: ["d3"] }],
      { d3: ["1 Save"] },
    );
    expect(state.dice.find((d) => d.id === "d3")?.at).toBe("t:front");
    expect(ofType(events, "recruited").map((e) => [e.die, e.location])).toEqual([
      ["d3", "t:front"],
    ]);
    expect(tallies(events, "save-vs-melee")).toEqual([2]);
  });

  // Silver: "returns one buried magical item to the army this medallion is a part of or one buried
  // Dragonkin to the summoning pool".
  it("silver: returns a buried blade, which rolls with the army if a unit can carry it", () => {
    const { events, state } = play({
      front: meleeFront,
      ...meleeAt("t:front"),
      dice: [
        [0, "footman", "t:front"],
        [0, "footman", "t:front"],
        [0, "silver-medallion", "t:front"],
        [0, "dawn-blade-red", "bua"],
        [0, "dragonfoal-red", "bua"],
        [1, "footman", "t:front"],
        [1, "footman", "t:home1"],
      ],
      rolls: { d0: ["1 Melee"], d1: ["1 Save"], d2: ["Logo"], d3: ["2 Melee"], d5: ["1 Save"] },
      decisions: [
        attack("melee", "t:front"),
        { player: 0, kind: "sai-choice", choice: { say: "return item", unit: "d3" } },
      ],
    });
    expect(ofType(events, "unburied")).toEqual([
      { type: "unburied", player: 0, owner: 0, die: "d3", to: "t:front", by: "SFR/TSR Logo" },
    ]);
    expect(state.dice.find((d) => d.id === "d4")?.at).toBe("bua");
    expect(tallies(events, "melee-attack")).toEqual([3]);
  });

  it("silver: or puts a buried Dragonkin back in the summoning pool", () => {
    const { events } = defended("silver-medallion", [[1, "dragonfoal-red", "bua"]]);
    expect(ofType(events, "unburied")).toEqual([
      { type: "unburied", player: 1, owner: 1, die: "d3", to: "pool", by: "SFR/TSR Logo" },
    ]);
  });

  // Line 1717: Special SAIs take effect in the order the rolling player picks. The gold and silver
  // logos share the name "SFR/TSR Logo": the options name each by its catalogue id.
  it("gold and silver logos in one roll: the player orders them, each named apart", () => {
    const both = (decisions: { player: number; kind: string; choice: unknown }[]) =>
      defended(
        "gold-medallion",
        [
          [1, "silver-medallion", "t:front"],
          [1, "footman", "t:front"],
          [1, "footman", "bua"],
          [1, "dragonfoal-red", "bua"],
        ],
        decisions,
        { d3: ["Logo"], d4: ["1 Save"] },
      );
    expect(both([]).state.pending.map((d) => [d.player, d.kind, d.options])).toEqual([
      [1, "sai-order", ["logo-gold-medallion", "logo-silver-medallion"]],
    ]);
    // Silver first: the Dragonkin back to the pool; then gold's one choice, the buried footman.
    const { events } = both([{ player: 1, kind: "sai-order", choice: "logo-silver-medallion" }]);
    expect(ofType(events, "unburied").map((e) => [e.die, e.to])).toEqual([
      ["d6", "pool"],
      ["d5", "dua"],
    ]);
  });

  // Bronze: in a save roll it "counts as a Cantrip that can cast any color spell": 4 points.
  it("bronze: buys spells of any colour with its 4 points in a save roll", () => {
    const { state } = defended("bronze-medallion", []);
    const [asked] = state.pending;
    expect([asked?.player, asked?.kind]).toEqual([1, "cast-spells"]);
    expect((asked?.data as { pool?: unknown } | undefined)?.pool).toEqual({
      black: 4,
      blue: 4,
      gold: 4,
      green: 4,
      red: 4,
    });
  });
});

describe("2.9a the items' SAIs against a dragon", () => {
  /** A's army at the frontier, a footman and an item, attacked by B's red drake. */
  const attackedWith = (
    item: string,
    rolls: Record<string, string[]>,
    decisions: { player: number; kind: string; choice: unknown }[] = [],
  ) =>
    runScenario({
      ...scenarioOf({
        start: { phase: "march", march: 1 },
        dice: [
          [0, "footman", "t:front"],
          [0, item, "t:front"],
          [0, "footman", "t:home0"],
          [1, "footman", "t:home1"],
          [1, "red-drake", "dragons:front"],
        ],
        rolls,
        decisions,
      }),
      start: { phase: "turn-start" },
    });

  // Line 2200: "During a dragon attack, Wayfare allows the magical item and a unit able to carry it
  // to be moved immediately to any other terrain or its reserve area."
  it("Wayfare takes the boots and their footman away from the dragon", () => {
    const asked = attackedWith("seven-league-boots-red", {
      d0: ["1 Save"],
      d1: ["3 Wayfare"],
      d4: ["Claw"],
    });
    expect(asked.state.pending[0]?.options).toEqual([
      { say: "stay" },
      { say: "move to", at: "t:home0" },
      { say: "move to", at: "t:home1" },
      { say: "move to", at: "reserve" },
    ]);
    const { state, events } = attackedWith(
      "seven-league-boots-red",
      { d0: ["1 Save"], d1: ["3 Wayfare"], d4: ["Claw"] },
      [{ player: 0, kind: "sai-choice", choice: { say: "move to", at: "reserve" } }],
    );
    expect(ofType(events, "moved")).toEqual([
      { type: "moved", player: 0, dice: ["d0", "d1"], from: "t:front", to: "reserve" },
    ]);
    expect(state.dice.map((d) => d.at).slice(0, 2)).toEqual(["reserve", "reserve"]);
  });

  // Line 1944: "During a dragon attack, Flurry generates melee results and roll the magic item
  // again, applying the new result as well or generates save results." The Blade Golem's 4 Flurry
  // is taken as it lands: as melee, it rolls again (4 Melee more: 8 melee); as saves, it does not
  // (4 saves, and no second face rolled).
  it("Flurry against a dragon: melee and the item rolls again, or saves without rolling again", () => {
    const rolls = { d0: ["1 Save"], d1: ["4 Flurry", "4 Melee"], d4: ["Claw"] };
    const asked = attackedWith("blade-golem-red", rolls);
    expect(asked.state.pending.map((d) => [d.player, d.kind, d.prompt, d.options])).toEqual([
      [
        0,
        "sai-choice",
        "Flurry: take the Flurry of the Blade Golem (Red) as which result?",
        [{ say: "melee, and roll it again" }, { say: "save" }],
      ],
    ]);
    const take = (say: string) => {
      const { events } = attackedWith("blade-golem-red", rolls, [
        { player: 0, kind: "sai-choice", choice: { say } },
      ]);
      const tally = ofType(events, "tally").find((e) => e.purpose === "dragon-attack");
      return { faces: rolledFaces(events, "dragon-attack"), results: tally?.results };
    };
    expect(take("melee, and roll it again")).toEqual({
      faces: ["d0: 1 Save", "d1: 4 Flurry", "d1: 4 Melee"],
      results: { melee: 8, missile: 0, save: 1 },
    });
    expect(take("save")).toEqual({
      faces: ["d0: 1 Save", "d1: 4 Flurry"],
      results: { melee: 0, missile: 0, save: 5 },
    });
  });

  // Line 1897: "During a dragon attack, Elevate doubles one unit's missile or save results."
  it("Elevate doubles the footman's save against the dragon", () => {
    const { events } = attackedWith(
      "flying-carpet-red",
      { d0: ["1 Save"], d1: ["Elevate"], d4: ["Claw"] },
      [{ player: 0, kind: "sai-choice", choice: { say: "double saves" } }],
    );
    expect(ofType(events, "tally").find((e) => e.purpose === "dragon-attack")?.results).toEqual({
      melee: 0,
      missile: 0,
      save: 2,
    });
  });
});
