// 2.9a Wayfare (rules/000 line 2198, the Seven-league Boots and the medallions): "During a maneuver
// roll, Wayfare generates maneuver results or allows the magical item and a unit able to carry it
// to be moved immediately to any other terrain or its reserve area ... During a dragon attack,
// Wayfare allows the magical item and a unit able to carry it to be moved immediately". Its
// maneuver results in other maneuver rolls (counter-maneuver, the order of play) come from the
// catalogue. For each item that rolled it the player says where (in a maneuver roll the first
// option keeps the results; against a dragon, staying: "allows"), then which unit of the army that
// can carry the item goes with it (items.ts `canCarry`). Both leave the army at once and their
// results no longer count (line 1715).
import type { Ctx, TaskOf } from "../../kernel/flow.ts";
import { type Roll, rollInProgress } from "../../kernel/roll.ts";
import { type HandlerOf, taskHandlers } from "../../kernel/ruleset.ts";
import { type Location, terrainLocation } from "../../kernel/state.ts";
import { answer } from "../answers.ts";
import { dieInstance, terrainsInPlay, unitOf } from "../army.ts";
import { tablesOf } from "../edition-tables.ts";
import { canCarry, itemOf } from "../items.ts";
import { PURPOSES } from "../purposes.ts";
import { stillRolling } from "../roll-dice.ts";
import { askChoice, SAYS, type SaiOption } from "../sai-choice.ts";
import type { SaiEffect } from "../sai-effects.ts";
import { saiPointsByDie } from "../sai-rules.ts";
import { checkEighthFaces, checkVictory } from "../victory.ts";

declare module "../../kernel/flow.ts" {
  interface TaskTypes {
    /** The items that rolled it, still to move (`roll`: the roll's id). */
    "sai:wayfare": { roll: number; items: string[] };
    /** Where `item` goes: the option given when it was the only one, or the answer. */
    "sai:wayfare-where": {
      roll: number;
      item: string;
      following: TaskOf<"sai:wayfare">;
      picked?: SaiOption;
    };
    /** The unit that carries `item` to `to`: the option given, or the answer. */
    "sai:wayfare-move": { roll: number; item: string; to: Location; picked?: SaiOption };
  }
}

/** The units of the roll able to carry the item. */
function carriersOf(ctx: Ctx, roll: Roll, item: string): string[] {
  const itemDie = dieInstance(ctx.state, item);
  const carried = itemDie ? itemOf(itemDie) : null;
  if (!carried) return [];
  return roll.dice.filter((id) => {
    const d = dieInstance(ctx.state, id);
    const unit = d ? unitOf(d) : null;
    return (
      unit !== null &&
      d?.at === roll.at &&
      stillRolling(ctx.state, roll, id) &&
      canCarry(tablesOf(ctx).dragonkin, unit, carried)
    );
  });
}

/** Asks where the next item that rolled it goes, if it may go at all. */
const nextItem: HandlerOf<"sai:wayfare"> = (ctx, task) => {
  const [item, ...rest] = task.items;
  if (item === undefined) return;
  const roll = rollInProgress(ctx.state, task.roll);
  const following: TaskOf<"sai:wayfare"> = { t: "sai:wayfare", roll: roll.id, items: rest };
  if (carriersOf(ctx, roll, item).length === 0) {
    ctx.schedule(following);
    return;
  }
  const places: SaiOption[] = terrainsInPlay(ctx.state)
    .map((t) => terrainLocation(t.id))
    .filter((at) => at !== roll.at)
    .map((at) => ({ say: "move to", at }));
  if (roll.at !== "reserve") places.push({ say: "move to", at: "reserve" });
  // In a maneuver roll the item may give its maneuvers instead; against a dragon it may stay.
  const maneuvering = roll.purpose === PURPOSES.maneuver.name;
  const points =
    saiPointsByDie(tablesOf(ctx), roll, "Wayfare").find((p) => p.die === item)?.points ?? 0;
  const keep: SaiOption = maneuvering ? { say: `${points} maneuvers` } : { say: SAYS.stay };
  askChoice(
    ctx,
    roll.player,
    { about: "wayfare-move", by: "Wayfare" },
    "move the item and a unit away at once?",
    [keep, ...places],
    {
      t: "sai:wayfare-where",
      roll: roll.id,
      item,
      following,
    },
  );
};

const where: HandlerOf<"sai:wayfare-where"> = (ctx, task) => {
  const picked = task.picked ?? answer(ctx, "sai-choice");
  const following = task.following;
  if (picked.at === undefined) {
    ctx.schedule(following);
    return;
  }
  const roll = rollInProgress(ctx.state, task.roll);
  const item = task.item;
  const options = carriersOf(ctx, roll, item).map((unit) => ({ say: "carry it", unit }));
  ctx.schedule(following);
  askChoice(
    ctx,
    roll.player,
    { about: "wayfare-carrier", by: "Wayfare" },
    "which unit carries the item there?",
    options,
    {
      t: "sai:wayfare-move",
      roll: roll.id,
      item,
      to: picked.at,
    },
  );
};

const move: HandlerOf<"sai:wayfare-move"> = (ctx, task) => {
  const picked = task.picked ?? answer(ctx, "sai-choice");
  const roll = rollInProgress(ctx.state, task.roll);
  const moved = [picked.unit as string, task.item];
  const to = task.to;
  for (const id of moved) {
    const d = dieInstance(ctx.state, id);
    if (d) d.at = to;
  }
  roll.dice = roll.dice.filter((id) => !moved.includes(id));
  ctx.emit({ type: "moved", player: roll.player, dice: moved, from: roll.at, to });
  checkEighthFaces(ctx);
  checkVictory(ctx);
};

export const wayfare: SaiEffect = {
  immediate(ctx, roll, use) {
    ctx.schedule({ t: "sai:wayfare", roll: roll.id, items: use.dice });
  },
  tasks: taskHandlers({
    "sai:wayfare": nextItem,
    "sai:wayfare-where": where,
    "sai:wayfare-move": move,
  }),
};
