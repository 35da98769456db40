// 2.9a Frostwings, Magic Negation (rules/000 line 911): when an army takes a magic action at a
// terrain, each other player with units there of a race with the ability ("an opposing army",
// line 430) may roll them to negate; only the greatest negation counts. Which races have it is
// the edition's data (`effect: "magic-negation"`).
import type { Ctx } from "../../kernel/flow.ts";
import { rollTotal, startRolls, takeRolls } from "../../kernel/roll.ts";
import { type HandlerOf, taskHandlers } from "../../kernel/ruleset.ts";
import { atTerrain, type Location } from "../../kernel/state.ts";
import { answer } from "../answers.ts";
import { forceHasAnyOf, hasUnitsAt, isAnyOf, opponentsAt, unitsAt } from "../army.ts";
import { tablesOf } from "../edition-tables.ts";
import { PURPOSES, rollFor } from "../purposes.ts";
import type { RacialEffectParts } from "../racial-effects.ts";
import { racesWith } from "./race-names.ts";

declare module "../../kernel/flow.ts" {
  interface TaskTypes {
    /** The magic action's army, and the opponents asked whether they negate, in that order. */
    "magic:negation": { player: number; at: Location; negators: number[] };
    "magic:negated": { player: number; at: Location; rolls: number[] };
  }
}

/**
 * Asks the opponents who can negate the magic action of `player`'s army at `at` and returns true,
 * or returns false when nobody can.
 */
export function askMagicNegation(ctx: Ctx, player: number, at: Location): boolean {
  if (!atTerrain(at)) return false;
  const { state } = ctx;
  const species = tablesOf(ctx).speciesWith("magic-negation");
  const anyNegators = state.players.some(
    (_, p) => p !== player && forceHasAnyOf(state, p, species),
  );
  if (!anyNegators) return false;
  const negators = opponentsAt(state, player, at).filter((p) => hasUnitsAt(state, p, at, species));
  if (negators.length === 0) return false;
  const races = racesWith(tablesOf(ctx), "magic-negation");
  ctx.ask(
    negators.map((p) => ({
      player: p,
      kind: "magic-negation",
      prompt: `An opposing army is taking a magic action at your ${races}' terrain. Negate?`,
      options: [true, false],
    })),
    { t: "magic:negation", player, at, negators },
  );
  return true;
}

/** The negation rolls, all at once; only the greatest counts. Then the magic action's roll. */
const negationRoll: HandlerOf<"magic:negation"> = (ctx, task) => {
  const at = task.at;
  const negators = task.negators;
  const rolling = negators.filter((_, i) => answer(ctx, "magic-negation", i));
  if (rolling.length === 0) {
    ctx.schedule({ t: "magic:roll", player: task.player, at, negation: 0 });
    return;
  }
  const negating = isAnyOf(tablesOf(ctx).speciesWith("magic-negation"));
  const rolls = rolling.map((p) =>
    rollFor(PURPOSES.magicNegation, p, at, unitsAt(ctx.state, p, at).filter(negating)),
  );
  startRolls(ctx, rolls, { t: "magic:negated", player: task.player, at });
};

/** Each non-ID magic result subtracts one point (the purpose counts no ID). */
const negated: HandlerOf<"magic:negated"> = (ctx, task) => {
  const player = task.player;
  const at = task.at;
  const rolls = takeRolls(ctx.state, task);
  const negation = Math.max(0, ...rolls.map((r) => rollTotal(r)));
  const by = rolls.map((r) => r.player);
  ctx.emit({ type: "magic-negation", player, location: at, negation, by });
  ctx.schedule({ t: "magic:roll", player, at, negation });
};

/** Asked before a magic action's roll (magic.ts); its rolls are tasks of its own. */
export const magicNegationEffect: RacialEffectParts = {
  tasks: taskHandlers({ "magic:negation": negationRoll, "magic:negated": negated }),
};
