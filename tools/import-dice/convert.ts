// Turns the raw cards of each reference set into catalogue dice (types in packages/catalog).
import { canonicalIcon, keptArt } from "../../packages/catalog/src/icons.ts";
import type {
  DieColor,
  DragonDie,
  DragonType,
  Edition,
  EighthFaceIcon,
  Element,
  Face,
  ItemDie,
  ItemSize,
  ItemType,
  NormalIcon,
  TerrainCategory,
  TerrainDie,
  TerrainFace,
  UnitClass,
  UnitDie,
  UnitSize,
} from "../../packages/catalog/src/types.ts";
import { UNIT_CLASSES } from "../../packages/catalog/src/types.ts";
import { type RawCard, splitFace } from "./read-set.ts";

const BOTH: Edition[] = ["2.9a", "v4"];

const SPECIES_IDS: Record<string, string> = {
  Amazons: "amazons",
  "Coral Elves": "coral-elves",
  Dwarves: "dwarves",
  Feral: "feral",
  "Fire Walkers": "firewalkers",
  Frostwings: "frostwings",
  Goblins: "goblins",
  "Lava Elves": "lava-elves",
  Scalders: "scalders",
  "Swamp Stalkers": "swamp-stalkers",
  Treefolk: "treefolk",
  Undead: "undead",
  Eldarim: "eldarim",
  Dragonkin: "dragonkin",
};

const COLOR_WORDS: Record<string, DieColor> = {
  "Black (Death)": "death",
  "Blue (Air)": "air",
  "Green (Water)": "water",
  "Red (Fire)": "fire",
  "Yellow (Earth)": "earth",
  Ivory: "ivory",
  White: "white",
  Bronze: "bronze",
  Silver: "silver",
  Gold: "gold-metal",
};

/** The 2.9a colour names, used to tell apart dice that share a name across colours. */
export const COLOR_NAMES: Record<DieColor, string> = {
  air: "Blue",
  death: "Black",
  earth: "Gold",
  fire: "Red",
  water: "Green",
  ivory: "Ivory",
  white: "White",
  bronze: "Bronze",
  silver: "Silver",
  "gold-metal": "Gold",
};

const UNIT_SIZES: Record<string, { size: UnitSize; health: number }> = {
  Small: { size: "common", health: 1 },
  Medium: { size: "uncommon", health: 2 },
  Large: { size: "rare", health: 3 },
  Champion: { size: "champion", health: 4 },
  Monster: { size: "monster", health: 4 },
};

const ITEM_SIZES: Record<string, { size: ItemSize; health: number }> = {
  Small: { size: "common", health: 1 },
  Medium: { size: "uncommon", health: 2 },
  Large: { size: "rare", health: 3 },
  Artifact: { size: "artifact", health: 4 },
  Medallion: { size: "medallion", health: 4 },
  Relic: { size: "relic", health: 4 },
};

const ITEM_TYPES: Record<string, ItemType> = {
  Item: "magical-item",
  Artifact: "artifact",
  Medallion: "medallion",
  Relic: "relic",
};

/** 2.9a spellings of item names the reference data spells the V4 way. */
const ITEM_NAMES_2_9A: Record<string, string> = {
  "Magi Crown": "Magi's Crown",
  "Seven League Boots": "Seven-league Boots",
  Dragonstaff: "Dragon Staff",
};

const ITEM_ELEMENT_PREFIX: Record<string, Element> = {
  Air: "air",
  Death: "death",
  Earth: "earth",
  Fire: "fire",
  Water: "water",
};

const DRAGON_TYPES: Record<string, DragonType> = {
  "Elemental Dragon": "elemental",
  "Hybrid Dragon": "hybrid",
  "Ivory Hybrid Dragon": "ivory-hybrid",
  "White Dragon": "white",
};

const TERRAIN_CATEGORIES: Record<string, TerrainCategory> = {
  Standard: "major",
  Special: "advanced",
  Minor: "minor",
};

export function kebab(name: string): string {
  return name
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

function need(card: RawCard, prop: string): string {
  const v = card.props[prop];
  if (v === undefined || v === "") throw new Error(`${card.name}: no ${prop} property`);
  return v;
}

function lookup<T>(table: Record<string, T>, key: string, what: string, card: RawCard): T {
  const v = table[key];
  if (v === undefined) throw new Error(`${card.name}: unknown ${what} "${key}"`);
  return v;
}

export function parseColors(card: RawCard): DieColor[] {
  const raw = need(card, "Element");
  if (raw === "None") return [];
  return raw.split(/,\s*/).map((w) => lookup(COLOR_WORDS, w, "element", card));
}

function elementsOnly(colors: DieColor[]): Element[] {
  return colors.filter((c): c is Element => ["air", "death", "earth", "fire", "water"].includes(c));
}

export function toFace(raw: string): Face {
  const { count, icon } = splitFace(raw);
  const face: Face = { icon: canonicalIcon(icon), count };
  const art = keptArt(icon);
  if (art) face.art = art;
  return face;
}

function unitClass(raw: string, card: RawCard): UnitClass {
  const cls = kebab(raw) as UnitClass;
  const known: readonly string[] = UNIT_CLASSES;
  if (!known.includes(cls)) throw new Error(`${card.name}: unknown class "${raw}"`);
  return cls;
}

/** Units: species dice, Eldarim and Dragonkin. `qualify` adds the colour to shared names. */
export function toUnit(card: RawCard, qualify: boolean): UnitDie {
  const { size, health } = lookup(UNIT_SIZES, need(card, "Size"), "size", card);
  const colors = parseColors(card);
  const elements = elementsOnly(colors);
  const colorName = colors.map((e) => COLOR_NAMES[e]).join("/");
  // The reference names per-element Eldarim champions "Air Dragon Master"; 2.9a says a blue
  // Dragonmaster.
  const champion = /^(Air|Death|Earth|Fire|Water) Dragon (Hunter|Master|Zealot)$/.exec(card.name);
  const name = champion
    ? `Dragon${champion[2]?.toLowerCase()} (${colorName})`
    : qualify
      ? `${card.name} (${colorName})`
      : card.name;
  const die: UnitDie = {
    kind: "unit",
    id: kebab(name),
    name,
    editions: BOTH,
    species: lookup(SPECIES_IDS, need(card, "Species"), "species", card),
    size,
    health,
    class: unitClass(need(card, "Class"), card),
    elements,
    colors,
    faces: card.faces.map(toFace),
  };
  const autosaves = card.props.Autosaves;
  if (autosaves !== undefined) die.autoSaves = Number(autosaves);
  return die;
}

export function toDragon(card: RawCard): DragonDie {
  const colors = parseColors(card);
  let dragonType = lookup(DRAGON_TYPES, need(card, "Type"), "dragon type", card);
  if (dragonType === "elemental" && colors.includes("ivory")) dragonType = "ivory";
  const name = card.name.replace(/Yellow/g, "Gold");
  return {
    kind: "dragon",
    id: kebab(name),
    name,
    editions: BOTH,
    form: /Wyrm$/.test(card.name) ? "wyrm" : "drake",
    dragonType,
    colors,
    // The reference's "Saves" property holds the dragon's health (5, white 10); every dragon has
    // five automatic saves (2.9a "White Dragons").
    health: Number(need(card, "Saves")),
    autoSaves: 5,
    faces: card.faces.map(toFace),
  };
}

export function toTerrain(card: RawCard): TerrainDie {
  const category = lookup(TERRAIN_CATEGORIES, need(card, "Subtype"), "subtype", card);
  const eighthFace = canonicalIcon(need(card, "Eighth Face")) as EighthFaceIcon;
  const parsed = card.faces.map((raw) => {
    const { count, icon } = splitFace(raw);
    return { number: count, icon: canonicalIcon(icon) as TerrainFace["icon"] };
  });
  let faces: TerrainFace[];
  if (category === "minor") {
    // Minor terrains print no numbers (the reference gives every face as 1): the named face
    // is numbered 8, as on major terrains, and the others 1-7 in the reference's order.
    const [named, ...rest] = parsed;
    if (!named) throw new Error(`${card.name}: no faces`);
    faces = [
      ...rest.map((f, i) => ({ number: i + 1, icon: f.icon })),
      { number: 8, icon: named.icon },
    ];
  } else {
    faces = [...parsed].sort((a, b) => a.number - b.number);
  }
  const [typeWord] = card.name.split(" ");
  // The 2.9a name of the eighth face, e.g. "Highland Standing Stone" -> "Highland Standing Stones".
  const name = `${typeWord} ${eighthFace}`;
  const terrainType = kebab(typeWord ?? "");
  return {
    kind: "terrain",
    id: kebab(name),
    name,
    // 2.9a has no Deadland terrain (rules/000 line 162; "Deadlands" there is a spell), and a minor
    // terrain comes in only at a major terrain of its type (line 2236): the Deadland minor
    // terrains have no 2.9a use, so they are V4 dice.
    editions: terrainType === "deadland" ? ["v4"] : BOTH,
    category,
    terrainType,
    colors: parseColors(card),
    eighthFace,
    faces,
  };
}

export function toItem(card: RawCard): ItemDie {
  const itemType = lookup(ITEM_TYPES, need(card, "Type"), "item type", card);
  const { size, health } = lookup(ITEM_SIZES, need(card, "Size"), "item size", card);
  const colors = parseColors(card);
  let name = card.name;
  const [first, ...restWords] = card.name.split(" ");
  const prefixElement = first ? ITEM_ELEMENT_PREFIX[first] : undefined;
  if (prefixElement) {
    const base = restWords.join(" ");
    name = `${ITEM_NAMES_2_9A[base] ?? base} (${COLOR_NAMES[prefixElement]})`;
  }
  const die: ItemDie = {
    kind: "item",
    id: kebab(name),
    name,
    editions: itemType === "relic" ? ["v4"] : BOTH,
    itemType,
    size,
    health,
    colors,
    faces: card.faces.map(toFace),
  };
  const cls = card.props.Class;
  if (cls && cls !== "None") die.specialty = cls as NormalIcon;
  return die;
}
