// 2.9a Dragonkin (rules/000 "Dragonkin", lines 2300-2328): summoning, automatic saves, where they
// go when killed, the rolls they sit out, dissipating, never leaving their terrain.
import { describe, expect, it } from "vitest";
import { ruleset29a } from "../src/editions/2.9a/index.ts";
import type { GameEvent } from "../src/kernel/events.ts";
import { applyInPlace, startFlow } from "../src/kernel/game.ts";
import { loadScenario, runScenario } from "../src/scenario/scenario.ts";
import { attack, ofType, play, type Setup, scenarioOf, steps, tallies } from "./positions.ts";
import { announce, army, chooseMagic, magicFront } from "./spells.ts";
import { meleeFront } from "./spells-modifiers.ts";
import { under } from "./spells-on-table.ts";

const at = (state: { dice: { id: string; at: string }[] }, id: string) =>
  state.dice.find((d) => d.id === id)?.at;

describe("2.9a Summon Dragonkin (line 1587)", () => {
  // A's frontier army: two red Eldarim sorcerers rolling 3 magic each (two castings' worth).
  const summon = (spells: { color: string; units: string[] }[], refused = false) =>
    play({
      dice: [
        [0, "morehl-sorcerer-red", "t:front"],
        [0, "morehl-sorcerer-red", "t:front"],
        [0, "dragontroop-red", "pool"],
        [0, "dragonhero-red", "pool"],
        [0, "dragontroop-blue", "pool"],
        [1, "footman", "t:home1"],
        [1, "dragontroop-red", "pool"],
      ],
      rolls: { d0: ["3 Magic"], d1: ["3 Magic"] },
      front: magicFront,
      start: { phase: "action", army: "t:front" },
      decisions: [
        chooseMagic,
        {
          ...announce(
            spells.map((s) => ({
              spell: "summon-dragonkin",
              color: s.color,
              target: { units: s.units },
            })),
          ),
          ...(refused ? { expect: "refused" as const } : {}),
        },
      ],
    });

  it("brings one health-worth of the magic's colour from the pool into the casting army", () => {
    const { state, events } = summon([{ color: "red", units: ["d2"] }]);
    expect(at(state, "d2")).toBe("t:front");
    expect(ofType(events, "dragonkin-summoned")).toEqual([
      { type: "dragonkin-summoned", player: 0, dice: ["d2"], location: "t:front" },
    ]);
  });

  it("needs a casting for each health: two castings summon an uncommon", () => {
    const one = summon([{ color: "red", units: ["d3"] }], true);
    expect(at(one.state, "d3")).toBe("pool");
    expect(one.state.pending[0]?.kind).toBe("cast-spells");
    const two = summon([
      { color: "red", units: ["d3"] },
      { color: "red", units: ["d3"] },
    ]);
    expect(at(two.state, "d3")).toBe("t:front");
  });

  it("summons only the caster's own Dragonkin of the magic's colour", () => {
    // Red magic for a blue Dragonkin, and another player's Dragonkin: refused.
    for (const units of [["d4"], ["d6"]]) {
      const { state } = summon([{ color: "red", units }], true);
      expect(at(state, units[0] as string)).toBe("pool");
      expect(state.pending[0]?.kind).toBe("cast-spells");
    }
  });
});

describe("2.9a Dragonkin automatic saves (lines 2316-2320)", () => {
  // A's footman attacks B's army at the frontier: B's common and uncommon Dragonkin and a footman.
  const saving = (rolls: Record<string, string[]>, palsy: boolean) => {
    const s: Setup = {
      front: meleeFront,
      dice: [
        [0, "footman", "t:front"],
        [0, "footman", "t:front"],
        [1, "dragontroop-red", "t:front"],
        [1, "dragonhero-blue", "t:front"],
        [1, "footman", "t:front"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["2 Melee"], d1: ["2 Melee"], ...rolls },
      decisions: [attack("melee", "t:front")],
    };
    return palsy ? under([{ spell: "palsy", caster: 0, target: army(1) }], s) : play(s);
  };

  // The example at line 2320: the common rolls a melee icon, the uncommon its ID (2 saves), the
  // others no save; Palsy takes one (1 left), then the automatic saves add 1 + 2: 4.
  it("adds them after Palsy: 2 from the ID, 1 after Palsy, 4 with the automatic saves", () => {
    const rolls = { d2: ["1 Melee"], d3: ["2 ID"], d4: ["2 Melee"] };
    const { events } = saving(rolls, true);
    expect(tallies(events, "save-vs-melee")).toEqual([4]);
    expect(steps(events, "save-vs-melee")[0]).toEqual(
      expect.arrayContaining([expect.objectContaining({ label: "Armored Skin", effect: 3 })]),
    );
  });

  it("gives each Dragonkin rolled saves equal to its health, none when it shows its Belly", () => {
    const plain = saving({ d2: ["1 Melee"], d3: ["3 Melee"], d4: ["2 Melee"] }, false);
    expect(tallies(plain.events, "save-vs-melee")).toEqual([3]);
    // Line 1797: Belly loses the Dragonkin its automatic saves.
    const belly = saving({ d2: ["1 Melee"], d3: ["2 Belly"], d4: ["2 Melee"] }, false);
    expect(tallies(belly.events, "save-vs-melee")).toEqual([1]);
  });

  it("is not doubled by a held eighth face (line 2316)", () => {
    const { events } = play({
      front: ["flatland-city", 8],
      controller: { front: 1 },
      dice: [
        [0, "footman", "t:front"],
        [1, "dragontroop-red", "t:front"],
        [1, "footman", "t:front"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["2 Melee"], d1: ["1 Melee"], d2: ["1 Save"] },
      decisions: [attack("melee", "t:front")],
    });
    // The footman's save doubles to 2; the Dragonkin adds 1.
    expect(tallies(events, "save-vs-melee")).toEqual([3]);
  });
});

describe("2.9a killed Dragonkin (line 2322)", () => {
  const melee = (defenders: [number, string, string][], rolls: Record<string, string[]>) =>
    play({
      front: meleeFront,
      dice: [[0, "footman", "t:front"], [0, "footman", "t:front"], ...defenders],
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["2 Melee"], d1: ["2 Melee"], ...rolls },
      decisions: [attack("melee", "t:front")],
    });

  it("go back to the summoning pool, not the DUA", () => {
    // 4 damage, 1 automatic save: 3 kill the footman and the Dragonkin's 2 health.
    const { state, events } = melee(
      [
        [1, "dragonhero-red", "t:front"],
        [1, "footman", "t:front"],
        [1, "footman", "t:home1"],
      ],
      { d2: ["2 Belly"], d3: ["1 Melee"] },
    );
    expect(at(state, "d2")).toBe("pool");
    expect(at(state, "d3")).toBe("dua");
    expect(ofType(events, "killed")[0]?.dice).toEqual(["d2", "d3"]);
  });
});

describe("2.9a Dragonkin never alone, never leaving (line 2324)", () => {
  it("dissipate to the summoning pool when the army's other units are killed", () => {
    const { state, events } = play({
      front: meleeFront,
      dice: [
        [0, "footman", "t:front"],
        [1, "dragonhero-red", "t:front"],
        [1, "footman", "t:front"],
        [1, "footman", "t:home1"],
      ],
      start: { phase: "action", army: "t:front" },
      // 1 damage, no save: the Dragonkin shows its Belly, the footman a melee icon.
      rolls: { d0: ["1 Melee"], d1: ["2 Belly"], d2: ["1 Melee"] },
      decisions: [
        attack("melee", "t:front"),
        { player: 1, kind: "choose-casualties", choice: ["d2"] },
      ],
    });
    expect(at(state, "d2")).toBe("dua");
    expect(at(state, "d1")).toBe("pool");
    expect(ofType(events, "dragonkin-dissipated")).toEqual([
      { type: "dragonkin-dissipated", player: 1, dice: ["d1"], location: "t:front" },
    ]);
  });

  it("are never offered for a retreat", () => {
    const { state } = play({
      dice: [
        [0, "dragontroop-red", "t:front"],
        [0, "footman", "t:front"],
        [1, "footman", "t:home1"],
      ],
      start: { phase: "reserves" },
    });
    const retreat = state.pending.find((d) => d.kind === "retreat");
    expect(retreat?.data).toEqual({ units: ["d1"] });
  });

  it("never roll for a magic action (their army's magic is the other units')", () => {
    const { events } = play({
      front: ["flatland-city", 1],
      dice: [
        [0, "dragontroop-red", "t:front"],
        [0, "morehl-sorcerer-red", "t:front"],
        [1, "footman", "t:home1"],
      ],
      rolls: { d1: ["3 Magic"] },
      start: { phase: "action", army: "t:front" },
      decisions: [{ player: 0, kind: "choose-action", choice: { action: "magic" } }],
    });
    const rolled = ofType(events, "roll").flatMap((e) => e.dice.map((d) => d.die));
    expect(rolled).toEqual(["d1"]);
    // 2.9a line 2324: it sat the roll out, it joined none: the tally names no dice of its own
    // (it would, had a unit joined the roll after it was made).
    const tally = ofType(events, "tally").find((e) => e.purpose === "magic-action");
    expect(tally?.results).toEqual({ magic: 3 });
    expect(tally?.dice).toBeUndefined();
  });
});

describe("2.9a Dragonkin Breath (lines 1803-1811) and Belly (line 1799)", () => {
  // A's Dragonkin and a footman attack B's army at the frontier; B keeps a footman at home.
  const breath = (
    attacker: string,
    defenders: string[],
    decisions: Setup["decisions"] = [],
    rolls: Record<string, string[]> = {},
  ) =>
    play({
      front: meleeFront,
      dice: [
        [0, attacker, "t:front"],
        [0, "footman", "t:front"],
        ...defenders.map((die): [number, string, string] => [1, die, "t:front"]),
        [1, "footman", "t:home1"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: {
        d0: ["Breath"],
        d1: ["1 Melee"],
        d2: ["1 Save"],
        d3: ["1 Save"],
        d4: ["2 ID"],
        ...rolls,
      },
      decisions: [attack("melee", "t:front"), ...(decisions ?? [])],
    });

  it("a rare Dragonkin's: the defender picks three health-worth, killed; Dragonkin buried", () => {
    const { state } = breath(
      "dragonspy-red",
      ["footman", "footman", "dragonhero-blue"],
      [{ player: 1, kind: "sai-targets", choice: ["d2", "d4"] }],
    );
    expect(at(state, "d2")).toBe("dua");
    // Line 2322: a Dragonkin killed by a Dragonkin's breath is buried, not back in the pool.
    expect(at(state, "d4")).toBe("bua");
    expect(at(state, "d3")).toBe("t:front");
  });

  it("the Dragonkin Champion's: the attacker picks up to four health-worth", () => {
    const asked = breath("dragonvedette-red", ["footman", "footman", "dragonhero-blue"]);
    const pick = asked.state.pending.find((d) => d.kind === "sai-targets");
    expect(pick?.player).toBe(0);
    expect(pick?.data).toMatchObject({ maxHealth: 4, rule: "at-least-one" });
  });

  it("stops at an army with a Dragonslayer, or a Dragonhunter of the Dragonkin's colour", () => {
    for (const [guard, stopped] of [
      ["dragonslayer", true],
      ["dragonhunter-red", true],
      ["dragonhunter-blue", false],
    ] as const) {
      const { state, events } = breath("dragonspy-red", ["footman", guard], [], {
        d3: ["ID"],
        d4: ["1 Save"],
      });
      expect(ofType(events, "dragonkin-breath-stopped").length, guard).toBe(stopped ? 1 : 0);
      if (stopped) expect(at(state, "d2"), guard).toBe("t:front");
    }
  });
});

describe("2.9a Dragonkin against dragons (lines 664, 2324, 2454-2470) and Resist Fear (line 943)", () => {
  // At the start of A's turn, B's dragon attacks A's army at the frontier: a footman, a red and a
  // blue Dragonkin, and whatever else is given. The dragon rolls Belly (no damage).
  const attacked = (
    dragon: string,
    more: [number, string, string][] = [],
    decisions: Setup["decisions"] = [],
  ) =>
    runScenario({
      ...scenarioOf({
        dice: [
          [0, "footman", "t:front"],
          [0, "dragontroop-red", "t:front"],
          [0, "dragonhero-blue", "t:front"],
          [1, dragon, "dragons:front"],
          [1, "footman", "t:home1"],
          ...more,
        ],
        rolls: { d0: ["1 Melee"], d1: ["1 Melee"], d2: ["3 Melee"], d3: ["Belly"] },
        start: { phase: "march", march: 1 },
        decisions,
      }),
      start: { phase: "turn-start" },
    });
  const rolledAgainst = (events: GameEvent[]) =>
    ofType(events, "roll")
      .filter((e) => e.purpose === "dragon-attack")
      .flatMap((e) => e.dice.map((d) => d.die));

  it("those of the attacking dragon's colour are not rolled (line 2324)", () => {
    expect(rolledAgainst(attacked("red-drake").events)).toEqual(["d0", "d2"]);
  });

  it("a hybrid keeps both its colours' Dragonkin from rolling (line 2454)", () => {
    expect(rolledAgainst(attacked("blue-red-drake").events)).toEqual(["d0"]);
  });

  it("none roll against an ivory, ivory hybrid or white dragon (lines 664, 2460, 2470)", () => {
    for (const dragon of ["ivory-drake", "gold-ivory-drake", "white-drake"]) {
      expect(rolledAgainst(attacked(dragon).events), dragon).toEqual(["d0"]);
    }
  });

  it("Resist Fear lets them roll up to the health of Eldarim of their colour (line 943)", () => {
    // A red Eldarim of 1 health: the red common Dragonkin rolls against the red dragon.
    const { events } = attacked("red-drake", [[0, "morehl-follower-red", "t:front"]]);
    expect(rolledAgainst(events)).toEqual(["d0", "d1", "d2", "d5"]);
  });

  it("Resist Fear: the owner picks when the Dragonkin are more than the Eldarim's health", () => {
    // Against an ivory dragon, a red Eldarim of 1 health lets one of two red commons roll.
    const { state } = attacked("ivory-drake", [
      [0, "dragontroop-red", "t:front"],
      [0, "morehl-follower-red", "t:front"],
    ]);
    expect(state.pending.map((d) => [d.kind, d.data])).toEqual([
      [
        "sai-targets",
        {
          sai: "Resist Fear",
          owner: 0,
          units: [
            { id: "d1", health: 1 },
            { id: "d5", health: 1 },
          ],
          maxHealth: 1,
          rule: "any",
        },
      ],
    ]);
  });
});

describe("2.9a the Dragonkin spells (lines 1302, 1579, 1591, 1595)", () => {
  /** A's frontier army of red Eldarim sorcerers (3 red magic each) casts; B's army is there too. */
  const eldarimCast = (
    sorcerers: number,
    more: [number, string, string][],
    spells: { spell: string; color: string; target: unknown }[],
    rolls: Record<string, string[]> = {},
    later: Setup["decisions"] = [],
    refused = false,
  ) => {
    const casters: [number, string, string][] = Array.from({ length: sorcerers }, () => [
      0,
      "morehl-sorcerer-red",
      "t:front",
    ]);
    const magic = Object.fromEntries(casters.map((_, i) => [`d${i}`, ["3 Magic"]]));
    return play({
      front: magicFront,
      dice: [...casters, ...more, [1, "footman", "t:home1"]],
      rolls: { ...magic, ...rolls },
      start: { phase: "action", army: "t:front" },
      decisions: [
        chooseMagic,
        { ...announce(spells), ...(refused ? { expect: "refused" as const } : {}) },
        ...(later ?? []),
      ],
    });
  };

  it("Dispel Dragonkin: a point of damage per casting, no save; not of the magic's colour", () => {
    const twice = { spell: "dispel-dragonkin", color: "red", target: { unit: "d3" } };
    const b: [number, string, string][] = [
      [1, "dragonhero-blue", "t:front"],
      [1, "footman", "t:front"],
    ];
    const { state } = eldarimCast(3, b, [twice, twice]);
    expect(at(state, "d3")).toBe("pool");
    const once = eldarimCast(3, b, [twice]);
    expect(at(once.state, "d3")).toBe("t:front");
    const red: [number, string, string][] = [
      [1, "dragonhero-red", "t:front"],
      [1, "footman", "t:front"],
    ];
    const refused = eldarimCast(3, red, [twice, twice], {}, [], true);
    expect(at(refused.state, "d3")).toBe("t:front");
  });

  it("Promote Dragonkin: the caster's Dragonkin of the magic's colour to a larger one of the pool", () => {
    const { state, events } = eldarimCast(
      1,
      [
        [0, "dragontroop-red", "t:front"],
        [0, "dragonhero-blue", "pool"],
      ],
      [{ spell: "promote-dragonkin", color: "red", target: { unit: "d1" } }],
      {},
      [{ player: 0, kind: "sai-choice", choice: { say: "promote to", unit: "d2" } }],
    );
    expect([at(state, "d1"), at(state, "d2")]).toEqual(["pool", "t:front"]);
    expect(ofType(events, "promoted")).toHaveLength(1);
  });

  // Line 1579: "multiple castings ... increase the health": two castings promote a common two
  // health, to a rare; one casting offers only the uncommon.
  it("Promote Dragonkin: two castings promote two health; one casting, one", () => {
    const pool: [number, string, string][] = [
      [0, "dragontroop-red", "t:front"],
      [0, "dragonhero-blue", "pool"],
      [0, "dragonspy-green", "pool"],
    ];
    const cast = (times: number) =>
      eldarimCast(
        2,
        pool,
        Array.from({ length: times }, () => ({
          spell: "promote-dragonkin",
          color: "red",
          target: { unit: "d2" },
        })),
      );
    expect(cast(2).state.pending[0]?.options).toEqual([
      { say: "keep it" },
      { say: "promote to", unit: "d3" },
      { say: "promote to", unit: "d4" },
    ]);
    expect(cast(1).state.pending[0]?.options).toEqual([
      { say: "keep it" },
      { say: "promote to", unit: "d3" },
    ]);
  });

  // Line 1591: "Target one color of an enemy army's Dragonkin": with two colours other than the
  // magic's there, the caster names one; only that colour rolls.
  it("Demote Dragonkin: the caster names the colour when the army has two", () => {
    const b: [number, string, string][] = [
      [1, "dragonhero-blue", "t:front"],
      [1, "dragonhero-green", "t:front"],
      [1, "footman", "t:front"],
    ];
    const spell = [{ spell: "demote-dragonkin", color: "red", target: army(1) }];
    const asked = eldarimCast(2, b, spell);
    expect(asked.state.pending[0]?.options).toEqual([{ say: "blue" }, { say: "green" }]);
    const { events } = eldarimCast(2, b, spell, { d2: ["2 Melee"], d3: ["2 Melee"] }, [
      { player: 0, kind: "sai-choice", choice: { say: "green" } },
    ]);
    const rolled = ofType(events, "roll").filter((e) => e.player === 1);
    expect(rolled.flatMap((e) => e.dice.map((d) => d.die))).toEqual(["d3"]);
  });

  // Lines 1591 and 2554: two uncommon Dragonkin fail, and the pool holds one common: the first is
  // demoted to it, the second cannot be and goes back to the summoning pool.
  it("Demote Dragonkin: with one smaller Dragonkin for two, the second returns to the pool", () => {
    const b: [number, string, string][] = [
      [1, "dragonhero-blue", "t:front"],
      [1, "dragonsentry-blue", "t:front"],
      [1, "footman", "t:front"],
      [1, "dragonfoal-green", "pool"],
    ];
    const { state, events } = eldarimCast(
      2,
      b,
      [{ spell: "demote-dragonkin", color: "red", target: army(1) }],
      { d2: ["2 Melee"], d3: ["2 Melee"] },
    );
    expect([at(state, "d2"), at(state, "d3"), at(state, "d5")]).toEqual([
      "pool",
      "pool",
      "t:front",
    ]);
    expect(ofType(events, "dragonkin-demoted").map((e) => [e.unit, e.to])).toEqual([["d2", "d5"]]);
    expect(ofType(events, "dragonkin-returned")).toEqual([
      {
        type: "dragonkin-returned",
        player: 1,
        dice: ["d3"],
        location: "t:front",
        by: "Demote Dragonkin",
      },
    ]);
  });

  it("Demote Dragonkin: ID stays, Belly is buried, the others drop one health", () => {
    const b: [number, string, string][] = [
      [1, "dragonhero-blue", "t:front"],
      [1, "dragontroop-blue", "t:front"],
      [1, "dragonsentry-blue", "t:front"],
      [1, "footman", "t:front"],
      [1, "dragonfoal-green", "pool"],
    ];
    // Red magic: the only other colour, blue, is named without asking.
    const { state, events } = eldarimCast(
      2,
      b,
      [{ spell: "demote-dragonkin", color: "red", target: army(1) }],
      { d2: ["2 ID"], d3: ["1 Belly"], d4: ["2 Melee"] },
    );
    expect(at(state, "d2")).toBe("t:front");
    expect(at(state, "d3")).toBe("bua");
    expect([at(state, "d4"), at(state, "d6")]).toEqual(["pool", "t:front"]);
    expect(ofType(events, "dragonkin-demoted")).toHaveLength(1);
  });

  it("Degenerate Dragonkin: those without their ID demoted or buried; the caster's buried", () => {
    const { state } = play({
      front: magicFront,
      dice: [
        [0, "conjurer", "t:front"],
        [0, "conjurer", "t:front"],
        [0, "conjurer", "t:front"],
        [0, "dragontroop-blue", "t:front"],
        [1, "dragonhero-red", "t:front"],
        [1, "dragontroop-red", "t:front"],
        [1, "footman", "t:front"],
        [1, "dragontroop-gold", "pool"],
        [1, "footman", "t:home1"],
      ],
      rolls: {
        d0: ["3 Magic"],
        d1: ["3 Magic"],
        d2: ["3 Magic"],
        d3: ["1 Melee"],
        d4: ["2 Melee"],
        d5: ["1 Melee"],
      },
      start: { phase: "action", army: "t:front" },
      decisions: [
        chooseMagic,
        announce([{ spell: "degenerate-dragonkin", color: "blue", target: army(1) }]),
      ],
    });
    expect(at(state, "d3")).toBe("bua");
    expect([at(state, "d4"), at(state, "d7")]).toEqual(["pool", "t:front"]);
    expect(at(state, "d5")).toBe("bua");
  });
});

describe("2.9a Degenerate Dragonkin with too few smaller Dragonkin (lines 1302, 2554)", () => {
  // Two uncommon Dragonkin without their ID, one common in the pool: the first is demoted to it,
  // the second cannot be demoted and is buried.
  it("demotes the first and buries the second", () => {
    const { state, events } = play({
      front: magicFront,
      dice: [
        [0, "conjurer", "t:front"],
        [0, "conjurer", "t:front"],
        [0, "conjurer", "t:front"],
        [1, "dragonhero-red", "t:front"],
        [1, "dragonsentry-red", "t:front"],
        [1, "footman", "t:front"],
        [1, "dragontroop-gold", "pool"],
        [1, "footman", "t:home1"],
      ],
      rolls: {
        d0: ["3 Magic"],
        d1: ["3 Magic"],
        d2: ["3 Magic"],
        d3: ["2 Melee"],
        d4: ["2 Melee"],
      },
      start: { phase: "action", army: "t:front" },
      decisions: [
        chooseMagic,
        announce([{ spell: "degenerate-dragonkin", color: "blue", target: army(1) }]),
      ],
    });
    expect([at(state, "d3"), at(state, "d4"), at(state, "d6")]).toEqual(["pool", "bua", "t:front"]);
    expect(ofType(events, "dragonkin-demoted").map((e) => [e.unit, e.to])).toEqual([["d3", "d6"]]);
  });
});

describe("2.9a the Dragonkin Champion's logo (line 2082)", () => {
  // A's champion and footman attack B at the frontier; B's red and blue drakes wait at B's home.
  const logo = (decisions: Setup["decisions"] = []) =>
    play({
      front: meleeFront,
      dice: [
        [0, "dragonvedette-red", "t:front"],
        [0, "footman", "t:front"],
        [1, "footman", "t:front"],
        [1, "red-drake", "dragons:home1"],
        [1, "blue-drake", "dragons:home1"],
        [1, "footman", "t:home1"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["4 Logo"], d1: ["1 Melee"], d2: ["1 Save"] },
      decisions: [attack("melee", "t:front"), ...(decisions ?? [])],
    });

  it("may move a summoned dragon of its colour to another terrain", () => {
    const asked = logo();
    expect(asked.state.pending[0]?.options).toEqual([
      { say: "leave the dragons" },
      { say: "move", unit: "d3", at: "t:home0" },
      { say: "move", unit: "d3", at: "t:front" },
    ]);
    const { state } = logo([
      { player: 0, kind: "sai-choice", choice: { say: "move", unit: "d3", at: "t:front" } },
    ]);
    expect(at(state, "d3")).toBe("dragons:front");
    expect(at(state, "d4")).toBe("dragons:home1");
  });

  it("unties a dragon a Dragonlord or Dragonmaster tamed (line 957)", () => {
    const file = scenarioOf({
      front: meleeFront,
      dice: [
        [0, "dragonvedette-red", "t:front"],
        [0, "footman", "t:front"],
        [1, "footman", "t:front"],
        [1, "red-drake", "dragons:home1"],
        [1, "footman", "t:home1"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["4 Logo"], d1: ["1 Melee"], d2: ["1 Save"] },
    });
    const { state, tasks } = loadScenario(file);
    state.effects.push({
      id: 1,
      name: "Tamed",
      owner: 1,
      madeIn: 3,
      target: { dragon: "d3", at: "dragons:home1" },
      expires: "until-used",
      tames: true,
    });
    startFlow(ruleset29a, state, tasks);
    for (const [kind, choice] of [
      ["choose-action", { action: "melee", target: { player: 1, at: "t:front" } }],
      ["sai-choice", { say: "move", unit: "d3", at: "t:front" }],
    ] as const) {
      const decision = state.pending.find((d) => d.player === 0 && d.kind === kind);
      if (!decision) throw new Error(`no ${kind}`);
      const result = applyInPlace(ruleset29a, state, {
        type: "decide",
        player: 0,
        decision: decision.id,
        choice,
      });
      if (!result.ok) throw new Error(result.error.message);
    }
    expect(at(state, "d3")).toBe("dragons:front");
    expect(state.effects.filter((e) => e.tames)).toEqual([]);
  });
});

describe("2.9a Eldarim, Sacrifice Dragonkin (line 945)", () => {
  // A's turn starts: A's army at the frontier has a footman and an uncommon Dragonkin; A's DUA
  // holds a 2-health and a 1-health Eldarim.
  const sacrifice = (decisions: Setup["decisions"] = []) =>
    runScenario({
      ...scenarioOf({
        dice: [
          [0, "footman", "t:front"],
          [0, "dragonhero-red", "t:front"],
          [0, "morehl-escort-blue", "dua"],
          [0, "morehl-follower-red", "dua"],
          [1, "footman", "t:home1"],
        ],
        start: { phase: "march", march: 1 },
        decisions,
      }),
      start: { phase: "turn-start" },
    });

  it("offers a Dragonkin in play for a dead Eldarim of equal health", () => {
    const asked = sacrifice();
    expect(asked.state.pending[0]?.options).toEqual([
      { say: "skip" },
      { say: "sacrifice", unit: "d1" },
    ]);
  });

  it("sends the Dragonkin to the pool and brings the Eldarim into its army", () => {
    const { state, events } = sacrifice([
      { player: 0, kind: "sai-choice", choice: { say: "sacrifice", unit: "d1" } },
    ]);
    expect([at(state, "d1"), at(state, "d2"), at(state, "d3")]).toEqual(["pool", "t:front", "dua"]);
    expect(ofType(events, "exchanged")).toEqual([
      expect.objectContaining({ effect: "Sacrifice Dragonkin", out: ["d1"], in: ["d2"] }),
    ]);
  });
});

describe("2.9a Sacrifice Dragonkin against an individual-targeting effect (line 945)", () => {
  // A's black Eldarim cast Finger of Death at B's 1-health red Eldarim, beside a blue common
  // Dragonkin and a footman.
  const finger = (decisions: Setup["decisions"] = []) =>
    play({
      front: magicFront,
      dice: [
        [0, "morehl-sorcerer-black", "t:front"],
        [0, "morehl-sorcerer-black", "t:front"],
        [1, "morehl-follower-red", "t:front"],
        [1, "dragontroop-blue", "t:front"],
        [1, "footman", "t:front"],
      ],
      rolls: { d0: ["3 Magic"], d1: ["3 Magic"] },
      start: { phase: "action", army: "t:front" },
      decisions: [
        chooseMagic,
        announce([{ spell: "finger-of-death", color: "black", target: { unit: "d2" } }]),
        ...(decisions ?? []),
      ],
    });

  it("lets the Eldarim live, a Dragonkin of its health going back to the pool", () => {
    expect(finger().state.pending[0]?.options).toEqual([
      { say: "let it die" },
      { say: "send back", unit: "d3" },
    ]);
    const { state } = finger([
      { player: 1, kind: "sai-choice", choice: { say: "send back", unit: "d3" } },
    ]);
    expect([at(state, "d2"), at(state, "d3")]).toEqual(["t:front", "pool"]);
    const died = finger([{ player: 1, kind: "sai-choice", choice: { say: "let it die" } }]);
    expect([at(died.state, "d2"), at(died.state, "d3")]).toEqual(["dua", "t:front"]);
  });
});

describe("2.9a Dragonkin taken by a Sneak Attack are buried (lines 2140, 2322)", () => {
  it("buries the Dragonkin among the units a Sneak Attack kills", () => {
    const { state } = play({
      dice: [
        [0, "dragonslayer", "t:front"],
        [1, "dragonhero-blue", "t:front"],
        [1, "footman", "t:front"],
        [1, "footman", "t:home1"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["4 Sneak Attack"] },
      decisions: [
        attack("missile", "t:front"),
        {
          player: 0,
          kind: "sai-choice",
          choice: { say: "kill units of", at: "t:front", player: 1 },
        },
      ],
    });
    expect([at(state, "d1"), at(state, "d2")]).toEqual(["bua", "dua"]);
  });
});

describe("2.9a a kill-and-bury effect only sends Dragonkin to the pool (line 2322)", () => {
  it("Flame kills the Dragonkin it picks, which go back to the pool unburied", () => {
    const { state, events } = play({
      front: meleeFront,
      dice: [
        [0, "beholder", "t:front"],
        [1, "dragonhero-blue", "t:front"],
        [1, "footman", "t:front"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["2 Flame"], d2: ["1 Save"] },
      decisions: [attack("melee", "t:front"), { player: 0, kind: "sai-targets", choice: ["d1"] }],
    });
    expect(at(state, "d1")).toBe("pool");
    expect(ofType(events, "buried")).toEqual([]);
  });
});
