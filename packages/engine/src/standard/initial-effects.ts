// 2.9a "Initial Effects Phase" (rules/000 lines 306-320): after spells expire, the marching
// player resolves racial abilities (Feralization and Mutation, racial/, for the races the edition
// gives them), then eighth-face special location icons (City, Temple, Dragon's Lair, Grove), then
// the edition's own steps (2.9a's royalty step: its Kings' Die, editions/2.9a/kings-die.ts). Each
// step is a separate occurrence. Every effect is a "may", so its decision can be skipped, except the Grove's and the
// Dragon's Lair's, which the rules make happen (line 2294-2296).

import type { Ctx, Task } from "../kernel/flow.ts";
import { type HandlerOf, type TaskHandler, taskHandlers } from "../kernel/ruleset.ts";
import { type GameState, type Location, terrainLocation } from "../kernel/state.ts";
import { answer } from "./answers.ts";
import { hasUnitsAt, unitsAt } from "./army.ts";
import { buriable, buryUnits } from "./burial.ts";
import { tablesOf } from "./edition-tables.ts";
import { applyExchange, exchangeOf, promotionsFor, recruitsFor } from "./promotion.ts";
import { feralizationSteps } from "./racial/feralization.ts";
import { mutationSteps } from "./racial/mutation.ts";
import { sacrificeSteps } from "./racial/sacrifice-dragonkin.ts";
import { eighthIcon, specialTerrainTasks } from "./special-terrains.ts";

declare module "../kernel/flow.ts" {
  interface TaskTypes {
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
 * Schedules the steps of the phase, in the order of line 308, that can apply to the player, before
 * anything already scheduled: a racial step only for a force with that race (a force's races never
 * change), the eighth-face step only for a player holding one, then the edition's own. Most turns
 * have none of them, and a step costs even when it does nothing.
 */
export function scheduleInitialEffects(ctx: Ctx, player: number): void {
  const { state } = ctx;
  const tables = tablesOf(ctx);
  // The last step first, each before those scheduled already: no list of them all is made.
  const own = tables.extensions.initialEffects;
  if (own) ctx.scheduleAll(own(state, player));
  for (const t of state.terrains) {
    if (t.face === 8 && t.controller === player) {
      ctx.schedule({ t: "initial:eighth-faces" });
      break;
    }
  }
  ctx.scheduleAll(sacrificeSteps(tables, state, player));
  ctx.scheduleAll(mutationSteps(tables, state, player));
  ctx.scheduleAll(feralizationSteps(tables, state, player));
}

/** The player whose turn it is (the initial effects phase is theirs). */
export const marchingPlayer = (state: GameState): number => state.turn?.player as number;

/** The answer that declines an effect of the phase. */
export type Skip = { skip: true };

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
  applyExchange(ctx, marchingPlayer(ctx.state), task.at, exchangeOf(choice), "city");
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
  // Races with Resist Burial may resist (line 869): buryUnits rolls for them.
  buryUnits(ctx, task.target, [bury], { by: "temple" });
};

export const initialEffectsTasks: Record<string, TaskHandler> = {
  ...taskHandlers({
    "initial:eighth-faces": eighthFaces,
    "initial:city": city,
    "initial:city-chosen": cityChosen,
    "initial:temple": temple,
    "initial:temple-chosen": templeChosen,
    "initial:temple-bury": templeBury,
  }),
  ...specialTerrainTasks,
};
