// 2.9a "Magical Items" and "Artifacts" (rules/000 lines 2375, 2404) and "Racial Limitation" (line
// 1093): what magic rolled on items may buy.
import { describe, expect, it } from "vitest";
import { type Decision, dataOf } from "../src/kernel/decisions.ts";
import type { CastData } from "../src/standard/spell-cast.ts";
import { canPay, type MagicPool } from "../src/standard/spell-pool.ts";
import { faceOf } from "./positions.ts";
import { cast } from "./spells.ts";

/** The pending cast-spells decision's data. */
function castData(state: { pending: Decision[] }): CastData {
  const data = state.pending.map((d) => dataOf(d, "cast-spells")).find((d) => d !== undefined);
  if (!data) throw new Error("no cast-spells decision");
  return data;
}

const offered = (data: CastData) => data.offers.map((o) => o.spell);

const highlandMagic: [string, number] = ["highland-city", faceOf("highland-city", "Magic")];

describe("2.9a magic rolled on items", () => {
  // Line 2375: an all-Coral Elf army with blue items casts no Firewalker spell; its items' magic
  // is blue only; line 1093: it may pay for the Coral Elves' blue spells, a Coral Elf being in
  // the army.
  it("spends an item's magic on its colour, on racial spells of the army's races only", () => {
    const { state } = cast({
      dice: [
        [0, "knight", "t:front"],
        [0, "knight", "t:front"],
        [0, "sight-stone-blue", "t:front"],
        [0, "ring-of-stars-blue", "t:front"],
        [1, "footman", "t:front"],
      ],
      rolls: { d0: ["3 Melee"], d1: ["3 Melee"], d2: ["2 Magic"], d3: ["3 Magic"] },
    });
    const data = castData(state);
    expect(data.pool).toEqual({ blue: 5 });
    expect(data.magic.points.map((p) => p.item)).toEqual(["d2", "d2", "d3", "d3", "d3"]);
    expect(offered(data)).toContain("blizzard");
    expect(offered(data)).not.toContain("dust-devil");
    expect(offered(data)).not.toContain("mirage");
    // Green is a Coral Elf colour, not the items': no Part Water.
    expect(offered(data)).not.toContain("part-water");
  });

  // Line 1093: an item's points pay for a racial spell only when the race is in the casting army.
  it("pays a racial spell with an item's points only for a race of the army", () => {
    const item = { species: null, worth: { blue: 1 }, item: "d1" };
    const pool = (races: string[]): MagicPool => ({
      points: [item, item, item, item],
      races,
      dead: { largest: 0, all: 0 },
      negation: 0,
    });
    const blizzard = [{ color: "blue" as const, species: "coral-elves", cost: 4 }];
    expect(canPay(pool(["coral-elves"]), blizzard)).toBe(true);
    expect(canPay(pool(["dwarves"]), blizzard)).toBe(false);
    expect(canPay(pool(["dwarves"]), [{ color: "blue", species: null, cost: 4 }])).toBe(true);
  });

  // Line 2404: an artifact's ID doubles as per the basic rules (line 476: in a colour of the
  // terrain), and the Dragon Staff's ID buys its colour's spells of any race: a Dwarf army's red
  // staff, its 4-point ID doubled at a highland, buys the Firewalkers' Flashfire.
  it("doubles a Dragon Staff's ID at a terrain of its colour and buys any race's spells", () => {
    const staff = (front: [string, number], face: string) =>
      castData(
        cast({
          front,
          dice: [
            [0, "footman", "t:front"],
            [0, "dragon-staff-red", "t:front"],
            [1, "footman", "t:front"],
          ],
          rolls: { d0: ["2 Melee"], d1: [face] },
        }).state,
      );
    const id = staff(highlandMagic, "ID");
    expect(id.pool).toEqual({ red: 8 });
    expect(offered(id)).toContain("flashfire");
    expect(id.offers.find((o) => o.spell === "flashfire")?.colors).toEqual(["red"]);
    // The Dwarves' own gold spells: the staff's points are red.
    expect(offered(id)).not.toContain("earthen-armor");
    // At a flatland (no red) the ID is not doubled.
    const flat = staff(["flatland-city", faceOf("flatland-city", "Magic")], "ID");
    expect(flat.pool).toEqual({ red: 4 });
    // Its magic icon is not an ID: four red points, no other race's spells.
    const icon = staff(highlandMagic, "4 Magic");
    expect(icon.pool).toEqual({ red: 4 });
    expect(offered(icon)).not.toContain("flashfire");
  });

  // Line 2404 against line 1093: only the staff's ID points pay for a race not in the army.
  it("pays another race's spell with the Dragon Staff's ID points only", () => {
    const staff = { species: null, worth: { red: 1 }, item: "d1", anyRace: true as const };
    const ring = { species: null, worth: { red: 1 }, item: "d2" };
    const pool = (points: MagicPool["points"]): MagicPool => ({
      points,
      races: ["dwarves"],
      dead: { largest: 0, all: 0 },
      negation: 0,
    });
    const firebolt = [{ color: "red" as const, species: "firewalkers", cost: 3 }];
    expect(canPay(pool([staff, staff, staff]), firebolt)).toBe(true);
    expect(canPay(pool([staff, staff, ring]), firebolt)).toBe(false);
  });
});
