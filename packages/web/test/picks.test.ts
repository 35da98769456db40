import type { Decision } from "@dragondice/engine";
import { describe, expect, it } from "vitest";
import { playGame } from "../../words/test/helpers.ts";
import { problemOf, sampleOf } from "../src/decisions/engine.ts";
import { armyTotals, assembleChoice, toggleSpec } from "../src/decisions/picks.ts";

describe("pickers", () => {
  const played = playGame(21);
  const assemble = played.decisions.find((x) => x.decision.kind === "assemble-armies");

  it("builds the assemble-armies choice and totals each army against half the force", () => {
    expect(assemble).toBeDefined();
    if (!assemble) return;
    const { view, decision } = assemble;
    const sample = sampleOf(view, decision) as { home: string; armies: Record<string, string[]> };
    const assignment: Record<string, "home" | "campaign" | "horde"> = {};
    for (const a of ["home", "campaign", "horde"] as const)
      for (const id of sample.armies[a] ?? []) assignment[id] = a;
    const choice = assembleChoice(sample.home, assignment);
    expect(problemOf(view, decision, choice)).toBeNull();
    const totals = armyTotals(view, assignment, 12);
    expect(totals.map((t) => t.ok)).toEqual([true, true, true]);
    expect(totals.reduce((s, t) => s + t.health, 0)).toBe(24);
    expect(totals[0]?.text).toMatch(/^home army: \d+ of at most 12 health$/);
    // Everything in one army breaks the half-force rule.
    const one = Object.fromEntries(Object.keys(assignment).map((id) => [id, "home" as const]));
    expect(problemOf(view, decision, assembleChoice(sample.home, one))).not.toBeNull();
    expect(armyTotals(view, one, 12)[0]?.text).toContain("more than half the force");
  });

  it("casualties: the running total and the choice", () => {
    const view = played.decisions[0]?.view;
    if (!view) throw new Error("no view");
    const mine = view.dice.filter((d) => d.owner === 0).slice(0, 3);
    const d: Decision = {
      id: 99,
      player: 0,
      kind: "choose-casualties",
      prompt: "Choose casualties",
      data: { units: mine.map((x) => ({ id: x.id, health: 2 })), damage: 3, cover: 2 },
    };
    const spec = toggleSpec(view, d);
    expect(spec?.title).toContain("3 damage");
    expect(spec?.status([mine[0]?.id ?? ""])).toBe("2 of 2 health chosen.");
    expect(spec?.build([mine[0]?.id ?? ""])).toEqual([mine[0]?.id]);
  });

  it("stepped damage: suggests trades and catches a unit traded twice", () => {
    const view = played.decisions[0]?.view;
    if (!view) throw new Error("no view");
    const d: Decision = {
      id: 5,
      player: 0,
      kind: "stepped-damage",
      prompt: "",
      data: {
        killed: [{ id: "k1", health: 3 }],
        dua: [
          { id: "u1", health: 1 },
          { id: "u2", health: 2 },
        ],
      },
    };
    const spec = toggleSpec(view, d);
    expect(spec?.initial).toEqual(["k1>u2"]);
    expect(spec?.build(["k1>u2"])).toEqual({ k1: "u2" });
    expect(spec?.localProblem?.(["k1>u1", "k1>u2"])).toBe("a killed unit is traded twice");
  });
});
