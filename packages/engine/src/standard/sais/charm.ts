// 2.9a Charm (rules/000 line 1833), Special in a melee attack: the attacking player picks up to
// its points of health-worth of units of the defending army (at least one, line 1751; two Charms
// combine, line 1743). They roll at once for the attacking army, as part of its attack (their own
// SAIs act as its SAIs would), and their total is added to its roll as one "Charm" result. Under
// the attacker's control, they do not roll in the defenders' save roll; they return to their owner
// right after it (or, when the attack rolls no hits, as soon as the attack's roll is final), and
// may be taken as casualties like any defender (docs/rulings.md).
import { addEffect, endEffects } from "../../kernel/effects.ts";
import type { Ctx } from "../../kernel/flow.ts";
import {
  type Roll,
  rollInProgress,
  rollTotal,
  startRolls,
  takeRolls,
  whenFinal,
} from "../../kernel/roll.ts";
import { type HandlerOf, taskHandlers } from "../../kernel/ruleset.ts";
import type { Location } from "../../kernel/state.ts";
import { answer } from "../answers.ts";
import { dieInstance } from "../army.ts";
import type { SaiEffect } from "../sai-effects.ts";
import { askDefenders } from "../sai-targets.ts";

declare module "../../kernel/flow.ts" {
  interface TaskTypes {
    /**
     * The attack (`roll`, its id) and the Charm's points and dice; the defending army (`player`,
     * `at`) and the units picked, when given, as `askDefenders` adds them.
     */
    "sai:charm": {
      roll: number;
      points: number;
      dice: string[];
      player: number;
      at: Location;
      targets?: string[];
    };
    "sai:charm-rolled": {
      rolls: number[];
      roll: number;
      units: string[];
      at: Location;
      points: number;
      dice: string[];
    };
    "sai:charm-no-hits": { roll: number };
  }
}

/** The charmed units roll for the attacking army. */
const picked: HandlerOf<"sai:charm"> = (ctx, task) => {
  const ids = task.targets ?? answer(ctx, "sai-targets");
  if (ids.length === 0) return;
  const attack = rollInProgress(ctx.state, task.roll);
  const spec = {
    player: attack.player,
    at: task.at,
    purpose: attack.purpose,
    wants: attack.wants,
    dice: ids,
  };
  startRolls(ctx, [attack.against ? { ...spec, against: attack.against } : spec], {
    t: "sai:charm-rolled",
    roll: attack.id,
    units: ids,
    at: task.at,
    points: task.points,
    dice: task.dice,
  });
};

/** Their results join the attack; they stay out of their army's rolls until they return. */
const rolled: HandlerOf<"sai:charm-rolled"> = (ctx, task) => {
  const [charmed] = takeRolls(ctx.state, task);
  const attack = rollInProgress(ctx.state, task.roll);
  const result = attack.wants[0] ?? "melee";
  const amount = charmed ? rollTotal(charmed, result) : 0;
  if (amount > 0) {
    attack.counted.push({ unit: null, result, amount, source: "sai", label: "Charm" });
  }
  // Their Delayed SAIs act on the defenders' save roll as the attack's own do.
  attack.aimed.push(...(charmed?.aimed ?? []), {
    name: "Charm",
    points: task.points,
    dice: task.dice,
  });
  for (const unit of task.units) {
    addEffect(ctx, {
      name: "Charm",
      owner: attack.player,
      target: { unit, at: task.at },
      // At the latest: they return once the save roll is made (the Delayed part below).
      expires: "end-of-this-turn",
      noRoll: true,
    });
  }
  whenFinal(ctx, attack.id, { t: "sai:charm-no-hits", roll: attack.id });
};

/** The charmed of `player`'s units at `at` return to their owner. */
const release = (ctx: Ctx, player: number, at: Location): void =>
  endEffects(
    ctx,
    (e) => e.name === "Charm" && e.owner === player && "unit" in e.target && e.target.at === at,
  );

/** An attack with no hits has no save roll to wait for: the charmed return now. */
const noHits: HandlerOf<"sai:charm-no-hits"> = (ctx, task) => {
  const attack = rollInProgress(ctx.state, task.roll);
  if (rollTotal(attack) === 0 && attack.against) release(ctx, attack.player, attack.against.at);
};

export const charm: SaiEffect = {
  immediate: (ctx, roll, use) =>
    askDefenders(ctx, roll, use, {
      t: "sai:charm",
      roll: roll.id,
      points: use.points,
      dice: use.dice,
    }),
  // On the defenders' save roll, once it is rolled: the charmed return to their owner.
  delayed(ctx: Ctx, roll: Roll, use) {
    const charmer = dieInstance(ctx.state, use.dice[0] as string)?.owner;
    if (charmer !== undefined) release(ctx, charmer, roll.at);
  },
  tasks: taskHandlers({
    "sai:charm": picked,
    "sai:charm-rolled": rolled,
    "sai:charm-no-hits": noHits,
  }),
};
