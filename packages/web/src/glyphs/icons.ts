// Which of our own glyphs draws each icon: simple shapes for the normal icons, dragon and terrain
// faces, and a short abbreviation for every SAI. No Dragon Dice art is used anywhere.
import { DRAGON_ICONS, EIGHTH_FACE_ICONS, MINOR_TERRAIN_ICONS } from "@dragondice/catalog";
import { contrast } from "./contrast.ts";

export type GlyphShape =
  | "melee"
  | "missile"
  | "magic"
  | "save"
  | "maneuver"
  | "id"
  | "dragon"
  | "terrain"
  | "sai";

const SHAPES: Record<string, GlyphShape> = {
  Melee: "melee",
  Missile: "missile",
  Magic: "magic",
  Save: "save",
  Maneuver: "maneuver",
  ID: "id",
};

// "Drake" and "Wyrm" name a dragon die as a whole (the summoning pool draws it so).
const DRAGON = new Set<string>([...DRAGON_ICONS, "Drake", "Wyrm"]);
const TERRAIN = new Set<string>([...EIGHTH_FACE_ICONS, ...MINOR_TERRAIN_ICONS]);

export function glyphShape(icon: string): GlyphShape {
  return SHAPES[icon] ?? (DRAGON.has(icon) ? "dragon" : TERRAIN.has(icon) ? "terrain" : "sai");
}

/** A 1-3 letter abbreviation: "Fly" -> "Fly", "Double Strike" -> "DS", "King: Amazons" -> "K". */
export function abbreviation(icon: string): string {
  const name = icon.replace(/^King: .*/, "King").replace(/['’]/g, "");
  const words = name.split(/[\s\-/]+/).filter((w) => w !== "");
  if (words.length === 1) return (words[0] ?? "?").slice(0, 3);
  return words
    .map((w) => w.charAt(0).toUpperCase())
    .join("")
    .slice(0, 3);
}

/** The letters a glyph draws (dragon, terrain and SAI faces), or null where it is a picture. */
export function glyphLetters(icon: string): string | null {
  return ["dragon", "terrain", "sai"].includes(glyphShape(icon)) ? abbreviation(icon) : null;
}

/** CSS colour for a die colour or element. */
export const DIE_COLORS: Record<string, string> = {
  air: "#4a90d9",
  death: "#3a3a44",
  earth: "#c9a227",
  fire: "#c8412f",
  water: "#2e9b5f",
  ivory: "#e8dcc0",
  white: "#f4f4f4",
  // Dark enough for white ink at 4.5:1.
  bronze: "#a0652d",
  silver: "#b8bcc4",
  "gold-metal": "#d8b84a",
};

const DARK_INK = "#1b1b1b";
const LIGHT_INK = "#ffffff";

/** The ink (near-black or white) that stands out more on a die colour: a die's glyph and count. */
export function inkOn(color: string): string {
  const bg = DIE_COLORS[color] ?? "#888888";
  return contrast(DARK_INK, bg) > contrast(LIGHT_INK, bg) ? DARK_INK : LIGHT_INK;
}
