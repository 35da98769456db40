// Every 2.9a SAI on a die is played (issue 12): the catalogue lists every SAI of the 2.9a list
// with its clauses (rules/000 lines 1763-2210); an SAI whose clauses give only normal results
// needs no code, any other has an entry in SAI_EFFECTS or waits, in SAI_PENDING, for the issue
// that brings what it needs.
import { allDice, type SaiDef } from "@dragondice/catalog";
import { describe, expect, it } from "vitest";
import { SAI_EFFECTS } from "../src/rulesets/2.9a/sai-effects.ts";
import { SAI_PENDING } from "../src/rulesets/2.9a/sai-pending.ts";
import { saiFor, timingOf } from "../src/rulesets/2.9a/sai-rules.ts";
import { ofType, play } from "./positions.ts";

/** Every SAI of the 2.9a list on some die of the catalogue (each variant once). */
function saisOnDice(): SaiDef[] {
  const found = new Map<string, SaiDef>();
  for (const die of allDice) {
    if (die.kind === "terrain") continue;
    for (const face of die.faces) {
      const sai = saiFor(face.icon, die);
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
      .filter((s) => !SAI_EFFECTS[s.name] && !SAI_PENDING[s.id])
      .map((s) => `${s.name} (${s.id})`);
    expect(missing).toEqual([]);
  });

  it("lists as pending only SAIs on dice, each with its issue, none played whole already", () => {
    const onDice = new Map(sais.map((s) => [s.id, s]));
    for (const [id, pending] of Object.entries(SAI_PENDING)) {
      const sai = onDice.get(id);
      expect(sai, id).toBeDefined();
      expect([13, 14, 15], id).toContain(pending.issue);
      // An SAI played here waits only for a part of it, which the entry names.
      if (sai && SAI_EFFECTS[sai.name]) expect(pending.part, id).toBeDefined();
    }
  });

  it("names its issue when a pending SAI is rolled", () => {
    // Line 1998: a Heartseeker's Impale; its effect comes with the item SAIs of issue 15.
    const { events } = play({
      dice: [
        [0, "crossbowman", "t:home0"],
        [0, "heartseeker-red", "t:home0"],
        [1, "footman", "t:front"],
      ],
      start: { phase: "action", army: "t:home0" },
      rolls: { d0: ["2 Missile"], d1: ["3 Impale"] },
      decisions: [
        {
          player: 0,
          kind: "choose-action",
          choice: { action: "missile", target: { player: 1, at: "t:front" } },
        },
      ],
    });
    expect(ofType(events, "not-implemented")).toEqual([
      expect.objectContaining({ name: "Impale", purpose: "missile-action", issue: 15 }),
    ]);
  });
});
