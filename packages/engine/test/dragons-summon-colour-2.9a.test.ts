// 2.9a Summon Elemental Dragon (rules/000 line 1603): "send any elemental dragon with the same
// color as the magic used to cast this spell". A pool of blue and green magic, with only a green
// drake anywhere, may summon it with green magic; blue magic would summon nothing, so the spell
// is offered in green only and an announcement paid in blue is refused (it once went through and
// the 7 points bought nothing).
import { describe, expect, it } from "vitest";
import { ruleset29a } from "../src/editions/2.9a/index.ts";
import { type CastData, castProblem } from "../src/standard/spell-cast.ts";
import type { Setup } from "./positions.ts";
import { cast } from "./spells.ts";

/** A's frontier army: five Coral Elf conjurers rolling 3 magic each (air/water: blue or green). */
const casters: Setup["dice"] = Array.from({ length: 5 }, () => [0, "conjurer", "t:front"]);
const magic = Object.fromEntries(casters.map((_, i) => [`d${i}`, ["3 Magic"]]));

/** The spell decision of A's magic action, with B's dragons (die, where) from d5 on. */
function spellDecision(...dragons: [string, string][]) {
  const { state } = cast({
    dice: [
      ...casters,
      ...dragons.map(([die, at]): [number, string, string] => [1, die, at]),
      [1, "footman", "t:home1"],
    ],
    rolls: magic,
  });
  const d = state.pending.find((p) => p.kind === "cast-spells");
  if (!d) throw new Error("no spell decision");
  return { state, data: d.data as unknown as CastData };
}

const summon = (color: string) => [
  { spell: "summon-elemental-dragon", color, target: { terrain: "front" } } as never,
];

describe("2.9a Summon Elemental Dragon pays only in a colour with a dragon to send (line 1603)", () => {
  it("is offered in green only when the one elemental dragon is green", () => {
    const { data } = spellDecision(["green-drake", "pool"]);
    const offer = data.offers.find((o) => o.spell === "summon-elemental-dragon");
    expect(offer?.colors).toEqual(["green"]);
  });

  it("refuses the casting paid in blue and takes it paid in green", () => {
    const { state, data } = spellDecision(["green-drake", "pool"]);
    expect(castProblem(ruleset29a.tables, state, 0, data, summon("blue"))).toBe(
      "Summon Elemental Dragon cannot be paid with blue magic here",
    );
    expect(castProblem(ruleset29a.tables, state, 0, data, summon("green"))).toBeNull();
  });

  it("refuses a colour that has no dragon to send to that terrain, though it has elsewhere", () => {
    // The green drake is at the frontier already: green magic sends it elsewhere, not there;
    // the blue drake in the pool may come to the frontier with blue magic.
    const { state, data } = spellDecision(["green-drake", "dragons:front"], ["blue-drake", "pool"]);
    expect(data.offers.find((o) => o.spell === "summon-elemental-dragon")?.colors).toEqual([
      "blue",
      "green",
    ]);
    expect(castProblem(ruleset29a.tables, state, 0, data, summon("green"))).toBe(
      "Summon Elemental Dragon: green magic can do nothing at that target",
    );
    expect(castProblem(ruleset29a.tables, state, 0, data, summon("blue"))).toBeNull();
  });

  it("is not offered at all when no elemental dragon has the magic's colours", () => {
    const { data } = spellDecision(["red-drake", "pool"]);
    expect(data.offers.some((o) => o.spell === "summon-elemental-dragon")).toBe(false);
  });
});
