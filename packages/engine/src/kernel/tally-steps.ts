// Building a tally's steps (see TallyStep): each source, label and species is one step, whose
// effect sums every unit it applied to; steps read in the order the rules apply them.
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
 * Results first (SAIs), then the modifiers in the rules' order: the units' own (spells on a unit),
 * multiply, racial, add.
 */
const ORDER: Record<TallyStep["source"], number> = {
  sai: 0,
  spell: 1,
  "eighth-face": 2,
  "minor-terrain": 2,
  racial: 3,
  automatic: 4,
};

/** The steps in the order the rules apply them (units are counted one by one, mixing them). */
export function orderTallySteps(steps: TallyStep[]): TallyStep[] {
  return steps.length > 1 ? steps.sort((a, b) => ORDER[a.source] - ORDER[b.source]) : steps;
}
