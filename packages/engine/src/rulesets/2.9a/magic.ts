// 2.9a "Magic": count magic per colour by the units' aspects, double ID magic by terrain colour
// or through the dead (death races; Undead count every DUA), never in reserve. Spells come with
// a later issue: the action already poses the spell decision, with nothing yet to cast.
import type { Element } from "@dragondice/catalog";
import type { Ctx } from "../../kernel/flow.ts";
import type { TaskHandler } from "../../kernel/ruleset.ts";
import type { Location } from "../../kernel/state.ts";
import { armyHealth, terrainAt, terrainDie } from "./army.ts";
import { PURPOSES } from "./purposes.ts";
import { actingUnits, askMagicNegation } from "./racial-actions.ts";
import { rollDice, type UnitResults, unitResults } from "./results.ts";

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

/** The colours a unit may cast here (2.9a "Magic", "Amazons", "Standing Stones"). */
function castColors(u: UnitResults, mc: MagicContext): Element[] {
  const die = u.dieData;
  if (die.kind !== "unit") return die.kind === "item" ? (die.colors as Element[]) : [];
  let colors: Element[] = die.elements;
  if (die.species === "amazons") colors = mc.reserve ? [] : mc.terrainElements;
  // The white Dragonlord and Dragonslayer cast every colour.
  if (die.species === "eldarim" && die.colors.includes("white")) colors = ALL;
  if (mc.holdsStandingStones) colors = [...new Set([...colors, ...mc.terrainElements])];
  return colors;
}

/** May this unit double its ID magic in this colour through the terrain? */
function terrainDoubles(u: UnitResults, color: Element, mc: MagicContext): boolean {
  if (mc.reserve || !mc.terrainElements.includes(color)) return false;
  const die = u.dieData;
  if (die.kind !== "unit") return false;
  const needsStones = die.species === "amazons" || die.species === "frostwings";
  if (needsStones) return mc.standingStones;
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
  units: UnitResults[],
  negation = 0,
): Record<string, number> {
  const mc = context(ctx, player, at);
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
      const u = units[i] as UnitResults;
      if (!colorsOf[i]?.includes(color)) {
        lose[0] += u.iconsOnly.magic + u.idMagic;
        continue;
      }
      points += u.results.magic;
      lose[1] += u.iconsOnly.magic;
      if (u.idMagic === 0) continue;
      if (mc.reserve) {
        lose[1] += u.idMagic;
        continue;
      }
      if (terrainDoubles(u, color, mc)) {
        points += u.idMagic;
        lose[2] += u.idMagic;
      } else if (
        color === "death" &&
        u.dieData.kind === "unit" &&
        u.dieData.elements.includes("death")
      ) {
        // Dead unit area advantage: double black ID magic up to the health of dead units.
        const undead = u.dieData.species === "undead";
        const extra = Math.min(u.idMagic, undead ? undeadBudget : deadBudget);
        points += extra;
        if (undead) {
          undeadBudget -= extra;
          undeadIds += u.idMagic;
        } else {
          deadBudget -= extra;
          deadIds += u.idMagic;
        }
      } else {
        lose[1] += u.idMagic;
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
    if (points > 0) pool[COLOR_OF[color]] = points;
  }
  return pool;
}

const magicRoll: TaskHandler = (ctx, task) => {
  const player = task.player as number;
  const at = task.at as Location;
  // 2.9a Frostwings, Magic Negation: opposing Frostwings may first choose to negate.
  if (task.negation === undefined && askMagicNegation(ctx, player, at)) return;
  const rolled = rollDice(
    ctx,
    player,
    at,
    actingUnits(ctx.state, player, at, "magic"),
    PURPOSES.magicAction.name,
  );
  const units = unitResults(ctx, rolled, PURPOSES.magicAction);
  const pool = magicPool(ctx, player, at, units, (task.negation as number | undefined) ?? 0);
  ctx.emit({ type: "magic-pool", player, points: pool });
  // Made apart from the request: V8 copies literals nested more than three deep the slow way.
  const options = [{ spells: [] }];
  ctx.ask(
    [
      {
        player,
        kind: "cast-spells",
        prompt: "Spend your magic on spells (none can be cast yet in this version).",
        data: { pool },
        options,
      },
    ],
    { t: "magic:cast", player, at },
  );
};

const cast: TaskHandler = (ctx) => {
  ctx.emit({
    type: "not-implemented",
    what: "spells",
    detail: "spells are cast in a later version",
  });
};

export const magicTasks: Record<string, TaskHandler> = {
  "magic:roll": magicRoll,
  "magic:cast": cast,
};
