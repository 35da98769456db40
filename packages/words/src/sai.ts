// Special action icons in plain words: the name in full and its meaning, from the
// catalogue's SAI data (our own summaries), for hover and tap in the browser and the terminal.
import { dieById, type Edition, type SaiDef } from "@dragondice/catalog";
import { odds, rulesData } from "./edition.ts";

/**
 * The SAI an icon stands for in an edition (the game's; see edition.ts), on a given die when the
 * icon has variants (Breath, Logo).
 */
function saiOf(icon: string, dieId?: string, edition?: Edition): SaiDef | undefined {
  const die = dieId ? dieById(dieId) : undefined;
  if (die) return odds(edition).saiFor(icon, die);
  return rulesData(edition).sais.find((s) => s.icon === icon);
}

/** An SAI's name in full ("SFR/TSR Logo" on a Dragonlord); an icon that is no SAI as it is. */
export function saiName(icon: string, dieId?: string, edition?: Edition): string {
  return saiOf(icon, dieId, edition)?.name ?? icon;
}

/**
 * An SAI as the engine names it among several to order: by name, or by its catalogue id where two
 * share a name, then with the dice it is on ("SFR/TSR Logo (Bronze Medallion)").
 */
export function saiOrderName(option: string, edition?: Edition): string {
  const variant = rulesData(edition).sais.find((s) => s.id === option);
  if (!variant) return saiName(option, undefined, edition);
  return variant.variant ? `${variant.name} (${variant.variant.appliesTo})` : variant.name;
}

/**
 * What an SAI does: the catalogue's summary ("In a melee attack, each point is one damage on the
 * defenders that no save of any kind can prevent."), or null for an icon that is no SAI. All of
 * it: its first sentence alone often misses what the SAI does in the roll at hand (Wave in a
 * maneuver roll, Firewalking's move in any other).
 */
export function saiMeaning(icon: string, dieId?: string, edition?: Edition): string | null {
  return saiOf(icon, dieId, edition)?.summary || null;
}

/**
 * What a face's icon is, for a hover or tap: a normal icon as it is ("Melee"), a special action
 * icon in full with its meaning ("Smite (special action icon): In a melee attack, ...").
 */
export function iconTitle(icon: string, dieId?: string): string {
  const meaning = saiMeaning(icon, dieId);
  return meaning ? `${saiName(icon, dieId)} (special action icon): ${meaning}` : icon;
}
