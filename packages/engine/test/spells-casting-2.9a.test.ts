// 2.9a casting (rules/000 "Magic", lines 462-512, "Spell Attributes", lines 1083-1203): spending
// the pool one colour per point, announcing then resolving, targets and multiplicity.
import { describe, expect, it } from "vitest";
import { ofType, tallies } from "./positions.ts";
import { army, cast, resolved } from "./spells.ts";

describe("2.9a spending magic on spells", () => {
  // Line 1249: Hailstorm, 1 damage per casting; line 1199: castings at one army, one save roll.
  it("resolves two Hailstorms at one army as 2 damage and one save roll", () => {
    const hail = { spell: "hailstorm", color: "blue", target: army(1) };
    const { events, state } = cast({
      dice: [
        [0, "enchanter", "t:front"],
        [1, "footman", "t:front"],
      ],
      rolls: { d0: ["4 Magic"], d1: ["Melee"] },
      spells: [hail, hail],
    });
    expect(state.pending.map((d) => d.kind)).toEqual([]);
    expect(resolved(events)).toEqual([["hailstorm", 2]]);
    expect(tallies(events, "save-vs-spell")).toEqual([0]);
    expect(ofType(events, "killed").map((e) => e.dice)).toEqual([["d1"]]);
  });
});
