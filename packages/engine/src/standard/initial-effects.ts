// 2.9a "Initial Effects Phase" (rules/000 lines 306-320): after spells expire, the marching
// player resolves racial abilities (Feralization, Swamp Stalker mutation), then eighth-face
// special location icons (City, Temple, Dragon's Lair, Grove), then the edition's own steps
// (2.9a's royalty step: its Kings' Die, editions/2.9a/kings-die.ts). Each step is a separate
// occurrence. Every effect is a "may", so its decision can be skipped, except the Grove's and the
// Dragon's Lair's, which the rules make happen (line 2294-2296).

import { listOf, text } from "../kernel/choice-shape.ts";
import type { DecisionData, DecisionKindName } from "../kernel/decisions.ts";
import type { Ctx, Task } from "../kernel/flow.ts";
import {
  type DecisionKind,
  decisionKind,
  type HandlerOf,
  type TaskHandler,
  taskHandlers,
} from "../kernel/ruleset.ts";
import { type DieState, type GameState, type Location, terrainLocation } from "../kernel/state.ts";
import { answer } from "./answers.ts";
import {
  armyLocations,
  dieInstance,
  forceHasSpecies,
  hasSpeciesAtTerrains,
  hasUnitsAt,
  healthOf,
  unitsAt,
} from "./army.ts";
import { buriable, buryUnits } from "./burial.ts";
import type { ExchangeData } from "./decision-types.ts";
import { tablesOf } from "./edition-tables.ts";
import { failed, type Outcome, rollEach } from "./individual.ts";
import {
  applyExchange,
  type Eligible,
  EXCHANGE_ANSWER,
  type Exchange,
  exchangeProblem,
  exchangeShape,
  promotionsFor,
  recruitsFor,
  sampleExchange,
} from "./promotion.ts";
import { PURPOSES } from "./purposes.ts";
import { sacrificeStep } from "./sacrifice-dragonkin.ts";
import { eighthIcon, specialTerrainTasks } from "./special-terrains.ts";

const FERAL = "feral";
const SWAMP_STALKERS = "swamp-stalkers";
/** Mutation targets up to 3 health-worth of units (line 899). */
const MUTATION_HEALTH = 3;

declare module "../kernel/flow.ts" {
  interface TaskTypes {
    /** The armies that have used Feralization this turn. */
    "initial:feralize": { done: Location[] };
    "initial:feralized": { done: Location[] };
    "initial:mutation": object;
    "initial:mutation-chosen": object;
    /** The mutating army, and the opponent whose reserve it targets. */
    "initial:mutation-roll": { army: Location; opponent: number };
    "initial:mutation-rolled": { army: Location; opponent: number; outcomes: Outcome[] };
    /** The health mutation killed. */
    "initial:mutation-reward": { army: Location; health: number };
    "initial:mutated": { army: Location };
    "initial:eighth-faces": object;
    "initial:city": { at: Location };
    "initial:city-chosen": { at: Location };
    "initial:temple": object;
    "initial:temple-chosen": object;
    /** The player the Temple forces to bury a unit. */
    "initial:temple-bury": { target: number };
  }
}

/**
 * The steps of the phase, in the order of line 308, that can apply to the player: a racial step
 * only for a force with that race (a force's races never change), the eighth-face step only for
 * a player holding one, then the edition's own. Most turns have none of them, and a step costs
 * even when it does nothing.
 */
export function initialEffectsSteps(ctx: Ctx, player: number): Task[] {
  const { state } = ctx;
  const steps: Task[] = [];
  if (forceHasSpecies(state, player, FERAL)) steps.push({ t: "initial:feralize", done: [] });
  if (forceHasSpecies(state, player, SWAMP_STALKERS)) steps.push({ t: "initial:mutation" });
  steps.push(...sacrificeStep(state, player));
  if (state.terrains.some((t) => t.face === 8 && t.controller === player)) {
    steps.push({ t: "initial:eighth-faces" });
  }
  const own = tablesOf(ctx).extensions.initialEffects;
  if (own) steps.push(...own(state, player));
  return steps;
}

/** The player whose turn it is (the initial effects phase is theirs). */
export const marchingPlayer = (state: GameState): number => state.turn?.player as number;

// ---- Feralization (line 883) -------------------------------------------------------------------

export type Skip = { skip: true };
export type FeralChoice =
  | Skip
  | { army: Location; recruit: string }
  | { army: Location; promote: string; to: string };

/** Each army at a terrain with a Feral unit may recruit a Feral common or promote a Feral. */
export function feralOptions(state: GameState, player: number, done: Location[]): FeralChoice[] {
  const options: FeralChoice[] = [];
  // Both exchanges need a Feral unit in the DUA, and most turns have none at a terrain or none
  // dead: answer that first, without looking at the armies.
  if (!hasUnitsAt(state, player, "dua", FERAL) || !hasSpeciesAtTerrains(state, player, FERAL)) {
    return options;
  }
  const recruits = recruitsFor(state, player, { species: FERAL });
  for (const army of armyLocations(state, player)) {
    if (done.includes(army) || !hasUnitsAt(state, player, army, FERAL)) continue;
    for (const recruit of recruits) options.push({ army, recruit });
    for (const p of promotionsFor(state, player, army, { species: FERAL })) {
      options.push({ army, promote: p.unit, to: p.to });
    }
  }
  return options;
}

/**
 * One Feralization at a time, in the order the player picks: each army is a separate exchange
 * (line 1067), so a later army may use a unit an earlier one put in the DUA. Skipping ends
 * Feralization for the armies that have not yet used it.
 */
const feralize: HandlerOf<"initial:feralize"> = (ctx, task) => {
  const player = marchingPlayer(ctx.state);
  const done = task.done;
  const options = feralOptions(ctx.state, player, done);
  if (options.length === 0) return;
  ctx.ask(
    [
      {
        player,
        kind: "feralization",
        prompt:
          "Feralization: one of your armies with Feral may recruit a Feral common or promote a Feral unit, or skip.",
        options: [...options, { skip: true }],
      },
    ],
    { t: "initial:feralized", done },
  );
};

const feralized: HandlerOf<"initial:feralized"> = (ctx, task) => {
  const player = marchingPlayer(ctx.state);
  const choice = answer(ctx, "feralization");
  if ("skip" in choice) return;
  const exchange: Exchange =
    "recruit" in choice
      ? { recruits: [choice.recruit], promotions: [] }
      : { recruits: [], promotions: [{ unit: choice.promote, to: choice.to }] };
  applyExchange(ctx, player, choice.army, exchange, "feralization");
  ctx.schedule({ t: "initial:feralize", done: [...task.done, choice.army] });
};

// ---- Swamp Stalker mutation (line 899) ---------------------------------------------------------

export type MutationChoice = Skip | { army: Location; opponent: number };

/** Units of an opponent's reserve that mutation can target (each at most 3 health). */
function mutationTargets(state: GameState, opponent: number): { id: string; health: number }[] {
  return unitsAt(state, opponent, "reserve")
    .map((d) => ({ id: d.id, health: healthOf(d) }))
    .filter((u) => u.health <= MUTATION_HEALTH);
}

/** The mutating army (any army at a terrain with a Swamp Stalker) and the targeted opponent. */
export function mutationOptions(state: GameState, player: number): MutationChoice[] {
  if (!hasUnitsAt(state, player, "dua", SWAMP_STALKERS)) return [];
  const armies = armyLocations(state, player).filter((at) =>
    hasUnitsAt(state, player, at, SWAMP_STALKERS),
  );
  if (armies.length === 0) return [];
  const opponents = state.players
    .map((_, p) => p)
    .filter((p) => p !== player && !state.players[p]?.eliminated)
    .filter((p) => mutationTargets(state, p).length > 0);
  return armies.flatMap((army) => opponents.map((opponent) => ({ army, opponent })));
}

const mutation: HandlerOf<"initial:mutation"> = (ctx) => {
  const player = marchingPlayer(ctx.state);
  const options = mutationOptions(ctx.state, player);
  if (options.length === 0) return;
  ctx.ask(
    [
      {
        player,
        kind: "mutation",
        prompt:
          "Swamp Stalker mutation: choose the mutating army and the opponent whose reserve to target, or skip.",
        options: [...options, { skip: true }],
      },
    ],
    { t: "initial:mutation-chosen" },
  );
};

const mutationChosen: HandlerOf<"initial:mutation-chosen"> = (ctx) => {
  const player = marchingPlayer(ctx.state);
  const choice = answer(ctx, "mutation");
  if ("skip" in choice) return;
  ctx.ask(
    [
      {
        player,
        kind: "mutation-targets",
        prompt: `Mutation: target up to ${MUTATION_HEALTH} health-worth of units in an opponent's reserve area.`,
        data: {
          opponent: choice.opponent,
          units: mutationTargets(ctx.state, choice.opponent),
          maxHealth: MUTATION_HEALTH,
        },
      },
    ],
    { t: "initial:mutation-roll", army: choice.army, opponent: choice.opponent },
  );
};

/**
 * Each target rolls on its own and dies unless it shows a save result: through the roll pipeline,
 * so a unit's Cantrip in the reserve area may buy spells (lines 516, 1821).
 */
const mutationRoll: HandlerOf<"initial:mutation-roll"> = (ctx, task) => {
  const targets = answer(ctx, "mutation-targets").map((unit) => ({ unit }));
  const then = { t: "initial:mutation-rolled", army: task.army, opponent: task.opponent };
  rollEach(ctx, task.opponent, targets, "save", then, PURPOSES.mutationSave);
};

const mutationRolled: HandlerOf<"initial:mutation-rolled"> = (ctx, task) => {
  const { state } = ctx;
  const opponent = task.opponent;
  const killed = failed(task.outcomes);
  if (killed.length === 0) return;
  // Killed "by any means": the kill goes through the usual step (Undead may step down).
  const health = killed.reduce((s, id) => s + healthOf(dieInstance(state, id) as DieState), 0);
  ctx.schedule(
    { t: "damage:kill", player: opponent, at: "reserve", dice: killed },
    { t: "initial:mutation-reward", army: task.army, health },
  );
};

/** The mutating player's reward for the health mutation killed. */
const mutationReward: HandlerOf<"initial:mutation-reward"> = (ctx, task) => {
  const { state } = ctx;
  if (state.winner) return;
  const player = marchingPlayer(state);
  const army = task.army;
  const health = task.health;
  const eligible: Eligible = {
    recruits: recruitsFor(state, player, { species: SWAMP_STALKERS, maxHealth: health }),
    promotions: promotionsFor(state, player, army, { species: SWAMP_STALKERS }),
  };
  if (eligible.recruits.length === 0 && eligible.promotions.length === 0) return;
  ctx.ask(
    [
      {
        player,
        kind: "mutation-exchange",
        prompt: `Mutation killed ${health} health: bring back Swamp Stalkers from your DUA and/or promote Swamp Stalkers, ${health} health in all (each promotion counts 1).`,
        data: { army, health, ...eligible },
      },
    ],
    { t: "initial:mutated", army },
  );
};

const mutated: HandlerOf<"initial:mutated"> = (ctx, task) => {
  const exchange = answer(ctx, "mutation-exchange");
  if (exchange.recruits.length === 0 && exchange.promotions.length === 0) return;
  applyExchange(ctx, marchingPlayer(ctx.state), task.army, exchange, "mutation");
};

// ---- Eighth faces: City and Temple (lines 751, 759); Lair and Grove: special-terrains.ts --------

export type CityChoice = Skip | { recruit: string } | { promote: string; to: string };

/** City: recruit a common unit of any race, or promote a unit of the holding army. */
export function cityOptions(state: GameState, player: number, at: Location): CityChoice[] {
  return [
    ...recruitsFor(state, player).map((recruit) => ({ recruit })),
    ...promotionsFor(state, player, at).map((p) => ({ promote: p.unit, to: p.to })),
  ];
}

const eighthFaces: HandlerOf<"initial:eighth-faces"> = (ctx) => {
  const { state } = ctx;
  const player = marchingPlayer(state);
  const tasks: Task[] = [];
  for (const t of state.terrains) {
    if (t.face !== 8 || t.controller !== player || (t.role !== "home" && t.role !== "frontier")) {
      continue;
    }
    const at: Location = terrainLocation(t.id);
    if (!hasUnitsAt(state, player, at)) continue;
    // A Castle acts as the type declared for it (line 2292).
    const icon = eighthIcon(t);
    if (icon === "City") tasks.push({ t: "initial:city", at });
    else if (icon === "Temple") tasks.push({ t: "initial:temple", at });
    else if (icon === "Dragon's Lair") tasks.push({ t: "lair:summon", at });
    else if (icon === "Grove") tasks.push({ t: "grove:unbury", at });
  }
  if (tasks.length > 0) ctx.schedule(...tasks);
};

const city: HandlerOf<"initial:city"> = (ctx, task) => {
  const player = marchingPlayer(ctx.state);
  const at = task.at;
  const options = cityOptions(ctx.state, player, at);
  if (options.length === 0) return;
  ctx.ask(
    [
      {
        player,
        kind: "city",
        prompt:
          "City: recruit a common unit to the army holding the City, promote one of its units, or skip.",
        options: [...options, { skip: true }],
      },
    ],
    { t: "initial:city-chosen", at },
  );
};

const cityChosen: HandlerOf<"initial:city-chosen"> = (ctx, task) => {
  const choice = answer(ctx, "city");
  if ("skip" in choice) return;
  const exchange: Exchange =
    "recruit" in choice
      ? { recruits: [choice.recruit], promotions: [] }
      : { recruits: [], promotions: [{ unit: choice.promote, to: choice.to }] };
  applyExchange(ctx, marchingPlayer(ctx.state), task.at, exchange, "city");
};

export type TempleChoice = Skip | { target: number };

/** Temple: force another player (one with dead units) to bury one of them. */
export function templeOptions(state: GameState, player: number): TempleChoice[] {
  return state.players
    .map((_, p) => p)
    .filter((p) => p !== player && !state.players[p]?.eliminated)
    .filter((p) => unitsAt(state, p, "dua").some((d) => buriable(state, d)))
    .map((target) => ({ target }));
}

const temple: HandlerOf<"initial:temple"> = (ctx) => {
  const player = marchingPlayer(ctx.state);
  const options = templeOptions(ctx.state, player);
  if (options.length === 0) return;
  ctx.ask(
    [
      {
        player,
        kind: "temple",
        prompt: "Temple: force another player to bury one of their dead units, or skip.",
        options: [...options, { skip: true }],
      },
    ],
    { t: "initial:temple-chosen" },
  );
};

const templeChosen: HandlerOf<"initial:temple-chosen"> = (ctx) => {
  const choice = answer(ctx, "temple");
  if ("skip" in choice) return;
  const target = choice.target;
  // The targeted player chooses which of their dead units is buried (line 759).
  ctx.ask(
    [
      {
        player: target,
        kind: "temple-burial",
        prompt: "A Temple forces you to bury one of your dead units: choose which.",
        // Not one Honor the Dead keeps (line 1225).
        options: unitsAt(ctx.state, target, "dua")
          .filter((d) => buriable(ctx.state, d))
          .map((d) => ({ bury: d.id })),
      },
    ],
    { t: "initial:temple-bury", target },
  );
};

const templeBury: HandlerOf<"initial:temple-bury"> = (ctx, task) => {
  const { bury } = answer(ctx, "temple-burial");
  // Undead may resist burial (line 869): buryUnits rolls for them.
  buryUnits(ctx, task.target, [bury], { by: "temple" });
};

// ---- Decision kinds without listed options -----------------------------------------------------

const mutationTargetsKind = decisionKind({
  kinds: ["mutation-targets"],
  shape: listOf(text),
  answer: "[unit ids in the targeted reserve area]",
  validate(_state, decision, choice) {
    const { units, maxHealth } = decision.data;
    if (choice.length === 0) return "target at least one unit";
    if (new Set(choice).size !== choice.length) return "a unit is listed twice";
    let health = 0;
    for (const id of choice) {
      const u = units.find((x) => x.id === id);
      if (!u) return `${id} is not a unit in the targeted reserve area`;
      health += u.health;
    }
    return health > maxHealth ? `${health} health is more than ${maxHealth}` : null;
  },
  sample(_state, decision, randomInt) {
    const { units, maxHealth } = decision.data;
    const order = [...units];
    for (let i = order.length - 1; i > 0; i--) {
      const j = randomInt(0, i);
      [order[i], order[j]] = [
        order[j] as (typeof order)[number],
        order[i] as (typeof order)[number],
      ];
    }
    const chosen: string[] = [];
    let health = 0;
    for (const u of order) {
      if (health + u.health > maxHealth) continue;
      if (chosen.length > 0 && randomInt(0, 1) === 0) continue;
      chosen.push(u.id);
      health += u.health;
    }
    return chosen;
  },
});

/** The decision kinds whose data is a combined exchange: the mutation's, and an edition's own. */
type ExchangeKindName = {
  [K in DecisionKindName]: DecisionData<K> extends ExchangeData ? K : never;
}[DecisionKindName];

/**
 * A combined exchange within `data.health`, for decisions of `kinds` (mutation, line 899; an
 * edition's own, such as 2.9a's Kings' Die rolled, line 2422).
 */
export const exchangeKind = (kinds: readonly ExchangeKindName[]) =>
  decisionKind({
    kinds,
    shape: exchangeShape,
    answer: EXCHANGE_ANSWER,
    validate(state, decision, choice) {
      const data = decision.data;
      return exchangeProblem(state, data, choice, data.health);
    },
    sample(state, decision, randomInt) {
      const data = decision.data;
      return sampleExchange(state, data, data.health, randomInt);
    },
  });

export const initialEffectsDecisionKinds: Record<string, DecisionKind> = {
  "mutation-targets": mutationTargetsKind,
  "mutation-exchange": exchangeKind(["mutation-exchange"]),
};

export const initialEffectsTasks: Record<string, TaskHandler> = {
  ...taskHandlers({
    "initial:feralize": feralize,
    "initial:feralized": feralized,
    "initial:mutation": mutation,
    "initial:mutation-chosen": mutationChosen,
    "initial:mutation-roll": mutationRoll,
    "initial:mutation-rolled": mutationRolled,
    "initial:mutation-reward": mutationReward,
    "initial:mutated": mutated,
    "initial:eighth-faces": eighthFaces,
    "initial:city": city,
    "initial:city-chosen": cityChosen,
    "initial:temple": temple,
    "initial:temple-chosen": templeChosen,
    "initial:temple-bury": templeBury,
  }),
  ...specialTerrainTasks,
};
