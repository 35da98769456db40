// The 2.9a SAIs, or parts of them, that wait for what the game does not have yet, in one place,
// each with the issue that brings it: the advanced rules: Dragonkin, magic items, minor terrains
// (issue 15). Keyed by the catalogue's SAI id, which tells variants apart
// (the logos, the breaths); the Eldarim champions' logos are played (eldarim-logos.ts). An SAI
// rolled with an effect the game lacks names its issue (sai-stage.ts); the catalogue test checks
// that every SAI on a die is played, gives only normal results, or is here.

export interface PendingSai {
  issue: 15;
  /** The part that waits, when the rest is played now. */
  part?: string;
}

const ITEMS: PendingSai = { issue: 15 };
/**
 * A logo that shares its name, "SFR/TSR Logo", with the Eldarim champions' logos, which are played
 * (sais/eldarim-logo.ts): all of it waits.
 */
const OTHER_LOGO = "all of it (the Eldarim logos of the same name are played)";

export const SAI_PENDING: Readonly<Record<string, PendingSai>> = {
  // Magic items and medallions (lines 1785-2200, 2438): not in forces yet. Flurry and Sortie
  // give only normal results, counted whenever items roll; Crush is played (sais/crush.ts) and
  // waits only for items to join armies.
  attune: ITEMS,
  decapitate: ITEMS,
  elevate: ITEMS,
  flurry: ITEMS,
  impale: ITEMS,
  sortie: ITEMS,
  "summon-dragon": ITEMS,
  wayfare: ITEMS,
  "logo-bronze-medallion": { ...ITEMS, part: OTHER_LOGO },
  "logo-gold-medallion": { ...ITEMS, part: OTHER_LOGO },
  "logo-silver-medallion": { ...ITEMS, part: OTHER_LOGO },
};
