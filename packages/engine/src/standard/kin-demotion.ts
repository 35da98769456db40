// Demoting Dragonkin (2.9a glossary "Demotion", rules/000 line 2554; Degenerate Dragonkin, line
// 1302; Demote Dragonkin, line 1591): a Dragonkin in play is exchanged with one of its owner's
// Dragonkin in the summoning pool of one health less, of any colour (line 2676: colours are
// ignored). Its owner picks which, when the pool offers several dice. One with none to drop to
// cannot be demoted: the spell says what becomes of it. The Dragonkin are demoted one after
// another, so two 2-health Dragonkin facing one 1-health Dragonkin in the pool: the first is
// demoted, the second cannot be.
import type { Ctx } from "../kernel/flow.ts";
import { type HandlerOf, taskHandlers } from "../kernel/ruleset.ts";
import type { DieState, Location, Table } from "../kernel/state.ts";
import { answer } from "./answers.ts";
import { dieInstance, dieName, healthOf, ownedUnits, unitOf } from "./army.ts";
import { buryUnits } from "./burial.ts";
import { askChoice, type SaiOption } from "./sai-choice.ts";

/**
 * The Dragonkin of the owner's summoning pool a Dragonkin may be demoted to, one per die kind: of
 * its race, one health less.
 */
export function demotionsFor(state: Table, d: DieState): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  const race = unitOf(d)?.species;
  for (const { d: p, unit } of ownedUnits(state, d.owner)) {
    if (p.at !== "pool" || unit.species !== race || unit.health !== healthOf(d) - 1) continue;
    if (seen.has(p.die)) continue;
    seen.add(p.die);
    out.push(p.id);
  }
  return out;
}

/**
 * What becomes of a Dragonkin that cannot be demoted: buried by the effect named (Degenerate
 * Dragonkin, line 1302), or returned to the summoning pool (Demote Dragonkin, line 1591).
 */
export type Undemotable = { buriedBy: string } | "returned";

/**
 * Asks the owner which pool Dragonkin each of `units` is demoted to, one after another; those
 * with none left to drop to are `otherwise` (the effect `by`, named for the events).
 */
export function demote(
  ctx: Ctx,
  units: readonly string[],
  by: string,
  otherwise: Undemotable,
): void {
  if (units.length > 0) ctx.schedule({ t: "kin:demote", units, by, otherwise });
}

declare module "../kernel/flow.ts" {
  interface TaskTypes {
    /** The Dragonkin still to demote, by the effect `by`, and what becomes of one that cannot be. */
    "kin:demote": { units: readonly string[]; by: string; otherwise: Undemotable };
    /** The pool Dragonkin `unit` is demoted to: the option given when it was the only one, or the answer. */
    "kin:demoted": { unit: string; by: string; picked?: SaiOption };
  }
}

/** A Dragonkin that cannot be demoted is buried, or goes back to its summoning pool. */
function undemotable(ctx: Ctx, d: DieState, by: string, otherwise: Undemotable): void {
  if (otherwise !== "returned") {
    buryUnits(ctx, d.owner, [d.id], { by: otherwise.buriedBy });
    return;
  }
  const location = d.at;
  d.at = "pool";
  ctx.emit({ type: "dragonkin-returned", player: d.owner, dice: [d.id], location, by });
}

const next: HandlerOf<"kin:demote"> = (ctx, task) => {
  const [unit, ...rest] = task.units;
  if (unit === undefined) return;
  if (rest.length > 0) ctx.schedule({ ...task, units: rest });
  const d = dieInstance(ctx.state, unit);
  if (!d) return;
  const options: SaiOption[] = demotionsFor(ctx.state, d).map((to) => ({
    say: "demote to",
    unit: to,
  }));
  if (options.length === 0) {
    undemotable(ctx, d, task.by, task.otherwise);
    return;
  }
  askChoice(
    ctx,
    d.owner,
    { about: "kin-demote", by: task.by },
    `demote the ${dieName(ctx.state, unit)} to which Dragonkin?`,
    options,
    {
      t: "kin:demoted",
      unit,
      by: task.by,
    },
  );
};

const demoted: HandlerOf<"kin:demoted"> = (ctx, task) => {
  const picked = task.picked ?? answer(ctx, "sai-choice");
  const d = dieInstance(ctx.state, task.unit);
  const to = dieInstance(ctx.state, picked.unit as string);
  if (!d || !to || to.at !== "pool") return;
  const at: Location = d.at;
  d.at = "pool";
  to.at = at;
  ctx.emit({
    type: "dragonkin-demoted",
    player: d.owner,
    location: at,
    unit: d.id,
    to: to.id,
    by: task.by,
  });
};

export const demotionTasks = taskHandlers({
  "kin:demote": next,
  "kin:demoted": demoted,
});
