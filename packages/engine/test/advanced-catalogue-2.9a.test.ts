// 2.9a, the whole catalogue (issue 15; rules/000 "Advanced Rules", lines 2214-2470): every die of
// the 2.9a catalogue can be put in a legal force (line 130 "Step 1", lines 2238, 2312, 2367,
// 2414, 2272), and every die that rolls rolls in each roll kind it takes part in: units of every
// species, Dragonkin and items in the army rolls (maneuver, melee, missile, magic, saves) and the
// army's combination roll against a dragon attack (line 366); dragons in their attack (line 332);
// major and special terrains for the starting distances (line 296).
//
// The Kings' Die in the initial effects phase (line 2422); the minor terrains brought in (line
// 2236), before each march (line 2238) and in a Landslide (line 2264); the rolls Dragonkin sit
// out (line 2324).
import {
  type Die,
  dieById,
  dragonDice,
  type ItemDie,
  itemDice,
  type TerrainDie,
  terrainDice,
  type UnitDie,
  units,
} from "@dragondice/catalog";
import { describe, expect, it } from "vitest";
import { applyInPlace, newGame, sampleChoice } from "../src/api.ts";
import { checkConfig, componentProblem, listOf } from "../src/editions/2.9a/forces.ts";
import type { GameEvent } from "../src/kernel/events.ts";
import type { GameConfig, PlayerSetup } from "../src/kernel/game.ts";
import type { GameState } from "../src/kernel/state.ts";
import { seededRandomInt } from "../src/random-play.ts";
import { runScenario } from "../src/scenario/scenario.ts";
import { forceCost } from "../src/standard/items.ts";
import {
  attack,
  counter,
  faceOf,
  maneuverUp,
  ofType,
  type Setup,
  scenarioOf,
} from "./positions.ts";

const inEdition = <T extends Die>(dice: readonly T[]) =>
  dice.filter((d) => componentProblem(d) === null);

const UNITS = inEdition(units).filter((u) => u.species !== "dragonkin" && u.species !== "none");
const DRAGONKIN = inEdition(units).filter((u) => u.species === "dragonkin");
const KINGS_DIE = inEdition(units).filter((u) => u.species === "none");
const ITEMS = inEdition(itemDice);
const DRAGONS = inEdition(dragonDice);
const TERRAINS = inEdition(terrainDice);
const MAJOR = TERRAINS.filter((t) => t.category === "major");
const SPECIAL = TERRAINS.filter((t) => t.category === "advanced");
const MINOR = TERRAINS.filter((t) => t.category === "minor");

/** A 1-health Dwarf (red and gold): the filler of every force and army here. */
const FILLER = "footman";
/** An Amazon carries an item of any colour (line 2383). */
const CARRIER = "soldier";

/** A force of `size` health holding `die` in its list, the rest footmen. */
function forceWith(die: Die, size: number): PlayerSetup {
  const force: PlayerSetup = {
    name: "A",
    dice: [],
    terrains: ["highland-city", "flatland-temple"],
    dragons: ["red-drake"],
  };
  switch (listOf(die)) {
    case "dice":
      // An item comes with a unit to carry it (line 2379).
      force.dice = die.kind === "item" ? [die.id, CARRIER] : [die.id];
      break;
    case "terrains":
      force.terrains =
        (die as TerrainDie).category === "major"
          ? [die.id, "flatland-temple"]
          : ["highland-city", die.id];
      break;
    case "dragons":
      force.dragons = [die.id];
      break;
    case "dragonkin":
      force.dragonkin = [die.id];
      break;
    case "minorTerrains":
      force.minorTerrains = [die.id];
      break;
  }
  const cost = forceCost(force.dice.map((id) => dieById(id) as UnitDie | ItemDie));
  force.dice.push(...Array.from({ length: size - cost }, () => FILLER));
  return force;
}

/** Why the engine refuses a force holding `die`, or null. */
function forceProblem(die: Die): string | null {
  // A white dragon fills two dragons' places (line 2466): a 48-health force requires two.
  const size = die.kind === "dragon" && die.dragonType === "white" ? 48 : 24;
  const other = forceWith(dieById(FILLER) as Die, size);
  if (size === 48) other.dragons = ["red-drake", "blue-drake"];
  const config: GameConfig = {
    edition: "2.9a",
    seed: 1,
    forceSize: size,
    players: [forceWith(die, size), { ...other, name: "B" }],
  };
  const problem = checkConfig(config);
  return problem && `${die.id}: ${problem}`;
}

describe("2.9a catalogue: every die in a legal force", () => {
  const groups: [string, readonly Die[]][] = [
    ["units of every species", UNITS],
    ["Kings' Die", KINGS_DIE],
    ["Dragonkin", DRAGONKIN],
    ["magical items, artifacts and medallions", ITEMS],
    ["dragons", DRAGONS],
    ["major and special terrains", [...MAJOR, ...SPECIAL]],
    ["minor terrains", MINOR],
  ];
  it.each(groups)("accepts a force holding any of the %s", (_name, dice) => {
    expect(dice.length).toBeGreaterThan(0);
    expect(dice.map(forceProblem).filter((p) => p !== null)).toEqual([]);
  });

  it("covers every 2.9a die of the catalogue", () => {
    const covered = groups.reduce((n, [, dice]) => n + dice.length, 0);
    expect(covered).toBe(inEdition([...units, ...itemDice, ...dragonDice, ...terrainDice]).length);
    expect(UNITS.filter((u) => u.species === "eldarim").length).toBeGreaterThan(0);
  });
});

type Placed = Setup["dice"][number];
/** A position, perhaps played from the start of the turn (the dragon attack comes first). */
type StartingSetup = Setup & { from?: "turn-start" };

/** The catalogue ids of `player`'s dice rolled for `purpose` in `events`. */
function rolledBy(events: GameEvent[], player: number, purpose: string, state: GameState) {
  const dieOf = new Map(state.dice.map((d) => [d.id, d.die]));
  return new Set(
    ofType(events, "roll")
      .filter((e) => e.player === player && e.purpose === purpose)
      .flatMap((e) => e.dice.map((d) => dieOf.get(d.die))),
  );
}

/**
 * Runs a position and, until `player` has rolled for `purpose`, answers whatever else is asked
 * first with the engine's own sampled choices (an SAI's choice, an Eldarim logo...): the catalogue
 * ids of the dice rolled.
 */
function rollIn(setup: StartingSetup, player: number, purpose: string) {
  const scenario = scenarioOf(setup);
  const run = runScenario(setup.from ? { ...scenario, start: { phase: setup.from } } : scenario);
  const { state, events } = run;
  const randomInt = seededRandomInt(15);
  for (let i = 0; i < 20 && rolledBy(events, player, purpose, state).size === 0; i++) {
    const decision = state.pending[0];
    if (!decision || state.winner !== null) break;
    const choice = sampleChoice(state, decision, randomInt);
    const r = applyInPlace(state, {
      type: "decide",
      player: decision.player,
      decision: decision.id,
      choice,
    });
    if (!r.ok) throw new Error(r.error.message);
    events.push(...r.events);
  }
  return rolledBy(events, player, purpose, state);
}

interface Group {
  dice: string[];
  /** Dice of the same army that are not under test (items' carriers, company for Dragonkin). */
  with: string[];
}

/**
 * How the group's army, at the frontier, comes to roll for each purpose: as A's army acting
 * against one of B's footmen, or as B's army answering A's unit `answers` (with the face it is to
 * roll); attacked by a dragon at the start of A's turn.
 */
const ROLL_KINDS: Record<
  string,
  { answers?: [string, string?]; face?: string; decisions?: Setup["decisions"] }
> = {
  maneuver: { decisions: [maneuverUp, counter] },
  "counter-maneuver": { answers: [FILLER], decisions: [maneuverUp, counter] },
  "melee-attack": { face: "Melee", decisions: [attack("melee", "t:front")] },
  "save-vs-melee": {
    answers: ["warlord", "3 Melee"],
    face: "Melee",
    decisions: [attack("melee", "t:front")],
  },
  // A's footman rolls no melee, so B's army, untouched, counter-attacks.
  "counter-attack": {
    answers: [FILLER, "Save"],
    face: "Melee",
    decisions: [attack("melee", "t:front"), { player: 1, kind: "counter-attack", choice: true }],
  },
  "missile-action": { face: "Missile", decisions: [attack("missile", "t:front")] },
  "save-vs-missile": {
    answers: ["marksman", "3 Missile"],
    face: "Missile",
    decisions: [attack("missile", "t:front")],
  },
  "magic-action": {
    face: "Magic",
    decisions: [{ player: 0, kind: "choose-action", choice: { action: "magic" } }],
  },
  "dragon-attack": {},
};
const ARMY_ROLLS = Object.keys(ROLL_KINDS);

function position(purpose: string, g: Group, dragon: string): [StartingSetup, number] {
  const kind = ROLL_KINDS[purpose];
  if (!kind) throw new Error(`no position for ${purpose}`);
  const player = kind.answers ? 1 : 0;
  const army = [...g.dice, ...g.with].map((die): Placed => [player, die, "t:front"]);
  if (purpose === "dragon-attack") {
    const dice: Placed[] = [...army, [1, dragon, "dragons:front"], [1, FILLER, "t:home1"]];
    return [{ dice, start: { phase: "march", march: 1 }, from: "turn-start" }, player];
  }
  const [other, rolls] = kind.answers ?? [FILLER, undefined];
  const setup: StartingSetup = {
    // The other army's unit is d0.
    dice: [[1 - player, other, "t:front"], ...army],
    start: { phase: kind.face ? "action" : "maneuver", army: "t:front" },
    decisions: kind.decisions ?? [],
    ...(rolls && { rolls: { d0: [rolls] } }),
    ...(kind.face && { front: ["highland-city", faceOf("highland-city", kind.face)] }),
  };
  return [setup, player];
}

/** The dice of the group that did not roll for `purpose`. */
function missing(purpose: string, g: Group, dragon = "red-drake"): string[] {
  const [setup, player] = position(purpose, g, dragon);
  const rolled = rollIn(setup, player, purpose);
  return g.dice.filter((id) => !rolled.has(id));
}

const chunks = <T>(xs: readonly T[], n: number): T[][] =>
  Array.from({ length: Math.ceil(xs.length / n) }, (_, i) => xs.slice(i * n, i * n + n));

/** Armies of up to eight dice, each of one species. */
const unitGroups: Group[] = [...new Set(UNITS.map((u) => u.species))].flatMap((species) =>
  chunks(
    UNITS.filter((u) => u.species === species).map((u) => u.id),
    8,
  ).map((dice) => ({ dice, with: [] })),
);

describe("2.9a catalogue: every die rolls in each roll kind it takes part in", () => {
  // Every unit of an army rolls in its maneuver and counter-maneuver (line 408), its melee attack,
  // the defenders' saves and counter-attack (lines 430-438), its missile attack and the target's saves (line 450), its
  // magic action (line 462), and its combination roll against a dragon attack (line 366).
  it.each(ARMY_ROLLS)("rolls every unit of every species in the army's %s roll", (purpose) => {
    expect(unitGroups.flatMap((g) => missing(purpose, g))).toEqual([]);
  });

  // Lines 2387-2389: an item rolls with its army when a unit able to carry it rolls (an Amazon
  // carries any colour, line 2383); artifacts and medallions are magical items (lines 2393, 2434).
  it.each(ARMY_ROLLS)("rolls every item with its carriers in the army's %s roll", (purpose) => {
    const groups = chunks(
      ITEMS.map((d) => d.id),
      8,
    ).map((dice) => ({ dice, with: dice.map(() => CARRIER) }));
    expect(groups.flatMap((g) => missing(purpose, g))).toEqual([]);
  });

  // Line 2320: summoned Dragonkin act as units of their army; line 2324: never in magic or missile
  // rolls, never an army alone (a footman keeps them company), and never rolled against a dragon
  // of their own colour (the dragon here is of another element).
  it.each([
    "maneuver",
    "counter-maneuver",
    "melee-attack",
    "save-vs-melee",
    "counter-attack",
    "save-vs-missile",
    "dragon-attack",
  ])("rolls every Dragonkin in the army's %s roll", (purpose) => {
    const byElement = [...new Set(DRAGONKIN.flatMap((u) => u.elements))];
    const out = byElement.flatMap((element) => {
      const dragon = element === "fire" ? "blue-drake" : "red-drake";
      const dice = DRAGONKIN.filter((u) => u.elements.includes(element)).map((u) => u.id);
      return chunks(dice, 8).flatMap((c) => missing(purpose, { dice: c, with: [FILLER] }, dragon));
    });
    expect(out).toEqual([]);
  });

  // Line 332: at the start of a player's turn, the dragons at a terrain where the player has an
  // army attack it, and roll.
  it("rolls every dragon in its attack", () => {
    const out = DRAGONS.filter((dragon) => {
      const { events } = runScenario({
        ...scenarioOf({
          dice: [
            [0, FILLER, "t:front"],
            [1, dragon.id, "dragons:front"],
            [1, FILLER, "t:home1"],
          ],
          start: { phase: "march", march: 1 },
        }),
        start: { phase: "turn-start" },
      });
      const rolled = ofType(events, "dragons-rolled").flatMap((e) =>
        e.dragons.map((d) => d.dragon),
      );
      return !rolled.includes("d1");
    });
    expect(out.map((d) => d.id)).toEqual([]);
  });

  // Line 296: the home terrains and the frontier are rolled for the starting distances; a special
  // terrain is only ever the frontier (line 2272). Both players propose the same special terrain,
  // so whichever is chosen, it is rolled.
  it("rolls every major terrain as a home and every special terrain as the frontier", () => {
    const rolled = new Set<string>();
    SPECIAL.forEach((special, i) => {
      const homes = [MAJOR[i % MAJOR.length], MAJOR[(i + 1) % MAJOR.length]] as TerrainDie[];
      const players = homes.map((home, p) => ({
        ...forceWith(dieById(FILLER) as Die, 24),
        name: `P${p}`,
        terrains: [home.id, special.id],
      }));
      const started = newGame({ edition: "2.9a", seed: i + 1, forceSize: 24, players });
      if (!started.ok) throw new Error(started.error.message);
      const { state } = started;
      const randomInt = seededRandomInt(i);
      const events: GameEvent[] = [];
      while (state.turn === null && state.pending[0]) {
        const decision = state.pending[0];
        const choice = sampleChoice(state, decision, randomInt);
        const r = applyInPlace(state, {
          type: "decide",
          player: decision.player,
          decision: decision.id,
          choice,
        });
        if (!r.ok) throw new Error(r.error.message);
        events.push(...r.events);
      }
      for (const e of ofType(events, "terrain-roll")) {
        rolled.add(state.terrains.find((t) => t.id === e.terrain)?.die ?? "");
      }
    });
    expect([...MAJOR, ...SPECIAL].map((t) => t.id).filter((id) => !rolled.has(id))).toEqual([]);
  });

  // Line 2416: the Kings' Die waits beside the reserves and never rolls with the reserve army
  // (the Amazons' missile attack from the reserve area, line 843).
  it("leaves the Kings' Die out of the reserve army's rolls", () => {
    const rolled = rollIn(
      {
        dice: [
          [0, "darter", "reserve"],
          [0, "kings-die", "court"],
          [0, FILLER, "t:front"],
          [1, FILLER, "t:front"],
        ],
        start: { phase: "march", march: 1 },
        decisions: [
          { player: 0, kind: "choose-march", choice: { army: "reserve" } },
          attack("missile", "t:front"),
        ],
      },
      0,
      "missile-action",
    );
    expect([...rolled]).toEqual(["darter"]);
  });
  // Line 2422: the Kings' Die may be rolled in the initial effects phase of its owner's turn.
  it("rolls the Kings' Die in the initial effects phase (line 2422)", () => {
    const rolled = KINGS_DIE.filter((die) => {
      const base = scenarioOf({
        dice: [
          [0, die.id, "court"],
          [0, FILLER, "reserve"],
          // It acts only when the DUA holds a unit it could bring back (line 2418).
          [0, FILLER, "dua"],
          [0, FILLER, "t:home0"],
          [1, FILLER, "t:home1"],
        ],
        start: { phase: "reserves" },
      });
      const { events } = runScenario({
        ...base,
        start: { phase: "turn-start" },
        decisions: [{ player: 0, kind: "kings-die", choice: { roll: true } }],
      });
      return ofType(events, "kings-die-rolled").some((e) => e.die === "d0");
    });
    expect(KINGS_DIE.length).toBeGreaterThan(0);
    expect(rolled).toEqual(KINGS_DIE);
  });

  /** A major terrain of the minor terrain's type, for it to match (line 2236). */
  const majorFor = (minor: TerrainDie) => {
    const major = MAJOR.find((t) => t.terrainType === minor.terrainType);
    if (!major) throw new Error(`no major terrain of the type of ${minor.id}`);
    return major.id;
  };
  /**
   * The minor terrains of the catalogue that are not rolled when A's army, at a terrain of their
   * type beside B's, with the minor terrain at `at` (d1), starts at `start` and decides `decisions`.
   */
  const notRolled = (at: string, start: Setup["start"], decisions: Setup["decisions"]) =>
    MINOR.filter((minor) => {
      const { events } = runScenario(
        scenarioOf({
          front: [majorFor(minor), 3],
          dice: [
            [0, FILLER, "t:front"],
            [0, minor.id, at],
            [1, FILLER, "t:front"],
          ],
          start,
          decisions,
        }),
      );
      return !ofType(events, "minor-terrain-rolled").some((e) => e.die === "d1");
    }).map((t) => t.id);

  // Line 2236: a successful maneuver brings in a minor terrain of the terrain's type, which is
  // rolled at once (the other army does not counter, so the maneuver succeeds, line 406).
  it("rolls every minor terrain as it is brought into an army (line 2236)", () => {
    const bringIn = [
      { player: 0, kind: "maneuver", choice: { maneuver: "minor", minor: "d1" } },
      { player: 1, kind: "counter-maneuver", choice: false },
    ];
    expect(notRolled("pool", { phase: "maneuver", army: "t:front" }, bringIn)).toEqual([]);
  });

  // Line 2238: an army's minor terrain is rolled before each march on the army.
  it("rolls every minor terrain before each march on its army (line 2238)", () => {
    const march = [{ player: 0, kind: "choose-march", choice: { army: "t:front" } }];
    expect(notRolled("t:front", { phase: "march", march: 1 }, march)).toEqual([]);
  });

  // Line 2264: on a Landslide the whole army, items included (line 2389), rolls for maneuvers.
  // Every minor terrain with a Landslide face turns up once, with every item.
  it("rolls the army, items included, in Landslide's maneuver avoidance roll (line 2264)", () => {
    const knolls = MINOR.filter((t) => t.faces.some((f) => f.icon === "Landslide"));
    const groups = chunks(
      ITEMS.map((d) => d.id),
      8,
    );
    expect(knolls.length).toBeGreaterThan(0);
    const out = Array.from({ length: Math.max(knolls.length, groups.length) }, (_, i) => {
      const knoll = knolls[i % knolls.length] as TerrainDie;
      const items = groups[i % groups.length] as string[];
      const army = [...items, ...items.map(() => CARRIER)];
      const minor = `d${army.length}`;
      const rolled = rollIn(
        {
          front: [majorFor(knoll), 3],
          dice: [
            ...army.map((id): Placed => [0, id, "t:front"]),
            [0, knoll.id, "t:front"],
            [1, FILLER, "t:front"],
          ],
          start: { phase: "march", march: 1 },
          rolls: { [minor]: ["Landslide"] },
          decisions: [{ player: 0, kind: "choose-march", choice: { army: "t:front" } }],
        },
        0,
        "maneuver-avoidance",
      );
      return army.filter((id) => !rolled.has(id)).map((id) => `${knoll.id}: ${id}`);
    });
    expect(out.flat()).toEqual([]);
  });

  /** The dice of the group that rolled for `purpose`, the Dragonkin's company included. */
  function rolledWith(purpose: string, g: Group, dragon = "red-drake"): string[] {
    const [setup, player] = position(purpose, g, dragon);
    const rolled = rollIn(setup, player, purpose);
    return [...g.dice, ...g.with].filter((id) => rolled.has(id));
  }
  const KIN_CHUNKS = chunks(
    DRAGONKIN.map((u) => u.id),
    8,
  );

  // Line 2324: Dragonkin never roll for magic or missile actions; the rest of the army does.
  it.each(["magic-action", "missile-action"])(
    "leaves Dragonkin out of the army's %s roll (line 2324)",
    (purpose) => {
      const rolled = KIN_CHUNKS.map((dice) => rolledWith(purpose, { dice, with: [FILLER] }));
      expect(rolled).toEqual(KIN_CHUNKS.map(() => [FILLER]));
    },
  );

  // Line 2324: Dragonkin never roll against an ivory dragon nor a dragon of their colour; a white
  // dragon has every colour (line 2470). A hybrid is of both its colours (line 2454).
  it("leaves Dragonkin out of the roll against ivory, white and same-coloured dragons (line 2324)", () => {
    const COLOUR: Record<string, string> = {
      fire: "red",
      air: "blue",
      earth: "gold",
      water: "green",
      death: "black",
    };
    const rolled = DRAGONKIN.flatMap((kin) => {
      const colour = COLOUR[kin.elements[0] as string] as string;
      const hybrid = DRAGONS.find((d) => d.dragonType === "hybrid" && d.id.includes(colour));
      const dragons = ["ivory-drake", "white-wyrm", `${colour}-drake`, hybrid?.id as string];
      return dragons.map(
        (dragon) =>
          `${kin.id} against ${dragon}: ${rolledWith("dragon-attack", { dice: [kin.id], with: [FILLER] }, dragon)}`,
      );
    });
    // Only the footman keeping them company rolls.
    expect(rolled.filter((r) => !r.endsWith(`: ${FILLER}`))).toEqual([]);
  });
});
