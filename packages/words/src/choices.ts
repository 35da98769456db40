// Answers read back: a bot's answer, a "decided" event's choice. The engine's registry types what
// a decision holds (its data and options), not the answers its kinds read (a choice is `unknown`
// until the engine's parse reads it), so an answer's parts are checked where they are read, never
// cast: a part of another shape reads as none.
import type { AnnouncedSpell } from "@dragondice/engine";

/** A field of an answer that is an object (`{ army }`, `{ spells }`), or undefined. */
export const fieldOf = (choice: unknown, key: string): unknown =>
  typeof choice === "object" && choice !== null ? Reflect.get(choice, key) : undefined;

/** Whether an answer is an object with the field `key` (`{ skip: true }`). */
export const hasField = (choice: unknown, key: string): boolean =>
  typeof choice === "object" && choice !== null && key in choice;

/** The ids of an answer that lists them (casualties, retreats, targets), none for another. */
export const idsOf = (choice: unknown): string[] =>
  Array.isArray(choice) ? choice.filter((x): x is string => typeof x === "string") : [];

/** The moves of an answer that sends units somewhere (unit id -> where), as entries. */
export const movesOf = (choice: unknown): [string, string][] =>
  typeof choice === "object" && choice !== null && !Array.isArray(choice)
    ? Object.entries(choice).filter((e): e is [string, string] => typeof e[1] === "string")
    : [];

/** Whether `x` reads as one spell announced: a spell, its colour and a target. */
const isAnnounced = (x: unknown): x is AnnouncedSpell =>
  typeof fieldOf(x, "spell") === "string" &&
  typeof fieldOf(x, "color") === "string" &&
  typeof fieldOf(x, "target") === "object";

/** The spells a "cast-spells" answer announces, in their order (none for another answer). */
export function spellsOf(choice: unknown): AnnouncedSpell[] {
  const spells = fieldOf(choice, "spells");
  return Array.isArray(spells) ? spells.filter(isAnnounced) : [];
}
