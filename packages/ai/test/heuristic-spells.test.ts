// The heuristic bot's spells (2.9a rules/000 "Spell Attributes", lines 1083-1203, and the spell
// lists, lines 1205-1616): what it casts with a pool, and when it takes a magic action. The plan
// is tried with catalogue spells the engine may not play yet (the bot decides from the catalogue
// and its table of what each spell does); its answers to the engine's own decision must be legal.
import { dieById, editions, type SpellDef, type TerrainDie } from "@dragondice/catalog";
import {
  choiceProblem,
  type Decision,
  type GameState,
  oddsFor,
  runScenario,
  seededRandomInt,
  viewFor,
} from "@dragondice/engine";
import { describe, expect, it } from "vitest";
import { unitDie } from "../src/heuristic/expectations.ts";
import { type Announced, planSpells, type SpellOption } from "../src/heuristic/spell-plan.ts";
import type { SpellTarget } from "../src/heuristic/spell-value.ts";
import { Situation } from "../src/heuristic/strategy.ts";
import { unitValue } from "../src/heuristic/values.ts";
import { heuristicBot } from "../src/index.ts";

const faceOf = (id: string, icon: string): number =>
  (dieById(id) as TerrainDie).faces.find((f) => f.icon === icon)?.number ?? 0;

/**
 * A at turn 3 with its army at the frontier (a flatland City on its magic face, or its eighth
 * face held by `eighth`) about to act;
 * `magic` takes the magic action, rolling the faces given. Dice ids are d0, d1... in order.
 */
function position(
  dice: [number, string, string][],
  opts: { rolls?: Record<string, string[]>; magic?: boolean; eighth?: number } = {},
): GameState {
  const terrain = (id: string, die: string, owner: number, face: number) => ({
    id,
    die,
    owner,
    role: id === "front" ? "frontier" : "home",
    face,
    controller: null,
  });
  // The frontier on its eighth face, held by the player `eighth`.
  const front =
    opts.eighth === undefined
      ? terrain("front", "flatland-city", 0, faceOf("flatland-city", "Magic"))
      : { ...terrain("front", "flatland-city", 0, 8), controller: opts.eighth };
  return runScenario({
    format: "dragondice-scenario/1",
    edition: "2.9a",
    players: [{ name: "A" }, { name: "B" }],
    terrains: [
      terrain("home0", "flatland-city", 0, 3),
      terrain("home1", "flatland-city", 1, 3),
      front,
    ],
    dice: dice.map(([owner, die, at], i) => ({ id: `d${i}`, die, owner, at })),
    turn: { player: 0, number: 3 },
    start: { phase: "action", army: "t:front" },
    rolls: opts.rolls ?? {},
    decisions:
      opts.magic === false
        ? []
        : [{ player: 0, kind: "choose-action", choice: { action: "magic" } }],
  }).state;
}

const spell = (id: string): SpellDef => {
  const s = editions["2.9a"]?.spells.find((x) => x.id === id);
  if (!s) throw new Error(`no spell ${id}`);
  return s;
};

/** The plan for A with a budget of points per colour, as the bot weighs it. */
function plan(
  state: GameState,
  options: { id: string; targets: SpellTarget[] }[],
  budget: Partial<Record<string, number>>,
): Announced[] {
  const s = new Situation(viewFor(state, 0), 0);
  const opts: SpellOption[] = options.map((o) => {
    const def = spell(o.id);
    return { spell: def, colors: [def.color as never], targets: o.targets };
  });
  const afford = (spells: Announced[]) => {
    const spent: Record<string, number> = {};
    for (const a of spells) spent[a.color] = (spent[a.color] ?? 0) + spell(a.spell).cost;
    return Object.entries(spent).every(([c, n]) => n <= (budget[c] ?? 0));
  };
  return planSpells(s, opts, afford, (c) => budget[c] ?? 0).spells;
}

const worthOf = (die: string) =>
  unitValue(unitDie(die) as NonNullable<ReturnType<typeof unitDie>>, oddsFor("2.9a"));
const army = (player: number, at: string) => ({ army: { player, at } });

describe("heuristic bot: spending a pool of magic", () => {
  // Line 1249: Hailstorm, one damage at an enemy army per casting; line 1087: spells bought while
  // the pool pays, the rest unspent.
  it("answers the engine's cast decision legally, harm at the opponent and help at home", () => {
    const state = position(
      [
        [0, "enchanter", "t:front"],
        [1, "footman", "t:front"],
        [1, "sergeant", "t:front"],
      ],
      { rolls: { d0: ["4 Magic"] } },
    );
    const pending = state.pending[0] as Decision;
    expect(pending.kind).toBe("cast-spells");
    const view = viewFor(state, 0);
    const decision = view.pending.find((d) => d.id === pending.id) as Decision;
    const answer = heuristicBot(seededRandomInt(1), { strict: true }).choose(view, decision) as {
      spells: Announced[];
    };
    expect(choiceProblem(state, pending, answer)).toBeNull();
    expect(answer.spells.length).toBeGreaterThan(0);
    for (const a of answer.spells) {
      const whose = spell(a.spell).dealsDamage ? 1 : 0;
      expect(a.target).toEqual(army(whose, "t:front"));
    }
    // 4 points: two Hailstorms, or one 3-point spell and a point no spell can use.
    const cost = answer.spells.reduce((n, a) => n + spell(a.spell).cost, 0);
    expect(cost).toBeGreaterThanOrEqual(3);
  });

  // Line 500: the caster orders the resolution; a save bonus or penalty first, damage last.
  it("announces its damaging spells last", () => {
    const state = position(
      [
        [0, "enchanter", "t:front"],
        [0, "theurgist", "t:front"],
        [1, "footman", "t:front"],
        [1, "footman", "t:front"],
      ],
      { rolls: { d0: ["4 Magic"], d1: ["2 Magic"] } },
    );
    const pending = state.pending[0] as Decision;
    const view = viewFor(state, 0);
    const decision = view.pending.find((d) => d.id === pending.id) as Decision;
    const answer = heuristicBot(seededRandomInt(1), { strict: true }).choose(view, decision) as {
      spells: Announced[];
    };
    expect(choiceProblem(state, pending, answer)).toBeNull();
    const damaging = answer.spells.map((a) => spell(a.spell).dealsDamage);
    expect(damaging).toContain(true);
    expect(damaging).toContain(false);
    expect(damaging.indexOf(true)).toBeGreaterThan(damaging.lastIndexOf(false));
  });

  it("spends within its pool: two Hailstorms with five points, not three", () => {
    const state = position([
      [0, "enchanter", "t:front"],
      [1, "footman", "t:front"],
      [1, "footman", "t:front"],
      [1, "footman", "t:front"],
    ]);
    const spells = plan(state, [{ id: "hailstorm", targets: [army(1, "t:front")] }], { blue: 5 });
    expect(spells.map((a) => a.spell)).toEqual(["hailstorm", "hailstorm"]);
  });

  // Line 1229 (Finger of Death): one damage, no save; castings at one unit add up, and damage
  // from one casting never kills a bigger unit (line 1201).
  it("kills the most valuable enemy unit its points can kill", () => {
    const state = position([
      [0, "enchanter", "t:front"],
      [1, "footman", "t:front"],
      [1, "theurgist", "t:front"],
      [1, "behemoth", "t:front"],
    ]);
    const targets = ["d1", "d2", "d3"].map((unit) => ({ unit }));
    const spells = plan(state, [{ id: "finger-of-death", targets }], { black: 4 });
    const best = worthOf("footman") > worthOf("theurgist") ? "d1" : "d2";
    expect(spells).toEqual([{ spell: "finger-of-death", color: "black", target: { unit: best } }]);
    // Enough for four: the behemoth (4 health), worth most, is worth the sixteen points.
    const big = plan(state, [{ id: "finger-of-death", targets: [{ unit: "d3" }] }], { black: 16 });
    expect(big).toHaveLength(4);
    // Twelve points cannot kill it: nothing is cast at it.
    expect(
      plan(state, [{ id: "finger-of-death", targets: [{ unit: "d3" }] }], { black: 12 }),
    ).toEqual([]);
  });

  // Line 1426 (Wall of Ice): three saves for an army; the bot's army facing an opponent's melee
  // army gets it first; an army nothing can attack gets nothing.
  it("protects its army that is about to be attacked, and not one nothing can attack", () => {
    const state = position([
      [0, "enchanter", "t:front"],
      [0, "footman", "t:front"],
      [1, "behemoth", "t:front"],
      [1, "mammoth-rider", "t:front"],
      [0, "footman", "t:home0"],
    ]);
    const targets = [army(0, "t:front"), army(0, "t:home0")];
    const spells = plan(state, [{ id: "wall-of-ice", targets }], { green: 3 });
    expect(spells).toEqual([{ spell: "wall-of-ice", color: "green", target: army(0, "t:front") }]);
    // Line 1306 (Stoneskin): with no opponent in play to attack, a bonus would do nothing.
    const calm = position([
      [0, "enchanter", "t:front"],
      [0, "footman", "t:front"],
      [1, "behemoth", "reserve"],
    ]);
    expect(plan(calm, [{ id: "stoneskin", targets: [army(0, "t:front")] }], { gold: 6 })).toEqual(
      [],
    );
  });

  // Line 1273 (Wind Walk): four maneuvers for an army until the caster's next turn: where an
  // opponent's maneuver would take the bot's eighth face, not where no opponent can maneuver.
  it("keeps its eighth face with maneuver results", () => {
    const state = position(
      [
        [0, "enchanter", "t:front"],
        [0, "footman", "t:home0"],
        [1, "horseman", "t:front"],
        [1, "horseman", "t:front"],
      ],
      { magic: false, eighth: 0 },
    );
    const targets = [army(0, "t:home0"), army(0, "t:front")];
    expect(plan(state, [{ id: "wind-walk", targets }], { blue: 4 })).toEqual([
      { spell: "wind-walk", color: "blue", target: army(0, "t:front") },
    ]);
  });

  // Line 1251 (Breath of Life): one health-worth of the caster's dead back per casting.
  it("brings back its most valuable dead unit that its points can", () => {
    const state = position([
      [0, "enchanter", "t:front"],
      [1, "footman", "t:front"],
      [0, "footman", "dua"],
      [0, "theurgist", "dua"],
      [0, "behemoth", "dua"],
    ]);
    const targets = ["d2", "d3", "d4"].map((id) => ({ units: [id] }));
    const spells = plan(state, [{ id: "breath-of-life", targets }], { blue: 3 });
    const best = worthOf("footman") > worthOf("theurgist") ? "d2" : "d3";
    expect(spells).toEqual([{ spell: "breath-of-life", color: "blue", target: { units: [best] } }]);
  });

  // Line 1171: Breath of Life and Spark of Life add up to bring back a larger unit.
  it("brings back a unit with spells of two colours that add up", () => {
    const state = position([
      [0, "enchanter", "t:front"],
      [1, "footman", "t:front"],
      [0, "sergeant", "dua"],
    ]);
    const targets = [{ units: ["d2"] }];
    const options = [
      { id: "breath-of-life", targets },
      { id: "spark-of-life", targets },
    ];
    const spells = plan(state, options, { blue: 3, red: 3 });
    expect(spells.map((a) => a.spell).sort()).toEqual(["breath-of-life", "spark-of-life"]);
    for (const a of spells) expect(a.target).toEqual({ units: ["d2"] });
    // Three points of one colour cannot: nothing is cast.
    expect(plan(state, options, { blue: 3 })).toEqual([]);
  });

  // Line 1336 (Dust to Dust): burying an opponent's dead is worth least: only with nothing better.
  it("buries an opponent's dead when nothing better can be cast", () => {
    const dice: [number, string, string][] = [
      [0, "enchanter", "t:front"],
      [1, "footman", "dua"],
      [1, "sergeant", "dua"],
    ];
    const quiet = position([...dice, [1, "footman", "reserve"]]);
    const options = [
      { id: "dust-to-dust", targets: [{ units: ["d1"] }, { units: ["d2"] }] },
      { id: "stoneskin", targets: [army(0, "t:front")] },
    ];
    expect(plan(quiet, options, { gold: 3 })).toEqual([
      { spell: "dust-to-dust", color: "gold", target: { units: ["d1"] } },
    ]);
    // An opponent's army at the frontier threatens the bot's: Stoneskin first.
    const threatened = position([
      ...dice,
      [0, "footman", "t:front"],
      [0, "footman", "t:front"],
      ...new Array<[number, string, string]>(4).fill([1, "footman", "t:front"]),
    ]);
    expect(plan(threatened, options, { gold: 3 })[0]?.spell).toBe("stoneskin");
  });

  it("takes a magic action on a magic face when a spell is worth casting, and none otherwise", () => {
    const bot = heuristicBot(seededRandomInt(1), { strict: true });
    const choose = (state: GameState) => {
      const pending = state.pending[0] as Decision;
      expect(pending.kind).toBe("choose-action");
      const view = viewFor(state, 0);
      return bot.choose(view, view.pending.find((d) => d.id === pending.id) as Decision);
    };
    const enemy = position(
      [
        [0, "enchanter", "t:front"],
        [1, "footman", "t:front"],
      ],
      { magic: false },
    );
    expect(choose(enemy)).toMatchObject({ action: "magic" });
    // A warrior with no magic: its magic action would buy nothing.
    const noMagic = position(
      [
        [0, "footman", "t:front"],
        [1, "footman", "t:front"],
      ],
      { magic: false },
    );
    expect(choose(noMagic)).not.toMatchObject({ action: "magic" });
  });
});

describe("heuristic bot: spells that move, spare and shelter", () => {
  // Line 1233 (Open Grave): casualties of damage aimed at the army go to the reserve area: worth
  // casting on the army an opponent can attack, not on one nothing can.
  it("opens a grave under its threatened army", () => {
    const state = position([
      [0, "enchanter", "t:front"],
      [0, "footman", "t:front"],
      [1, "behemoth", "t:front"],
      [1, "mammoth-rider", "t:front"],
      [0, "footman", "t:home0"],
    ]);
    const targets = [army(0, "t:front"), army(0, "t:home0")];
    expect(plan(state, [{ id: "open-grave", targets }], { black: 6 })).toEqual([
      { spell: "open-grave", color: "black", target: army(0, "t:front") },
    ]);
    // No opponent in play to attack: nothing to spare.
    const calm = position([
      [0, "enchanter", "t:front"],
      [0, "footman", "t:front"],
      [1, "behemoth", "reserve"],
    ]);
    expect(plan(calm, [{ id: "open-grave", targets: [army(0, "t:front")] }], { black: 6 })).toEqual(
      [],
    );
  });

  // Line 1252 (Scent of Fear): one health-worth of an enemy army at a terrain flees per casting;
  // never at an army in reserve, which cannot flee.
  it("scares an enemy army at a terrain, not one in reserve", () => {
    const state = position([
      [0, "enchanter", "t:front"],
      [1, "footman", "t:front"],
      [1, "footman", "reserve"],
    ]);
    const spells = plan(
      state,
      [{ id: "scent-of-fear", targets: [army(1, "reserve"), army(1, "t:front")] }],
      { blue: 2 },
    );
    expect(spells).toEqual([{ spell: "scent-of-fear", color: "blue", target: army(1, "t:front") }]);
  });

  // Line 1285 (Mirage): the commons at the terrain save or flee, the bot's own too: cast where
  // only the opponent's commons stand.
  it("casts Mirage where only the opponent's commons stand", () => {
    const state = position([
      [0, "enchanter", "t:front"],
      [0, "footman", "t:home0"],
      [0, "footman", "t:home0"],
      [1, "footman", "t:home1"],
      [1, "footman", "t:home1"],
    ]);
    const targets = [{ terrain: "home0" }, { terrain: "home1" }];
    expect(plan(state, [{ id: "mirage", targets }], { blue: 5 })).toEqual([
      { spell: "mirage", color: "blue", target: { terrain: "home1" } },
    ]);
  });

  // Line 1267 (Dust Devil): missile damage into the terrain halved: where the bot's army stands
  // within reach of an opponent's archers.
  it("raises a Dust Devil against the missiles aimed at its army", () => {
    const state = position([
      [0, "enchanter", "t:home0"],
      [0, "footman", "t:front"],
      [0, "footman", "t:front"],
      [1, "archer", "t:home1"],
      [1, "archer", "t:home1"],
      [1, "archer", "t:home1"],
    ]);
    const spells = plan(state, [{ id: "dust-devil", targets: [{ terrain: "front" }] }], {
      blue: 3,
    });
    expect(spells).toEqual([{ spell: "dust-devil", color: "blue", target: { terrain: "front" } }]);
  });
  // Line 1221 (Deadlands) and line 478: a flatland gaining the black element lets the black units
  // there double their ID magic: worth it where the bot's Undead stand, not the opponent's.
  it("lays Deadlands under its own black units", () => {
    const undead = new Array<[number, string, string]>(6).fill([0, "skeleton", "t:home0"]);
    const state = position([
      [0, "enchanter", "t:front"],
      ...undead,
      ...new Array<[number, string, string]>(6).fill([1, "ghoul", "t:home1"]),
    ]);
    const targets = [{ terrain: "home1" }, { terrain: "home0" }];
    expect(plan(state, [{ id: "deadlands", targets }], { black: 4 })).toEqual([
      { spell: "deadlands", color: "black", target: { terrain: "home0" } },
    ]);
  });

  // Line 1225 (Honor the Dead): only black-aspect dead can be buried: worth a little for the
  // bot's dead Dwarves, nothing for its dead Undead.
  it("honors its dead that could be buried", () => {
    const dwarves = position([
      [0, "enchanter", "t:front"],
      [0, "footman", "dua"],
    ]);
    const undead = position([
      [0, "enchanter", "t:front"],
      [0, "skeleton", "dua"],
    ]);
    const options = [{ id: "honor-the-dead", targets: [{ dua: 0 }] }];
    expect(plan(dwarves, options, { black: 4 })).toHaveLength(1);
    expect(plan(undead, options, { black: 4 })).toEqual([]);
  });
});
