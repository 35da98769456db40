// An edition as the next ones will be made (issue 26): the standard game composed with an
// edition's parts and one step of its own. The skeleton is 2.9a's parts with the reserves'
// retreat step overridden by an edition that has none; it plays whole random games, and the
// composition refuses an override of a task the standard game has not and a task given twice.
// An edition's spell acts as the edition says (its own effect, with its own task), and an effect
// for a spell the edition has not is refused.
import { describe, expect, it } from "vitest";
import { parts29a } from "../src/editions/2.9a/index.ts";
import type { Decision } from "../src/kernel/decisions.ts";
import { applyInPlace, DEFAULT_ROUND_LIMIT, newGame, sampleChoice } from "../src/kernel/game.ts";
import type { TaskHandler } from "../src/kernel/ruleset.ts";
import { randomConfig, seededRandomInt } from "../src/random-play.ts";
import type { StandardRuleset } from "../src/standard/edition-tables.ts";
import { standardRuleset } from "../src/standard/ruleset.ts";
import type { SpellEffect } from "../src/standard/spell-effects.ts";

/** The reserves phase without its retreat step: the turn goes straight on to its end. */
const noRetreat: TaskHandler = () => {};

const skeleton = standardRuleset({ ...parts29a, overrides: { "reserves:retreat": noRetreat } });
const plain = standardRuleset(parts29a);

/** A random game to its end (or 20,000 decisions, as the random soak allows): the kinds it asked. */
function play(rules: StandardRuleset, seed: number): { finished: boolean; kinds: Set<string> } {
  // The round limit players get ends a game that random play would drag on (a draw).
  const config = { ...randomConfig(seed, 2, 24), roundLimit: DEFAULT_ROUND_LIMIT };
  const started = newGame(rules, config);
  if (!started.ok) throw new Error(started.error.message);
  const state = started.state;
  const randomInt = seededRandomInt(seed);
  const kinds = new Set<string>();
  for (let n = 0; state.winner === null && n < 20_000; n++) {
    const d = state.pending[0] as Decision;
    kinds.add(d.kind);
    const choice = sampleChoice(rules, state, d, randomInt);
    const result = applyInPlace(rules, state, {
      type: "decide",
      player: d.player,
      decision: d.id,
      choice,
    });
    if (!result.ok) throw new Error(`seed ${seed}: ${result.error.message}`);
  }
  return { finished: state.winner !== null, kinds };
}

describe("an edition skeleton over the standard game", () => {
  it("plays 100 random games to the end with its own reserves phase: no retreat is asked", () => {
    const games = Array.from({ length: 100 }, (_, seed) => play(skeleton, seed));
    expect(games.filter((g) => !g.finished)).toHaveLength(0);
    expect(games.filter((g) => g.kinds.has("retreat"))).toHaveLength(0);
    // The step is its own: the standard game asks for retreats in the same games.
    const standard = Array.from({ length: 20 }, (_, seed) => play(plain, seed));
    expect(standard.filter((g) => g.kinds.has("retreat")).length).toBeGreaterThan(10);
  });

  it("casts an edition's own Firebolt, which schedules a task of its own", () => {
    const cast: number[] = [];
    const ran: number[] = [];
    const ownFirebolt: SpellEffect = {
      resolve(ctx, casting) {
        cast.push(casting.times);
        ctx.schedule({ t: "spell:own-firebolt", times: casting.times });
      },
      tasks: { "spell:own-firebolt": (_ctx, task) => ran.push(task.times as number) },
    };
    const own = standardRuleset({ ...parts29a, effects: { spells: { firebolt: ownFirebolt } } });
    // Random games until a Firebolt is cast (the standard one would roll its target's saves).
    for (let seed = 0; seed < 200 && cast.length === 0; seed++) {
      expect(play(own, seed).finished).toBe(true);
    }
    expect(cast.length).toBeGreaterThan(0);
    expect(ran).toEqual(cast);
  });

  it("refuses an effect for a spell the edition has not", () => {
    const noop: SpellEffect = { resolve() {} };
    expect(() =>
      standardRuleset({ ...parts29a, effects: { spells: { "fire-bolt": noop } } }),
    ).toThrow('an effect for spells "fire-bolt", which the edition\'s data has not');
  });

  it("refuses an override of a task the standard game has not", () => {
    expect(() =>
      standardRuleset({ ...parts29a, overrides: { "reserves:retraet": noRetreat } }),
    ).toThrow('task "reserves:retraet" overrides no task of the ruleset');
  });

  it("refuses an edition's own task under a standard task's name", () => {
    expect(() =>
      standardRuleset({ ...parts29a, tasks: { "reserves:retreat": noRetreat } }),
    ).toThrow('task "reserves:retreat" has two handlers');
  });
});
