// 2.9a Dragonkin (rules/000 "Dragonkin", lines 2300-2328): units kept in their owner's summoning
// pool until magic summons them into an army at a terrain (line 2314), never into the reserve area.
// Once summoned they act as the army's other units except that:
// - each one rolled adds automatic saves equal to its health to a save roll, its army's or its own,
//   at the add step (never doubled), unless it shows its Belly (lines 2316, 1797);
// - killed, they go back to the summoning pool; taken by a Sneak Attack or a dragon's or
//   Dragonkin's breath they are buried; "kill and bury" only sends them to the pool (line 2322);
// - they never roll for magic or missile actions, nor against a dragon of their colour, an ivory
//   (or ivory hybrid) dragon or a white dragon (lines 664, 2324, 2454-2470), except as the
//   Eldarim's Resist Fear lets them (line 943);
// - they never leave their terrain, and when nothing but Dragonkin is left of an army they
//   dissipate back to the pool (line 2324).
// Which race's units are Dragonkin is the edition's data (`EditionTables.dragonkin`).
import type { Element, MagicColor, UnitDie } from "@dragondice/catalog";
import type { Ctx } from "../kernel/flow.ts";
import type { Counted } from "../kernel/roll.ts";
import { atTerrain, type DieState, type Location, type Table } from "../kernel/state.ts";
import { dieInstance, forceHasAnyOf, gameHasAnyOf, ownedUnits, unitOf } from "./army.ts";
import { COLOR_OF } from "./colors.ts";
import { dragonById, dragonElements, hasIvory } from "./dragons.ts";
import { type EditionTables, tablesOf } from "./edition-tables.ts";
import type { SpellTarget } from "./events.ts";
import type { RollPurpose } from "./purposes.ts";
import { checkEighthFaces, checkVictory } from "./victory.ts";

/** Whether a die is a Dragonkin unit. */
export function isDragonkin(tables: EditionTables, d: DieState): boolean {
  const unit = unitOf(d);
  return unit !== null && tables.dragonkin.has(unit.species);
}

/** Whether a die instance id is a Dragonkin unit. */
function isDragonkinId(tables: EditionTables, state: Table, id: string): boolean {
  const d = dieInstance(state, id);
  return d !== undefined && isDragonkin(tables, d);
}

/** A Dragonkin's colour (its one element's, line 2310). */
export function kinColor(unit: UnitDie): MagicColor {
  return COLOR_OF[unit.elements[0] as Element];
}

/** The colour of the Dragonkin a spell targets (`{ unit }`), or null for any other target. */
export function targetKinColor(
  tables: EditionTables,
  state: Table,
  t: SpellTarget,
): MagicColor | null {
  const d = "unit" in t ? dieInstance(state, t.unit) : undefined;
  const unit = d ? unitOf(d) : null;
  return unit && tables.dragonkin.has(unit.species) ? kinColor(unit) : null;
}

/**
 * The save rolls Dragonkin add their automatic saves to (line 2316): their army's saves against
 * any attack, the army's response to a dragon attack, and their own saves against an effect aimed
 * at them. Not rolls made for something else that happen to count saves (resisting burial...).
 */
const KIN_SAVES: ReadonlySet<string> = new Set([
  "save-vs-melee",
  "save-and-melee",
  "save-vs-missile",
  "save-vs-spell",
  "dragon-attack",
  "dragon-attack-save",
  "individual-save",
  "individual-save-and-melee",
  "individual-save-or-maneuver",
]);

/** The tally's name of the automatic saves. */
const ARMORED_SKIN = "Armored Skin";

/**
 * A rolled Dragonkin's automatic saves (line 2316): its health, in a save roll, unless its final
 * face is its Belly (line 1797). An add-step result, after every other modifier, never doubled.
 * For a Dragonkin unit only (the caller asks).
 */
export function kinAutomaticSaves(
  unit: string,
  die: UnitDie,
  purpose: RollPurpose,
  belly: boolean,
): Counted[] {
  if (belly || !KIN_SAVES.has(purpose.name)) return [];
  return [
    {
      unit,
      result: "save",
      amount: die.health,
      source: "automatic",
      label: ARMORED_SKIN,
      species: die.species,
    },
  ];
}

/**
 * Whether a Dragonkin stays out of a roll: a magic or missile action (line 2324), or the army's
 * response to a dragon attack when an attacking dragon calms it (lines 664, 2324, 2454-2470) and
 * Resist Fear does not let it roll (line 943).
 */
export function kinSitsOut(
  tables: EditionTables,
  state: Table,
  id: string,
  purpose: string,
): boolean {
  const never = purpose === "magic-action" || purpose === "missile-action";
  const againstDragons = purpose === "dragon-attack" || purpose === "dragon-attack-save";
  if (!never && !againstDragons) return false;
  const d = dieInstance(state, id);
  const unit = d ? unitOf(d) : null;
  if (!unit || !tables.dragonkin.has(unit.species)) return false;
  return never || (calmed(state, unit) && state.dragonBattle?.fearless?.includes(id) !== true);
}

/**
 * Whether the dragons attacking the army keep a Dragonkin from rolling: an ivory or ivory hybrid
 * dragon keeps every one (line 664, 2460), a white dragon every one (line 2470: it has all five
 * elements), an elemental or hybrid dragon those of its colours (lines 2324, 2454).
 */
export function calmed(state: Table, unit: UnitDie): boolean {
  const battle = state.dragonBattle;
  if (!battle) return false;
  const element = unit.elements[0];
  return battle.dragons
    .filter((b) => b.turnedOn === undefined)
    .some((b) => {
      const dragon = dragonById(state, b.id);
      return (
        hasIvory(dragon) || (element !== undefined && dragonElements(dragon).includes(element))
      );
    });
}

/**
 * Dragonkin alone at a terrain dissipate to the summoning pool (line 2324): after anything that
 * kills or moves units. Cheap when the game has no Dragonkin in play. Only at `places` when given
 * (the rest of the table is as it was when none were alone). Whether none did.
 */
export function dissipate(ctx: Ctx, places: ReadonlySet<Location> | null = null): boolean {
  const { state } = ctx;
  const kin = tablesOf(ctx).dragonkin;
  if (!gameHasAnyOf(state, kin)) return true;
  let quiet = true;
  for (let p = 0; p < state.players.length; p++) {
    if (!forceHasAnyOf(state, p, kin)) continue;
    const byPlace = new Map<Location, { kin: string[]; others: number }>();
    for (const { d, unit } of ownedUnits(state, p)) {
      if (!atTerrain(d.at) || (places !== null && !places.has(d.at))) continue;
      const place = byPlace.get(d.at) ?? { kin: [], others: 0 };
      if (kin.has(unit.species)) place.kin.push(d.id);
      else place.others++;
      byPlace.set(d.at, place);
    }
    for (const [at, place] of byPlace) {
      if (place.others > 0 || place.kin.length === 0) continue;
      for (const id of place.kin) (dieInstance(state, id) as DieState).at = "pool";
      quiet = false;
      ctx.emit({ type: "dragonkin-dissipated", player: p, dice: place.kin, location: at });
      checkEighthFaces(ctx);
      checkVictory(ctx);
    }
  }
  return quiet;
}

/** The units of a list that may leave their terrain: not Dragonkin (line 2324). */
export const mayLeave = (tables: EditionTables, state: Table, ids: readonly string[]): string[] =>
  ids.filter((id) => !isDragonkinId(tables, state, id));
