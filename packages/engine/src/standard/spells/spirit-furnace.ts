// 2.9a Spirit Furnace (black, 4, Goblin; rules/000 lines 514, 1231): announced alone and resolved
// before any other spell (spell-cast.ts): every unit in the caster's DUA is buried, and each
// health buried gives two black points, added to what is left of the pool as a modifier that adds
// (no dice modifier touches them; nor does Frostwing negation), which may pay for the racial
// spells of any race in the casting army. Then the rest of the pool is spent as usual. The caster
// chooses whether their units with Resist Burial (2.9a's Undead: `effect: "resist-burial"`) roll
// against it (docs/rulings.md).
import { type HandlerOf, taskHandlers } from "../../kernel/ruleset.ts";
import { answer } from "../answers.ts";
import { catalogDie, dieInstance, hasUnitsAt, healthOf, unitsAt } from "../army.ts";
import { buryUnits } from "../burial.ts";
import { tablesOf } from "../edition-tables.ts";
import { racesWith } from "../racial/race-names.ts";
import { askChoice, type SaiOption } from "../sai-choice.ts";
import type { Casting, SpellEffect } from "../spell-effects.ts";
import {
  type MagicPoint,
  type MagicPool,
  magicPoint,
  magicPool,
  poolTotals,
  SAI,
} from "../spell-pool.ts";

const BURY_ALL: SaiOption = { say: "bury them all" };
const RESIST: SaiOption = { say: "roll to resist burial" };

/** What one health buried gives: two points of black magic for any race in the army. */
const FURNACE_POINT: MagicPoint = magicPoint("any", { black: 1 }, undefined, SAI);

declare module "../../kernel/flow.ts" {
  interface TaskTypes {
    /** Whether units with Resist Burial roll: the option given when it was the only one, or the answer. */
    "spell:furnace-burn": { casting: Casting; picked?: SaiOption };
  }
}

const burn: HandlerOf<"spell:furnace-burn"> = (ctx, task) => {
  const casting = task.casting;
  const { caster } = casting;
  const picked = task.picked ?? answer(ctx, "sai-choice");
  const dead = unitsAt(ctx.state, caster, "dua").map((d) => d.id);
  buryUnits(ctx, caster, dead, { by: casting.spell.id, resist: picked.say === RESIST.say });
  let health = 0;
  for (const id of dead) {
    const d = dieInstance(ctx.state, id);
    if (d?.at === "bua") health += healthOf(d);
  }
  const before = casting.magic as MagicPool;
  const magic = magicPool(
    [...before.points, ...Array.from({ length: 2 * health }, () => FURNACE_POINT)],
    before.races,
    before.dead,
    before.negation,
    [
      ...(before.spent ?? []),
      { color: casting.color, species: casting.spell.species[0] ?? null, cost: casting.spell.cost },
    ],
  );
  ctx.emit({ type: "magic-pool", player: caster, points: poolTotals(magic), by: casting.spell.id });
  const what = `Spirit Furnace gave ${2 * health} black points: spend the rest of your magic`;
  // Asked by spell-cast.ts's task, which this file cannot import (spell-cast.ts imports it).
  ctx.schedule({
    t: "spells:ask",
    player: caster,
    from: casting.from,
    magic,
    what,
    cantrip: casting.cantrip,
    furnace: true,
  });
};

export const spiritFurnace: SpellEffect = {
  // Line 500: what it acts on must be there when it is announced: dead units.
  allows: (state, caster) => hasUnitsAt(state, caster, "dua"),
  resolve(ctx, casting) {
    const tables = tablesOf(ctx);
    const resisting = tables.speciesWith("resist-burial");
    const resist = unitsAt(ctx.state, casting.caster, "dua").some((d) => {
      const die = catalogDie(d);
      return die.kind === "unit" && resisting.has(die.species);
    });
    const then = { t: "spell:furnace-burn", casting };
    if (!resist) ctx.schedule({ ...then, picked: BURY_ALL });
    else
      askChoice(
        ctx,
        casting.caster,
        { about: "spirit-furnace", by: "Spirit Furnace" },
        `your ${racesWith(tables, "resist-burial")} in the DUA`,
        [BURY_ALL, RESIST],
        then,
      );
  },
  tasks: taskHandlers({ "spell:furnace-burn": burn }),
};
