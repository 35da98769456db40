// Which of a view's pending decisions the page asks its player: the server answers a decision
// with a single answer that gives nothing up itself, and shown for the moment before, its panel
// was clicked too late (the browser's whole game 6 timed out on a choose-action whose only option
// was "No action").
import { describe, expect, it } from "vitest";
import { playGame } from "../../words/test/helpers.ts";
import { isOpenDecision } from "../src/decisions/engine.ts";

describe("the decisions the page asks", () => {
  const decisions = [3, 4, 5].flatMap((seed) => playGame(seed).decisions);
  const actions = decisions.filter(({ decision }) => decision.kind === "choose-action");
  /** The decision as the deciding seat's view lists it. */
  const mine = (x: (typeof decisions)[number]) => {
    const p = x.view.pending.find((p) => p.player === x.decision.player);
    if (!p) throw new Error(`decision ${x.decision.id} is not in its seat's view`);
    return p;
  };

  it("not an action to choose where no action is the only option", () => {
    const only = actions.filter((x) => x.decision.options?.length === 1);
    expect(only.length).toBeGreaterThan(0);
    for (const x of only) {
      expect(x.decision.options).toEqual([{ action: null }]);
      expect(isOpenDecision(mine(x))).toBe(false);
    }
  });

  it("an action to choose among an attack and none", () => {
    const several = actions.filter((x) => (x.decision.options?.length ?? 0) > 1);
    expect(several.length).toBeGreaterThan(0);
    for (const x of several) expect(isOpenDecision(mine(x))).toBe(true);
  });

  it("not another seat's decision, which the view does not show", () => {
    const theirs = decisions.flatMap((x) =>
      x.view.pending.filter((p) => p.player !== x.decision.player),
    );
    expect(theirs.length).toBeGreaterThan(0);
    for (const p of theirs) expect(isOpenDecision(p)).toBe(false);
  });
});
