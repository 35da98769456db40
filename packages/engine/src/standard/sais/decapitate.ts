// 2.9a Decapitate (rules/000 line 1881, the Vorpal Swords) and Impale (line 1996, the
// Heartseekers): Delayed Special in a melee attack (Decapitate) or a missile action (Impale):
// "after the defending army rolls to save but before they apply any unique or special resolution
// SAIs, choose one unit in the defending army that rolled an ID icon to be killed" (the example of
// line 1701). One unit for each die that rolled it (its points in that roll are 1 each, line
// 1771's "unless stated otherwise"). Against a dragon it is Special or Normal: "choose any dragon
// that rolls a Jaws icon to be slain. Otherwise it inflicts three melee [missile] results on the
// dragon"; a dragon slain so still does its damage (the rule's note), so it stays in the attack.
import type { Ctx } from "../../kernel/flow.ts";
import { type Roll, rollInProgress } from "../../kernel/roll.ts";
import { type HandlerOf, taskHandlers } from "../../kernel/ruleset.ts";
import { answer } from "../answers.ts";
import { dieInstance, isUnit } from "../army.ts";
import { battleOf, isSlain, rolling } from "../battle.ts";
import { killUnits } from "../individual.ts";
import { PURPOSES } from "../purposes.ts";
import { stillRolling } from "../roll-dice.ts";
import { askChoice, type SaiOption } from "../sai-choice.ts";
import type { SaiEffect, SaiUse } from "../sai-effects.ts";
import { aimedBy, askTargets, withHealth } from "../sai-targets.ts";

/**
 * The defending units that rolled an ID icon and still count in their roll; not an artifact that
 * rolled its ID: items are not units (line 2375).
 */
function rolledId(ctx: Ctx, roll: Roll): string[] {
  const ids = roll.faces.filter((f) => f.icon === "ID").map((f) => f.die);
  return [...new Set(ids)].filter((id) => {
    const d = dieInstance(ctx.state, id);
    return d !== undefined && isUnit(d) && stillRolling(ctx.state, roll, id);
  });
}

const killed: HandlerOf<"sai:behead"> = (ctx, task) => {
  const ids = task.targets ?? answer(ctx, "sai-targets");
  killUnits(ctx, task.player, ids);
};

declare module "../../kernel/flow.ts" {
  interface TaskTypes {
    /** The units killed: the targets given, or the answer. */
    "sai:behead": { player: number; targets?: string[] };
    /** The dice (of the roll `roll`) still to slay a dragon each. */
    "sai:behead-dragon": { roll: number; sai: string; dice: string[] };
    /** The dragon slain: the option given when it was the only one, or the answer. */
    "sai:dragon-beheaded": { roll: number; sai: string; dice: string[]; picked?: SaiOption };
  }
}

/** Each die that rolled it slays one attacking dragon that rolled Jaws; the others are results. */
function slayJaws(ctx: Ctx, roll: Roll, use: SaiUse): void {
  ctx.schedule({ t: "sai:behead-dragon", roll: roll.id, sai: use.sai, dice: use.dice });
}

/** Asks for the next die's dragon, among the standing ones that rolled Jaws. */
const nextDragon: HandlerOf<"sai:behead-dragon"> = (ctx, task) => {
  const [die, ...dice] = task.dice;
  if (die === undefined) return;
  const battle = battleOf(ctx.state);
  const options: SaiOption[] = rolling(battle)
    .filter((d) => d.faces.includes("Jaws") && !isSlain(battle, d.id))
    .map((d) => ({ say: "slay", unit: d.id }));
  if (options.length === 0) return;
  const roll = rollInProgress(ctx.state, task.roll);
  const sai = task.sai;
  askChoice(
    ctx,
    roll.player,
    { about: "decapitate", by: sai },
    "which dragon that rolled Jaws is slain?",
    options,
    {
      t: "sai:dragon-beheaded",
      roll: roll.id,
      sai,
      dice,
    },
  );
};

/** The dragon picked is slain; the die's three results are not counted. */
const dragonSlain: HandlerOf<"sai:dragon-beheaded"> = (ctx, task) => {
  const picked = task.picked ?? answer(ctx, "sai-choice");
  const dragon = picked.unit as string;
  const roll = rollInProgress(ctx.state, task.roll);
  const sai = task.sai;
  battleOf(ctx.state).slain.push(dragon);
  roll.forgone[sai] = (roll.forgone[sai] ?? 0) + 3;
  ctx.emit({ type: "dragon-slain-by-sai", player: roll.player, dragon, sai });
  ctx.schedule({ t: "sai:behead-dragon", roll: roll.id, sai, dice: task.dice });
};

const slaying: SaiEffect = {
  immediate(ctx, roll, use) {
    if (roll.purpose === PURPOSES.dragonAttack.name) slayJaws(ctx, roll, use);
  },
  beforeSais(ctx, roll, use) {
    const units = withHealth(ctx.state, rolledId(ctx, roll));
    askTargets(
      ctx,
      aimedBy(ctx, use),
      {
        sai: use.sai,
        owner: roll.player,
        units,
        maxHealth: units.reduce((s, u) => s + u.health, 0),
        maxUnits: use.points,
        rule: "at-least-one",
      },
      { t: "sai:behead", player: roll.player },
    );
  },
  tasks: taskHandlers({
    "sai:behead": killed,
    "sai:behead-dragon": nextDragon,
    "sai:dragon-beheaded": dragonSlain,
  }),
};

export const decapitate = slaying;
export const impale = slaying;
