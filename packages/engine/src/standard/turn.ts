// 2.9a "The Turn Sequence": expiry, initial effects, dragon attacks, two marches, the reserve
// movement, expiry, and the next player.

import { expireEffects } from "../kernel/effects.ts";
import type { Ctx, Task } from "../kernel/flow.ts";
import type { ScenarioStart } from "../kernel/game.ts";
import { drawAtRoundLimit } from "../kernel/round-limit.ts";
import { type HandlerOf, taskHandlers } from "../kernel/ruleset.ts";
import type { Location, TurnState } from "../kernel/state.ts";
import { answer } from "./answers.ts";
import { armyLocations } from "./army.ts";
import { scheduleInitialEffects } from "./initial-effects.ts";
import { marchStart } from "./minor-terrains.ts";

declare module "../kernel/flow.ts" {
  interface TaskTypes {
    "turn:start": { player: number };
    /** The turn's first or second march. */
    march: { n: number };
    "march:chosen": object;
    "turn:end": object;
  }
}

/** Effects timed by the player whose turn starts or ends now end (line 306, line 556). */
function expire(ctx: Ctx, when: "start" | "end"): void {
  const turn = ctx.state.turn;
  if (turn) expireEffects(ctx, when, turn.player, turn.number);
}

const turnStart: HandlerOf<"turn:start"> = (ctx, task) => {
  const { state } = ctx;
  const player = task.player;
  const number = (state.turn?.number ?? 0) + 1;
  if (drawAtRoundLimit(ctx, number)) return;
  state.turn = { number, player, marched: [], passed: false };
  ctx.emit({ type: "turn-start", player, number: state.turn.number });
  expire(ctx, "start");
  ctx.schedule(
    { t: "turn:dragon-attacks" },
    { t: "march", n: 1 },
    { t: "march", n: 2 },
    { t: "reserves:reinforce" },
    { t: "reserves:retreat" },
    { t: "turn:end" },
  );
  // Before them all, the initial effects phase: most turns have no step of it.
  scheduleInitialEffects(ctx, player);
};

/**
 * A march's choices: each army the marching player may still march with this turn, then passing;
 * none when no army may march.
 */
function marchChoices(turn: TurnState, armies: Location[]): { army: Location | null }[] {
  const choices: { army: Location | null }[] = [];
  for (const army of armies) if (!turn.marched.includes(army)) choices.push({ army });
  if (choices.length > 0) choices.push({ army: null });
  return choices;
}

const FIRST_MARCH = "March 1: choose an army to march with, or pass.";
const SECOND_MARCH = "March 2: choose an army to march with, or pass.";

const march: HandlerOf<"march"> = (ctx, task) => {
  const turn = ctx.state.turn;
  if (!turn) return;
  // A second march needs a different army; passing ends marching for the turn.
  if (turn.passed) return;
  const options = marchChoices(turn, armyLocations(ctx.state, turn.player, true));
  if (options.length === 0) return;
  ctx.ask(
    [
      {
        player: turn.player,
        kind: "choose-march",
        prompt: task.n === 1 ? FIRST_MARCH : SECOND_MARCH,
        options,
      },
    ],
    { t: "march:chosen" },
  );
};

const marchChosen: HandlerOf<"march:chosen"> = (ctx) => {
  const turn = ctx.state.turn;
  if (!turn) return;
  const { army } = answer(ctx, "choose-march");
  if (army === null) {
    turn.passed = true;
    return;
  }
  turn.marched.push(army);
  ctx.emit({ type: "march", player: turn.player, location: army });
  if (army === "reserve") ctx.schedule({ t: "action:choose", at: army });
  // The army's minor terrain is rolled before its maneuver (line 2238).
  else ctx.scheduleAll(marchStart(ctx.state, turn.player, army, [{ t: "maneuver:ask", at: army }]));
};

const turnEnd: HandlerOf<"turn:end"> = (ctx) => {
  const { state } = ctx;
  expire(ctx, "end");
  const current = state.turn?.player ?? 0;
  const i = state.order.indexOf(current);
  for (let k = 1; k <= state.order.length; k++) {
    const next = state.order[(i + k) % state.order.length] as number;
    if (!state.players[next]?.eliminated) {
      ctx.schedule({ t: "turn:start", player: next });
      return;
    }
    // An eliminated player has no turns, but the effects they made still end when theirs would.
    expireEffects(ctx, "start", next, Number.POSITIVE_INFINITY);
    expireEffects(ctx, "end", next, Number.POSITIVE_INFINITY);
  }
};

/** The rest of a turn from a scenario's starting point. */
export function scenarioTasks(start: ScenarioStart, player: number): Task[] {
  const rest: Task[] = [{ t: "reserves:reinforce" }, { t: "reserves:retreat" }, { t: "turn:end" }];
  switch (start.phase) {
    case "turn-start":
      return [{ t: "turn:start", player }];
    case "march":
      return [...(start.march === 1 ? [{ t: "march", n: 1 }] : []), { t: "march", n: 2 }, ...rest];
    case "maneuver":
      return [{ t: "maneuver:ask", at: start.army }, { t: "march", n: 2 }, ...rest];
    case "action":
      return [{ t: "action:choose", at: start.army }, { t: "march", n: 2 }, ...rest];
    case "reserves":
      return rest;
  }
}

export const turnTasks = taskHandlers({
  "turn:start": turnStart,
  march,
  "march:chosen": marchChosen,
  "turn:end": turnEnd,
});
