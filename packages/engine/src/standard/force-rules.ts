// What an edition says a force may bring (its set-up constraints), as the army builders, the
// terminal's force files and random forces ask it: the ruleset hands these over (`forces`), so a
// client building a force for a game asks the game's edition, never one edition's rules by name.
import type { Die, ItemDie, MagicColor, UnitDie } from "@dragondice/catalog";
import type { GameConfig } from "../kernel/game.ts";

/** The lists of a force (`PlayerSetup`) a die can be brought in. */
export type ForceList = "dice" | "terrains" | "dragons" | "dragonkin" | "minorTerrains";

/** The lists of a force (a `PlayerSetup` without its name; the summoning pool's optional). */
export type ForceLists = Pick<
  GameConfig["players"][number],
  "dice" | "terrains" | "dragons" | "dragonkin" | "minorTerrains"
>;

/** What a force of a size may bring. */
export interface ForceAllowances {
  /** Health of magic users at most. */
  magic: number;
  /** Dragons to bring (a white dragon fills two places). */
  dragons: number;
  /** Health of Dragonkin at most. */
  dragonkin: number;
  /** Minor terrains at most. */
  minorTerrains: number;
}

export interface ForceRules {
  /** The list of a force a die belongs in. */
  listOf(die: Die): ForceList;
  /** Components of the advanced rules: random forces leave them out unless asked for. */
  isAdvancedComponent(die: Die): boolean;
  /** Why a die cannot be brought in a force (or in one list of it), or null. */
  componentProblem(die: Die, list?: ForceList): string | null;
  /** Every problem of each list of a force at a size, for builders that show them by list. */
  listProblems(force: ForceLists, size: number): Record<ForceList, string[]>;
  allowances(size: number): ForceAllowances;
  /** The health a force's units and items cost. */
  cost(dice: readonly (UnitDie | ItemDie)[]): number;
  /** Each unit's health with the item it carries, or null when an item has no unit to carry it. */
  carriedBundles(units: UnitDie[], items: ItemDie[]): number[] | null;
  /** A die's magic-point value, which the magic-user cap counts. */
  magicPointValue(die: UnitDie | ItemDie): number;
  /** The colours of magic a force's units and terrains can ever make. */
  magicColors(force: Pick<ForceLists, "dice" | "terrains">): Set<MagicColor>;
  /** The colours of magic that summon a dragon die. */
  summoningColors(dragonId: string): MagicColor[];
  /** Why the force's own magic can never summon this dragon, or null. */
  dragonSummoningProblem(
    force: Pick<ForceLists, "dice" | "terrains">,
    dragonId: string,
  ): string | null;
  /** The reasons (each once) some dragon of the force can never be summoned by its own magic. */
  dragonSummoningProblems(force: Pick<ForceLists, "dice" | "terrains" | "dragons">): string[];
}
