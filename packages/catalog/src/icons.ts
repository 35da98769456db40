// The icon vocabulary: how the names printed in the reference dice data map to the one set of
// icon names the catalogue uses. The importer applies RAW_ICON_ALIASES to every face; anything not
// listed keeps its reference name. docs/icons.md explains the choices for readers.

import { DRAGON_ICONS, EIGHTH_FACE_ICONS, MINOR_TERRAIN_ICONS, NORMAL_ICONS } from "./types.ts";

/** Reference-data icon name -> catalogue icon name, with why. */
export const RAW_ICON_ALIASES: Record<string, { icon: string; why: string; keepArt?: true }> = {
  Hoof: {
    icon: "Maneuver",
    why: "hoof and paw art is how some dice draw the maneuver icon (the Treefolk Satyr); V4 reads the same art as its Hoof SAI, so the face keeps `art`",
    keepArt: true,
  },
  Jaw: { icon: "Jaws", why: "the 2.9a rulebook calls the dragon face Jaws" },
  "Fire Breath": { icon: "Firebreath", why: "the 2.9a SAI list spells it as one word" },
  "Dragons Lair": { icon: "Dragon's Lair", why: "2.9a spelling of the special terrain" },
  "Standing Stone": { icon: "Standing Stones", why: "2.9a spelling of the eighth face" },
  "Dust Storm": {
    icon: "Landslide",
    why: "2.9a name of the Knoll's disaster face (V4: Dust Storm)",
  },
  Flanked: { icon: "Lost", why: "2.9a name of the Woods' disaster face (V4: Flanked)" },
};

/** Catalogue name for an icon as printed in the reference data. */
export function canonicalIcon(raw: string): string {
  return RAW_ICON_ALIASES[raw]?.icon ?? raw;
}

/** The face's art, kept where an edition reads the art differently from the icon it shows. */
export function keptArt(raw: string): string | undefined {
  return RAW_ICON_ALIASES[raw]?.keepArt ? raw : undefined;
}

/** The icons on a Kings' Die: one king per first race and the logo face. */
export const KINGS_DIE_ICON_PREFIX = "King: ";

/** Icons that are neither SAIs nor normal results: dragon faces and terrain faces. */
export const NON_SAI_ICONS: ReadonlySet<string> = new Set<string>([
  ...DRAGON_ICONS,
  ...EIGHTH_FACE_ICONS,
  ...MINOR_TERRAIN_ICONS,
]);

export function isNormalIcon(icon: string): boolean {
  return (NORMAL_ICONS as readonly string[]).includes(icon);
}
