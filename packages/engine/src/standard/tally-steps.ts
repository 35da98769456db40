// Building a tally's steps (see TallyStep): each source, label and species is one step, whose
// effect sums every unit it applied to; steps read in the order the edition applies them.
import type { TallyStep } from "./events.ts";

/** Adds `effect` to the step of that source, label and species, or starts that step. */
export function addTallyStep(
  steps: TallyStep[],
  source: TallyStep["source"],
  label: string,
  species: string | undefined,
  effect: number,
): void {
  for (const s of steps) {
    if (s.source === source && s.label === label && s.species === species) {
      s.effect += effect;
      return;
    }
  }
  steps.push(
    species === undefined ? { source, label, effect } : { source, label, species, effect },
  );
}

/**
 * The steps in the order an edition applies them (`order`: a rank for each source; units are
 * counted one by one, mixing them).
 */
export function orderTallySteps(
  steps: TallyStep[],
  order: Readonly<Record<TallyStep["source"], number>>,
): TallyStep[] {
  return steps.length > 1 ? steps.sort((a, b) => order[a.source] - order[b.source]) : steps;
}
