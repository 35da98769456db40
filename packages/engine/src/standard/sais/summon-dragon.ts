// 2.9a Summon Dragon (rules/000 line 2158, the Dragon Staffs), Instant Special in a magic action:
// "choose any dragon of a matching color as the magical item and immediately summon it to any
// terrain; roll the artifact again and apply the new result as well" (the reroll comes from the
// catalogue). A dragon of the staff's colour is an elemental one of that colour, a hybrid with it
// among its two (line 2454: "Dragon Staffs ... of either color also affect them normally") or an
// ivory hybrid of that element (line 2460); never a white dragon (line 2470: "Dragon Staffs ...
// have no effect on white dragons") nor a pure ivory one, which has no colour to match. It comes
// from any summoning pool or any terrain, as a summoned dragon does (spells/summon-dragon.ts
// `moveDragon`); a tamed dragon is untamed by it (line 957: "a player rolls a Summon Dragon SAI on
// a Dragon Staff artifact"), and may be summoned to the terrain it is at. One dragon for each staff
// that rolled it (its points are 1).
import type { Element } from "@dragondice/catalog";
import type { Ctx, TaskOf } from "../../kernel/flow.ts";
import { type Roll, rollInProgress } from "../../kernel/roll.ts";
import { type HandlerOf, taskHandlers } from "../../kernel/ruleset.ts";
import { dragonTerrain, type Table, terrainLocation } from "../../kernel/state.ts";
import { answer } from "../answers.ts";
import { dieInstance, dragonDice, terrainsInPlay } from "../army.ts";
import { dragonElements, dragonOf, isWhite } from "../dragons.ts";
import { itemOf } from "../items.ts";
import { askChoice, SAYS, type SaiOption } from "../sai-choice.ts";
import type { SaiEffect } from "../sai-effects.ts";
import { interchangeable, moveDragon } from "../spells/summon-dragon.ts";
import { tamingOf } from "../tamed-dragons.ts";

declare module "../../kernel/flow.ts" {
  interface TaskTypes {
    /** The staffs (of the roll `roll`) still to summon a dragon each. */
    "sai:summon-dragon": { roll: number; staffs: readonly string[] };
    /** The dragon (then the terrain) picked: the option given when it was the only one, or the answer. */
    "sai:summon-dragon-where": { roll: number; picked?: SaiOption };
    "sai:dragon-summoned": { roll: number; picked?: SaiOption };
  }
}

/** The dragons a staff of these elements may summon, in a pool or at a terrain. */
function summonable(state: Table, elements: readonly Element[]) {
  return dragonDice(state).filter((d) => {
    const dragon = dragonOf(d);
    if (!dragon || isWhite(dragon)) return false;
    if (d.at !== "pool" && dragonTerrain(d.at) === null) return false;
    return dragonElements(dragon).some((e) => elements.includes(e));
  });
}

/** Asks which dragon the next staff summons. */
const nextStaff: HandlerOf<"sai:summon-dragon"> = (ctx, task) => {
  const [staff, ...rest] = task.staffs;
  if (staff === undefined) return;
  const roll = rollInProgress(ctx.state, task.roll);
  const following: TaskOf<"sai:summon-dragon"> = {
    t: "sai:summon-dragon",
    roll: roll.id,
    staffs: rest,
  };
  const d = dieInstance(ctx.state, staff);
  const item = d ? itemOf(d) : null;
  const dragons = item ? summonable(ctx.state, item.colors as Element[]) : [];
  const options: SaiOption[] = interchangeable(ctx.state, dragons).map((dragon) => ({
    say: SAYS.summon,
    unit: dragon.id,
  }));
  ctx.schedule(following);
  if (options.length === 0) return;
  askChoice(
    ctx,
    roll.player,
    { about: "staff-dragon", by: "Dragon Staff" },
    "which dragon does Summon Dragon send?",
    options,
    {
      t: "sai:summon-dragon-where",
      roll: roll.id,
    },
  );
};

/** Asks where the dragon goes: any terrain, but where it is only when it is tamed. */
const where: HandlerOf<"sai:summon-dragon-where"> = (ctx, task) => {
  const dragon = (task.picked ?? answer(ctx, "sai-choice")).unit as string;
  const at = dieInstance(ctx.state, dragon)?.at ?? "pool";
  const tamed = tamingOf(ctx.state, dragon) !== null;
  const options: SaiOption[] = terrainsInPlay(ctx.state)
    .filter((t) => tamed || dragonTerrain(at) !== t.id)
    .map((t) => ({ say: SAYS.summonTo, unit: dragon, at: terrainLocation(t.id) }));
  const roll = rollInProgress(ctx.state, task.roll);
  askChoice(
    ctx,
    roll.player,
    { about: "staff-terrain", by: "Dragon Staff" },
    "to which terrain does the dragon go?",
    options,
    {
      t: "sai:dragon-summoned",
      roll: roll.id,
    },
  );
};

const summoned: HandlerOf<"sai:dragon-summoned"> = (ctx, task) => {
  const picked = task.picked ?? answer(ctx, "sai-choice");
  const d = dieInstance(ctx.state, picked.unit as string);
  const roll = rollInProgress(ctx.state, task.roll);
  const terrain = picked.at?.slice("t:".length);
  if (d && terrain) moveDragon(ctx, d, terrain, roll.player);
};

function summonWithStaffs(ctx: Ctx, roll: Roll, staffs: readonly string[]): void {
  ctx.schedule({ t: "sai:summon-dragon", roll: roll.id, staffs });
}

export const summonDragonSai: SaiEffect = {
  immediate: (ctx, roll, use) => summonWithStaffs(ctx, roll, use.dice),
  tasks: taskHandlers({
    "sai:summon-dragon": nextStaff,
    "sai:summon-dragon-where": where,
    "sai:dragon-summoned": summoned,
  }),
};
