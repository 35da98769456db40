// 2.9a "Magic": count magic per colour by the units' aspects, double ID magic by terrain colour
// or through the dead (death races; Undead count every DUA), never in reserve; then spend it on
// spells (spell-cast.ts). Items' magic is of the item's colour and never doubled, but for an
// artifact's ID (lines 2375, 2404).
import type { Die, Element, RacialMagic } from "@dragondice/catalog";
import type { Ctx } from "../kernel/flow.ts";
import { type Roll, startRolls, takeRolls } from "../kernel/roll.ts";
import { type HandlerOf, taskHandlers } from "../kernel/ruleset.ts";
import type { Location } from "../kernel/state.ts";
import { armyHealth, catalogDieById, ownedUnits, terrainAt } from "./army.ts";
import { COLOR_OF } from "./colors.ts";
import { type EditionTables, tablesOf } from "./edition-tables.ts";
import { PURPOSES, rollFor } from "./purposes.ts";
import { askMagicNegation } from "./racial/magic-negation.ts";
import { actingUnits } from "./racial/reserve-attack.ts";
import { eighthIcon, groveForbidsDoubling } from "./special-terrains.ts";
import { askSpells } from "./spell-cast.ts";
import {
  type MagicPoint,
  type MagicPool,
  magicPoint,
  magicPool,
  type PointExtra,
  poolTotals,
  SAI,
} from "./spell-pool.ts";
import { terrainElements as elementsHere } from "./terrain-nature.ts";

const ALL: Element[] = ["air", "death", "earth", "fire", "water"];

interface MagicContext {
  tables: EditionTables;
  reserve: boolean;
  terrainElements: readonly Element[];
  standingStones: boolean;
  holdsStandingStones: boolean;
  /** At a Grove no army doubles magic by any means, whatever its face (line 2296). */
  noDoubling: boolean;
}

function context(ctx: Ctx, player: number, at: Location): MagicContext {
  const tables = tablesOf(ctx);
  if (at === "reserve") {
    return {
      tables,
      reserve: true,
      terrainElements: [],
      standingStones: false,
      holdsStandingStones: false,
      noDoubling: true,
    };
  }
  const t = terrainAt(ctx.state, at);
  // Spells may add an element or take one away (Deadlands, Call Water, Part Water: line 478).
  const terrainElements = elementsHere(ctx.state, t, player);
  // A Castle declared Standing Stones is one while it stays at 8 (line 2292).
  const standingStones = eighthIcon(t) === "Standing Stones";
  return {
    tables,
    reserve: false,
    terrainElements,
    standingStones,
    holdsStandingStones: standingStones && t.face === 8 && t.controller === player,
    noDoubling: groveForbidsDoubling(ctx.state, at),
  };
}

/** One unit's (or item's) magic in a magic action's roll, by where it came from. */
interface UnitMagic {
  /** The die's instance id. */
  id: string;
  dieData: Die;
  /** From magic icons. */
  icons: number;
  /** From ID icons (they may be doubled). */
  ids: number;
  /** From SAIs, in the unit's colours. */
  sais: number;
}

/** Each unit's magic, and the SAI magic that may be spent as any colour (Attune, logos). */
function magicOf(roll: Roll): { units: UnitMagic[]; anyColor: number } {
  // Most magic actions' rolls count no magic (3 in 5 of random games'): no die to look up.
  if (!roll.counted.some((c) => c.result === "magic")) return { units: [], anyColor: 0 };
  const byUnit = new Map<string, UnitMagic>();
  // The units in the order first rolled, listed as found (not read back out of the map).
  const units: UnitMagic[] = [];
  for (const f of roll.faces) {
    if (byUnit.has(f.die)) continue;
    const u: UnitMagic = {
      id: f.die,
      dieData: catalogDieById(f.dieId),
      icons: 0,
      ids: 0,
      sais: 0,
    };
    byUnit.set(f.die, u);
    units.push(u);
  }
  let anyColor = 0;
  // Only modifiers that take magic away (Magic Drain, Dancing Lights) make cuts: most rolls none.
  let cuts: Map<UnitMagic, number> | undefined;
  for (const c of roll.counted) {
    if (c.result !== "magic") continue;
    const u = c.unit === null ? undefined : byUnit.get(c.unit);
    if (c.anyColor) anyColor += c.amount;
    else if (!u) continue;
    else if (c.amount < 0) {
      cuts ??= new Map();
      cuts.set(u, (cuts.get(u) ?? 0) - c.amount);
    } else if (c.source === "icon") u.icons += c.amount;
    else if (c.source === "id") u.ids += c.amount;
    else u.sais += c.amount;
  }
  if (cuts) for (const [u, cut] of cuts) takeMagic(u, cut);
  return { units, anyColor };
}

/**
 * Takes away the magic modifiers took from a unit (Magic Drain, Dancing Lights: modifiers.ts
 * `armyCuts`): from its icons, then its ID results, then, for a modifier that may touch them (Frost
 * Breath), its SAIs' (line 1635).
 */
function takeMagic(u: UnitMagic, cut: number): void {
  let left = cut;
  for (const kind of ["icons", "ids", "sais"] as const) {
    const taken = Math.min(left, u[kind]);
    u[kind] -= taken;
    left -= taken;
  }
}

/** How the unit's race makes magic otherwise, if it does (2.9a Amazons, Frostwings, Undead). */
const racialMagic = (mc: MagicContext, die: Die & { kind: "unit" }): RacialMagic | undefined =>
  mc.tables.racialMagic.get(die.species);

/** The colours a unit may cast here (2.9a "Magic", "Amazons", "Standing Stones"). */
function castColors(u: UnitMagic, mc: MagicContext): readonly Element[] {
  const die = u.dieData;
  if (die.kind !== "unit") return die.kind === "item" ? (die.colors as Element[]) : [];
  // A race of the terrain's colours has none in the reserve area, where there is no terrain.
  let colors: readonly Element[] = racialMagic(mc, die)?.terrainColors
    ? mc.terrainElements
    : elementsOf(die, mc);
  if (mc.holdsStandingStones) colors = [...new Set([...colors, ...mc.terrainElements])];
  return colors;
}

/**
 * A unit's elements for its magic: its own, or every one for the white dice of a race whose
 * white dice cast any colour (2.9a's Eldarim champions: Dragonlord, Dragonslayer, Dragoncrusader),
 * who double their ID magic normally, by a colour of the terrain or as black through the dead
 * (lines 979, 1003, 1015).
 */
function elementsOf(die: Die & { kind: "unit" }, mc: MagicContext): Element[] {
  return racialMagic(mc, die)?.whiteAnyColor && die.colors.includes("white") ? ALL : die.elements;
}

/**
 * May this unit double its ID magic in this colour through the terrain? An artifact may, in its
 * colour (line 2404: "as per the basic rules", line 476); other items' magic never doubles (line
 * 2375).
 */
function terrainDoubles(u: UnitMagic, color: Element, mc: MagicContext): boolean {
  if (mc.reserve || !mc.terrainElements.includes(color)) return false;
  const die = u.dieData;
  if (die.kind === "item") return die.itemType === "artifact" && die.colors.includes(color);
  if (die.kind !== "unit") return false;
  const race = racialMagic(mc, die);
  // Amazons and Frostwings only at the Standing Stones, showing or not (lines 841, 913).
  if (race?.doubleOnlyAtStandingStones && !mc.standingStones) return false;
  // Amazons have no colour of their own: they cast the terrain's (line 841). Anyone else doubles
  // only in a colour both unit and terrain contain (line 753, Standing Stones).
  return race?.terrainColors === true || elementsOf(die, mc).includes(color);
}

/**
 * The death races' ID points double as black magic through the dead (line 478), Undead's through
 * all; Amazons' and Frostwings' not at all (lines 841, 913). An artifact has no race: only the
 * terrain doubles its ID (docs/rulings.md).
 */
function deadDoubling(u: UnitMagic, mc: MagicContext): MagicPoint["dead"] {
  const die = u.dieData;
  if (die.kind !== "unit" || !elementsOf(die, mc).includes("death")) return undefined;
  const race = racialMagic(mc, die);
  if (race?.doubleOnlyAtStandingStones) return undefined;
  return race?.doubleThroughAllDead ? "all" : "largest";
}

/** The Dragon Staff (line 2404): the artifact of magic. */
const isDragonStaff = (die: Die): boolean =>
  die.kind === "item" && die.itemType === "artifact" && die.specialty === "Magic";

/** The races of a player's units at a location (the casting army's, line 1093). */
export function racesAt(ctx: Ctx, player: number, at: Location): string[] {
  const races: string[] = [];
  for (const { d, unit } of ownedUnits(ctx.state, player)) {
    if (d.at === at && !races.includes(unit.species)) races.push(unit.species);
  }
  return races;
}

/** What a point is worth in each of the colours, by `worth`. */
function worthIn(colors: readonly Element[], worth: (c: Element) => number): MagicPoint["worth"] {
  const w: MagicPoint["worth"] = {};
  for (const c of colors) w[COLOR_OF[c]] = worth(c);
  return w;
}

/** The points of units' magic (`magicPoints`), added to `points`. */
function unitPoints(mc: MagicContext, units: readonly UnitMagic[], points: MagicPoint[]): void {
  for (const u of units) {
    // Most units rolled make no magic: their colours are not needed.
    if (u.icons + u.sais + u.ids === 0) continue;
    const colors = castColors(u, mc);
    if (colors.length === 0) continue;
    const species = u.dieData.kind === "unit" ? u.dieData.species : null;
    const item = u.dieData.kind === "item" ? u.id : undefined;
    // Points worth one in each colour share their worth: nothing changes a point once made.
    const ones = u.icons + u.sais > 0 ? worthIn(colors, () => 1) : {};
    for (let i = 0; i < u.icons; i++) points.push(magicPoint(species, ones, item));
    for (let i = 0; i < u.sais; i++) points.push(magicPoint(species, ones, item, SAI));
    if (u.ids === 0) continue;
    const doubled = (c: Element) => !mc.noDoubling && terrainDoubles(u, c, mc);
    const dead = mc.noDoubling ? undefined : deadDoubling(u, mc);
    const extra: PointExtra = {
      // The dead double black points the terrain does not already double.
      dead: dead && colors.includes("death") && !doubled("death") ? dead : undefined,
      anyRace: isDragonStaff(u.dieData) ? true : undefined,
    };
    const worth = worthIn(colors, (c) => (doubled(c) ? 2 : 1));
    for (let i = 0; i < u.ids; i++) points.push(magicPoint(species, worth, item, extra));
  }
}

/**
 * An army's magic from a magic action's roll as points to spend (spell-pool.ts): one point per
 * health-worth of each unit's magic, in the colours it may cast here; an ID point is worth two in
 * a colour the terrain doubles it in, and may double as black through the dead. An item's points
 * name the item; a Dragon Staff's ID points pay for racial spells of any race. `negation` points
 * of Frostwing magic negation (line 911) come off the non-SAI points, the caster choosing which
 * when spending.
 */
export function magicPoints(
  ctx: Ctx,
  player: number,
  at: Location,
  roll: Roll,
  negation = 0,
): MagicPool {
  const { units, anyColor } = magicOf(roll);
  const points: MagicPoint[] = [];
  // Where the magic was made matters only to units' magic (none in 3 in 5 magic actions).
  if (units.length > 0) unitPoints(context(ctx, player, at), units, points);
  for (let i = 0; i < anyColor; i++) {
    points.push(magicPoint(null, { black: 1, blue: 1, gold: 1, green: 1, red: 1 }, undefined, SAI));
  }
  const { state } = ctx;
  let largest = 0;
  let all = 0;
  for (let p = 0; p < state.players.length; p++) {
    const dead = armyHealth(state, p, "dua");
    largest = Math.max(largest, dead);
    all += dead;
  }
  return magicPool(points, racesAt(ctx, player, at), { largest, all }, negation);
}

declare module "../kernel/flow.ts" {
  interface TaskTypes {
    /** The magic action of the army at `at`; `negation`: once the Frostwings were asked. */
    "magic:roll": { player: number; at: Location; negation?: number };
    "magic:rolled": { player: number; at: Location; negation?: number; rolls: number[] };
  }
}

const magicRoll: HandlerOf<"magic:roll"> = (ctx, task) => {
  const player = task.player;
  const at = task.at;
  // Magic Negation (2.9a Frostwings): opposing races with it may first choose to negate.
  if (task.negation === undefined && askMagicNegation(ctx, player, at)) return;
  const dice = actingUnits(tablesOf(ctx), ctx.state, player, at, "magic");
  startRolls(ctx, [rollFor(PURPOSES.magicAction, player, at, dice)], {
    ...task,
    t: "magic:rolled",
  });
};

const magicRolled: HandlerOf<"magic:rolled"> = (ctx, task) => {
  const [roll] = takeRolls(ctx.state, task);
  if (!roll) return;
  const player = task.player;
  const at = task.at;
  const magic = magicPoints(ctx, player, at, roll, task.negation ?? 0);
  ctx.emit({ type: "magic-pool", player, points: poolTotals(magic) });
  askSpells(ctx, player, at, magic, "Spend your magic on spells");
};

/**
 * The points of SAIs (a Cantrip's, line 1821) as a pool, each in the colours its unit may cast
 * at `at`, never doubled.
 */
export function saiMagicPool(
  ctx: Ctx,
  player: number,
  at: Location,
  points: readonly { die: Die; points: number }[],
): MagicPool {
  const mc = context(ctx, player, at);
  const pool: MagicPoint[] = [];
  for (const { die, points: n } of points) {
    const colors = castColors({ id: "", dieData: die, icons: 0, ids: 0, sais: n }, mc);
    if (colors.length === 0) continue;
    const worth: MagicPoint["worth"] = {};
    for (const c of colors) worth[COLOR_OF[c]] = 1;
    const species = die.kind === "unit" ? die.species : null;
    for (let i = 0; i < n; i++) pool.push(magicPoint(species, worth, undefined, SAI));
  }
  return magicPool(pool, racesAt(ctx, player, at), { largest: 0, all: 0 }, 0);
}

export const magicTasks = taskHandlers({
  "magic:roll": magicRoll,
  "magic:rolled": magicRolled,
});
