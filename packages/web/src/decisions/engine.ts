// The engine's check and sampler on what the browser has (a view or a replayed state), and which
// of its decisions are the viewer's to answer.
import {
  choiceProblem,
  type Decision,
  forcedChoice,
  sampleChoice,
  seededRandomInt,
} from "@dragondice/engine";
import type { Shown } from "@dragondice/words";

/** Why a choice is not legal, or null. The validators read only the table, not the flow. */
export function problemOf(g: Shown, d: Decision, choice: unknown): string | null {
  try {
    return choiceProblem(g, d, choice);
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}

/**
 * A legal choice drawn by the engine ("auto"), or undefined when it cannot draw one. The same for
 * the same decision (its number seeds the draw): a game answered with Auto goes the same way
 * whenever its dice do, so a browser test of a seeded game plays the same game every run.
 */
export function sampleOf(g: Shown, d: Decision): unknown {
  try {
    return sampleChoice(g, d, seededRandomInt(d.id));
  } catch {
    return undefined;
  }
}

/** An entry of a view's pending list: a decision the viewer may see, or only whose it is. */
type AnyPending = Shown["pending"] extends (infer P)[] | undefined ? P : never;

/**
 * A decision of the viewer's for them to answer: one they may see, and not one with a single
 * answer that gives nothing up (`forcedChoice`), which the server answers itself a moment later.
 * Shown, that one flashed on screen and a click on it came too late (refused as stale).
 */
export const isOpenDecision = (p: AnyPending): p is Decision =>
  "prompt" in p && forcedChoice(p) === null;
