// Rolling the dice of a roll, and which of its units still count in it (2.9a): a die rolls again
// while it shows an Instant SAI or a group monster its ID (rules/000 lines 773, 1691); a unit taken
// out of its army during the roll, or hypnotized, counts nothing (lines 1723, 1984). The roll's
// stages (roll-stages.ts) and the SAIs that reroll dice or look at faces (sais/) use them.
import type { Die } from "@dragondice/catalog";
import { endEffectsOnRolling } from "../kernel/effects.ts";
import type { RolledDie } from "../kernel/events.ts";
import type { Ctx } from "../kernel/flow.ts";
import type { Roll } from "../kernel/roll.ts";
import type { Table } from "../kernel/state.ts";
import { catalogDieById, dieInstance } from "./army.ts";
import { kinSitsOut } from "./dragonkin.ts";
import { type EditionTables, tablesOf } from "./edition-tables.ts";
import { mayRoll } from "./effect-fields.ts";
import { purposeNamed, type RollPurpose } from "./purposes.ts";
import { sitsOut } from "./reach.ts";
import { saiOnFace } from "./sai-rules.ts";

/** Whether a die is a group monster, which rolls again on its ID (the edition's `groupMonsters`). */
export const isGroupMonster = (tables: EditionTables, dieId: string): boolean =>
  tables.groupMonsters.has(dieId);

/**
 * Whether a die rolls again when it shows face number `face` (0-based): an Instant SAI, a group
 * monster's ID.
 */
export function rollsAgain(
  tables: EditionTables,
  die: Die,
  face: number,
  purpose: RollPurpose,
): boolean {
  if (die.faces[face]?.icon === "ID") return isGroupMonster(tables, die.id);
  return saiOnFace(tables, die, face, purpose)?.rerolls === true;
}

/** A die rolls this many times at most in one roll: rerolls cannot go on for ever. */
const MAX_ROLLS_PER_DIE = 20;

/**
 * Rolls one die of the roll, again while it shows an Instant SAI or a group monster its ID (lines
 * 773, 1691); its faces join the roll's and are returned. A die that made an effect ending when it
 * is rolled (Hypnotic Glare) ends it.
 */
export function rollDie(ctx: Ctx, roll: Roll, id: string): RolledDie[] {
  const from = roll.faces.length;
  rollDieInto(ctx, roll, id);
  return roll.faces.slice(from);
}

/**
 * `rollDie`, its faces only joining the roll's: the dice stage rolls every die so, and lists
 * their faces once (no array per die).
 */
export function rollDieInto(ctx: Ctx, roll: Roll, id: string): void {
  const d = dieInstance(ctx.state, id);
  const tables = tablesOf(ctx);
  // It stays out when an effect keeps it out (a Faded unit in an attack), or it is a Dragonkin
  // (never in magic or missile actions, nor against calming dragons).
  if (
    !d ||
    !mayRoll(ctx.state, id) ||
    sitsOut(ctx.state, id, roll.purpose) ||
    kinSitsOut(tables, ctx.state, id, roll.purpose)
  ) {
    return;
  }
  const die = catalogDieById(d.die);
  if (die.kind === "terrain") return;
  endEffectsOnRolling(ctx, id);
  const purpose = purposeNamed(roll.purpose);
  let again = true;
  for (let n = 0; again && n < MAX_ROLLS_PER_DIE; n++) {
    const face = ctx.rollFace(d.id, die.faces.length);
    const f = die.faces[face] as { icon: string; count: number };
    roll.faces.push({ die: d.id, dieId: d.die, face, icon: f.icon, count: f.count });
    again = rollsAgain(tables, die, face, purpose);
  }
}

/** Reports faces just rolled for a roll (its dice, or some of them rolled again) in a "roll" event. */
export function reportFaces(ctx: Ctx, roll: Roll, faces: RolledDie[]): void {
  ctx.emit({
    type: "roll",
    player: roll.player,
    purpose: roll.purpose,
    location: roll.at,
    dice: faces,
  });
}

/**
 * Whether a unit's faces count in the roll: it is still one of the roll's dice (an SAI that moves
 * units away during the roll takes them out, line 1723, unless their results stay, as Vanish's),
 * it was not killed during the roll, and nothing keeps it from rolling (a unit hypnotized after
 * rolling counts nothing, line 1984). A Dragonkin the roll kept out (`rollDie`) has no faces in
 * it, and nothing during the roll lets it in or keeps it out: it needs no asking here.
 */
export function stillRolling(state: Table, roll: Roll, unit: string): boolean {
  const at = dieInstance(state, unit)?.at;
  // Killed Dragonkin go to the summoning pool (line 2322).
  const alive =
    at === roll.at || (at !== undefined && at !== "dua" && at !== "bua" && at !== "pool");
  return (
    alive && roll.dice.includes(unit) && mayRoll(state, unit) && !sitsOut(state, unit, roll.purpose)
  );
}

/**
 * The units of the roll, still rolling, whose final face is their ID icon (line 604: an effect
 * that needs the ID icon needs it as the final result); not an artifact's ID: it is no unit (line
 * 2373).
 */
export function showingId(state: Table, roll: Roll): string[] {
  const last = new Map(roll.faces.map((f) => [f.die, f]));
  return [...last.values()]
    .filter((f) => f.icon === "ID" && stillRolling(state, roll, f.die) && isUnitDie(f.dieId))
    .map((f) => f.die);
}

const isUnitDie = (dieId: string): boolean => catalogDieById(dieId).kind === "unit";
