// The targets a spell is offered at are exactly those the engine accepts when it is cast
// (2.9a "Spell Attributes", lines 1083-1203: whose, where, what guards or hides a target).
// `targetsFor` makes each kind's targets with those checks inside it (speed: it is most of a
// magic action's offers), while a cast is checked by `targetProblem`, one target at a time. This
// holds them to each other at every spell decision of seeded random games: every spell of the
// edition, from where the magic was made, against every target of any shape there could be.
import type { SpellDef } from "@dragondice/catalog";
import { describe, expect, it } from "vitest";
import { ruleset29a } from "../src/editions/2.9a/index.ts";
import { applyInPlace, newGame } from "../src/kernel/game.ts";
import { sampleChoice } from "../src/kernel/ruleset.ts";
import type { GameState, Location } from "../src/kernel/state.ts";
import { terrainLocation } from "../src/kernel/state.ts";
import { randomConfig, seededRandomInt } from "../src/random-play.ts";
import type { CastData } from "../src/standard/spell-cast.ts";
import type { SpellTarget } from "../src/standard/spell-effects.ts";
import {
  type AlikeTargets,
  alikeNumbers,
  targetKey,
  targetProblem,
  targetsFor,
} from "../src/standard/spell-targets.ts";

const tables = ruleset29a.tables;

/** Every target of every shape the table could name, most of them of no spell's kind. */
function everyTarget(state: GameState): SpellTarget[] {
  const out: SpellTarget[] = [];
  const places: string[] = [...state.terrains.map((t) => terrainLocation(t.id)), "reserve"];
  for (let p = 0; p < state.players.length; p++) {
    for (const at of places) out.push({ army: { player: p, at } });
    out.push({ player: p }, { dua: p });
  }
  for (const d of state.dice) {
    out.push({ unit: d.id }, { units: [d.id] }, { item: d.id }, { items: [d.id] });
  }
  for (const t of state.terrains) out.push({ terrain: t.id });
  for (const e of state.effects) out.push({ spells: [e.id] });
  return out;
}

/** The keys of the targets `targetProblem` accepts for `spell`, cast by `caster` from `from`. */
function accepted(state: GameState, caster: number, from: Location, spell: SpellDef): string[] {
  const keys = everyTarget(state)
    .filter((t) => targetProblem(tables, state, caster, from, spell, t) === null)
    .map(targetKey);
  return [...new Set(keys)].sort();
}

/** The keys of the targets `targetsFor` lists, `alike` shared as a magic action's offers share it. */
function listed(
  state: GameState,
  caster: number,
  from: Location,
  spell: SpellDef,
  alike: AlikeTargets,
): string[] {
  const targeted = {
    spell,
    allows: tables.effects.spells[spell.id]?.allows,
    alike: alikeNumbers(spell),
  };
  const keys = targetsFor(tables, state, caster, from, targeted, alike).map(targetKey);
  return [...new Set(keys)].sort();
}

/** Checks every spell at each spell decision of a random game; returns how many decisions. */
function checkGame(seed: number, players: number, advanced: boolean): number {
  const started = newGame(ruleset29a, randomConfig(seed, players, 24, { advanced }));
  if (!started.ok) throw new Error(started.error.message);
  const state = started.state;
  const randomInt = seededRandomInt(seed * 17 + 3);
  let checked = 0;
  for (let i = 0; i < 3000 && state.winner === null; i++) {
    const decision = state.pending[0];
    if (!decision) break;
    if (decision.kind === "cast-spells") {
      const { from } = decision.data as CastData;
      const alike: AlikeTargets = [];
      for (const spell of tables.spells) {
        const want = accepted(state, decision.player, from, spell);
        expect(
          listed(state, decision.player, from, spell, alike),
          `${spell.id} from ${from}`,
        ).toEqual(want);
      }
      checked++;
    }
    const choice = sampleChoice(ruleset29a, state, decision, randomInt);
    const result = applyInPlace(ruleset29a, state, {
      type: "decide",
      player: decision.player,
      decision: decision.id,
      choice,
    });
    if (!result.ok) throw new Error(result.error.message);
  }
  return checked;
}

describe("the targets a spell is offered at (2.9a)", () => {
  it("are the targets a cast accepts, in standard and advanced games of 2 to 4 players", () => {
    let decisions = 0;
    for (let seed = 1; seed <= 24; seed++) {
      decisions += checkGame(seed, 2 + (seed % 3), seed % 2 === 0);
    }
    // Enough spell decisions to have met most places and kinds of target.
    expect(decisions).toBeGreaterThan(100);
  }, 300_000);
});
