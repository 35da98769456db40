// Cross-checks between the dice and the 2.9a rules data: every icon on a die means something,
// every race's dice match its table in "Icons of Each Race", the magic point values come out of
// the faces.
import { describe, expect, it } from "vitest";
import { allDice, dieById, itemDice, units } from "../src/dice.ts";
import { iconTableExceptions } from "../src/editions/2.9a/icon-table-exceptions.ts";
import { rules29a } from "../src/editions/2.9a/index.ts";
import { isMagicUser, magicPointValue } from "../src/editions/2.9a/magic-points.ts";
import { v4OnlySais } from "../src/editions/v4/sais-v4-only.ts";
import { isNormalIcon, KINGS_DIE_ICON_PREFIX, NON_SAI_ICONS } from "../src/icons.ts";
import { DRAGON_ICONS } from "../src/types.ts";

const sai29a = new Set(rules29a.sais.map((s) => s.icon));
const v4Only = new Set(v4OnlySais.map((s) => s.icon));

describe("2.9a catalogue: icons", () => {
  // 2.9a "Special Action Icons – General Information": every icon is normal, ID or an SAI.
  it("knows every icon on every unit and item: a normal icon, a 2.9a SAI or a V4-only SAI", () => {
    const unknown: string[] = [];
    for (const d of allDice) {
      if (d.kind === "dragon" || d.kind === "terrain") continue;
      for (const f of d.faces) {
        const known =
          isNormalIcon(f.icon) ||
          sai29a.has(f.icon) ||
          v4Only.has(f.icon) ||
          (d.id === "kings-die" && f.icon.startsWith(KINGS_DIE_ICON_PREFIX));
        if (!known) unknown.push(`${d.id}: ${f.icon}`);
      }
    }
    expect(unknown).toEqual([]);
  });

  // 2.9a "Dragons": dragon faces are Jaws, Claw, Wing, Tail, Belly, Breath and Treasure.
  it("gives dragons only dragon icons, and terrains only terrain icons", () => {
    for (const d of allDice) {
      if (d.kind === "dragon") {
        for (const f of d.faces) expect(DRAGON_ICONS as readonly string[], d.id).toContain(f.icon);
      }
      if (d.kind === "terrain") {
        for (const f of d.faces)
          expect(NON_SAI_ICONS.has(f.icon) || isNormalIcon(f.icon)).toBe(true);
      }
    }
  });

  // Items that are 2.9a components carry only SAIs 2.9a defines.
  it("gives every 2.9a die only icons the 2.9a rules define, V4-only SAIs aside", () => {
    const v4OnDice = new Set<string>();
    for (const d of allDice.filter((x) => x.editions.includes("2.9a"))) {
      if (d.kind === "dragon" || d.kind === "terrain") continue;
      for (const f of d.faces) if (v4Only.has(f.icon) && !sai29a.has(f.icon)) v4OnDice.add(f.icon);
    }
    // These are the icons 2.9a leaves undefined; each V4-only entry gives its reason and source.
    for (const icon of v4OnDice) {
      const entry = v4OnlySais.find((s) => s.icon === icon);
      expect(entry?.reason.length, icon).toBeGreaterThan(10);
      expect(entry?.source.length, icon).toBeGreaterThan(3);
    }
  });

  // 2.9a "Icons of Each Race": each race's dice carry only the icons its table lists.
  it("gives each species' dice only the icons its icon table lists, exceptions explained", () => {
    const problems: string[] = [];
    for (const sp of rules29a.species) {
      const allowed = new Set<string>([
        "ID",
        ...sp.iconTable.normalIcons,
        ...sp.iconTable.saiIcons,
      ]);
      for (const u of units.filter((x) => x.species === sp.id)) {
        for (const f of u.faces) {
          if (allowed.has(f.icon)) continue;
          const exception = iconTableExceptions.find(
            (e) => e.species === sp.id && e.icon === f.icon && e.dice.includes(u.id),
          );
          if (!exception) problems.push(`${sp.id} ${u.id}: ${f.icon}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("lists only exceptions that are real: the icon is on the die and not in the table", () => {
    for (const e of iconTableExceptions) {
      const sp = rules29a.species.find((s) => s.id === e.species);
      expect(sp, e.species).toBeDefined();
      expect([
        ...(sp?.iconTable.normalIcons ?? []),
        ...(sp?.iconTable.saiIcons ?? []),
      ]).not.toContain(e.icon);
      for (const id of e.dice) {
        expect(
          dieById(id)?.faces.map((f) => f.icon),
          id,
        ).toContain(e.icon);
      }
      expect(e.reason.length).toBeGreaterThan(10);
    }
  });

  // 2.9a "Icons of Each Race": the die names of each race's table are the catalogue's dice, of
  // that race and that size (Eldarim acolytes are named "<Faction> <Name>").
  it("has a die of the right race and size for every name in each race's table", () => {
    const problems: string[] = [];
    for (const sp of rules29a.species) {
      for (const row of sp.iconTable.dieNames) {
        for (const size of ["common", "uncommon", "rare", "monster"] as const) {
          const name = row[size];
          if (!name) continue;
          const matches = units.filter((u) => {
            const base = u.name.replace(/ \(.*\)$/, "");
            return (
              u.species === sp.id && u.size === size && (base === name || base.endsWith(` ${name}`))
            );
          });
          if (matches.length === 0) problems.push(`${sp.id} ${size} ${name}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

describe("2.9a catalogue: magic point values", () => {
  // 2.9a "Step 1: Decide Total Force Size": Fireshadow 4, Sprite Swarm 3, Flying Carpet 1,
  // Vampire 2.
  it("gives the rulebook's examples their magic point values", () => {
    const value = (id: string) => {
      const d = dieById(id);
      if (!d || (d.kind !== "unit" && d.kind !== "item")) throw new Error(`no die ${id}`);
      return magicPointValue(d);
    };
    expect(value("fireshadow")).toBe(4);
    expect(value("sprite-swarm")).toBe(3);
    for (const carpet of itemDice.filter((d) => d.name.startsWith("Flying Carpet"))) {
      expect(magicPointValue(carpet), carpet.id).toBe(1);
    }
    expect(value("vampire")).toBe(2);
    // "Medallions": the bronze medallion counts 4.
    expect(value("bronze-medallion")).toBe(4);
  });

  // "Components with at least one magic icon have a magic point value equal to their health."
  it("counts a six-sided magic user at its health and a unit without magic at zero", () => {
    const common = units.find(
      (u) => u.size === "common" && u.faces.some((f) => f.icon === "Magic"),
    );
    expect(common && magicPointValue(common)).toBe(1);
    const melee = units.find(
      (u) => u.size === "rare" && !u.faces.some((f) => f.icon === "Magic" || f.icon === "Cantrip"),
    );
    expect(melee && magicPointValue(melee)).toBe(0);
    expect(melee && isMagicUser(melee)).toBe(false);
  });

  it("never gives a component more magic points than its health", () => {
    for (const d of allDice) {
      if (d.kind !== "unit" && d.kind !== "item") continue;
      expect(magicPointValue(d), d.id).toBeLessThanOrEqual(d.health);
    }
  });
});
