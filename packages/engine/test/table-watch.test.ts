// The watch the after-task checks keep (standard/table-watch.ts): the table is unchanged only
// while no die has moved, changed hands, become another or turned its kept face, and no terrain
// has turned or changed controller, since the checks last found nothing to do; and only for the
// same tables. A die that changed names its places, before and after; a terrain that changed,
// or a die added, the whole table.
import { describe, expect, it } from "vitest";
import { ruleset29a } from "../src/editions/2.9a/index.ts";
import type { Decision } from "../src/kernel/decisions.ts";
import type { Ctx } from "../src/kernel/flow.ts";
import { applyInPlace, newGame, sampleChoice } from "../src/kernel/game.ts";
import type { DieState, Table, TerrainState } from "../src/kernel/state.ts";
import { randomConfig, seededRandomInt } from "../src/random-play.ts";
import type { StandardRuleset } from "../src/standard/edition-tables.ts";
import { saysNothingOfTheTable } from "../src/standard/ruleset.ts";
import { TableWatch } from "../src/standard/table-watch.ts";

function table(): Table {
  const dice: DieState[] = [
    { id: "p0d0", die: "footman", owner: 0, at: "t:t0" },
    { id: "p1d0", die: "dragonhero-red", owner: 1, at: "t:t0" },
  ];
  const terrains: TerrainState[] = [
    { id: "t0", die: "flatland-city", owner: 0, role: "frontier", face: 3, controller: null },
  ];
  return { dice, terrains } as Table;
}

const changedBy = (change: (t: Table) => void): Table => {
  const t = table();
  change(t);
  return t;
};

describe("the after-task checks' watch over the table", () => {
  const tables = {};

  it("has seen nothing before the checks were first quiet, even an empty table", () => {
    expect(new TableWatch().changes({ dice: [], terrains: [] } as unknown as Table, tables)).toBe(
      null,
    );
    expect(new TableWatch().changes(table(), null)).toBe(null);
  });

  it("holds while the table is as it was, in a copy of the state too", () => {
    const watch = new TableWatch();
    watch.quiet(table(), tables);
    expect(watch.changes(table(), tables)).toEqual(new Set());
    expect(watch.changes(structuredClone(table()), tables)).toEqual(new Set());
  });

  it("names where a die changed in any way a check reads, before and after", () => {
    const watch = new TableWatch();
    watch.quiet(table(), tables);
    const die = (t: Table) => t.dice[0] as DieState;
    const places = (change: (t: Table) => void) => watch.changes(changedBy(change), tables);
    expect(
      places((t) => {
        die(t).at = "dua";
      }),
    ).toEqual(new Set(["t:t0", "dua"]));
    for (const change of [
      (t: Table) => {
        die(t).owner = 1;
      },
      (t: Table) => {
        die(t).die = "sergeant";
      },
      (t: Table) => {
        die(t).face = 2;
      },
    ]) {
      expect(places(change)).toEqual(new Set(["t:t0"]));
    }
  });

  it("cannot say where when a terrain changed or a die came into the game", () => {
    const watch = new TableWatch();
    watch.quiet(table(), tables);
    const terrain = (t: Table) => t.terrains[0] as TerrainState;
    const changes = [
      changedBy((t) => {
        t.dice.push({ id: "p1d1", die: "footman", owner: 1, at: "pool" });
      }),
      changedBy((t) => {
        terrain(t).face = 8;
      }),
      changedBy((t) => {
        terrain(t).controller = 0;
      }),
    ];
    for (const changed of changes) expect(watch.changes(changed, tables)).toBe(null);
  });

  it("is for the tables it was quiet with: another edition checks anew", () => {
    const watch = new TableWatch();
    watch.quiet(table(), tables);
    expect(watch.changes(table(), {})).toBe(null);
  });
});

describe("a task that reports nothing of the table changes nothing there (what the checks skip on)", () => {
  /** Games of each kind (standard and advanced forces, 2 and 4 players): every task watched. */
  const GAMES = 16;

  it(`holds in every task of ${GAMES} random games`, () => {
    const table = (state: Table) => JSON.stringify([state.dice, state.terrains]);
    let seen = { ctx: null as unknown, table: "" };
    let silent = 0;
    let saidNothing = 0;
    let game = 0;
    const changedSilently: string[] = [];
    const rules: StandardRuleset = {
      ...ruleset29a,
      afterTask(ctx: Ctx, firstEvent: number) {
        if (seen.ctx === ctx && saysNothingOfTheTable(ctx.events, firstEvent)) {
          if (ctx.events.length === firstEvent) silent++;
          else saidNothing++;
          if (table(ctx.state) !== seen.table)
            changedSilently.push(`game ${game}, turn ${ctx.state.turn?.number}`);
        }
        ruleset29a.afterTask?.(ctx, firstEvent);
        seen = { ctx, table: table(ctx.state) };
      },
    };
    for (let g = 0; g < GAMES; g++) {
      game = g;
      const config = randomConfig(900 + g, g % 4 < 2 ? 2 : 4, 24, { advanced: g % 2 === 0 });
      const started = newGame(rules, config);
      if (!started.ok) throw new Error(started.error.message);
      const { state } = started;
      const randomInt = seededRandomInt(g);
      for (let n = 0; n < 20_000 && state.winner === null && state.pending.length > 0; n++) {
        const decision = state.pending[0] as Decision;
        const choice = sampleChoice(rules, state, decision, randomInt);
        const done = applyInPlace(rules, state, {
          type: "decide",
          player: decision.player,
          decision: decision.id,
          choice,
        });
        expect(done.ok).toBe(true);
      }
    }
    // Most tasks report nothing: the games looked at many.
    expect(silent).toBeGreaterThan(10_000);
    // Many report only rolls, tallies, a turn's start, a magic pool.
    expect(saidNothing).toBeGreaterThan(1_000);
    expect(changedSilently).toEqual([]);
  });
});
