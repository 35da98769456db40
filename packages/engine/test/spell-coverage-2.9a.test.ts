// Every 2.9a spell is played (issue 13): the catalogue lists the 84 spells of the rulebook's spell
// lists (rules/000 lines 1205-1616); each has an effect in SPELL_EFFECTS (the Dragonkin, item and
// minor terrain spells came with issue 15).
import { readdirSync, readFileSync } from "node:fs";
import { editions } from "@dragondice/catalog";
import { describe, expect, it } from "vitest";
import { ruleset29a } from "../src/editions/2.9a/index.ts";
import { SPELL_EFFECTS } from "../src/standard/spell-effects.ts";

const all = editions["2.9a"]?.spells ?? [];
const SPELLS = ruleset29a.tables.spells;

describe("2.9a spells", () => {
  it("has the rulebook's 84 spells in the catalogue", () => {
    expect(all).toHaveLength(84);
  });

  it("every spell has an implementation, offered to casters", () => {
    const missing = all.filter((s) => SPELL_EFFECTS[s.id] === undefined).map((s) => s.name);
    expect(missing).toEqual([]);
    expect(SPELLS).toHaveLength(84);
  });

  it("has no effect for a spell the catalogue lacks", () => {
    for (const id of Object.keys(SPELL_EFFECTS))
      expect(
        all.some((s) => s.id === id),
        id,
      ).toBe(true);
  });
});

describe("2.9a spells under test", () => {
  // Spells are tested by what they do (resurrection, damage, modifiers, units, terrains), which
  // crosses colours; each played spell must be cast by name in some test or scenario.
  it("casts every played spell in a test or a scenario", () => {
    const dir = new URL("./", import.meta.url);
    const files = readdirSync(dir, { recursive: true, encoding: "utf8" }).filter(
      (f) => /\.(test\.ts|json)$/.test(f) && !f.startsWith("spell-coverage"),
    );
    const text = files.map((f) => readFileSync(new URL(f, dir), "utf8")).join("\n");
    const untested = SPELLS.filter((s) => !text.includes(`"${s.id}"`)).map((s) => s.id);
    expect(untested).toEqual([]);
  });
});
