import {
  apply,
  type Decision,
  type GameState,
  newGame,
  randomConfig,
  sampleChoice,
  seededRandomInt,
  viewFor,
} from "@dragondice/engine";
import { healthOfId } from "@dragondice/words";
import { describe, expect, it } from "vitest";
import { playGame } from "../../words/test/helpers.ts";
import { problemOf, sampleOf } from "../src/decisions/engine.ts";
import {
  armyBlocked,
  armyTotals,
  assembleChoice,
  destinationSpec,
  toggleSpec,
} from "../src/decisions/picks.ts";

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

  it("an SAI's targets: the prompt said once, the running total, and no going over the points", () => {
    const view = played.decisions[0]?.view;
    if (!view) throw new Error("no view");
    const theirs = view.dice.filter((d) => d.owner === 1).slice(0, 3);
    const [a = "", b = "", c = ""] = theirs.map((x) => x.id);
    const d: Decision = {
      id: 98,
      player: 0,
      kind: "sai-targets",
      prompt: "Roar: pick units of at most 4 health-worth in all (at least one).",
      data: {
        sai: "Roar",
        owner: 1,
        units: [
          { id: a, health: 2 },
          { id: b, health: 2 },
          { id: c, health: 1 },
        ],
        maxHealth: 4,
        rule: "at-least-one",
      },
    };
    const spec = toggleSpec(view, d);
    // The panel's heading is the prompt ("Roar: pick units of at most 4 health-worth in all (at
    // least one)."): the picker does not say it twice.
    expect(spec?.title).toBe("Tick the units here or on the table.");
    expect(spec?.status([a, b])).toBe("4 of at most 4 health-worth.");
    expect(spec?.blocked?.([a, b], c)).toContain("more than the special action icon's points (4)");
    expect(spec?.build([a, c])).toEqual([a, c]);
  });

  it("an SAI's damage: an amount for each unit, the running total, and the split as numbers", () => {
    const view = played.decisions[0]?.view;
    if (!view) throw new Error("no view");
    const [a = "", b = ""] = view.dice.filter((d) => d.owner === 1).map((x) => x.id);
    const d: Decision = {
      id: 97,
      player: 0,
      kind: "sai-damage",
      prompt: "Bullseye: share 8 damage among units of the army, at least 1 to each unit you pick.",
      data: {
        sai: "Bullseye",
        owner: 1,
        units: [
          { id: a, health: 4 },
          { id: b, health: 3 },
        ],
        total: 8,
      },
    };
    const spec = destinationSpec(view, d);
    expect(spec?.units[0]?.to.map((t) => t.label)).toHaveLength(8);
    // The panel's heading is the prompt: the picker does not say it twice.
    expect(spec?.title).not.toContain(d.prompt);
    // Each unit named once with its health, not "Drider (monster, 4) (4 health)" (the dice
    // revealed, as they are in play).
    const late = played.decisions.at(-1)?.view ?? view;
    expect(destinationSpec(late, d)?.units[0]?.label).toMatch(
      /^[A-Z][\w -]+ \((common|uncommon|rare|monster), \d\)$/,
    );
    expect(spec?.status?.({ [a]: "5", [b]: "3" })).toBe("8 of 8 damage given.");
    expect(spec?.build({ [a]: "5", [b]: "3" })).toEqual({ [a]: 5, [b]: 3 });
    expect(problemOf(view, d, { [a]: 5, [b]: 3 })).toBeNull();
    expect(problemOf(view, d, { [a]: 5, [b]: 2 })).toMatch(/adds up to 7, not 8/);
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

describe("what cannot be picked", () => {
  const played = playGame(21);
  const view = played.decisions[0]?.view;
  if (!view) throw new Error("no view");
  const mine = view.dice.filter((d) => d.owner === 0);

  it("casualties: a unit that would go over the health to cover cannot be ticked", () => {
    const [a, b, c] = mine;
    if (!a || !b || !c) throw new Error("too few dice");
    const d: Decision = {
      id: 9,
      player: 0,
      kind: "choose-casualties",
      prompt: "",
      data: {
        units: [
          { id: a.id, health: 2 },
          { id: b.id, health: 1 },
          { id: c.id, health: 3 },
        ],
        damage: 3,
        cover: 3,
      },
    };
    const spec = toggleSpec(view, d);
    expect(spec?.items.map((i) => i.die)).toEqual([a.id, b.id, c.id]);
    expect(spec?.blocked?.([], c.id)).toBeNull();
    expect(spec?.blocked?.([a.id], c.id)).toBe(
      "It would make 5 health, more than the health to cover (3).",
    );
    expect(spec?.blocked?.([a.id], b.id)).toBeNull();
    // A ticked unit can always be unticked.
    expect(spec?.blocked?.([a.id, c.id], c.id)).toBeNull();
  });

  it("army assembly: an army a unit would overfill", () => {
    const [a, b] = mine;
    if (!a || !b) throw new Error("too few dice");
    const h = (id: string) => healthOfId(view, id);
    const max = h(a.id) + h(b.id) - 1;
    expect(armyBlocked(view, { [a.id]: "home" }, max, b.id, "home")).toBe(
      `The home army would have ${max + 1} health, more than half the force (${max}).`,
    );
    expect(armyBlocked(view, { [a.id]: "home" }, max, b.id, "horde")).toBeNull();
    expect(armyBlocked(view, { [a.id]: "home" }, max, a.id, "home")).toBeNull();
  });

  // 2.9a "Advanced Rules": items carried along (line 2385) and buried (line 2379), the Kings'
  // Die's exchange (line 2420), met in games with forces from the whole catalogue. The engine's
  // own pick, ticked in the picker, makes the same choice, which the engine accepts.
  it.each(["carry-items", "bury-items", "kings-die-exchange"])(
    "%s: a picker whose ticks make a choice the engine accepts",
    (kind) => {
      const found = firstDecision(kind);
      const view = viewFor(found.state, found.decision.player);
      const spec = toggleSpec(view, found.decision);
      expect(spec, kind).not.toBeNull();
      if (!spec) return;
      const sample = sampleOf(view, found.decision) as
        | string[]
        | { recruits: string[]; promotions: { unit: string; to: string }[] };
      const keys = Array.isArray(sample)
        ? sample
        : [
            ...sample.recruits.map((id) => `r:${id}`),
            ...sample.promotions.map((pr) => `p:${pr.unit}>${pr.to}`),
          ];
      for (const key of keys) expect(spec.items.map((i) => i.key)).toContain(key);
      expect(problemOf(view, found.decision, spec.build(keys))).toBeNull();
      expect(spec.title).toMatch(/^(Tick the|Kings' Die: up to 4 health)/);
    },
  );
});

/** The first decision of a kind in random games with forces from the whole catalogue. */
function firstDecision(kind: string): { state: GameState; decision: Decision } {
  for (let seed = 1; seed <= 20; seed++) {
    const started = newGame(randomConfig(seed, 2, 60, { advanced: true }));
    if (!started.ok) throw new Error(started.error.message);
    let state = started.state;
    const randomInt = seededRandomInt(seed);
    for (let i = 0; i < 5000 && state.winner === null; i++) {
      const decision = state.pending[0] as Decision;
      if (decision.kind === kind) return { state, decision };
      const choice = sampleChoice(state, decision, randomInt);
      const r = apply(state, {
        type: "decide",
        player: decision.player,
        decision: decision.id,
        choice,
      });
      if (!r.ok) throw new Error(r.error.message);
      state = r.state;
    }
  }
  throw new Error(`no ${kind} decision in 20 games`);
}
