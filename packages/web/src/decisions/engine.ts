// The engine's check and sampler on what the browser has (a view or a replayed state).
import { choiceProblem, type Decision, sampleChoice } from "@dragondice/engine";
import type { Shown } from "@dragondice/words";

const randomInt = (min: number, max: number): number =>
  min + Math.floor(Math.random() * (max - min + 1));

/** Why a choice is not legal, or null. The validators read only the table, not the flow. */
export function problemOf(g: Shown, d: Decision, choice: unknown): string | null {
  try {
    return choiceProblem(g, d, choice);
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}

/** A legal choice drawn by the engine ("auto"), or undefined when it cannot draw one. */
export function sampleOf(g: Shown, d: Decision): unknown {
  try {
    return sampleChoice(g, d, randomInt);
  } catch {
    return undefined;
  }
}
