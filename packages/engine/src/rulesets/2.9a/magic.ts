// 2.9a "Magic": count magic per colour by the units' aspects, double ID magic by terrain colour
// or through the dead (death races; Undead count every DUA), never in reserve. Spells come with
// a later issue: the magic action and a Cantrip already pose the spell decision, with nothing yet
// to cast.
import type { Die, Element } from "@dragondice/catalog";
import type { Ctx } from "../../kernel/flow.ts";
import { type Roll, startRolls, takeRolls } from "../../kernel/roll.ts";
import type { TaskHandler } from "../../kernel/ruleset.ts";
import type { Location } from "../../kernel/state.ts";
import { armyHealth, catalogDieById, terrainAt, terrainDie } from "./army.ts";
import { PURPOSES, rollFor } from "./purposes.ts";
import { actingUnits, askMagicNegation } from "./racial-actions.ts";

export const COLOR_OF: Record<Element, string> = {
  air: "blue",
  death: "black",
  earth: "gold",
  fire: "red",
  water: "green",
};
const ALL: Element[] = ["air", "death", "earth", "fire", "water"];

interface MagicContext {
  reserve: boolean;
  terrainElements: Element[];
  standingStones: boolean;
  holdsStandingStones: boolean;
}

function context(ctx: Ctx, player: number, at: Location): MagicContext {
  if (at === "reserve") {
    return {
      reserve: true,
      terrainElements: [],
      standingStones: false,
      holdsStandingStones: false,
    };
  }
  const t = terrainAt(ctx.state, at);
  const die = terrainDie(t);
  const terrainElements = die.colors.filter((c): c is Element => (ALL as string[]).includes(c));
  const standingStones = die.eighthFace === "Standing Stones";
  return {
    reserve: false,
    terrainElements,
    standingStones,
    holdsStandingStones: standingStones && t.face === 8 && t.controller === player,
  };
}

/** One unit's magic in a magic action's roll, by where it came from. */
interface UnitMagic {
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
  const byUnit = new Map<string, UnitMagic>();
  for (const f of roll.faces) {
    if (!byUnit.has(f.die)) {
      byUnit.set(f.die, { dieData: catalogDieById(f.dieId), icons: 0, ids: 0, sais: 0 });
    }
  }
  let anyColor = 0;
  for (const c of roll.counted) {
    if (c.result !== "magic") continue;
    const u = c.unit === null ? undefined : byUnit.get(c.unit);
    if (c.anyColor) anyColor += c.amount;
    else if (!u) continue;
    else if (c.source === "icon") u.icons += c.amount;
    else if (c.source === "id") u.ids += c.amount;
    else u.sais += c.amount;
  }
  return { units: [...byUnit.values()], anyColor };
}

/** The colours a unit may cast here (2.9a "Magic", "Amazons", "Standing Stones"). */
function castColors(u: UnitMagic, mc: MagicContext): Element[] {
  const die = u.dieData;
  if (die.kind !== "unit") return die.kind === "item" ? (die.colors as Element[]) : [];
  let colors: Element[] = die.elements;
  if (die.species === "amazons") colors = mc.reserve ? [] : mc.terrainElements;
  // The white Dragonlord and Dragonslayer cast every colour.
  if (die.species === "eldarim" && die.colors.includes("white")) colors = ALL;
  if (mc.holdsStandingStones) colors = [...new Set([...colors, ...mc.terrainElements])];
  return colors;
}

/**
 * Amazons and Frostwings double ID magic only at a terrain whose eighth face is the Standing
 * Stones, showing or not (lines 841, 913), and in no other way (not through the dead).
 */
const needsStandingStones = (die: Die): boolean =>
  die.kind === "unit" && (die.species === "amazons" || die.species === "frostwings");

/** May this unit double its ID magic in this colour through the terrain? */
function terrainDoubles(u: UnitMagic, color: Element, mc: MagicContext): boolean {
  if (mc.reserve || !mc.terrainElements.includes(color)) return false;
  const die = u.dieData;
  if (die.kind !== "unit") return false;
  // Amazons have no colour of their own: they cast the terrain's (line 841). Anyone else doubles
  // only in a colour both unit and terrain contain (line 753, Standing Stones).
  if (die.species === "amazons") return mc.standingStones;
  if (needsStandingStones(die) && !mc.standingStones) return false;
  return die.elements.includes(color);
}

/**
 * The most magic of each colour the army can put together from this roll, after `negation`
 * points of Frostwing magic negation (line 911): they come off the non-SAI magic results before
 * any other modifier, the points this colour loses least by first (the owner applies them).
 */
export function magicPool(
  ctx: Ctx,
  player: number,
  at: Location,
  roll: Roll,
  negation = 0,
): Record<string, number> {
  const mc = context(ctx, player, at);
  const { units, anyColor } = magicOf(roll);
  const { state } = ctx;
  let largestDua = 0;
  let allDead = 0;
  for (let p = 0; p < state.players.length; p++) {
    const dead = armyHealth(state, p, "dua");
    largestDua = Math.max(largestDua, dead);
    allDead += dead;
  }
  const colorsOf = units.map((u) => castColors(u, mc));
  const pool: Record<string, number> = {};
  for (const color of ALL) {
    let points = 0;
    let deadBudget = largestDua;
    let undeadBudget = allDead;
    // What losing one non-SAI point to a negation costs this colour: 0 for a point it cannot
    // use, 1 for a point counted once, 2 for an ID point that would be doubled.
    const lose: [number, number, number] = [0, 0, 0];
    let deadIds = 0;
    let undeadIds = 0;
    for (let i = 0; i < units.length; i++) {
      const u = units[i] as UnitMagic;
      if (!colorsOf[i]?.includes(color)) {
        lose[0] += u.icons + u.ids;
        continue;
      }
      points += u.icons + u.ids + u.sais;
      lose[1] += u.icons;
      if (u.ids === 0) continue;
      if (mc.reserve) {
        lose[1] += u.ids;
        continue;
      }
      if (terrainDoubles(u, color, mc)) {
        points += u.ids;
        lose[2] += u.ids;
      } else if (
        color === "death" &&
        u.dieData.kind === "unit" &&
        u.dieData.elements.includes("death") &&
        !needsStandingStones(u.dieData)
      ) {
        // Dead unit area advantage: double black ID magic up to the health of dead units.
        const undead = u.dieData.species === "undead";
        const extra = Math.min(u.ids, undead ? undeadBudget : deadBudget);
        points += extra;
        if (undead) {
          undeadBudget -= extra;
          undeadIds += u.ids;
        } else {
          deadBudget -= extra;
          deadIds += u.ids;
        }
      } else {
        lose[1] += u.ids;
      }
    }
    if (negation > 0) {
      // ID points beyond the dead units' health are not doubled.
      const doubled = Math.min(deadIds, largestDua) + Math.min(undeadIds, allDead);
      lose[1] += deadIds + undeadIds - doubled;
      lose[2] += doubled;
      let left = negation;
      lose.forEach((count, cost) => {
        const taken = Math.min(left, count);
        points -= taken * cost;
        left -= taken;
      });
    }
    points += anyColor;
    if (points > 0) pool[COLOR_OF[color]] = points;
  }
  return pool;
}

const magicRoll: TaskHandler = (ctx, task) => {
  const player = task.player as number;
  const at = task.at as Location;
  // 2.9a Frostwings, Magic Negation: opposing Frostwings may first choose to negate.
  if (task.negation === undefined && askMagicNegation(ctx, player, at)) return;
  const dice = actingUnits(ctx.state, player, at, "magic");
  startRolls(ctx, [rollFor(PURPOSES.magicAction, player, at, dice)], {
    ...task,
    t: "magic:rolled",
  });
};

const magicRolled: TaskHandler = (ctx, task) => {
  const [roll] = takeRolls(ctx.state, task);
  if (!roll) return;
  const player = task.player as number;
  const at = task.at as Location;
  const pool = magicPool(ctx, player, at, roll, (task.negation as number | undefined) ?? 0);
  ctx.emit({ type: "magic-pool", player, points: pool });
  askSpells(ctx, player, at, pool, "Spend your magic on spells");
};

/**
 * Asks the player to spend a pool of magic on spells cast from the army at `at`: the magic
 * action's, or a Cantrip's points in another roll (which waits for the spells, line 1711).
 */
export function askSpells(
  ctx: Ctx,
  player: number,
  at: Location,
  pool: Record<string, number>,
  what: string,
): void {
  // Made apart from the request: V8 copies literals nested more than three deep the slow way.
  const options = [{ spells: [] }];
  ctx.ask(
    [
      {
        player,
        kind: "cast-spells",
        prompt: `${what} (none can be cast yet in this version).`,
        data: { pool },
        options,
      },
    ],
    { t: "magic:cast", player, at },
  );
}

/**
 * Magic points of SAIs counted in the colours their units may cast at `at` (a Cantrip's, line
 * 1821): each colour's total is what the units able to cast it bring.
 */
export function saiMagicPool(
  ctx: Ctx,
  player: number,
  at: Location,
  points: readonly { die: Die; points: number }[],
): Record<string, number> {
  const mc = context(ctx, player, at);
  const pool: Record<string, number> = {};
  for (const { die, points: n } of points) {
    for (const color of castColors({ dieData: die, icons: 0, ids: 0, sais: n }, mc)) {
      const name = COLOR_OF[color];
      pool[name] = (pool[name] ?? 0) + n;
    }
  }
  return pool;
}

const cast: TaskHandler = (ctx) => {
  ctx.emit({
    type: "not-implemented",
    what: "spells",
    detail: "spells are cast in a later version",
  });
};

export const magicTasks: Record<string, TaskHandler> = {
  "magic:roll": magicRoll,
  "magic:rolled": magicRolled,
  "magic:cast": cast,
};
