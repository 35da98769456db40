// Promotions in a dragon attack (rules/000 "Promotion", lines 1041-1047): a Treasure lets the
// attacked army promote one unit at once (two for a white dragon's); slaying dragons lets it
// promote as many units as it can, all at once, after its losses. Each unit is promoted once, and
// units brought from the dead unit area by these promotions are not promoted themselves (the
// eligible promotions are listed when the effect starts: line 1057).
import type { Ctx } from "../kernel/flow.ts";
import {
  type DecisionKind,
  decisionKind,
  type HandlerOf,
  taskHandlers,
} from "../kernel/ruleset.ts";
import type { Location } from "../kernel/state.ts";
import { answer } from "./answers.ts";
import {
  applyExchange,
  type Eligible,
  EXCHANGE_ANSWER,
  type Exchange,
  exchangeProblem,
  exchangeShape,
  promotionsFor,
  sampleExchange,
} from "./promotion.ts";

export interface PromotionData extends Eligible {
  army: Location;
  /** The most units promoted (a Treasure's), or null: as many as possible. */
  most: number | null;
  by: string;
}

/** Asks the army's owner which units to promote, when any can be. */
export function askPromotions(
  ctx: Ctx,
  player: number,
  army: Location,
  most: number | null,
  by: string,
): void {
  const promotions = promotionsFor(ctx.state, player, army);
  if (promotions.length === 0) return;
  const data: PromotionData = { army, recruits: [], promotions, most, by };
  const how =
    most === null ? "as many units as you can" : most === 1 ? "one unit" : `up to ${most} units`;
  ctx.ask(
    [
      {
        player,
        kind: "dragon-promotions",
        prompt: `${by}: you may promote ${how} of the army (each to a unit of its race worth 1 health more from your dead unit area).`,
        data,
      },
    ],
    { t: "dragon:promoted", player, army, by },
  );
}

function promotionProblem(data: PromotionData, exchange: Exchange): string | null {
  if (exchange.recruits.length > 0) return "these promotions bring no unit back from the dead";
  if (data.most !== null && exchange.promotions.length > data.most) {
    return `at most ${data.most} promotion${data.most === 1 ? "" : "s"}`;
  }
  return null;
}

const dragonPromotionsKind: DecisionKind = decisionKind({
  kinds: ["dragon-promotions"],
  shape: exchangeShape,
  answer: EXCHANGE_ANSWER,
  validate(state, decision, choice) {
    const data = decision.data;
    return promotionProblem(data, choice) ?? exchangeProblem(state, data, choice);
  },
  sample(state, decision, randomInt) {
    const data = decision.data;
    const exchange = sampleExchange(state, data, Number.POSITIVE_INFINITY, randomInt);
    if (data.most !== null) exchange.promotions = exchange.promotions.slice(0, data.most);
    return exchange;
  },
});

declare module "../kernel/flow.ts" {
  interface TaskTypes {
    /** The promotions of the army at `army` (the answer), for `by`. */
    "dragon:promoted": { player: number; army: Location; by: string };
  }
}

const promoted: HandlerOf<"dragon:promoted"> = (ctx, task) => {
  const exchange = answer(ctx, "dragon-promotions");
  if (exchange.promotions.length === 0) return;
  applyExchange(ctx, task.player, task.army, exchange, task.by);
};

export const promotionDecisionKinds: Readonly<Record<string, DecisionKind>> = {
  "dragon-promotions": dragonPromotionsKind,
};

export const promotionTasks = taskHandlers({
  "dragon:promoted": promoted,
});
