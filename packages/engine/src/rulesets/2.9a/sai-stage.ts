// The `sais` stage of a 2.9a roll (rules/000 lines 1693-1719): the Special and Unique SAIs rolled
// take effect before the normal results are counted, in the order the rolling player chooses.
// Identical SAIs from several dice combine into one use (line 1731). Unique ones do nothing in a
// simultaneous roll (line 1717). An SAI whose effect is not in the game yet is reported once per
// roll (its normal results still count).
import type { GameEvent } from "../../kernel/events.ts";
import type { Ctx } from "../../kernel/flow.ts";
import { type Roll, rollInProgress } from "../../kernel/roll.ts";
import type { TaskHandler } from "../../kernel/ruleset.ts";
import type { GameState } from "../../kernel/state.ts";
import { answer } from "./answers.ts";
import { catalogDieById, dieInstance } from "./army.ts";
import { purposeNamed } from "./purposes.ts";
import { SAI_EFFECTS, type SaiUse } from "./sai-effects.ts";
import { SAI_PENDING } from "./sai-pending.ts";
import { type SaiTiming, saiOnFace } from "./sai-rules.ts";

type TimedUse = SaiUse & { id: string; timing: SaiTiming; hasResults: boolean };

/**
 * The SAIs with an effect in this roll, each once with the points of every die that rolled it.
 * A unit in the dead unit area gets none of its SAIs' effects (line 1683).
 */
function usesIn(state: GameState, roll: Roll): TimedUse[] {
  const purpose = purposeNamed(roll.purpose);
  const uses: TimedUse[] = [];
  for (const f of roll.faces) {
    if (dieInstance(state, f.die)?.at === "dua") continue;
    const sai = saiOnFace(catalogDieById(f.dieId), f.face, purpose);
    if (!sai?.timing) continue;
    const use = uses.find((u) => u.sai === sai.sai);
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
  for (const u of usesIn(ctx.state, roll)) {
    // Unique SAIs do nothing in a simultaneous roll (line 1717): whose would go first is unknown.
    if (u.timing === "unique" && roll.simultaneous) continue;
    const effect = SAI_EFFECTS[u.sai];
    if (takesEffectNow(u) && effect?.immediate) {
      now.push({ sai: u.sai, points: u.points, dice: u.dice });
      continue;
    }
    if (u.timing === "delayed" && effect?.delayed) {
      roll.aimed.push({ name: u.sai, points: u.points, dice: u.dice });
      continue;
    }
    const event: Extract<GameEvent, { type: "not-implemented" }> = {
      type: "not-implemented",
      what: "sai",
      detail: `${u.sai}'s effect in a ${roll.purpose} roll`,
      name: u.sai,
      purpose: roll.purpose,
    };
    if (u.hasResults) event.part = "effect";
    const pending = SAI_PENDING[u.id];
    if (pending) event.issue = pending.issue;
    ctx.emit(event);
  }
  if (now.length > 0) ctx.schedule({ t: "sai:next", roll: roll.id, uses: now });
}

/** The next SAI takes effect; with several left, the rolling player says which first. */
const next: TaskHandler = (ctx, task) => {
  const roll = rollInProgress(ctx.state, task.roll as number);
  const uses = task.uses as SaiUse[];
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
        options: uses.map((u) => u.sai),
      },
    ],
    { t: "sai:first", roll: roll.id, uses },
  );
};

const first: TaskHandler = (ctx, task) => {
  const roll = rollInProgress(ctx.state, task.roll as number);
  const name = answer<string>(ctx);
  const uses = task.uses as SaiUse[];
  const use = uses.find((u) => u.sai === name) as SaiUse;
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
  SAI_EFFECTS[use.sai]?.immediate?.(ctx, roll, use);
}

/**
 * The `delayed` stage of a roll: the Delayed SAIs the opposing roll aimed at it act now, after its
 * results are counted and modified, before they are final (line 1701).
 */
export function resolveIncoming(ctx: Ctx, roll: Roll): void {
  for (const aimed of roll.incoming) {
    const use: SaiUse = { sai: aimed.name, points: aimed.points, dice: aimed.dice };
    const player = dieInstance(ctx.state, aimed.dice[0] as string)?.owner ?? roll.player;
    ctx.emit({
      type: "sai",
      player,
      name: use.sai,
      purpose: roll.purpose,
      points: use.points,
      dice: use.dice,
    });
    SAI_EFFECTS[use.sai]?.delayed?.(ctx, roll, use);
  }
}

export const saiTasks: Record<string, TaskHandler> = {
  "sai:next": next,
  "sai:first": first,
  ...Object.assign({}, ...Object.values(SAI_EFFECTS).map((e) => e.tasks ?? {})),
};
