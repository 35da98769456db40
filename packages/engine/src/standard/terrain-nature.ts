// What a terrain is now, for the rules that read its elements and its type (2.9a rules/000 line
// 478: "a spell can give a terrain an element it does not already have"): its die's elements and
// type, changed by the spells on it. Deadlands (black) and Call Water (green) add an element,
// Part Water (line 1474) takes green away for everyone but its caster, Create Mountain (line
// 1400) makes it a highland as well. Magic doubling and the Amazons' colours (magic.ts), the
// racial abilities tied to a terrain type (racial.ts), Terrain Flight and the spells that need an
// element read it here.
import type { Element } from "@dragondice/catalog";
import { type Effect, terrainEffects } from "../kernel/effects.ts";
import {
  atTerrain,
  type Location,
  type Table,
  type TerrainState,
  terrainLocation,
} from "../kernel/state.ts";
import { terrainAt, terrainDie } from "./army.ts";
import { holds } from "./special-terrains.ts";

const ELEMENTS: readonly string[] = ["air", "death", "earth", "fire", "water"];

/**
 * The terrain's elements for `player`'s units and spells; with `player` null, the terrain's own
 * (what a terrain-targeting spell finds: Part Water takes green away from it for everyone,
 * line 1474).
 */
export function terrainElements(
  state: Table,
  terrain: TerrainState,
  player: number | null,
): readonly Element[] {
  // Most of the time no effect is in play: its die's elements alone.
  if (state.effects.length === 0) return dieElements(terrain);
  const lost = new Set(
    terrainEffects(state, terrain.id)
      .filter((e) => e.losesElement && e.owner !== player)
      .map((e) => e.losesElement),
  );
  return elementsGiven(state, terrain).filter((c) => !lost.has(c));
}

/**
 * The terrain's elements with those spells add, none taken away: what a white dragon's breath
 * reads (line 2472: "not affected by any spells that remove terrain colors").
 */
export function elementsGiven(state: Table, terrain: TerrainState): readonly Element[] {
  const own = dieElements(terrain);
  if (state.effects.length === 0) return own;
  const gained = terrainEffects(state, terrain.id).flatMap((e) =>
    e.gainsElement ? [e.gainsElement as Element] : [],
  );
  return [...new Set([...own, ...gained])];
}

/** Each terrain die's own elements, by catalogue id, found once. */
const DIE_ELEMENTS = new Map<string, readonly Element[]>();

/** The elements of the terrain's die, spells left aside. */
function dieElements(terrain: TerrainState): readonly Element[] {
  let own = DIE_ELEMENTS.get(terrain.die);
  if (own === undefined) {
    own = [...new Set(terrainDie(terrain).colors.filter((c) => ELEMENTS.includes(c)))] as Element[];
    DIE_ELEMENTS.set(terrain.die, own);
  }
  return own;
}

/**
 * Whether a Temple keeps `caster`'s magic of `color` off `player`'s army at `at` and its units
 * (line 759: the army holds the Temple face, and the magic is an enemy's black magic). The
 * terrain itself may still be targeted: its spells act on every other army there.
 */
export function templeGuards(
  state: Table,
  player: number,
  at: string,
  caster: number,
  color: string,
): boolean {
  if (color !== "black" || caster === player || !atTerrain(at)) return false;
  const t = terrainAt(state, at as Location);
  return holds(t, player, "Temple");
}

/** The terrain's types: its die's, and the ones spells add (Create Mountain: highland). */
export function terrainTypes(state: Table, terrain: TerrainState): string[] {
  // Every army roll at a terrain asks: with no effect in play, only its die's type.
  if (state.effects.length === 0) return [terrainDie(terrain).terrainType];
  const added = terrainEffects(state, terrain.id).flatMap((e) => (e.alsoType ? [e.alsoType] : []));
  return [...new Set([terrainDie(terrain).terrainType, ...added])];
}

/**
 * The spells whose target needs the terrain to have the water element, and whether they target
 * the terrain or an army there: Part Water negates them (line 1474).
 */
const NEED_WATER: Readonly<Record<string, "terrain" | "army">> = {
  "black-rain": "terrain",
  "tidal-wave": "terrain",
  "water-walking": "army",
};

/**
 * Whether a lasting spell effect is negated by a Part Water on its terrain (line 1474): a
 * terrain-targeting spell that needs water always, an army-targeting one unless Part Water's
 * caster cast it too.
 */
export function partedAway(state: Table, e: Effect): boolean {
  const aim = e.spell ? NEED_WATER[e.spell.id] : undefined;
  if (!aim) return false;
  const { target } = e;
  const at =
    "terrain" in target ? terrainLocation(target.terrain) : "at" in target ? target.at : "dua";
  if (!atTerrain(at)) return false;
  return terrainEffects(state, terrainAt(state, at).id).some(
    (p) => p.losesElement === "water" && (aim === "terrain" || p.owner !== e.owner),
  );
}
