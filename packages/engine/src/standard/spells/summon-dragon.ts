// 2.9a Summon Dragon spells (rules/000 lines 1597-1615; "Dragons", line 664; "Hybrid Dragons",
// "Ivory Hybrid Dragons", "White Dragons", lines 2452-2472): each casting sends one dragon to the
// target terrain, the caster's choice among those the spell and the magic's colour can move:
// - Summon Dragon: an elemental dragon of the magic's colour;
// - Summon Ivory Dragon: an ivory dragon in a summoning pool (once at a terrain nothing else moves
//   it, line 664);
// - Summon Hybrid Dragon: a hybrid with the magic's colour among its two;
// - Summon Ivory Hybrid Dragon: any ivory hybrid in a summoning pool, or one whose element is the
//   magic's colour, wherever it is (line 2460);
// - Summon White Dragon: a white dragon (14 points).
// A dragon comes from any player's summoning pool or from another terrain; a tamed dragon may even
// be summoned to the terrain it is at, and is no longer tamed (line 957). Dragons stay their
// owner's: the owner rolls them.
import type { DragonDie, Element, MagicColor } from "@dragondice/catalog";
import { endEffects } from "../../kernel/effects.ts";
import type { Ctx } from "../../kernel/flow.ts";
import { type HandlerOf, taskHandlers } from "../../kernel/ruleset.ts";
import {
  type DieState,
  dragonPlace,
  dragonTerrain,
  type Table,
  terrainLocation,
} from "../../kernel/state.ts";
import { answer } from "../answers.ts";
import { dieInstance, dragonDice } from "../army.ts";
import { COLOR_OF } from "../colors.ts";
import { dragonElements, dragonOf } from "../dragons.ts";
import { askChoice, SAYS, type SaiOption } from "../sai-choice.ts";
import type { SpellEffect } from "../spell-effects.ts";
import { tamingOf } from "../tamed-dragons.ts";

/** Which dragons a summon spell may move, with magic of a colour, from where they are. */
type Summons = (dragon: DragonDie, color: MagicColor, inPool: boolean) => boolean;

const colorsOf = (dragon: DragonDie): MagicColor[] =>
  dragonElements(dragon).map((e: Element) => COLOR_OF[e]);

const SUMMONS: Readonly<Record<string, Summons>> = {
  "summon-elemental-dragon": (d, color) =>
    d.dragonType === "elemental" && colorsOf(d).includes(color),
  "summon-ivory-dragon": (d, _color, inPool) => d.dragonType === "ivory" && inPool,
  "summon-hybrid-dragon": (d, color) => d.dragonType === "hybrid" && colorsOf(d).includes(color),
  "summon-ivory-hybrid-dragon": (d, color, inPool) =>
    d.dragonType === "ivory-hybrid" && (inPool || colorsOf(d).includes(color)),
  "summon-white-dragon": (d) => d.dragonType === "white",
};

/** The dragons one casting of the spell, with magic of `color`, can send to the terrain. */
export function summonable(
  state: Table,
  spell: string,
  color: MagicColor | null,
  terrain: string,
): DieState[] {
  const may = summoning(state, spell, color, terrain);
  return may ? dragonDice(state).filter(may) : [];
}

/** Whether one casting of the spell can send some dragon to the terrain (offers ask often). */
const anySummonable = (
  state: Table,
  spell: string,
  color: MagicColor | null,
  terrain: string,
): boolean => {
  const may = summoning(state, spell, color, terrain);
  return may !== null && dragonDice(state).some(may);
};

/** Which dice one casting of the spell, with magic of `color`, can send to the terrain. */
function summoning(
  state: Table,
  spell: string,
  color: MagicColor | null,
  terrain: string,
): ((d: DieState) => boolean) | null {
  const summons = SUMMONS[spell];
  if (!summons) return null;
  const colors: MagicColor[] = color ? [color] : ["black", "blue", "gold", "green", "red"];
  return (d) => {
    const dragon = dragonOf(d);
    if (!dragon) return false;
    const inPool = d.at === "pool";
    const from = dragonTerrain(d.at);
    if (!inPool && from === null) return false;
    // A tamed dragon may be summoned where it already is (line 957).
    if (from === terrain && tamingOf(state, d.id) === null) return false;
    return colors.some((c) => summons(dragon, c, inPool));
  };
}

/** A Summon Dragon spell's castings at a terrain (by id) still to summon a dragon (`left`). */
type Summoning = {
  spell: string;
  color: MagicColor;
  terrain: string;
  caster: number;
  left: number;
};

declare module "../../kernel/flow.ts" {
  interface TaskTypes {
    "spell:summon-dragon": Summoning;
    /** The dragon picked: the option given when it was the only one, or the answer. */
    "spell:dragon-summoned": Summoning & { picked?: SaiOption };
  }
}

function summon(spell: string): SpellEffect {
  return {
    // A terrain some dragon could be summoned to, with magic of some colour.
    allows: (state, _caster, t) => "terrain" in t && anySummonable(state, spell, null, t.terrain),
    // The magic's colour must summon one of them: black magic sends no red dragon (line 1603).
    allowsColor: (state, color, t) =>
      "terrain" in t && anySummonable(state, spell, color, t.terrain),
    resolve(ctx, casting) {
      if (!("terrain" in casting.target)) return;
      ctx.schedule({
        t: "spell:summon-dragon",
        spell,
        color: casting.color,
        terrain: casting.target.terrain,
        caster: casting.caster,
        left: casting.times,
      });
    },
    tasks: taskHandlers({ "spell:summon-dragon": ask, "spell:dragon-summoned": summoned }),
  };
}

/**
 * One of each set of dragons that nothing tells apart: the same die of the same owner at the same
 * place, with no effect on it (three black/red drakes in one pool are one choice).
 */
export function interchangeable(state: Table, dragons: readonly DieState[]): DieState[] {
  const seen = new Set<string>();
  return dragons.filter((d) => {
    if (state.effects.some((e) => "dragon" in e.target && e.target.dragon === d.id)) return true;
    const key = `${d.die} ${d.owner} ${d.at}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Asks the caster which dragon the next casting summons (each option names the terrain too). */
const ask: HandlerOf<"spell:summon-dragon"> = (ctx, task) => {
  if (task.left <= 0) return;
  const at = terrainLocation(task.terrain);
  const dragons = summonable(ctx.state, task.spell, task.color, task.terrain);
  const options: SaiOption[] = interchangeable(ctx.state, dragons).map((d) => ({
    say: SAYS.summon,
    unit: d.id,
    at,
  }));
  if (options.length === 0) return;
  askChoice(
    ctx,
    task.caster,
    { about: "summon-dragon", by: "Summon Dragon" },
    "which dragon comes?",
    options,
    {
      ...task,
      t: "spell:dragon-summoned",
    },
  );
};

const summoned: HandlerOf<"spell:dragon-summoned"> = (ctx, task) => {
  const picked = task.picked ?? answer(ctx, "sai-choice");
  const d = picked.unit ? dieInstance(ctx.state, picked.unit) : undefined;
  if (!d) return;
  moveDragon(ctx, d, task.terrain, task.caster);
  // The next casting without this one's pick: it asks, or picks its only option, afresh.
  const { spell, color, terrain, caster, left } = task;
  ctx.schedule({ t: "spell:summon-dragon", spell, color, terrain, caster, left: left - 1 });
};

/**
 * Sends a dragon to a terrain: whoever tamed it loses it, and what lasted on it ends (line 957).
 */
export function moveDragon(ctx: Ctx, d: DieState, terrain: string, by: number): void {
  const from = d.at;
  endEffects(ctx, (e) => "dragon" in e.target && e.target.dragon === d.id);
  d.at = dragonPlace(terrain);
  ctx.emit({ type: "dragon-summoned", player: by, dragon: d.id, terrain, from });
}

export const summonDragon = summon("summon-elemental-dragon");
export const summonIvoryDragon = summon("summon-ivory-dragon");
export const summonHybridDragon = summon("summon-hybrid-dragon");
export const summonIvoryHybridDragon = summon("summon-ivory-hybrid-dragon");
export const summonWhiteDragon = summon("summon-white-dragon");
