// An edition as the next ones will be made (issue 26): the standard game composed with an
// edition's parts and one step of its own. The skeleton is 2.9a's parts without 2.9a's own Kings'
// Die (V4 retires it), with the reserves' retreat step overridden by an edition that has none; it
// plays whole random games, and the composition refuses an override of a task the standard game
// has not, a task given twice and a decision kind given twice.
// An edition's spell acts as the edition says (its own effect, with its own task), and an effect
// for a spell the edition has not is refused. Which race counts its results otherwise is the
// edition's data.
import { type SpeciesDef, type UnitDie, units } from "@dragondice/catalog";
import { describe, expect, it } from "vitest";
import { dragonAttackTasks } from "../src/editions/2.9a/dragon-attack.ts";
import { parts29a } from "../src/editions/2.9a/index.ts";
import type { Decision } from "../src/kernel/decisions.ts";
import {
  applyInPlace,
  DEFAULT_ROUND_LIMIT,
  type GameConfig,
  newGame,
  sampleChoice,
} from "../src/kernel/game.ts";
import type { DecisionKind, TaskHandler } from "../src/kernel/ruleset.ts";
import { randomConfig, seededRandomInt } from "../src/random-play.ts";
import type { StandardRuleset } from "../src/standard/edition-tables.ts";
import { oddsOf } from "../src/standard/odds.ts";
import { PURPOSES } from "../src/standard/purposes.ts";
import { type EditionParts, standardRuleset } from "../src/standard/ruleset.ts";
import type { SpellEffect } from "../src/standard/spell-effects.ts";

const isManeuver = (f: { icon: string }): boolean => f.icon === "Maneuver";

/** The reserves phase without its retreat step: the turn goes straight on to its end. */
const noRetreat: TaskHandler = () => {};

/** 2.9a's parts but its Kings' Die: its dragon attack is its only task of its own. */
const withoutKingsDie: EditionParts = {
  ...parts29a,
  tasks: [dragonAttackTasks],
  decisionKinds: {},
  extensions: {},
};

const skeleton = standardRuleset({
  ...withoutKingsDie,
  overrides: { "reserves:retreat": noRetreat },
});
const plain = standardRuleset(parts29a);

/**
 * A random game to its end (or 20,000 decisions, as the random soak allows), of random forces
 * unless `forces` are given: the kinds it asked, the events, and where its dice ended.
 */
function play(rules: StandardRuleset, seed: number, forces?: GameConfig["players"]) {
  const drawn = randomConfig(seed, 2, 24);
  // The round limit players get ends a game that random play would drag on (a draw).
  const config = { ...drawn, players: forces ?? drawn.players, roundLimit: DEFAULT_ROUND_LIMIT };
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
  return { finished: state.winner !== null, kinds, state };
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

  // 2.9a line 2414 puts the Kings' Die beside the reserves at set-up, line 314 gives it a step of
  // the initial effects phase, line 2416 removes it with its player: an edition without it has
  // none of them, the standard game none. Its die is then a unit like any other, of no race.
  it("plays without the Kings' Die: 2.9a's alone sets it aside and gives it a step", () => {
    const footmen = (n: number) => Array.from({ length: n }, () => "footman");
    const force = (name: string, dice: string[]) => ({
      name,
      dice,
      terrains: ["highland-city", "flatland-temple"],
      dragons: ["red-drake"],
    });
    // A's 24 health: the Kings' Die (4) and 20 footmen.
    const forces = [force("A", ["kings-die", ...footmen(20)]), force("B", footmen(24))];
    const seeds = Array.from({ length: 10 }, (_, seed) => seed);
    const kingsAt = (g: ReturnType<typeof play>) =>
      g.state.dice.find((d) => d.die === "kings-die")?.at;

    const without = seeds.map((seed) => play(skeleton, seed, forces));
    expect(without.filter((g) => !g.finished)).toHaveLength(0);
    expect(without.filter((g) => g.kinds.has("kings-die"))).toHaveLength(0);
    expect(without.filter((g) => ["court", "out"].includes(kingsAt(g) as string))).toHaveLength(0);
    expect(skeleton.tasks.has("initial:kings-die")).toBe(false);
    expect(skeleton.decisionKinds.has("kings-die-exchange")).toBe(false);

    const with29a = seeds.map((seed) => play(plain, seed, forces));
    expect(with29a.filter((g) => !g.finished)).toHaveLength(0);
    expect(with29a.filter((g) => g.kinds.has("kings-die")).length).toBeGreaterThan(0);
    expect(with29a.filter((g) => ["court", "out"].includes(kingsAt(g) as string))).toHaveLength(10);
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

  it("plays a race's counting and reserve abilities as its edition's data says", () => {
    // 2.9a line 779 (Dwarves: maneuvers double at a highland; Scalders: an automatic save against
    // missiles, line 923), then an edition whose Dwarves double them at a coastland instead,
    // whose Scalders have no automatic save and whose Amazons do not shoot from the reserve.
    const ofSpecies = (species: string): UnitDie => {
      const die = units.find((u) => u.species === species && u.faces.some(isManeuver));
      if (!die) throw new Error(`no ${species} unit with a maneuver face`);
      return die;
    };
    const dwarf = ofSpecies("dwarves");
    const maneuver = dwarf.faces.find(isManeuver) as UnitDie["faces"][number];
    const scalder = ofSpecies("scalders");
    const worth = (rules: StandardRuleset, terrainType: string) =>
      oddsOf(rules.tables).faceWorth(dwarf, maneuver, PURPOSES.maneuver, terrainType, false);
    const automatic = (rules: StandardRuleset) =>
      oddsOf(rules.tables).automaticResults(scalder, PURPOSES.saveVsMissile);

    expect([worth(plain, "highland"), worth(plain, "coastland")]).toEqual([
      2 * maneuver.count,
      maneuver.count,
    ]);
    expect(automatic(plain)).toBe(1);
    // Only a race with an ability tied to a terrain type reads it, and only that type: a Dwarf's
    // faces are worth the same at a coastland as at a flatland, a Scalder's anywhere.
    const terrainKeys = (rules: StandardRuleset) =>
      [dwarf, scalder].flatMap((die) =>
        ["highland", "coastland"].map((type) => oddsOf(rules.tables).terrainKey(die, type)),
      );
    expect(terrainKeys(plain)).toEqual(["highland", "", "", ""]);
    // Line 843: Amazons shoot from the reserve area, and cast nothing there.
    const fromReserve = (rules: StandardRuleset) =>
      (["missile", "magic"] as const).map((a) =>
        oddsOf(rules.tables).actsFromReserve("amazons", a),
      );
    expect(fromReserve(plain)).toEqual([true, false]);

    const species: SpeciesDef[] = parts29a.data.species.map((s) =>
      ["dwarves", "scalders", "amazons"].includes(s.id)
        ? {
            ...s,
            racialAbilities: s.racialAbilities.map(
              ({ counts, automatic: _, reserveAction: __, ...a }) =>
                counts
                  ? { ...a, counts: { kind: "double-maneuvers", atTerrainType: "coastland" } }
                  : a,
            ),
          }
        : s,
    );
    const own = standardRuleset({ ...parts29a, data: { ...parts29a.data, species } });
    expect([worth(own, "highland"), worth(own, "coastland")]).toEqual([
      maneuver.count,
      2 * maneuver.count,
    ]);
    expect(automatic(own)).toBe(0);
    const noTerrain = standardRuleset({
      ...parts29a,
      data: {
        ...parts29a.data,
        species: parts29a.data.species.map((s) =>
          s.id === "dwarves"
            ? { ...s, racialAbilities: s.racialAbilities.filter((a) => !a.counts) }
            : s,
        ),
      },
    });
    expect(terrainKeys(own)).toEqual(["", "coastland", "", ""]);
    expect(terrainKeys(noTerrain)).toEqual(["", "", "", ""]);
    expect(fromReserve(own)).toEqual([false, true]);
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

  it("refuses an edition's own decision kind under a standard kind's name", () => {
    expect(() =>
      standardRuleset({
        ...parts29a,
        decisionKinds: { retreat: plain.decisionKinds.get("reinforce") as DecisionKind },
      }),
    ).toThrow('decision kind "retreat" has two validators');
  });

  it("refuses an edition's own task under a standard task's name", () => {
    expect(() =>
      standardRuleset({ ...parts29a, tasks: [{ "reserves:retreat": noRetreat }] }),
    ).toThrow('task "reserves:retreat" has two handlers');
  });

  it("refuses a task that two of an edition's own parts both name", () => {
    const twice = [...(parts29a.tasks ?? []), { "initial:kings-die": noRetreat }];
    expect(() => standardRuleset({ ...parts29a, tasks: twice })).toThrow(
      'task "initial:kings-die" has two handlers',
    );
  });
});
