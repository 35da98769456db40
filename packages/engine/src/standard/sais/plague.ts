// 2.9a Plague (rules/000 line 2014), Special in a melee attack: the plaguing player picks one unit
// of the defending army (one for each die that rolled Plague, as Slay: docs/rulings.md), which
// must roll a save on its own or be killed. When it is killed, its owner picks another unit of the
// same army to be plagued in turn, and so on until a plagued unit saves (or none is left).
import type { Ctx } from "../../kernel/flow.ts";
import { type HandlerOf, taskHandlers } from "../../kernel/ruleset.ts";
import type { Location } from "../../kernel/state.ts";
import { healthOf, unitsAt } from "../army.ts";
import { failed, killUnits } from "../individual.ts";
import { withinReach } from "../reach.ts";
import type { SaiEffect } from "../sai-effects.ts";
import { askTargets } from "../sai-targets.ts";
import { oneUnitPerDie, pickThenRoll, type Rolled } from "./pick-then-roll.ts";

declare module "../../kernel/flow.ts" {
  interface TaskTypes {
    /** The army a killed unit carried the Plague in, and the plaguing player's. */
    "sai:plague-spreads": { player: number; at: Location; roller: number; rollerAt: Location };
  }
}

/** The dead go to the DUA; then, for each, the owner picks the next unit to carry it on. */
const killed = (ctx: Ctx, { player, at, roller, rollerAt, outcomes }: Rolled): void => {
  const dead = failed(outcomes);
  if (dead.length === 0) return;
  ctx.schedule(...dead.map(() => ({ t: "sai:plague-spreads", player, at, roller, rollerAt })));
  killUnits(ctx, player, dead);
};

const spreads: HandlerOf<"sai:plague-spreads"> = (ctx, task) => {
  if (ctx.state.winner) return;
  const { player, at, roller, rollerAt } = task;
  // Units out of a melee effect's reach cannot be picked (Fade, Hide, Camouflage).
  const units = withinReach(ctx.state, unitsAt(ctx.state, player, at), "melee").map((d) => ({
    id: d.id,
    health: healthOf(d),
  }));
  askTargets(
    ctx,
    player,
    {
      sai: "Plague",
      owner: player,
      units,
      maxHealth: units.reduce((s, u) => s + u.health, 0),
      maxUnits: 1,
      rule: "at-least-one",
    },
    { t: "sai-picked:plague", player, at, roller, rollerAt },
  );
};

const plaguing = pickThenRoll("plague", "save", killed, oneUnitPerDie);

export const plague: SaiEffect = {
  ...plaguing,
  tasks: { ...plaguing.tasks, ...taskHandlers({ "sai:plague-spreads": spreads }) },
};
