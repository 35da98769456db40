// 2.9a Sneak Attack (rules/000 line 2138), Special in a missile or magic action: the rolling
// player picks any opposing army at any terrain (a reserve army only magic attacks, line 544:
// docs/rulings.md), and its owner picks up to its points of health-worth of units, as much as
// possible (line 1759), to be killed with no save. Its melee results in a melee attack or against
// a dragon come from the catalogue. Dragonkin picked are buried (lines 2140, 2322).
import { type HandlerOf, taskHandlers } from "../../kernel/ruleset.ts";
import type { Location } from "../../kernel/state.ts";
import { answer } from "../answers.ts";
import { armyHealth, armyLocations, healthOf, unitsAt } from "../army.ts";
import { killUnits } from "../individual.ts";
import { type Reach, reachOfRoll, withinReach } from "../reach.ts";
import { askChoice, type SaiOption } from "../sai-choice.ts";
import type { SaiEffect } from "../sai-effects.ts";
import { askTargets } from "../sai-targets.ts";

declare module "../../kernel/flow.ts" {
  interface TaskTypes {
    /** The army picked: the option given when it was the only one, or the answer. */
    "sai:sneak-attack": { points: number; reach: Reach; picked?: SaiOption };
    /** The units killed: the targets given, or the answer. */
    "sai:sneak-attack-killed": { player: number; targets?: string[] };
  }
}

/** The army picked: its owner picks the units killed. */
const armyPicked: HandlerOf<"sai:sneak-attack"> = (ctx, task) => {
  const picked = task.picked ?? answer(ctx, "sai-choice");
  const player = picked.player as number;
  const at = picked.at as Location;
  // Units out of the reach of the action's kind cannot be picked (Fade, Hide, Camouflage).
  const reach = task.reach;
  const units = withinReach(ctx.state, unitsAt(ctx.state, player, at), reach).map((d) => ({
    id: d.id,
    health: healthOf(d),
  }));
  askTargets(
    ctx,
    player,
    {
      sai: "Sneak Attack",
      owner: player,
      units,
      maxHealth: task.points,
      rule: "as-much-as-possible",
    },
    { t: "sai:sneak-attack-killed", player },
  );
};

const killed: HandlerOf<"sai:sneak-attack-killed"> = (ctx, task) =>
  killUnits(ctx, task.player, task.targets ?? answer(ctx, "sai-targets"), false, true);

export const sneakAttack: SaiEffect = {
  immediate(ctx, roll, use) {
    const { state } = ctx;
    const armies: SaiOption[] = [];
    for (let p = 0; p < state.players.length; p++) {
      if (p === roll.player) continue;
      for (const at of armyLocations(state, p))
        armies.push({ say: "kill units of", at, player: p });
    }
    if (armies.length === 0) return;
    // The largest army first (the heuristic bot takes the first): it loses the most health.
    const health = (o: SaiOption) => armyHealth(state, o.player as number, o.at as Location);
    armies.sort((a, b) => health(b) - health(a));
    askChoice(
      ctx,
      roll.player,
      { about: "sneak-attack", by: use.sai },
      "pick the opposing army whose units are killed.",
      armies,
      {
        t: "sai:sneak-attack",
        points: use.points,
        reach: reachOfRoll(roll.purpose),
      },
    );
  },
  tasks: taskHandlers({ "sai:sneak-attack": armyPicked, "sai:sneak-attack-killed": killed }),
};
