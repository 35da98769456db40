// A die at a glance, for planning a force's split without opening every die: what its faces add
// up to, the group it is listed under (its species, monsters, items) and the marks that matter
// (magic user, monster, item, champion).
import { dieById, type Edition } from "@dragondice/catalog";
import { forcesFor } from "@dragondice/engine";
import { odds } from "./edition.ts";
import { speciesName } from "./names.ts";
import { saiName } from "./sai.ts";

/** The normal icons other than ID, in the order a summary names them. */
const NORMAL_ORDER = ["Melee", "Missile", "Magic", "Save", "Maneuver"] as const;

/**
 * "4 melee · 2 save", "4 melee · 8 missile · SAI: Bullseye": the normal icons on the die's faces
 * added up (the ID face left out: every unit has one), then its special action icons by name; a
 * dragon says its form.
 */
export function facesSummary(dieId: string): string {
  const die = dieById(dieId);
  if (!die || die.kind === "terrain") return "";
  if (die.kind === "dragon") return `${die.form}, ${die.autoSaves} automatic saves`;
  const totals = new Map<string, number>();
  const sais: string[] = [];
  for (const f of die.faces) {
    if (f.icon === "ID") continue;
    if ((NORMAL_ORDER as readonly string[]).includes(f.icon)) {
      totals.set(f.icon, (totals.get(f.icon) ?? 0) + f.count);
    } else {
      const name = saiName(f.icon, dieId);
      if (!sais.includes(name)) sais.push(name);
    }
  }
  const parts = NORMAL_ORDER.filter((icon) => totals.has(icon)).map(
    (icon) => `${totals.get(icon)} ${icon.toLowerCase()}`,
  );
  if (sais.length > 0) parts.push(`${sais.length === 1 ? "SAI" : "SAIs"}: ${sais.join(", ")}`);
  return parts.join(" · ");
}

/** What sets a die apart at set-up. */
export type DieMark = "magic" | "monster" | "item" | "champion";

/** The marks of a die in a game of an edition (a magic user is one its force rules count). */
export function dieMarks(dieId: string, edition: Edition): DieMark[] {
  const die = dieById(dieId);
  if (!die || (die.kind !== "unit" && die.kind !== "item")) return [];
  const marks: DieMark[] = [];
  if (forcesFor(edition).magicPointValue(die) > 0) marks.push("magic");
  if (die.kind === "item") marks.push("item");
  else if (die.size === "monster") marks.push("monster");
  else if (die.size === "champion") marks.push("champion");
  return marks;
}

/** A mark in words, for a badge's text or a screen reader. */
export const MARK_WORDS: Readonly<Record<DieMark, string>> = {
  magic: "magic user",
  monster: "monster",
  item: "item",
  champion: "champion",
};

export interface DieGroup {
  key: string;
  title: string;
  /** Instance ids (or die ids), largest first. */
  ids: string[];
}

/**
 * The group a die is listed under: its species, or monsters, or items and the units of no race
 * (2.9a's Kings' Die).
 */
function groupOf(dieId: string, edition: Edition): { key: string; title: string } {
  const die = dieById(dieId);
  if (die?.kind === "unit" && die.size === "monster") return { key: "monsters", title: "Monsters" };
  if (die?.kind === "unit" && odds(edition).hasRace(die)) {
    return { key: die.species, title: speciesName(die.species) };
  }
  return { key: "items", title: "Items" };
}

const GROUP_LAST = ["monsters", "items"];

/**
 * Dice grouped for a list: each species (in the order first met), then monsters, then items; in a
 * group the healthiest first. `dieOf` gives the catalogue die of an id.
 */
export function groupDice(
  ids: readonly string[],
  dieOf: (id: string) => string,
  edition: Edition,
): DieGroup[] {
  const groups = new Map<string, DieGroup>();
  for (const id of ids) {
    const { key, title } = groupOf(dieOf(id), edition);
    const group = groups.get(key) ?? { key, title, ids: [] };
    group.ids.push(id);
    groups.set(key, group);
  }
  const health = (id: string) => {
    const d = dieById(dieOf(id));
    return d && "health" in d ? d.health : 0;
  };
  const rank = (key: string) => GROUP_LAST.indexOf(key);
  return [...groups.values()]
    .sort((a, b) => rank(a.key) - rank(b.key))
    .map((g) => ({ ...g, ids: [...g.ids].sort((a, b) => health(b) - health(a)) }));
}
