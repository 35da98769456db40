// 2.9a Dragonkin Breath (rules/000 lines 1803-1811), Special in a melee attack: a rare Dragonkin's
// kills three health-worth of defending units, which the defending player picks (as much as
// possible, line 1759); a Dragonkin Champion's four health-worth, which the attacking player picks
// (at least one, line 1751). No save is possible; Dragonkin killed by it are buried (line 2322).
// An army with a Dragonslayer is immune to every Dragonkin's breath, one with a Dragonhunter to
// the breath of Dragonkin of the hunter's colour (lines 1003, 1009). Each die's breath is its own
// colour's, so the dice that rolled it breathe one by one.
import type { MagicColor } from "@dragondice/catalog";
import type { Ctx } from "../../kernel/flow.ts";
import { rollInProgress } from "../../kernel/roll.ts";
import { type HandlerOf, taskHandlers } from "../../kernel/ruleset.ts";
import type { Location } from "../../kernel/state.ts";
import { answer } from "../answers.ts";
import { dieInstance, healthOf, unitOf, unitsAt } from "../army.ts";
import { immunity } from "../dragon-breath.ts";
import { kinColor } from "../dragonkin.ts";
import { killUnits } from "../individual.ts";
import { reachOfRoll, withinReach } from "../reach.ts";
import type { SaiEffect } from "../sai-effects.ts";
import { askTargets } from "../sai-targets.ts";

/** The Dragonkin Champion's breath kills four health-worth; a rare Dragonkin's three. */
const CHAMPION_HEALTH = 4;

/** One die's breath: the health-worth it kills and its colour. */
interface Breath {
  die: string;
  health: number;
  color: MagicColor;
}

declare module "../../kernel/flow.ts" {
  interface TaskTypes {
    /** The breaths still to breathe in the roll `roll`. */
    "sai:dragonkin-breath": { roll: number; breaths: Breath[] };
    /** The units the breath kills: the targets given, or the answer. */
    "sai:dragonkin-breath-killed": { player: number; at: Location; targets?: string[] };
  }
}

/** The next die's breath on the defending army, until every one has breathed. */
const breathe: HandlerOf<"sai:dragonkin-breath"> = (ctx, task) => {
  const [breath, ...rest] = task.breaths;
  if (!breath) return;
  if (rest.length > 0) ctx.schedule({ ...task, breaths: rest });
  const roll = rollInProgress(ctx.state, task.roll);
  const target = roll.against;
  if (!target || unitsAt(ctx.state, target.player, target.at).length === 0) return;
  if (immunity(ctx, target.player, target.at)(breath.color)) {
    ctx.emit({
      type: "dragonkin-breath-stopped",
      player: target.player,
      location: target.at,
      die: breath.die,
    });
    return;
  }
  const units = withinReach(
    ctx.state,
    unitsAt(ctx.state, target.player, target.at),
    reachOfRoll(roll.purpose),
  ).map((d) => ({ id: d.id, health: healthOf(d) }));
  // The champion's roller picks; the rare Dragonkin's target picks.
  const champion = breath.health === CHAMPION_HEALTH;
  askTargets(
    ctx,
    champion ? roll.player : target.player,
    {
      sai: "Breath",
      owner: target.player,
      units,
      maxHealth: breath.health,
      rule: champion ? "at-least-one" : "as-much-as-possible",
    },
    { t: "sai:dragonkin-breath-killed", player: target.player, at: target.at },
  );
};

const killed: HandlerOf<"sai:dragonkin-breath-killed"> = (ctx, task) => {
  const targets = task.targets ?? answer(ctx, "sai-targets");
  const here = targets.filter((id) => dieInstance(ctx.state, id)?.at === task.at);
  killUnits(ctx, task.player, here, false, true);
};

/** The breaths of the dice that rolled Breath, each its own colour and size. */
function breathsOf(ctx: Ctx, dice: readonly string[]): Breath[] {
  return dice.flatMap((die) => {
    const d = dieInstance(ctx.state, die);
    const unit = d ? unitOf(d) : null;
    return d && unit ? [{ die, health: healthOf(d), color: kinColor(unit) }] : [];
  });
}

export const dragonkinBreath: SaiEffect = {
  immediate(ctx, roll, use) {
    const breaths = breathsOf(ctx, use.dice);
    if (breaths.length > 0) {
      ctx.schedule({ t: "sai:dragonkin-breath", roll: roll.id, breaths });
    }
  },
  tasks: taskHandlers({
    "sai:dragonkin-breath": breathe,
    "sai:dragonkin-breath-killed": killed,
  }),
};
