// A game that is not Dragon Dice, on the bare kernel (issue 26): the kernel's flow, decisions,
// dice, copies, replays and views run it with nothing of the standard game. The toy is Pig, to
// 20 points: a player rolls a six-sided die as often as they like, adding each face to the turn's
// points, and holds to bank them; a 1 loses the turn's points and ends the turn.
import { describe, expect, it } from "vitest";
import type { Decision } from "../src/kernel/decisions.ts";
import { Ctx } from "../src/kernel/flow.ts";
import {
  apply,
  blankState,
  type RulesetWithSetup,
  sampleChoice,
  startFlow,
} from "../src/kernel/game.ts";
import { rollNow } from "../src/kernel/roll.ts";
import { type HandlerOf, joinTasks, taskHandlers } from "../src/kernel/ruleset.ts";
import type { GameState } from "../src/kernel/state.ts";
import { viewFor } from "../src/kernel/view.ts";

declare module "../src/kernel/state.ts" {
  interface WinReasons {
    /** Pig: the first to bank 20 points. */
    pig: true;
  }
}

declare module "../src/kernel/flow.ts" {
  interface TaskTypes {
    "pig:turn": { player: number; banked: number[]; points: number };
    "pig:chosen": { player: number; banked: number[]; points: number };
  }
}

const GOAL = 20;

const turn: HandlerOf<"pig:turn"> = (ctx, task) => {
  // The decision kinds registry is the whole program's (the words package speaks every kind): a
  // toy in the tests stays out of it, so its one listed question is asked untyped.
  const request = {
    player: task.player,
    kind: "pig-roll",
    prompt: `Pig: ${task.points} points this turn. Roll or hold?`,
    options: [{ roll: true }, { roll: false }],
  };
  ctx.ask([request as never], { ...task, t: "pig:chosen" });
};

const chosen: HandlerOf<"pig:chosen"> = (ctx, task) => {
  // The kernel checked the answer against the listed options.
  const roll = (ctx.answered?.answers[0]?.choice as { roll: boolean } | undefined)?.roll === true;
  const next = (player: number, banked: number[]) =>
    ctx.schedule({ t: "pig:turn", player, banked, points: 0 });
  const other = 1 - task.player;
  if (!roll) {
    const banked = task.banked.map((b, i) => (i === task.player ? b + task.points : b));
    if ((banked[task.player] as number) >= GOAL) win(ctx, task.player);
    else next(other, banked);
    return;
  }
  const face = ctx.randomInt(1, 6);
  if (face === 1) next(other, task.banked);
  else ctx.schedule({ ...task, t: "pig:turn", points: task.points + face });
};

function win(ctx: Ctx, player: number): void {
  ctx.state.winner = { player, reason: "pig" };
}

// The kernel's state names an edition (the catalogue's); Pig borrows one, its rules are its own.
const pig: RulesetWithSetup = {
  edition: "2.9a",
  tasks: joinTasks(taskHandlers({ "pig:turn": turn, "pig:chosen": chosen })),
  decisionKinds: new Map(),
  start: [{ t: "pig:turn", player: 0, banked: [0, 0], points: 0 }],
  rollStages: [],
  checkConfig: () => null,
  scenarioTasks: () => [],
};

function newPig(seed: number): GameState {
  const state = blankState({
    edition: "2.9a",
    seed,
    forceSize: 0,
    players: [{ name: "A" }, { name: "B" }],
  });
  startFlow(pig, state, pig.start);
  return state;
}

/** Plays with choices drawn by the kernel's sampler; the choices made, and the state at the end. */
function play(seed: number): { state: GameState; choices: unknown[] } {
  let state = newPig(seed);
  const choices: unknown[] = [];
  let n = 0;
  const randomInt = (min: number, max: number) => min + (n++ % (max - min + 1));
  while (state.winner === null && choices.length < 2_000) {
    const d = state.pending[0] as Decision;
    const choice = sampleChoice(pig, state, d, randomInt);
    const result = apply(pig, state, { type: "decide", player: d.player, decision: d.id, choice });
    if (!result.ok) throw new Error(result.error.message);
    state = result.state;
    choices.push(choice);
  }
  return { state, choices };
}

describe("a toy game on the bare kernel", () => {
  it("plays Pig to the end, each player winning some games", () => {
    const winners = Array.from({ length: 40 }, (_, seed) => play(seed).state.winner?.player);
    expect(winners.every((w) => w === 0 || w === 1)).toBe(true);
    expect(new Set(winners)).toEqual(new Set([0, 1]));
  });

  it("makes a roll of the kernel's fields alone, under rules that add none to it", () => {
    const rules: RulesetWithSetup = {
      ...pig,
      rollStages: [
        {
          name: "die",
          run: (ctx, rolls) => {
            for (const roll of rolls) {
              const face = ctx.randomInt(1, 6);
              roll.faces.push({ die: "d6", dieId: "d6", face, icon: "pips", count: face });
            }
          },
        },
      ],
    };
    const state = newPig(3);
    const spec = { player: 0, at: "reserve" as const, purpose: "pig", wants: [], dice: ["d6"] };
    const roll = rollNow(new Ctx(state, rules), spec);
    expect(roll.faces).toHaveLength(1);
    expect(Object.keys(roll).sort()).toEqual(
      ["against", "at", "counted", "dice", "faces", "id", "player", "purpose"]
        .concat(["simultaneous", "totals", "wants"])
        .sort(),
    );
  });

  it("goes on to the stage a stage names, past those between", () => {
    const ran: string[] = [];
    const stage = (name: string, goesOnTo?: string) => ({
      name,
      run: () => {
        ran.push(name);
      },
      goesOnTo: () => goesOnTo,
    });
    const rules: RulesetWithSetup = {
      ...pig,
      rollStages: [stage("a", "c"), stage("b"), stage("c"), stage("d")],
    };
    const spec = { player: 0, at: "reserve" as const, purpose: "pig", wants: [], dice: [] };
    rollNow(new Ctx(newPig(3), rules), spec);
    expect(ran).toEqual(["a", "c", "d"]);
  });

  it("replays a game exactly from its seed and its choices", () => {
    const first = play(7);
    let state = newPig(7);
    for (const choice of first.choices) {
      const d = state.pending[0] as Decision;
      const result = apply(pig, state, {
        type: "decide",
        player: d.player,
        decision: d.id,
        choice,
      });
      if (!result.ok) throw new Error(result.error.message);
      state = result.state;
    }
    expect(JSON.stringify(state)).toBe(JSON.stringify(first.state));
  });

  it("refuses an answer that is not one of the options, changing nothing", () => {
    const state = newPig(3);
    const before = JSON.stringify(state);
    const d = state.pending[0] as Decision;
    const result = apply(pig, state, {
      type: "decide",
      player: d.player,
      decision: d.id,
      choice: { roll: "maybe" },
    });
    expect(result.ok).toBe(false);
    expect(JSON.stringify(state)).toBe(before);
  });

  it("shows a player no generator state and no flow", () => {
    const view = viewFor(newPig(5), 1);
    expect("rng" in view).toBe(false);
    expect("stack" in view).toBe(false);
    expect(view.pending).toHaveLength(1);
  });
});
