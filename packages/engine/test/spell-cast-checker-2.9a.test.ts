// The "cast-spells" checker for many announcements (castSpellsChecker) against the decision's own
// check (choiceProblem): announcements drawn from the offers of random games' pools, legal and
// not (colours not offered, targets of other spells, too many castings), answered alike.
import type { MagicColor } from "@dragondice/catalog";
import { describe, expect, it } from "vitest";
import {
  type AnnouncedSpell,
  applyInPlace,
  castSpellsChecker,
  choiceProblem,
  type DecisionOf,
  dataOf,
  newGame,
  randomConfig,
  sampleChoice,
  seededRandomInt,
} from "../src/index.ts";

const COLORS: MagicColor[] = ["black", "blue", "gold", "green", "red"];

describe("2.9a checking many announcements of one pool", () => {
  it("says an announcement is legal exactly when the decision's own check does", () => {
    const verdicts = { legal: 0, illegal: 0 };
    for (let seed = 1; seed <= 4; seed++) {
      const started = newGame(randomConfig(seed, 2, 24, { advanced: seed % 2 === 0 }));
      if (!started.ok) throw new Error(started.error.message);
      const state = started.state;
      const randomInt = seededRandomInt(seed);
      for (let n = 0; n < 3000 && !state.winner && state.pending[0]; n++) {
        const pending = state.pending[0];
        if (dataOf(pending, "cast-spells")?.offers.length) {
          const decision = pending as DecisionOf<"cast-spells">;
          const check = castSpellsChecker(state, decision);
          const offers = decision.data.offers;
          const pick = <T>(xs: readonly T[]): T => xs[randomInt(0, xs.length - 1)] as T;
          for (let k = 0; k < 40; k++) {
            const spells: AnnouncedSpell[] = [];
            for (let i = randomInt(1, 3); i > 0; i--) {
              const offer = pick(offers);
              // Now and then a colour it was not offered in, or another offer's target.
              const color = randomInt(0, 5) === 0 ? pick(COLORS) : pick(offer.colors);
              const target =
                randomInt(0, 5) === 0 ? pick(pick(offers).targets) : pick(offer.targets);
              const announced = { spell: offer.spell, color, target };
              // The same spell again now and then: castings adding up at one target.
              spells.push(announced, ...(randomInt(0, 2) === 0 ? [announced] : []));
            }
            const legal = choiceProblem(state, decision, { spells }) === null;
            expect(check(spells) === null).toBe(legal);
            verdicts[legal ? "legal" : "illegal"]++;
          }
        }
        const choice = sampleChoice(state, pending, randomInt);
        const result = applyInPlace(state, {
          type: "decide",
          player: pending.player,
          decision: pending.id,
          choice,
        });
        if (!result.ok) throw new Error(result.error.message);
      }
    }
    // Both verdicts are given often: the comparison is not of one kind of announcement only.
    expect(verdicts.legal).toBeGreaterThan(100);
    expect(verdicts.illegal).toBeGreaterThan(100);
  });
});
