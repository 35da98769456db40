// 2.9a "Promotional Dice: Kings' Die" (rules/000 lines 2410-2430) and the royalty step of the
// initial effects phase (lines 308-320): the rulebook's Examples 1-4 (lines 2422-2428) with their
// exact options, and the initial effects Examples 1-2 (lines 318-320) with the Kings' Die last.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { apply, type GameState, runScenario } from "../src/index.ts";
import { faceOf, ofType, play, scenarioOf } from "./positions.ts";

const pending = (state: GameState) => {
  const d = state.pending[0];
  if (!d) throw new Error("no pending decision");
  return d;
};

/** Answers the first pending decision: the error code, or null when legal. */
const tryChoice = (state: GameState, choice: unknown) => {
  const d = pending(state);
  const r = apply(state, { type: "decide", player: d.player, decision: d.id, choice });
  return r.ok ? null : r.error.code;
};

const where = (state: GameState, ids: string[]) =>
  Object.fromEntries(ids.map((id) => [id, state.dice.find((d) => d.id === id)?.at]));

type Decision = { player: number; kind: string; choice: unknown };

/**
 * Example 1's set-up (line 2422): a reserve army of a Kings' Die (k) and two common Dwarves
 * (dw1, dw2); a DUA of a common Lava Elf (le), an uncommon Dwarf (udw), a Dwarf monster (mdw) and
 * a Dragonslayer (slayer). The turn starts.
 */
function example(decisions: Decision[], rolls: Record<string, string[]> = {}) {
  const base = scenarioOf({
    dice: [
      [0, "kings-die", "court"],
      [0, "footman", "reserve"],
      [0, "footman", "reserve"],
      [0, "adept", "dua"],
      [0, "sergeant", "dua"],
      [0, "behemoth", "dua"],
      [0, "dragonslayer", "dua"],
      [0, "footman", "t:home0"],
      [1, "footman", "t:home1"],
    ],
    start: { phase: "reserves" },
  });
  const names = ["k", "dw1", "dw2", "le", "udw", "mdw", "slayer", "a-home", "b-home"];
  return runScenario({
    ...base,
    dice: base.dice.map((d, i) => ({ ...d, id: names[i] as string })),
    start: { phase: "turn-start" },
    rolls,
    decisions,
  });
}

const roll = (face: string) =>
  example([{ player: 0, kind: "kings-die", choice: { roll: true } }], { k: [face] });

type Exchange = { recruits: string[]; promotions: { unit: string; to: string }[] };

/** Every non-empty exchange the pending decision accepts, each written "+le" / "dw1>udw". */
function legalExchanges(state: GameState): string[] {
  const { recruits, promotions } = pending(state).data as Exchange;
  const picks = [
    ...recruits.map((id) => ({ recruit: id })),
    ...promotions.map((p) => ({ promotion: p })),
  ];
  const legal: string[] = [];
  for (let mask = 1; mask < 1 << picks.length; mask++) {
    const chosen = picks.filter((_, i) => mask & (1 << i));
    const exchange: Exchange = {
      recruits: chosen.flatMap((p) => ("recruit" in p ? [p.recruit] : [])),
      promotions: chosen.flatMap((p) => ("promotion" in p ? [p.promotion] : [])),
    };
    if (tryChoice(state, exchange) === null) {
      legal.push(
        [
          ...exchange.recruits.map((id) => `+${id}`),
          ...exchange.promotions.map((p) => `${p.unit}>${p.to}`),
        ].join(" "),
      );
    }
  }
  return legal.sort();
}

describe("2.9a Kings' Die in the initial effects phase", () => {
  // Line 2418: recruit, promote one reserve unit, or roll; the Kings' Die itself is never
  // promoted (it has no race, line 2416).
  it("offers a recruit, a promotion, a roll, or nothing", () => {
    const { state } = example([]);
    const d = pending(state);
    expect(d.kind).toBe("kings-die");
    expect(d.player).toBe(0);
    expect(d.options).toEqual([
      { recruit: "le" },
      { promote: "dw1", to: "udw" },
      { promote: "dw2", to: "udw" },
      { roll: true },
      { skip: true },
    ]);
    // A recruit is a common (line 190); a promotion one step (line 184).
    expect(tryChoice(state, { recruit: "udw" })).toBe("illegal-choice");
    expect(tryChoice(state, { promote: "dw1", to: "mdw" })).toBe("illegal-choice");
  });

  // Example 1 (line 2422): the common Lava Elf is recruited to the reserve army.
  it("recruits the common Lava Elf (Example 1)", () => {
    const { state, events } = example([
      { player: 0, kind: "kings-die", choice: { recruit: "le" } },
    ]);
    expect(ofType(events, "recruited")).toEqual([
      { type: "recruited", player: 0, location: "reserve", die: "le", by: "Kings' Die" },
    ]);
    expect(where(state, ["le", "k"])).toEqual({ le: "reserve", k: "court" });
    expect(pending(state).kind).toBe("choose-march");
  });

  // Example 2 (line 2424): a common Dwarf is promoted to the uncommon Dwarf.
  it("promotes a common Dwarf to the uncommon Dwarf (Example 2)", () => {
    const { state, events } = example([
      { player: 0, kind: "kings-die", choice: { promote: "dw1", to: "udw" } },
    ]);
    expect(ofType(events, "promoted").map((e) => [e.unit, e.to, e.location, e.by])).toEqual([
      ["dw1", "udw", "reserve", "Kings' Die"],
    ]);
    expect(where(state, ["dw1", "udw"])).toEqual({ dw1: "dua", udw: "reserve" });
  });

  // Example 3 (line 2426): the Dwarf King. a) the monster, b) the uncommon, c) a common promoted
  // to the uncommon, d) a common promoted to the monster, e) both commons promoted: never more
  // than 4 health gained, and nothing of another race.
  it("offers exactly Example 3's exchanges on the Dwarf King", () => {
    const { state, events } = roll("King: Dwarf");
    expect(ofType(events, "kings-die-rolled")).toEqual([
      { type: "kings-die-rolled", player: 0, die: "k", face: "King: Dwarf", race: "dwarves" },
    ]);
    const d = pending(state);
    expect(d.kind).toBe("kings-die-exchange");
    expect(d.data).toEqual({
      army: "reserve",
      health: 4,
      race: "dwarves",
      recruits: ["udw", "mdw"],
      promotions: [
        { unit: "dw1", to: "udw" },
        { unit: "dw1", to: "mdw" },
        { unit: "dw2", to: "udw" },
        { unit: "dw2", to: "mdw" },
      ],
    });
    expect(legalExchanges(state)).toEqual(
      [
        "+mdw", // a)
        "+udw", // b)
        "dw1>udw", // c)
        "dw2>udw",
        "dw1>mdw", // d)
        "dw2>mdw",
        "dw1>udw dw2>mdw", // e)
        "dw1>mdw dw2>udw",
      ].sort(),
    );
    // Not a Lava Elf under the Dwarf King; not 5 health.
    expect(tryChoice(state, { recruits: ["le"], promotions: [] })).toBe("illegal-choice");
    expect(tryChoice(state, { recruits: ["udw"], promotions: [{ unit: "dw1", to: "mdw" }] })).toBe(
      "illegal-choice",
    );
  });

  // Example 3 e): both commons promoted, the net gain 4.
  it("promotes both common Dwarves at once (Example 3 e)", () => {
    const { state, events } = example(
      [
        { player: 0, kind: "kings-die", choice: { roll: true } },
        {
          player: 0,
          kind: "kings-die-exchange",
          choice: {
            recruits: [],
            promotions: [
              { unit: "dw1", to: "udw" },
              { unit: "dw2", to: "mdw" },
            ],
          },
        },
      ],
      { k: ["King: Dwarf"] },
    );
    expect(ofType(events, "promoted").map((e) => [e.unit, e.to])).toEqual([
      ["dw1", "udw"],
      ["dw2", "mdw"],
    ]);
    expect(where(state, ["dw1", "dw2", "udw", "mdw"])).toEqual({
      dw1: "dua",
      dw2: "dua",
      udw: "reserve",
      mdw: "reserve",
    });
    expect(pending(state).kind).toBe("choose-march");
  });

  // Example 4 (line 2428): the TSR logo adds a) the Dragonslayer, b) the Lava Elf and a common
  // promoted to the monster, c) the Lava Elf and the uncommon Dwarf, d) the Lava Elf and a common
  // promoted to the uncommon, e) the Lava Elf alone.
  it("offers exactly Example 4's exchanges on the logo", () => {
    const { state, events } = roll("Logo");
    expect(ofType(events, "kings-die-rolled")[0]?.race).toBeNull();
    expect(legalExchanges(state)).toEqual(
      [
        "+mdw",
        "+udw",
        "dw1>udw",
        "dw2>udw",
        "dw1>mdw",
        "dw2>mdw",
        "dw1>udw dw2>mdw",
        "dw1>mdw dw2>udw",
        "+slayer", // a)
        "+le dw1>mdw", // b)
        "+le dw2>mdw",
        "+le +udw", // c)
        "+le dw1>udw", // d)
        "+le dw2>udw",
        "+le", // e)
      ].sort(),
    );
  });

  // Line 2420: a king whose race has nothing in the DUA brings nothing back, and nothing is asked.
  it("asks nothing when the king rolled has no dead units", () => {
    const { state, events } = roll("King: Goblin");
    expect(ofType(events, "kings-die-rolled")[0]?.race).toBe("goblins");
    expect(pending(state).kind).toBe("choose-march");
  });
});

/** An initial effects example's scenario with a Kings' Die beside the reserve area (line 318). */
function withKingsDie(name: string, kingsChoice: unknown) {
  const json = JSON.parse(
    readFileSync(new URL(`./scenarios/${name}.json`, import.meta.url), "utf8"),
  ) as { dice: object[]; decisions: object[] };
  return runScenario({
    ...json,
    dice: [...json.dice, { id: "kings", die: "kings-die", owner: 0, at: "court" }],
    decisions: [...json.decisions, { player: 0, kind: "kings-die", choice: kingsChoice }],
  });
}

describe("2.9a initial effects examples with the Kings' Die (lines 318-320)", () => {
  // Example 1 (line 318): Feralization promotes the common to an uncommon, the City promotes it to
  // a rare, and last the Kings' Die recruits a common from the DUA to the reserve area.
  it("resolves Feralization, then the City, then the Kings' Die (Example 1)", () => {
    const { state, events } = withKingsDie("initial-example-1-feral-city", { recruit: "f-hound" });
    expect(
      events
        .filter((e) => e.type === "promoted" || e.type === "recruited")
        .map((e) => ("by" in e ? e.by : "")),
    ).toEqual(["feralization", "city", "Kings' Die"]);
    expect(where(state, ["f-wolf", "f-hound", "kings"])).toEqual({
      "f-wolf": "t:home0",
      "f-hound": "reserve",
      kings: "court",
    });
    expect(pending(state).kind).toBe("choose-march");
  });

  // Example 2 (line 320): mutation recovers the common, the City promotes a common to the
  // uncommon, and the Kings' Die recruits the common left in the DUA.
  it("resolves the mutation, then the City, then the Kings' Die (Example 2)", () => {
    const { state, events } = withKingsDie("initial-example-2-mutation-city", {
      recruit: "s-bog-runner",
    });
    expect(
      events
        .filter((e) => e.type === "promoted" || e.type === "recruited")
        .map((e) => [e.type, "by" in e ? e.by : ""]),
    ).toEqual([
      ["recruited", "mutation"],
      ["promoted", "city"],
      ["recruited", "Kings' Die"],
    ]);
    expect(where(state, ["s-raider", "s-bog-runner", "s-warmonger"])).toEqual({
      "s-raider": "t:home0",
      "s-bog-runner": "reserve",
      "s-warmonger": "t:home0",
    });
  });
});

describe("2.9a Kings' Die beside the reserve area", () => {
  // Line 2416: "The Kings' Die can never leave the reserves": the reserve movement offers the
  // reserve army's units, never the Kings' Die beside them.
  it("never moves with the reserve army", () => {
    const { state } = play({
      dice: [
        [0, "kings-die", "court"],
        [0, "footman", "reserve"],
        [0, "footman", "t:home0"],
        [1, "footman", "t:home1"],
      ],
      start: { phase: "reserves" },
    });
    const d = pending(state);
    expect(d.kind).toBe("reinforce");
    expect((d.data as { units: string[] }).units).toEqual(["d1"]);
  });

  // Line 2416: never in the reserve army's rolls, never a casualty or a target: at "court" it is
  // in no army. A player with nothing else in play loses it and is out.
  it("dies and is removed when it is its player's last unit in play", () => {
    // B's lizard rider attacks A's one footman at the frontier, which rolls no save and dies.
    const { state, events } = play({
      dice: [
        [0, "footman", "t:front"],
        [0, "kings-die", "court"],
        [1, "lizard-rider", "t:front"],
      ],
      front: ["flatland-city", faceOf("flatland-city", "Melee")],
      turn: 1,
      start: { phase: "action", army: "t:front" },
      rolls: { d2: ["3 Melee"], d0: ["2 Melee"] },
      decisions: [
        {
          player: 1,
          kind: "choose-action",
          choice: { action: "melee", target: { player: 0, at: "t:front" } },
        },
      ],
    });
    expect(ofType(events, "kings-die-removed")).toEqual([
      { type: "kings-die-removed", player: 0, die: "d1" },
    ]);
    expect(ofType(events, "eliminated")).toEqual([{ type: "eliminated", player: 0 }]);
    expect(where(state, ["d0", "d1"])).toEqual({ d0: "dua", d1: "out" });
    expect(state.winner).toEqual({ player: 1, reason: "last-units" });
  });
});
