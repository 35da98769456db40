// The arithmetic of a roll: "7 melee + 2 ID = 9 hits", with SAIs and modifiers when they changed it.
import { isNormalIcon } from "@dragondice/catalog";
import type { RolledDie } from "@dragondice/engine";
import { dieName } from "./names.ts";

/** What each kind of roll is for: the icon that counts, the word for its total, and a verb. */
export const PURPOSES: Record<string, { icon: string; noun: string; doing: string }> = {
  "initial-maneuver": { icon: "Maneuver", noun: "maneuvers", doing: "rolls for the first turn" },
  maneuver: { icon: "Maneuver", noun: "maneuvers", doing: "rolls to maneuver" },
  "counter-maneuver": { icon: "Maneuver", noun: "maneuvers", doing: "rolls to counter-maneuver" },
  "melee-attack": { icon: "Melee", noun: "hits", doing: "rolls to attack in melee" },
  "counter-attack": { icon: "Melee", noun: "hits", doing: "rolls to counter-attack" },
  "missile-action": { icon: "Missile", noun: "hits", doing: "rolls to shoot missiles" },
  "magic-action": { icon: "Magic", noun: "magic", doing: "rolls for magic" },
  "magic-negation": { icon: "Magic", noun: "magic negated", doing: "rolls to negate magic" },
  "save-vs-melee": { icon: "Save", noun: "saves", doing: "rolls saves" },
  "save-vs-missile": { icon: "Save", noun: "saves", doing: "rolls saves" },
  "resist-burial": { icon: "Save", noun: "saves", doing: "rolls to resist burial" },
  "mutation-save": { icon: "Save", noun: "saves", doing: "rolls saves against mutation" },
};

export function rollDoing(purpose: string): string {
  return PURPOSES[purpose]?.doing ?? `rolls (${purpose.replace(/-/g, " ")})`;
}

/** "Footman 2 Melee", "Crack Shot 3 ID"... one per die (a die rolled twice shows both faces). */
export function rolledFaces(dice: RolledDie[]): string[] {
  const byDie = new Map<string, { name: string; faces: string[] }>();
  for (const r of dice) {
    const entry = byDie.get(r.die) ?? { name: dieName(r.dieId), faces: [] };
    entry.faces.push(`${r.count} ${r.icon}`);
    byDie.set(r.die, entry);
  }
  return [...byDie.values()].map((e) => `${e.name} ${e.faces.join(" then ")}`);
}

/** The counted icon, the ID icons and the SAIs a roll shows for its purpose. */
export function rollParts(
  purpose: string,
  dice: RolledDie[],
): { parts: string[]; base: number; sais: string[] } {
  const icon = PURPOSES[purpose]?.icon ?? "";
  let normal = 0;
  let id = 0;
  const sais = new Map<string, number>();
  for (const r of dice) {
    if (r.icon === icon) normal += r.count;
    else if (r.icon === "ID") id += r.count;
    else if (!isNormalIcon(r.icon)) sais.set(r.icon, (sais.get(r.icon) ?? 0) + r.count);
  }
  const parts = [`${normal} ${icon.toLowerCase() || "results"}`];
  if (id > 0) parts.push(`${id} ID`);
  return { parts, base: normal + id, sais: [...sais].map(([name, n]) => `${n} ${name} (SAI)`) };
}

/** "7 melee + 2 ID = 9 hits", or "4 maneuver -> 8 maneuvers after modifiers (also rolled: ...)". */
export function tallyText(purpose: string, dice: RolledDie[] | undefined, total: number): string {
  const noun = PURPOSES[purpose]?.noun ?? "results";
  const counted = `${total} ${total === 1 ? noun.replace(/s( |$)/, "$1") : noun}`;
  if (!dice) return counted;
  const { parts, base, sais } = rollParts(purpose, dice);
  if (total === base) return parts.length > 1 ? `${parts.join(" + ")} = ${counted}` : counted;
  const also = sais.length > 0 ? ` (also rolled: ${sais.join(", ")})` : "";
  return `${parts.join(" + ")} -> ${counted} after modifiers${also}`;
}
