// Every 2.9a SAI on a die is played (issue 12): the catalogue lists every SAI of the 2.9a list
// with its clauses (rules/000 lines 1763-2210); an SAI whose clauses give only normal results
// needs no code, any other has an entry in SAI_EFFECTS (the advanced rules' SAIs came with
// issue 15).
import { allDice, type SaiDef } from "@dragondice/catalog";
import { describe, expect, it } from "vitest";
import { ruleset29a } from "../src/editions/2.9a/index.ts";
import { saiEffectOf } from "../src/standard/edition-tables.ts";
import { saiFor, timingOf } from "../src/standard/sai-rules.ts";

/** Every SAI of the 2.9a list on some die of the catalogue (each variant once). */
function saisOnDice(): SaiDef[] {
  const found = new Map<string, SaiDef>();
  for (const die of allDice) {
    if (die.kind === "terrain") continue;
    for (const face of die.faces) {
      const sai = saiFor(ruleset29a.tables, face.icon, die);
      if (sai) found.set(sai.id, sai);
    }
  }
  return [...found.values()];
}

/** It does something beyond normal results in some roll (Special, Unique, Delayed...). */
const hasEffect = (sai: SaiDef): boolean => sai.rules.some((r) => timingOf(r.resolution) !== null);

describe("2.9a SAIs on dice", () => {
  const sais = saisOnDice();

  it("finds the SAIs of the catalogue's dice", () => {
    // A sanity check that the walk above sees the dice: the SAIs named in the issue are there.
    const names = new Set(sais.map((s) => s.name));
    for (const name of ["Cantrip", "Smite", "Fly", "Dispel Magic", "Belly", "Attune"]) {
      expect(names, name).toContain(name);
    }
  });

  it("every SAI on a die has an implementation", () => {
    const missing = sais
      .filter(hasEffect)
      .filter((s) => !saiEffectOf(ruleset29a.tables, { sai: s.name, id: s.id }))
      .map((s) => `${s.name} (${s.id})`);
    expect(missing).toEqual([]);
  });
});
