// 2.9a spells at items (rules/000 lines 1256, 1366, 1556): Airy Acquisition moves one of your
// items to another of your armies, Explode Stone buries an enemy's common item, Reforge Item
// brings buried items back to the casting army.
import { describe, expect, it } from "vitest";
import { type Decision, dataOf } from "../src/kernel/decisions.ts";
import { ofType } from "./positions.ts";
import { cast } from "./spells.ts";

const at = (state: { dice: { id: string; at: string }[] }, id: string) =>
  state.dice.find((d) => d.id === id)?.at;

/** The spells the pending cast-spells decision offers, with their targets. */
function offers(state: { pending: Decision[] }) {
  const data = state.pending.map((d) => dataOf(d, "cast-spells")).find((d) => d !== undefined);
  return data?.offers ?? [];
}

describe("2.9a spells at items", () => {
  // Line 1366: only an enemy's common magical item; line 1093: the gold items' magic pays for the
  // Dwarves' spell, Dwarves being in the casting army.
  it("Explode Stone buries an enemy's common item", () => {
    const dice: [number, string, string][] = [
      [0, "footman", "t:front"],
      [0, "footman", "t:front"],
      [0, "ring-of-stars-gold", "t:front"],
      [0, "sight-stone-gold", "t:front"],
      [1, "footman", "t:front"],
      [1, "footman", "t:front"],
      [1, "flicker-foil-red", "t:front"],
      [1, "dawn-blade-red", "t:front"],
    ];
    const rolls = { d0: ["1 Melee"], d1: ["1 Melee"], d2: ["3 Magic"], d3: ["2 Magic"] };
    const before = cast({ dice, rolls });
    expect(offers(before.state).find((o) => o.spell === "explode-stone")?.targets).toEqual([
      { item: "d6" },
    ]);
    const { state, events } = cast({
      dice,
      rolls,
      spells: [{ spell: "explode-stone", color: "gold", target: { item: "d6" } }],
    });
    expect(at(state, "d6")).toBe("bua");
    expect(at(state, "d7")).toBe("t:front");
    expect(ofType(events, "items-buried")).toEqual([
      { type: "items-buried", player: 1, items: ["d6"], location: "t:front", by: "explode-stone" },
    ]);
  });

  // Line 1256: an Amazon army moves the caster's item at its home to the frontier army, the only
  // other army: nothing to ask.
  const airy = (more: [number, string, string][] = []) =>
    cast({
      dice: [
        [0, "seer", "t:front"],
        [0, "seer", "t:front"],
        [0, "soldier", "t:home0"],
        [0, "dawn-blade-red", "t:home0"],
        [1, "footman", "t:front"],
        ...more,
      ],
      rolls: { d0: ["2 Magic"], d1: ["1 Magic"] },
      spells: [{ spell: "airy-acquisition", color: "blue", target: { item: "d3" } }],
    });

  it("Airy Acquisition moves one of your items to another of your armies", () => {
    const { state, events } = airy();
    expect(at(state, "d3")).toBe("t:front");
    expect(ofType(events, "items-carried")).toEqual([
      {
        type: "items-carried",
        player: 0,
        items: ["d3"],
        from: "t:home0",
        to: "t:front",
        by: "airy-acquisition",
      },
    ]);
  });

  // With two other armies the caster picks; the question names the item, and gives its id as data.
  it("Airy Acquisition asks which army when there are two", () => {
    const { state } = airy([[0, "soldier", "reserve"]]);
    const [asked] = state.pending;
    expect([asked?.kind, asked?.prompt, asked?.data]).toEqual([
      "sai-choice",
      "Airy Acquisition: which army does the Dawn Blade (Red) go to?",
      { about: "airy-acquisition", by: "Airy Acquisition", item: "d3" },
    ]);
    expect(asked?.options?.map((o) => (o as { at: string }).at)).toEqual(["t:front", "reserve"]);
  });

  // Line 1556: one health-worth of buried items per casting, back to the casting army.
  it("Reforge Item restores buried items to the casting army", () => {
    const dice: [number, string, string][] = [
      [0, "theurgist", "t:front"],
      [0, "theurgist", "t:front"],
      [0, "flicker-foil-red", "bua"],
      [0, "dawn-blade-red", "bua"],
      [1, "footman", "t:front"],
    ];
    const rolls = { d0: ["2 Magic"], d1: ["1 Magic"] };
    const reforge = (items: string[]) => ({
      spell: "reforge-item",
      color: "red",
      target: { items },
    });
    const { state, events } = cast({ dice, rolls, spells: [reforge(["d2"])] });
    expect(at(state, "d2")).toBe("t:front");
    expect(ofType(events, "items-restored")).toEqual([
      { type: "items-restored", player: 0, items: ["d2"], location: "t:front", by: "reforge-item" },
    ]);
    // The 2-health blade needs two castings: three points buy one.
    expect(() => cast({ dice, rolls, spells: [reforge(["d3"])] })).toThrow(
      /2 health-worth of items needs castings covering 2, not 1/,
    );
  });
});
