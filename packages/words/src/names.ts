// Names of players, dice, terrains and places in plain words.
// Pure: works on a player's view or a replayed state, in the terminal, the browser and tests.
import { dieById, type Edition } from "@dragondice/catalog";
import type { DieState, PlayerView, Table } from "@dragondice/engine";
import { odds } from "./edition.ts";

/** What is shown: a player's view, or a replayed state seen by everyone. */
export type Shown = Table & { viewer?: number | null; pending?: PlayerView["pending"] };

export function playerName(g: Shown, player: number): string {
  return g.players[player]?.name ?? `Player ${player + 1}`;
}

/** The name without the force in brackets, for possessives: "Player 1 (Dwarves)" -> "Player 1". */
export function shortName(g: Shown, player: number): string {
  return playerName(g, player).replace(/\s*\([^)]*\)$/, "");
}

export const possessive = (name: string): string => (name.endsWith("s") ? `${name}'` : `${name}'s`);

export function dieName(dieId: string): string {
  if (dieId === "hidden") return "a hidden die";
  return dieById(dieId)?.name ?? dieId;
}

/** "Footman (common, 1)", "Red Drake (dragon, 5)", "Dawn Blade (Red, item, 2)", "a hidden die". */
export function unitLabel(dieId: string): string {
  if (dieId === "hidden") return "a hidden die";
  const d = dieById(dieId);
  if (!d) return dieId;
  if (d.kind === "unit") return `${d.name} (${d.size}, ${d.health})`;
  if (d.kind === "dragon") return `${d.name} (dragon, ${d.health})`;
  if (d.kind === "item") {
    // "Dawn Blade (Red, item, 2)": an item's name may already end with its colour in brackets.
    const note = `${d.itemType === "magical-item" ? "item" : d.itemType}, ${d.health}`;
    return d.name.endsWith(")") ? `${d.name.slice(0, -1)}, ${note})` : `${d.name} (${note})`;
  }
  return d.name;
}

export function healthOfDie(dieId: string): number {
  const d = dieById(dieId);
  return d && d.kind !== "terrain" ? d.health : 0;
}

/** The catalogue die of a die instance in the shown game ("hidden" when not revealed). */
export function dieOf(g: Shown, instanceId: string): string {
  return g.dice.find((x) => x.id === instanceId)?.die ?? instanceId;
}

export function healthOfId(g: Shown, instanceId: string): number {
  return healthOfDie(dieOf(g, instanceId));
}

export function labelOfId(g: Shown, instanceId: string): string {
  const d = g.dice.find((x) => x.id === instanceId);
  return d ? unitLabel(d.die) : instanceId;
}

/** A text with its first letter a capital, to open a sentence. */
export const capitalised = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

export function namesOf(g: Shown, ids: string[]): string {
  return ids.map((id) => labelOfId(g, id)).join(", ");
}

/** A terrain's name; two terrains of the same name are told apart by their owner. */
export function terrainName(g: Shown, terrainId: string): string {
  const t = g.terrains.find((x) => x.id === terrainId);
  if (!t) return terrainId;
  const name = dieName(t.die);
  const twins = g.terrains.filter(
    (x) => x.die === t.die && (x.role === "home" || x.role === "frontier" || g.turn === null),
  );
  return twins.length > 1 ? `${name} (${possessive(shortName(g, t.owner))})` : name;
}

/** The icon on a terrain face, e.g. "Melee" or "City". */
export function terrainFaceIcon(dieId: string, face: number): string | undefined {
  const die = dieById(dieId);
  return die?.kind === "terrain" ? die.faces.find((f) => f.number === face)?.icon : undefined;
}

/** The face a terrain shows, e.g. "6 Melee" or "8 City". */
export function terrainFace(g: Shown, terrainId: string, face?: number): string {
  const t = g.terrains.find((x) => x.id === terrainId);
  if (!t) return String(face ?? "?");
  const n = face ?? t.face;
  const icon = terrainFaceIcon(t.die, n);
  // A Castle at 8 is the type its holder declared (2.9a line 2292): "8 Castle (Temple)".
  const declared = n === 8 && t.face === 8 && t.declared ? ` (${t.declared})` : "";
  return icon ? `${n} ${icon}${declared}` : String(n);
}

/** The type of the terrain at a location ("highland"), or null away from a terrain. */
export function terrainTypeAt(g: Shown, at: string): string | null {
  if (!at.startsWith("t:")) return null;
  const t = g.terrains.find((x) => x.id === at.slice(2));
  const die = t ? dieById(t.die) : undefined;
  return die?.kind === "terrain" ? die.terrainType : null;
}

const ZONES: Record<string, string> = {
  reserve: "the reserve area",
  // The Kings' Die's place (2.9a line 2416).
  court: "beside the reserve area",
  dua: "the dead unit area",
  bua: "the buried unit area",
  pool: "the summoning pool",
  out: "out of the game",
  force: "the force",
  "setup:home": "the home army",
  "setup:campaign": "the campaign army",
  "setup:horde": "the horde army",
};

/** "Highland City", "the reserve area", "the dead unit area"... */
export function placeName(g: Shown, at: string): string {
  if (at.startsWith("t:")) return terrainName(g, at.slice(2));
  // Summoned dragons are at the terrain, in no army.
  if (at.startsWith("dragons:")) return terrainName(g, at.slice(8));
  return ZONES[at] ?? at;
}

/** "Player 1's army at Highland City" / "Player 1's reserve army". */
export function armyName(g: Shown, player: number, at: string): string {
  const who = possessive(shortName(g, player));
  if (at === "reserve") return `${who} reserve army`;
  if (at.startsWith("setup:")) return `${who} ${at.slice(6)} army`;
  return `${who} army at ${placeName(g, at)}`;
}

export function diceAt(g: Shown, player: number, at: string): DieState[] {
  return g.dice.filter((d) => d.owner === player && d.at === at);
}

/** Units (not dragons or items) of a player at a location. */
export function unitsAt(g: Shown, player: number, at: string): DieState[] {
  return diceAt(g, player, at).filter((d) => dieById(d.die)?.kind === "unit");
}

export function healthAt(g: Shown, player: number, at: string): number {
  return unitsAt(g, player, at).reduce((s, d) => s + healthOfDie(d.die), 0);
}

/** "Coral Elves", from a species id "coral-elves". */
export function speciesName(id: string): string {
  return id
    .split("-")
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(" ");
}

/**
 * The species of a player's dice, e.g. "Dwarves" or "Coral Elves, Lava Elves": of the units
 * brought to the armies, not a unit of no race (2.9a's Kings' Die) nor the Dragonkin waiting in
 * the pool.
 */
export function speciesOf(dice: DieState[], edition: Edition): string {
  const names: string[] = [];
  for (const d of dice) {
    const die = dieById(d.die);
    if (die?.kind !== "unit" || !odds(edition).hasRace(die) || d.at === "pool") continue;
    const s = speciesName(die.species);
    if (!names.includes(s)) names.push(s);
  }
  return names.join(", ");
}

export const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? "" : "s"}`;
