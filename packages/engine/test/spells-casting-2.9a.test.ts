// 2.9a casting (rules/000 "Magic", lines 462-512, "Spell Attributes", lines 1083-1203): spending
// the pool one colour per point, announcing then resolving, targets and multiplicity.
import { editions, type MagicColor } from "@dragondice/catalog";
import { describe, expect, it } from "vitest";
import { rulesFor } from "../src/api.ts";
import { ruleset29a } from "../src/editions/2.9a/index.ts";
import { type Decision, dataOf } from "../src/kernel/decisions.ts";
import { canPay, type MagicPool, poolTotals } from "../src/standard/spell-pool.ts";
import { targetProblem } from "../src/standard/spell-targets.ts";
import { ofType, play, tallies } from "./positions.ts";
import { type Announce, army, cast, chooseMagic, resolved } from "./spells.ts";

describe("2.9a spending magic on spells", () => {
  // Line 1249: Hailstorm, 1 damage per casting; line 1199: castings at one army, one save roll.
  it("resolves two Hailstorms at one army as 2 damage and one save roll", () => {
    const hail = { spell: "hailstorm", color: "blue", target: army(1) };
    const { events, state } = cast({
      dice: [
        [0, "enchanter", "t:front"],
        [1, "footman", "t:front"],
      ],
      rolls: { d0: ["4 Magic"], d1: ["Melee"] },
      spells: [hail, hail],
    });
    expect(state.pending.map((d) => d.kind)).toEqual([]);
    expect(resolved(events)).toEqual([["hailstorm", 2]]);
    expect(tallies(events, "save-vs-spell")).toEqual([0]);
    expect(ofType(events, "killed").map((e) => e.dice)).toEqual([["d1"]]);
  });
});

/** The pool of the pending cast-spells decision. */
function poolOf(state: { pending: Decision[] }): MagicPool {
  const data = state.pending.map((d) => dataOf(d, "cast-spells")).find((d) => d !== undefined);
  if (!data) throw new Error("no cast-spells decision");
  return data.magic;
}

const pays = (pool: MagicPool, demands: [MagicColor, number, string?][]) =>
  canPay(
    pool,
    demands.map(([color, cost, species]) => ({ color, cost, species: species ?? null })),
  );

describe("2.9a the magic pool, one colour per point", () => {
  // Line 464-468: a Goblin's point (gold or black) and a Dwarf's two (gold or red) make 3 gold,
  // 2 gold + 1 red, 2 gold + 1 black, 2 red + 1 gold, 2 red + 1 black, or 1 of each: never 2 black.
  it("splits a Goblin's and a Dwarf's points as the rulebook's example", () => {
    const { state } = cast({
      dice: [
        [0, "trickster", "t:front"],
        [0, "theurgist", "t:front"],
        [1, "footman", "t:front"],
      ],
      rolls: { d0: ["1 Magic"], d1: ["2 Magic"] },
    });
    const pool = poolOf(state);
    expect(pays(pool, [["gold", 3]])).toBe(true);
    expect(
      pays(pool, [
        ["gold", 2],
        ["red", 1],
      ]),
    ).toBe(true);
    expect(
      pays(pool, [
        ["gold", 2],
        ["black", 1],
      ]),
    ).toBe(true);
    expect(
      pays(pool, [
        ["red", 2],
        ["gold", 1],
      ]),
    ).toBe(true);
    expect(
      pays(pool, [
        ["red", 2],
        ["black", 1],
      ]),
    ).toBe(true);
    expect(
      pays(pool, [
        ["gold", 1],
        ["red", 1],
        ["black", 1],
      ]),
    ).toBe(true);
    expect(pays(pool, [["black", 2]])).toBe(false);
    expect(
      pays(pool, [
        ["gold", 3],
        ["red", 1],
      ]),
    ).toBe(false);
    // Line 1091: a racial spell is paid by its race's units only.
    expect(pays(pool, [["gold", 2, "dwarves"]])).toBe(true);
    expect(pays(pool, [["gold", 2, "goblins"]])).toBe(false);
    expect(
      pays(pool, [
        ["gold", 2, "dwarves"],
        ["black", 1, "goblins"],
      ]),
    ).toBe(true);
    expect(
      pays(pool, [
        ["gold", 2, "dwarves"],
        ["gold", 1, "goblins"],
      ]),
    ).toBe(true);
    expect(
      pays(pool, [
        ["red", 1, "dwarves"],
        ["gold", 2, "dwarves"],
      ]),
    ).toBe(false);
  });

  // Line 480: a Pelter (common) and a Filcher (rare) roll their IDs: 4 health-worth of black ID
  // magic, doubled up to the health of the fullest dead unit area: 8, 7, 6, 5 or 4 points.
  it.each([
    [4, 8],
    [3, 7],
    [2, 6],
    [1, 5],
    [0, 4],
  ])("doubles Goblin IDs through %i dead health into %i black points", (deadHealth, black) => {
    const dead: [number, string, string][] = [
      [1, "footman", "dua"],
      [1, "footman", "dua"],
      [1, "footman", "dua"],
      [1, "footman", "dua"],
    ].slice(0, deadHealth) as [number, string, string][];
    const { state } = cast({
      dice: [
        [0, "pelter", "t:front"],
        [0, "filcher", "t:front"],
        [1, "footman", "t:front"],
        ...dead,
      ],
      rolls: { d0: ["ID"], d1: ["ID"] },
    });
    expect(poolTotals(poolOf(state)).black).toBe(black);
  });
});

describe("2.9a announcing spells", () => {
  const wizard: [number, string, string][] = [
    [0, "wizard", "t:front"],
    [1, "footman", "t:front"],
  ];
  const problem = (spells: Announce[], dice = wizard, rolls = { d0: ["4 Magic"] }) => {
    const { state } = cast({ dice, rolls });
    const decision = state.pending[0];
    const parsed = rulesFor("2.9a")
      .decisionKinds.get("cast-spells")
      ?.parse(state, decision as never, { spells });
    return parsed?.ok ? null : parsed?.problem;
  };
  const stoneskin = (target: unknown): Announce => ({ spell: "stoneskin", color: "gold", target });

  it("takes spells the pool pays for, at targets that exist", () => {
    expect(problem([stoneskin(army(0)), stoneskin(army(1))])).toBeNull();
  });

  // Line 1087: points of the spell's colour; Stoneskin is gold.
  it("refuses a colour the spell is not", () => {
    expect(problem([{ spell: "stoneskin", color: "red", target: army(0) }])).toMatch(/red magic/);
  });

  // Line 500: the target must exist when the spell is announced.
  it("refuses a target that is not there", () => {
    expect(problem([stoneskin(army(1, "t:home0"))])).toMatch(/no such army/);
    expect(problem([stoneskin({ unit: "d1" })])).toMatch(/targets an army/);
  });

  // Line 1095: a damaging spell is never aimed at your own army (the Troll example).
  it("refuses damage at the caster's own army", () => {
    const dice: [number, string, string][] = [
      [0, "enchanter", "t:front"],
      [1, "footman", "t:front"],
    ];
    const hail = (player: number): Announce => ({
      spell: "hailstorm",
      color: "blue",
      target: army(player),
    });
    expect(problem([hail(0)], dice)).toMatch(/enemy/);
    expect(problem([hail(1)], dice)).toBeNull();
  });

  it("refuses more than the pool pays for", () => {
    expect(problem([stoneskin(army(0)), stoneskin(army(0)), stoneskin(army(0))])).toMatch(
      /cannot pay/,
    );
  });

  it("refuses a spell name it does not know, and a malformed target, changing nothing", () => {
    expect(problem([{ spell: "fireball", color: "red", target: army(1) }])).toMatch(/fireball/);
    const { state } = cast({ dice: wizard, rolls: { d0: ["4 Magic"] } });
    const parsed = rulesFor("2.9a")
      .decisionKinds.get("cast-spells")
      ?.parse(state, state.pending[0] as never, {
        spells: [{ spell: "stoneskin", color: "gold", target: { army: 1, unit: "d1" } }],
      });
    expect(parsed?.ok).toBe(false);
  });

  // Line 514, 1123: from the reserve area only the listed spells, at the caster's own things.
  it("casts from the reserve area only at the caster's own", () => {
    const { state } = play({
      dice: [
        [0, "wizard", "reserve"],
        [0, "footman", "t:front"],
        [1, "footman", "t:front"],
      ],
      start: { phase: "action", army: "reserve" },
      rolls: { d0: ["4 Magic"] },
      decisions: [chooseMagic],
    });
    const decision = state.pending[0];
    expect(decision?.kind).toBe("cast-spells");
    const data = decision?.data as unknown as { offers: { spell: string; targets: unknown[] }[] };
    const offers = data.offers;
    // The Wizard's red and gold from the reserve list: Stoneskin, Earthen Armor, Path, Burning
    // Hands; never Ash Storm (a terrain) or Finger of Death (an enemy).
    expect(offers.map((o) => o.spell).sort()).toEqual([
      "burning-hands",
      "earthen-armor",
      "path",
      "stoneskin",
    ]);
    const stoneskin = offers.find((o) => o.spell === "stoneskin");
    expect(stoneskin?.targets).toEqual([army(0), army(0, "reserve")]);
    for (const o of offers) {
      for (const t of o.targets) expect(JSON.stringify(t)).not.toMatch(/"player":1|"d2"/);
    }
  });
});

describe("2.9a Illusion against enemy magic", () => {
  // Line 1990: until its maker's next turn, the army cannot be targeted by enemy magic; its own
  // owner's spells still may.
  it("hides the army and its units from enemy spells, not from its owner's", () => {
    const { state } = cast({
      dice: [
        [0, "enchanter", "t:front"],
        [1, "footman", "t:front"],
      ],
      rolls: { d0: ["4 Magic"] },
    });
    const illusion = {
      id: 99,
      name: "Illusion",
      owner: 1,
      madeIn: 3,
      target: { army: 1, at: "t:front" as const },
      expires: "start-of-next-turn" as const,
    };
    const hidden = { ...state, effects: [illusion] };
    const hail = editions["2.9a"]?.spells.find((s) => s.id === "hailstorm");
    const skin = editions["2.9a"]?.spells.find((s) => s.id === "stoneskin");
    if (!hail || !skin) throw new Error("no spell");
    expect(targetProblem(ruleset29a.tables, state, 0, "t:front", hail, army(1))).toBeNull();
    expect(targetProblem(ruleset29a.tables, hidden, 0, "t:front", hail, army(1))).toMatch(
      /Illusion/,
    );
    expect(targetProblem(ruleset29a.tables, hidden, 0, "t:front", skin, army(1))).toMatch(
      /Illusion/,
    );
    expect(targetProblem(ruleset29a.tables, hidden, 1, "t:front", skin, army(1))).toBeNull();
  });
});
