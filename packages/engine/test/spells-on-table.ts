// Positions with lasting spells already on the table: each spell is resolved by its registry entry
// (spell-effects.ts) as if cast before play starts, by `caster` with the spell's own colour; then
// the position (positions.ts, or a scenario file) plays on, answering the decisions given in order.
import { editions } from "@dragondice/catalog";
import { ruleset29a } from "../src/editions/2.9a/index.ts";
import { Ctx } from "../src/kernel/flow.ts";
import { applyInPlace, startFlow } from "../src/kernel/game.ts";
import { loadScenario } from "../src/scenario/scenario.ts";
import type { SpellTarget } from "../src/standard/events.ts";
import { SPELL_EFFECTS } from "../src/standard/spell-effects.ts";
import { type Setup, scenarioOf } from "./positions.ts";

export interface OnTable {
  spell: string;
  caster: number;
  target: SpellTarget;
  /** Castings at once (default 1). */
  times?: number;
}

/** A scenario file's position and decisions (its expectations left out). */
interface ScenarioFile {
  format: string;
  decisions?: Setup["decisions"];
}

export function under(spells: OnTable[], s: Setup | ScenarioFile) {
  const file = "format" in s ? s : scenarioOf(s);
  const { state, tasks } = loadScenario({ ...file, decisions: [] });
  const ctx = new Ctx(state, ruleset29a);
  for (const c of spells) {
    const spell = editions["2.9a"]?.spells.find((x) => x.id === c.spell);
    const effect = SPELL_EFFECTS[c.spell];
    if (!spell || !effect) throw new Error(`no spell ${c.spell}`);
    const color = spell.color === "elemental" ? "blue" : spell.color;
    effect.resolve(ctx, {
      spell,
      color,
      target: c.target,
      times: c.times ?? 1,
      caster: c.caster,
      from: "reserve",
      cantrip: false,
    });
  }
  const events = [...ctx.events, ...startFlow(ruleset29a, state, tasks)];
  for (const d of s.decisions ?? []) {
    const decision = state.pending.find(
      (p) => p.player === d.player && (d.kind === undefined || p.kind === d.kind),
    );
    if (!decision) {
      throw new Error(`no ${d.kind} for ${d.player}: ${state.pending.map((p) => p.kind)}`);
    }
    const action = { type: "decide" as const, player: d.player, decision: decision.id };
    const result = applyInPlace(ruleset29a, state, { ...action, choice: d.choice });
    if (!result.ok) throw new Error(result.error.message);
    events.push(...result.events);
  }
  return { state, events };
}
