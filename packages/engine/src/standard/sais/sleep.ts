// 2.9a Sleep (rules/000 line 2126), Special in a melee attack: the sleeping player picks one unit
// of an opposing army (any army of an opponent, the defending army first: docs/rulings.md; one
// unit for each die that rolled Sleep, as Slay), which falls asleep with no save: it cannot be
// rolled until the end of that player's next turn. The army is picked first (sai-choice), then
// the unit (sai-targets).
import { type HandlerOf, taskHandlers } from "../../kernel/ruleset.ts";
import type { Location } from "../../kernel/state.ts";
import { answer } from "../answers.ts";
import { armyLocations, healthOf, unitsAt } from "../army.ts";
import { keepFromRolling } from "../individual.ts";
import { withinReach } from "../reach.ts";
import { askChoice, type SaiOption } from "../sai-choice.ts";
import type { SaiEffect } from "../sai-effects.ts";
import { askTargets } from "../sai-targets.ts";

declare module "../../kernel/flow.ts" {
  interface TaskTypes {
    /** The army picked (the option given when it was the only one, or the answer): `count` units. */
    "sai:sleep": { owner: number; count: number; picked?: SaiOption };
    /** The units put to sleep: the targets given, or the answer. */
    "sai:sleep-picked": { owner: number; targets?: string[] };
  }
}

const armyPicked: HandlerOf<"sai:sleep"> = (ctx, task) => {
  const army = task.picked ?? answer(ctx, "sai-choice");
  const player = army.player as number;
  const at = army.at as Location;
  // Units out of a melee effect's reach cannot be picked (Fade, Hide, Camouflage).
  const units = withinReach(ctx.state, unitsAt(ctx.state, player, at), "melee").map((d) => ({
    id: d.id,
    health: healthOf(d),
  }));
  askTargets(
    ctx,
    task.owner,
    {
      sai: "Sleep",
      owner: player,
      units,
      maxHealth: units.reduce((s, u) => s + u.health, 0),
      maxUnits: task.count,
      rule: "at-least-one",
    },
    { t: "sai:sleep-picked", owner: task.owner },
  );
};

const asleep: HandlerOf<"sai:sleep-picked"> = (ctx, task) => {
  const ids = task.targets ?? answer(ctx, "sai-targets");
  keepFromRolling(ctx, "Sleep", task.owner, ids, "end-of-next-turn");
};

export const sleep: SaiEffect = {
  immediate(ctx, roll, use) {
    const opposing: SaiOption[] = [];
    const defending = roll.against;
    if (defending) opposing.push({ say: "a unit of", player: defending.player, at: defending.at });
    for (let p = 0; p < ctx.state.players.length; p++) {
      if (p === roll.player) continue;
      for (const at of armyLocations(ctx.state, p)) {
        if (p === defending?.player && at === defending.at) continue;
        opposing.push({ say: "a unit of", player: p, at });
      }
    }
    if (opposing.length === 0) return;
    askChoice(
      ctx,
      roll.player,
      { about: "sleep-army", by: "Sleep" },
      "put a unit of which army to sleep?",
      opposing,
      {
        t: "sai:sleep",
        owner: roll.player,
        count: use.dice.length,
      },
    );
  },
  tasks: taskHandlers({ "sai:sleep": armyPicked, "sai:sleep-picked": asleep }),
};
