// 2.9a Elemental Blast against several castings of one spell at one target (rules/000 lines
// 1185, 1264, 1177; issue 25): each casting stays its own instance for the blasts, which combine
// against one instance, while the castings' effect still adds up.
import { describe, expect, it } from "vitest";
import { effectsOn } from "../src/kernel/effects.ts";
import { magicalSaves } from "../src/standard/effect-fields.ts";
import { attack, faceOf, ofType, play, type Setup, steps, tallies } from "./positions.ts";
import {
  announce,
  army,
  castAndPass,
  chooseMagic,
  magicFront,
  marchWith,
  resolved,
} from "./spells.ts";
import { under } from "./spells-on-table.ts";

const blue = (spells: number[]) => ({
  spell: "blue-elemental-blast",
  color: "blue",
  target: { spells },
});
const palsy = { spell: "palsy", color: "black", target: army(0) };

/**
 * B's two Death Mages cast two Palsies (3 each) at A's frontier army; in A's turn A's three
 * Firewalkers at home roll nine blue magic and announce `blasts` (then `after`); A's frontier army
 * then attacks in melee with five melee results.
 */
function palsiesThenBlasts(blasts: unknown[][], after: Setup["decisions"] = []) {
  return play({
    home0: ["flatland-city", 1],
    home1: ["flatland-temple", 1],
    front: ["flatland-city", faceOf("flatland-city", "Melee")],
    dice: [
      [0, "footman", "t:front"],
      [0, "skirmisher", "t:front"],
      [1, "footman", "t:front"],
      [1, "death-mage", "t:home1"],
      [1, "death-mage", "t:home1"],
      [0, "sunflare", "t:home0"],
      [0, "sunflare", "t:home0"],
      [0, "sunflare", "t:home0"],
    ],
    turn: 1,
    start: { phase: "action", army: "t:home1" },
    rolls: {
      d3: ["3 Magic"],
      d4: ["3 Magic"],
      d5: ["3 Magic"],
      d6: ["3 Magic"],
      d7: ["3 Magic"],
      d0: ["ID"],
      d1: ["4 Melee"],
    },
    decisions: [
      ...castAndPass(1, [palsy, palsy]),
      ...marchWith(0, "t:home0"),
      chooseMagic,
      ...blasts.map((b) => ({ ...announce(b as never), expect: "refused" as const })),
      ...after,
    ],
  });
}

const attackAfter = [...marchWith(0, "t:front"), attack("melee", "t:front")];

describe("2.9a Elemental Blasts against two Palsies at one army (lines 1185, 1264, 1177)", () => {
  // Line 1264: a blast negates up to two points; line 1177: blasts combine against one spell of
  // greater cost; line 1185: the second Palsy is an additional instance. Two blasts (4 points)
  // negate one Palsy (3); the other stays and takes one melee result from the attack (line 1213).
  it("two Blue Elemental Blasts negate one of two Palsies; the other stays", () => {
    const { state, events } = palsiesThenBlasts(
      [],
      [announce([blue([1]), blue([1])]), ...attackAfter],
    );
    expect(resolved(events)).toEqual([
      ["palsy", 2],
      ["blue-elemental-blast", 2],
    ]);
    expect(effectsOn(state, "d0").map((e) => [e.name, e.modifier])).toEqual([
      ["Palsy", { step: "subtract", amount: 1, spell: true }],
    ]);
    expect(ofType(events, "castings-negated").map((e) => [e.effect.name, e.castings])).toEqual([
      ["Palsy", 1],
    ]);
    expect(tallies(events, "melee-attack")).toEqual([4]);
    expect(steps(events, "melee-attack")[0]).toEqual([
      { source: "sai", label: "Palsy", effect: -1 },
    ]);
  });

  // Line 1264: one blast's two points do not reach a Palsy's three.
  it("one blast alone cannot negate one Palsy", () => {
    const { events } = palsiesThenBlasts([[blue([1])]]);
    expect(resolved(events)).toEqual([["palsy", 2]]);
  });

  // Line 1264 ("points of spells"): both castings together are six points, which two blasts
  // (four) do not reach, and three (six) do.
  it("both Palsies at once need castings covering six points", () => {
    const { state, events } = palsiesThenBlasts(
      [[blue([1, 1]), blue([1, 1])]],
      [announce([blue([1, 1]), blue([1, 1]), blue([1, 1])])],
    );
    expect(resolved(events)).toEqual([
      ["palsy", 2],
      ["blue-elemental-blast", 3],
    ]);
    expect(state.effects).toEqual([]);
    expect(ofType(events, "expired").flatMap((e) => e.effects.map((x) => x.name))).toEqual([
      "Palsy",
    ]);
  });

  // Two castings are two instances: a target cannot name a third.
  it("refuses a target naming more castings than the spell holds", () => {
    const { events } = palsiesThenBlasts([[blue([1, 1, 1]), blue([1, 1, 1]), blue([1, 1, 1])]]);
    expect(resolved(events)).toEqual([["palsy", 2]]);
  });

  // Each casting is offered as a target of its own.
  it("offers each casting as a target", () => {
    const { state } = palsiesThenBlasts([]);
    const data = state.pending[0]?.data as { offers: { spell: string; targets: unknown[] }[] };
    const { offers } = data;
    expect(offers.find((o) => o.spell === "blue-elemental-blast")?.targets).toEqual([
      { spells: [1] },
      { spells: [1] },
    ]);
  });
});

describe("2.9a an Elemental Blast against castings that add saves (lines 1185, 1264)", () => {
  // Line 1185: two Stoneskins (2 each, line 1306) at one army are two instances adding a save
  // each; one blast (2 points) negates one of them, and the other's save stays.
  it("one blast negates one of two Stoneskins; one magical save stays", () => {
    const { state, events } = under(
      [{ spell: "stoneskin", caster: 1, target: army(1), times: 2 }],
      {
        front: magicFront,
        dice: [
          [0, "sunflare", "t:front"],
          [1, "footman", "t:front"],
        ],
        start: { phase: "action", army: "t:front" },
        rolls: { d0: ["3 Magic"] },
        decisions: [chooseMagic, announce([blue([1])])],
      },
    );
    expect(resolved(events)).toEqual([["blue-elemental-blast", 1]]);
    expect(magicalSaves(state, 1, "t:front")).toBe(1);
    expect(state.effects.map((e) => [e.name, e.spell])).toEqual([
      ["Stoneskin", { id: "stoneskin", color: "gold", cost: 2 }],
    ]);
  });
});

describe("2.9a an Elemental Blast against castings covering a unit's health (lines 1185, 1328)", () => {
  // Line 1328: each Hide casting covers one health-worth; a unit's Hide holds the castings its
  // health takes, each an instance (line 1185). Negating one uncovers the unit: the Hide ends.
  it("holds a unit's castings on its Hide, and ends it when one is negated", () => {
    const { state, events } = under(
      [{ spell: "hide", caster: 1, target: { units: ["d1", "d2"] }, times: 4 }],
      {
        front: magicFront,
        dice: [
          [0, "sunflare", "t:front"],
          [1, "skirmisher", "t:front"],
          [1, "footman", "t:front"],
        ],
        start: { phase: "action", army: "t:front" },
        rolls: { d0: ["3 Magic"] },
        decisions: [chooseMagic, announce([blue([1])])],
      },
    );
    expect(ofType(events, "effect").map((e) => [e.effect.target, e.effect.spell])).toEqual([
      [
        { unit: "d1", at: "t:front" },
        { id: "hide", color: "gold", cost: 2, castings: 3 },
      ],
      [
        { unit: "d2", at: "t:front" },
        { id: "hide", color: "gold", cost: 2 },
      ],
    ]);
    expect(state.effects.map((e) => e.target)).toEqual([{ unit: "d2", at: "t:front" }]);
  });
});
