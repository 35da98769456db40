// The `sais` stage of a 2.9a roll (rules/000 lines 1693-1719): the Special and Unique SAIs rolled
// take effect before the normal results are counted, in the order the rolling player chooses.
// Identical SAIs from several dice combine into one use (line 1731). Unique ones do nothing in a
// simultaneous roll (line 1717). An SAI whose effect is not in the game yet is reported once per
// roll (its normal results still count).
import { armyEffects } from "../kernel/effects.ts";
import type { GameEvent } from "../kernel/events.ts";
import type { Ctx } from "../kernel/flow.ts";
import { type Roll, rollInProgress } from "../kernel/roll.ts";
import { type HandlerOf, type TaskHandler, taskHandlers } from "../kernel/ruleset.ts";
import type { GameState } from "../kernel/state.ts";
import { answer } from "./answers.ts";
import { catalogDieById, dieInstance } from "./army.ts";
import { type EditionTables, saiEffectOf, tablesOf } from "./edition-tables.ts";
import { purposeNamed } from "./purposes.ts";
import { stillRolling } from "./roll-dice.ts";
import type { AimedSai } from "./roll-fields.ts";
import type { SaiUse } from "./sai-effects.ts";
import { type SaiTiming, saiOnFace } from "./sai-rules.ts";
import { aimedBy } from "./sai-targets.ts";

type TimedUse = SaiUse & { id: string; timing: SaiTiming; hasResults: boolean };

/**
 * The SAIs with an effect in this roll, each once with the points of every die that rolled it.
 * A unit in the dead unit area gets none of its SAIs' effects (line 1683).
 */
function usesIn(tables: EditionTables, state: GameState, roll: Roll): TimedUse[] {
  const purpose = purposeNamed(roll.purpose);
  const uses: TimedUse[] = [];
  for (const f of roll.faces) {
    // The face first: most are no timed SAI, and whether the unit still rolls costs more.
    const sai = saiOnFace(tables, catalogDieById(f.dieId), f.face, purpose);
    if (!sai?.timing) continue;
    // Nor does a unit killed, moved away or hypnotized during the roll (lines 1723, 1984).
    if (dieInstance(state, f.die)?.at === "dua" || !stillRolling(state, roll, f.die)) continue;
    // Variants of one name (the logos) are different SAIs: they combine only with their own.
    const use = uses.find((u) => u.id === sai.id);
    if (use) {
      use.points += sai.points;
      if (!use.dice.includes(f.die)) use.dice.push(f.die);
      continue;
    }
    uses.push({
      sai: sai.sai,
      id: sai.id,
      points: sai.points,
      dice: [f.die],
      timing: sai.timing,
      hasResults: sai.results.length > 0 || sai.asId,
    });
  }
  return uses;
}

const takesEffectNow = (u: TimedUse): boolean => u.timing === "special" || u.timing === "unique";

/** The stage: effects now, one after another; a report for every effect the game lacks. */
export function resolveSais(ctx: Ctx, roll: Roll): void {
  const now: SaiUse[] = [];
  const tables = tablesOf(ctx);
  for (const u of usesIn(tables, ctx.state, roll)) {
    // Unique SAIs do nothing in a simultaneous roll (line 1717): whose would go first is unknown.
    if (u.timing === "unique" && roll.simultaneous) continue;
    const effect = saiEffectOf(tables, u);
    // A Delayed SAI may also act now: choosing the army its lasting effect is on (Frost Breath).
    const acts = (takesEffectNow(u) || u.timing === "delayed") && effect?.immediate !== undefined;
    if (acts) now.push({ sai: u.sai, id: u.id, points: u.points, dice: u.dice });
    const aims =
      (u.timing === "delayed" && (effect?.delayed || effect?.beforeSais) !== undefined) ||
      effect?.late !== undefined;
    if (aims) {
      const aimed = { name: u.sai, points: u.points, dice: u.dice };
      roll.aimed.push(aimed);
      // Rolls made at the same time get it at once: their delayed stage comes after this one.
      for (const id of roll.aimsAt) rollInProgress(ctx.state, id).incoming.push(aimed);
    }
    if (acts || aims) continue;
    const event: Extract<GameEvent, { type: "not-implemented" }> = {
      type: "not-implemented",
      what: "sai",
      detail: `${u.sai}'s effect in a ${roll.purpose} roll`,
      name: u.sai,
      purpose: roll.purpose,
    };
    if (u.hasResults) event.part = "effect";
    ctx.emit(event);
  }
  if (now.length > 0) ctx.schedule({ t: "sai:next", roll: roll.id, uses: now });
}

declare module "../kernel/flow.ts" {
  interface TaskTypes {
    /** The SAIs of the roll (by id) that take effect now, still to take it. */
    "sai:next": { roll: number; uses: SaiUse[] };
    "sai:first": { roll: number; uses: SaiUse[] };
    /** A Delayed SAI aimed at the roll, acting at `moment`. */
    "sai:incoming": { roll: number; aimed: AimedSai; moment: DelayedMoment };
  }
}

/** The next SAI takes effect; with several left, the rolling player says which first. */
const next: HandlerOf<"sai:next"> = (ctx, task) => {
  const roll = rollInProgress(ctx.state, task.roll);
  const uses = task.uses;
  const [only] = uses;
  if (uses.length === 1 && only) {
    takeEffect(ctx, roll, only, []);
    return;
  }
  ctx.ask(
    [
      {
        player: roll.player,
        kind: "sai-order",
        prompt: "Several special action icons take effect now: which one first?",
        options: uses.map((u) => orderOption(u, uses)),
      },
    ],
    { t: "sai:first", roll: roll.id, uses },
  );
};

/**
 * How an SAI is named among the options: by its name, or by its catalogue id when another SAI
 * there shares the name (an Eldarim champion's logo and a medallion's, line 2434).
 */
function orderOption(use: SaiUse, uses: readonly SaiUse[]): string {
  const shared = uses.some((u) => u !== use && u.sai === use.sai);
  return shared && use.id !== undefined ? use.id : use.sai;
}

const first: HandlerOf<"sai:first"> = (ctx, task) => {
  const roll = rollInProgress(ctx.state, task.roll);
  const name = answer(ctx, "sai-order");
  const uses = task.uses;
  const use = uses.find((u) => orderOption(u, uses) === name) as SaiUse;
  takeEffect(
    ctx,
    roll,
    use,
    uses.filter((u) => u !== use),
  );
};

/** One SAI's effect; the others wait until everything it set going is done. */
function takeEffect(ctx: Ctx, roll: Roll, use: SaiUse, rest: SaiUse[]): void {
  if (rest.length > 0) ctx.schedule({ t: "sai:next", roll: roll.id, uses: rest });
  ctx.emit({
    type: "sai",
    player: roll.player,
    name: use.sai,
    purpose: roll.purpose,
    points: use.points,
    dice: use.dice,
  });
  saiEffectOf(tablesOf(ctx), use)?.immediate?.(ctx, roll, use);
}

/**
 * Whether a lasting effect in play acts on its army's rolls (Galeforce): only an SAI's does so,
 * and most effects in play are none of those.
 */
export function armyRollEffectsInPlay(ctx: Ctx): boolean {
  const { effects } = ctx.state;
  if (effects.length === 0) return false;
  const { sais } = tablesOf(ctx).effects;
  return effects.some((e) => sais[e.name]?.onArmyRoll !== undefined);
}

/** The moments in a target's roll where the Delayed SAIs aimed at it act. */
export type DelayedMoment = "beforeSais" | "delayed";

/**
 * The opposing roll's Delayed SAIs aimed at this roll act, those of this moment, one after
 * another (line 1697): `beforeSais` once its dice are rolled, before its Special and Unique SAIs
 * (with the lasting effects of SAIs on the rolling army: Galeforce);
 * `delayed` after its results are counted and modified, before they are final (line 1701).
 */
export function resolveIncoming(ctx: Ctx, roll: Roll, moment: DelayedMoment): void {
  // Most rolls: nothing aimed at them and no lasting effect in play.
  if (roll.incoming.length === 0 && ctx.state.effects.length === 0) return;
  const { sais } = tablesOf(ctx).effects;
  // Lasting effects on the rolling army act first, as part of its roll (Galeforce).
  if (moment === "beforeSais" && armyRollEffectsInPlay(ctx)) {
    for (const e of armyEffects(ctx.state, roll.player, roll.at)) {
      sais[e.name]?.onArmyRoll?.(ctx, roll, e);
    }
  }
  if (roll.incoming.length === 0) return;
  const now = roll.incoming.filter((aimed) => sais[aimed.name]?.[moment]);
  if (now.length === 0) return;
  ctx.schedule(...now.map((aimed) => ({ t: "sai:incoming", roll: roll.id, aimed, moment })));
}

const incoming: HandlerOf<"sai:incoming"> = (ctx, task) => {
  const roll = rollInProgress(ctx.state, task.roll);
  const aimed = task.aimed;
  const use: SaiUse = { sai: aimed.name, points: aimed.points, dice: aimed.dice };
  ctx.emit({
    type: "sai",
    player: aimedBy(ctx, use),
    name: use.sai,
    purpose: roll.purpose,
    points: use.points,
    dice: use.dice,
  });
  tablesOf(ctx).effects.sais[use.sai]?.[task.moment]?.(ctx, roll, use);
};

export const saiTasks: Record<string, TaskHandler> = taskHandlers({
  "sai:next": next,
  "sai:first": first,
  "sai:incoming": incoming,
});
