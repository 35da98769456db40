// 2.9a Degenerate Dragonkin (blue, 8, Coral Elf, once per magic action; rules/000 line 1302):
// every Dragonkin of the target enemy army rolls on its own for its ID icon; those without it are
// demoted one health (kin-demotion.ts), and those that cannot be demoted are buried. Every
// Dragonkin of the casting army is buried.
import { type HandlerOf, taskHandlers } from "../../kernel/ruleset.ts";
import type { Table } from "../../kernel/state.ts";
import { ownedUnits } from "../army.ts";
import { buryUnits } from "../burial.ts";
import { type EditionTables, tablesOf } from "../edition-tables.ts";
import { type Outcome, rollEach } from "../individual.ts";
import { demote } from "../kin-demotion.ts";
import type { SpellEffect } from "../spell-effects.ts";

const NAME = "Degenerate Dragonkin";

/** A player's Dragonkin at a location. */
const kinAt = (tables: EditionTables, state: Table, player: number, at: string): string[] =>
  ownedUnits(state, player)
    .filter(({ d, unit }) => d.at === at && tables.dragonkin.has(unit.species))
    .map(({ d }) => d.id);

declare module "../../kernel/flow.ts" {
  interface TaskTypes {
    /** The outcomes of the Dragonkin's rolls (`rollEach`). */
    "spell:degenerate-dragonkin-rolled": { player: number; outcomes: Outcome[] };
  }
}

/** Those without their ID icon are demoted, or buried when they cannot be (line 1302). */
const rolled: HandlerOf<"spell:degenerate-dragonkin-rolled"> = (ctx, task) => {
  const failed = task.outcomes.filter((o) => !o.passed).map((o) => o.unit);
  demote(ctx, failed, NAME, { buriedBy: "degenerate-dragonkin" });
};

export const degenerateDragonkin: SpellEffect = {
  allows: (state, _caster, t, tables) =>
    "army" in t && kinAt(tables, state, t.army.player, t.army.at).length > 0,
  resolve(ctx, casting) {
    if (!("army" in casting.target)) return;
    const tables = tablesOf(ctx);
    const own = kinAt(tables, ctx.state, casting.caster, casting.from);
    if (own.length > 0) buryUnits(ctx, casting.caster, own, { by: "degenerate-dragonkin" });
    const { player, at } = casting.target.army;
    const targets = kinAt(tables, ctx.state, player, at).map((unit) => ({ unit }));
    rollEach(ctx, player, targets, "id", { t: "spell:degenerate-dragonkin-rolled", player });
  },
  tasks: taskHandlers({ "spell:degenerate-dragonkin-rolled": rolled }),
};
