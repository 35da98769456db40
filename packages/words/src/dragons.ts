// Dragons in plain words (2.9a "Dragons", rules/000 lines 660-708; "Dragon Attack Phase", lines
// 322-390): a dragon named by its owner, colour and form ("B's red wyrm"), what a roll of it does,
// and each terrain's dragons with who tamed them and what lasts on them.
import { dieById, type Edition } from "@dragondice/catalog";
import type { Effect } from "@dragondice/engine";
import { fieldOf } from "./choices.ts";
import { odds, rulesData } from "./edition.ts";
import { effectUntil } from "./effects.ts";
import { possessive, type Shown, shortName, terrainName } from "./names.ts";

/** Where the dragons summoned to a terrain are (the engine's `dragonPlace`). */
const dragonsPlace = (terrain: string): string => `dragons:${terrain}`;

/** "red wyrm", "black/blue drake", "white drake": a dragon die's colours and form. */
export function dragonKind(dieId: string): string {
  const die = dieById(dieId);
  if (die?.kind !== "dragon") return dieId;
  return die.name.toLowerCase().replace(/ \/ /g, "/");
}

/** "B's red wyrm" (or "your red wyrm" to its owner): a dragon instance in the shown game. */
export function dragonName(g: Shown, id: string): string {
  const d = g.dice.find((x) => x.id === id);
  if (!d) return id;
  const whose = d.owner === g.viewer ? "your" : possessive(shortName(g, d.owner));
  return `${whose} ${dragonKind(d.die)}`;
}

/** "B's red wyrm and your blue drake". */
export function dragonNames(g: Shown, ids: readonly string[]): string {
  const names = ids.map((id) => dragonName(g, id));
  if (names.length <= 1) return names[0] ?? "no dragon";
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/**
 * The damage the faces a dragon rolled do to an army, by the edition's dragon faces (2.9a lines
 * 690-708; white dragons double).
 */
export function dragonRollDamage(
  dieId: string,
  faces: readonly string[],
  edition: Edition,
): number {
  const die = dieById(dieId);
  if (die?.kind !== "dragon") return 0;
  const { faceDamage } = odds(edition);
  return faces.reduce((sum, icon) => sum + faceDamage(die, icon), 0);
}

/** What a rolled face does besides its damage, in a few words. */
const FACE_WORDS: Record<string, (damage: string, promotions: number) => string> = {
  Jaws: (damage) => damage,
  Claw: (damage) => damage,
  Wing: (damage) => `${damage}, then it flies home if it lives`,
  Tail: (damage) => `${damage} and it rolls again`,
  Belly: () => "no damage, and its automatic saves do not count",
  Breath: () => "its breath",
  Treasure: (_, n) =>
    `no damage; the army may promote ${n === 1 ? "a unit" : n === 2 ? "two units" : `${n} units`}`,
};

/** "Tail (3 damage and it rolls again), Claw (6 damage)": a dragon's roll, face by face. */
export function dragonFacesText(dieId: string, faces: readonly string[], edition: Edition): string {
  const die = dieById(dieId);
  const white = die?.kind === "dragon" && die.dragonType === "white";
  const treasure = rulesData(edition).dragonFaces.find((f) => f.icon === "Treasure");
  const promotions = (white ? treasure?.whitePromotions : treasure?.promotions) ?? 1;
  return faces
    .map((icon) => {
      const damage = `${dragonRollDamage(dieId, [icon], edition)} damage`;
      return `${icon} (${FACE_WORDS[icon]?.(damage, promotions) ?? icon})`;
    })
    .join(", ");
}

/** One dragon at a terrain, as a board shows it. */
export interface DragonSummary {
  id: string;
  /** The catalogue die. */
  die: string;
  owner: number;
  /** "red wyrm". */
  kind: string;
  /** Its colours ("red", "ivory", "white"...), for a glyph. */
  colors: string[];
  form: "drake" | "wyrm";
  /** The player who tamed it, or null. */
  tamedBy: number | null;
  /** Effects on it: tamed, saves taken by a breath... */
  effects: Effect[];
}

const COLOR_WORD: Record<string, string> = {
  death: "black",
  air: "blue",
  earth: "gold",
  water: "green",
  fire: "red",
  ivory: "ivory",
  white: "white",
};

/** The dragons summoned to a terrain, with who tamed them and what lasts on them. */
export function terrainDragons(g: Shown, terrain: string): DragonSummary[] {
  const at = dragonsPlace(terrain);
  return g.dice
    .filter((d) => d.at === at)
    .map((d) => {
      const die = dieById(d.die);
      const effects = g.effects.filter((e) => "dragon" in e.target && e.target.dragon === d.id);
      const tame = effects.find((e) => e.tames);
      return {
        id: d.id,
        die: d.die,
        owner: d.owner,
        kind: dragonKind(d.die),
        colors: die?.kind === "dragon" ? die.colors.map((c) => COLOR_WORD[c] ?? c) : [],
        form: die?.kind === "dragon" ? die.form : "drake",
        tamedBy: tame ? tame.owner : null,
        effects,
      };
    });
}

/** What an effect on a dragon does, in a few words (the badge's text). */
export function dragonEffectText(g: Shown, e: Effect): string {
  if (e.tames) return `tamed by ${e.owner === g.viewer ? "you" : shortName(g, e.owner)}`;
  if (e.noAutoSaves) return "no automatic saves";
  return e.name;
}

/**
 * "B's red wyrm (tamed by A; no automatic saves: Red Breath, until the end of A's next turn)",
 * "B's white drake (10 health)": one dragon of a terrain.
 */
export function dragonLine(g: Shown, s: DragonSummary): string {
  const die = dieById(s.die);
  const parts = die?.kind === "dragon" && die.health !== 5 ? [`${die.health} health`] : [];
  for (const e of s.effects) {
    parts.push(
      e.tames
        ? dragonEffectText(g, e)
        : `${dragonEffectText(g, e)}: ${e.name}, ${effectUntil(g, e)}`,
    );
  }
  return `${dragonName(g, s.id)}${parts.length ? ` (${parts.join("; ")})` : ""}`;
}

/** Each terrain's dragons, a line a terrain: "Dragons at Highland City: B's red wyrm, ...". */
export function dragonsBoard(g: Shown): string[] {
  return g.terrains.flatMap((t) => {
    const dragons = terrainDragons(g, t.id);
    if (dragons.length === 0) return [];
    const list = dragons.map((s) => dragonLine(g, s)).join(", ");
    return [`Dragons at ${terrainName(g, t.id)}: ${list}.`];
  });
}

/** The army's answer to a dragon attack (the "dragon-response" choice, line 362). */
/** Whether `x` reads as a dragon slain in an answer: the dragon, and what slays it. */
const isSlaying = (x: unknown): x is { dragon: string; with: string } =>
  typeof fieldOf(x, "dragon") === "string" && typeof fieldOf(x, "with") === "string";

/**
 * "counts 2 ID as saves and slays B's red wyrm with melee", "slays no dragon": what the army's
 * owner answered to a dragon attack (lines 364-378), after the player's name.
 */
export function responseText(g: Shown, choice: unknown): string {
  const counts = fieldOf(choice, "ids");
  const ids = (["melee", "missile", "save"] as const).flatMap((k) => {
    const n = fieldOf(counts, k);
    return typeof n === "number" && n > 0 ? [`${n} as ${RESULTS[k]}`] : [];
  });
  const counted = ids.length ? `counts ID ${ids.join(" and ")}, and ` : "";
  const slay = fieldOf(choice, "slay");
  return `${counted}${slainText(g, Array.isArray(slay) ? slay.filter(isSlaying) : [])}`;
}

/** "melee", "missiles", "saves": results as a count of them is said. */
const RESULTS: Record<string, string> = { melee: "melee", missile: "missiles", save: "saves" };

/** "slays B's red wyrm with melee and B's blue drake with missiles", "slays no dragon". */
export function slainText(g: Shown, slay: readonly { dragon: string; with: string }[]): string {
  if (slay.length === 0) return "slays no dragon";
  const each = slay.map((s) => `${dragonName(g, s.dragon)} with ${RESULTS[s.with] ?? s.with}`);
  return `slays ${each.join(" and ")}`;
}

/** An engine's message with the dragons' die ids replaced by their names ("g0" -> "B's red wyrm"). */
export function withDragonNames(g: Shown, text: string, ids: readonly string[]): string {
  return ids.reduce((t, id) => t.replace(new RegExp(`\\b${id}\\b`, "g"), dragonName(g, id)), text);
}
