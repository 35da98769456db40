// Rolling an army and counting what it rolled, in the order of 2.9a "Applying Dice Modifiers":
// subtract, divide, multiply (eighth face), racial abilities, add.
import type { Die } from "@dragondice/catalog";
import type { RolledDie } from "../../kernel/events.ts";
import type { Ctx } from "../../kernel/flow.ts";
import type { DieState, Location } from "../../kernel/state.ts";
import { catalogDie, terrainById, terrainDie } from "./army.ts";
import type { RollPurpose, Wanted } from "./purposes.ts";
import { racialCounts } from "./racial.ts";
import { saiOutcome } from "./sai-rules.ts";

/** 2.9a "Group Monsters" (rules/000 line 773): monsters that reroll when they show their ID. */
const GROUP_MONSTERS = new Set([
  "sprite-swarm",
  "harpies",
  "mudmen",
  "wolf-pack",
  "web-birds",
  "will-o-wisps",
]);

/** Rolls dice and reports the roll; group monsters showing ID roll again (both faces count). */
export function rollDice(
  ctx: Ctx,
  player: number,
  at: Location,
  dice: DieState[],
  purpose: string,
): RolledDie[] {
  const rolled: RolledDie[] = [];
  for (const d of dice) {
    const die = catalogDie(d);
    if (die.kind === "terrain") continue;
    let again = true;
    for (let guard = 0; again && guard < 20; guard++) {
      const face = ctx.rollFace(d.id, die.faces.length);
      const f = die.faces[face] as { icon: string; count: number };
      rolled.push({ die: d.id, dieId: d.die, face, icon: f.icon, count: f.count });
      again = f.icon === "ID" && GROUP_MONSTERS.has(die.id);
    }
  }
  ctx.emit({ type: "roll", player, purpose, location: at, dice: rolled });
  return rolled;
}

export type Results = Record<Wanted, number>;
const zero = (): Results => ({ maneuver: 0, melee: 0, missile: 0, magic: 0, save: 0 });

/** What one unit rolled, by result, before any modifier. */
export interface UnitResults {
  die: string;
  dieData: Die;
  results: Results;
  /** Results from the face's icons alone (not ID, not SAI): some racial abilities need them. */
  iconsOnly: Results;
  /** Magic results from ID icons (they may be doubled). */
  idMagic: number;
}

const NORMAL_TO_WANTED: Record<string, Wanted> = {
  Maneuver: "maneuver",
  Melee: "melee",
  Missile: "missile",
  Magic: "magic",
  Save: "save",
};

/** Counts each unit's results for the purpose: normal icons, ID as the wanted result, SAIs. */
export function unitResults(ctx: Ctx, rolled: RolledDie[], purpose: RollPurpose): UnitResults[] {
  const byDie = new Map<string, UnitResults>();
  const unimplemented = new Set<string>();
  for (const r of rolled) {
    let u = byDie.get(r.die);
    if (!u) {
      const d = ctx.state.dice.find((x) => x.id === r.die) as DieState;
      u = { die: r.die, dieData: catalogDie(d), results: zero(), iconsOnly: zero(), idMagic: 0 };
      byDie.set(r.die, u);
    }
    const normal = NORMAL_TO_WANTED[r.icon];
    if (normal) {
      u.results[normal] += r.count;
      u.iconsOnly[normal] += r.count;
    } else if (r.icon === "ID") {
      u.results[purpose.wanted] += r.count;
      if (purpose.wanted === "magic") u.idMagic += r.count;
    } else {
      const outcome = saiOutcome(r.icon, u.dieData, purpose);
      if (outcome.kind === "results") {
        for (const result of outcome.results) u.results[result as Wanted] += r.count;
      } else if (outcome.kind === "not-implemented") {
        unimplemented.add(outcome.sai);
      }
    }
  }
  for (const sai of unimplemented) {
    ctx.emit({
      type: "not-implemented",
      what: "sai",
      detail: `${sai} in a ${purpose.name} roll generates nothing yet`,
    });
  }
  return [...byDie.values()];
}

/** The army's total of the wanted result after the modifier steps. */
export function armyTotal(
  ctx: Ctx,
  player: number,
  at: Location,
  units: UnitResults[],
  purpose: RollPurpose,
): number {
  const terrainId = at.startsWith("t:") ? at.slice(2) : null;
  const terrain = terrainId ? terrainById(ctx.state, terrainId) : null;
  const controlsEighth = terrain !== null && terrain.face === 8 && terrain.controller === player;
  const terrainType = terrain ? terrainDie(terrain).terrainType : null;
  let total = 0;
  for (const u of units) {
    const r = { ...u.results };
    // Multiply: an army holding an eighth face doubles its saves and maneuvers.
    if (controlsEighth) {
      r.save *= 2;
      r.maneuver *= 2;
    }
    // Racial abilities: count one result as another, or multiply.
    total += racialCounts(u, r, purpose, terrainType);
  }
  // Add: automatic results per unit (Scalder intangibility...).
  total += racialAdditions(ctx, units, purpose);
  ctx.emit({ type: "tally", player, purpose: purpose.name, results: { [purpose.wanted]: total } });
  return total;
}

function racialAdditions(_ctx: Ctx, units: UnitResults[], purpose: RollPurpose): number {
  // 2.9a "Racial Abilities", Scalders, Intangibility: one automatic save per Scalder unit
  // against a missile action.
  if (purpose.name !== "save-vs-missile") return 0;
  return units.filter((u) => u.dieData.kind === "unit" && u.dieData.species === "scalders").length;
}

/** Rolls an army and returns its total of the wanted result. */
export function rollArmy(
  ctx: Ctx,
  player: number,
  at: Location,
  dice: DieState[],
  purpose: RollPurpose,
): { total: number; units: UnitResults[]; rolled: RolledDie[] } {
  const rolled = rollDice(ctx, player, at, dice, purpose.name);
  const units = unitResults(ctx, rolled, purpose);
  return { total: armyTotal(ctx, player, at, units, purpose), units, rolled };
}
