// 2.9a "Starting the Game", steps 2 to 6: assemble armies in secret, reveal them, roll the horde
// armies for the order of play, choose the frontier, place the armies, roll starting distances.
import type { Ctx, Task } from "../kernel/flow.ts";
import { rollTotal, startRolls, takeRolls } from "../kernel/roll.ts";
import { type HandlerOf, taskHandlers } from "../kernel/ruleset.ts";
import { type Location, terrainLocation } from "../kernel/state.ts";
import { answer } from "./answers.ts";
import { dieInstance, unitsAt } from "./army.ts";
import { tablesOf } from "./edition-tables.ts";
import { PURPOSES, rollFor } from "./purposes.ts";

export const ARMY_NAMES = ["home", "campaign", "horde"] as const;
export type ArmyName = (typeof ARMY_NAMES)[number];

/** The answer to "assemble-armies". */
export interface AssembleChoice {
  home: string;
  armies: Record<ArmyName, string[]>;
}

/** The initiative rolls' totals so far, by player. */
type Initiative = Record<number, number>;

declare module "../kernel/flow.ts" {
  interface TaskTypes {
    "setup:assemble": object;
    "setup:reveal": object;
    "setup:rolloff": object;
    /** Players still tied, in groups best first; those ranked already; their totals so far. */
    "setup:rank": { groups: number[][]; ranked: number[]; initiative: Initiative };
    "setup:rolled": {
      groups: number[][];
      ranked: number[];
      initiative: Initiative;
      rolls: number[];
    };
    "setup:ranked": { ranking: number[]; initiative: Initiative };
    "setup:order-chosen": { ranking: number[]; initiative: Initiative };
    "setup:frontier-chosen": object;
    "setup:place": { player: number };
    /** The placement made (the only one), or the answer to read. */
    "setup:placed": { player: number; placement?: { horde: string; campaign: string } };
    "setup:distances": object;
  }
}

const assemble: HandlerOf<"setup:assemble"> = (ctx) => {
  const { state } = ctx;
  const beside = tablesOf(ctx).extensions.besideReserves;
  ctx.ask(
    state.players.map((p, player) => ({
      player,
      kind: "assemble-armies",
      prompt: `${p.name}: choose your home terrain and split your force into home, campaign and horde armies.`,
      data: {
        dice: state.dice
          .filter((d) => d.owner === player && d.at === "force" && !beside?.is(d))
          .map((d) => d.id),
        terrains: state.terrains.filter((t) => t.owner === player).map((t) => t.id),
        maxArmyHealth: Math.floor(state.forceSize / 2),
      },
      // Secret requests name every field in this order: see Ctx.ask in flow.ts.
      options: undefined,
      secret: true,
    })),
    { t: "setup:reveal" },
  );
};

const reveal: HandlerOf<"setup:reveal"> = (ctx) => {
  const { state } = ctx;
  // Dice of the edition's that wait beside the reserves are put there as the armies are
  // assembled (2.9a line 2414: the Kings' Die).
  const beside = tablesOf(ctx).extensions.besideReserves;
  if (beside) for (const d of state.dice) if (d.at === "force" && beside.is(d)) d.at = beside.at;
  const armies: Record<string, string[]> = {};
  state.players.forEach((p, player) => {
    const choice = answer(ctx, "assemble-armies", player);
    p.home = choice.home;
    for (const t of state.terrains.filter((x) => x.owner === player)) {
      t.role = t.id === choice.home ? "home" : "proposed-frontier";
    }
    for (const name of ARMY_NAMES) {
      for (const id of choice.armies[name]) {
        const d = dieInstance(state, id);
        if (d) d.at = `setup:${name}`;
      }
      armies[`${player}:${name}`] = choice.armies[name];
    }
  });
  ctx.emit({ type: "armies-revealed", armies });
  ctx.schedule({ t: "setup:rolloff" });
};

/**
 * The order of play (line 276): every horde army rolls for maneuvers at once; players who tie
 * roll again among themselves, until each has a place. `groups` are the players still to be
 * placed, best first, each group tied so far; `ranked` those placed.
 */
const rolloff: HandlerOf<"setup:rolloff"> = (ctx) => {
  const players = ctx.state.players.map((_, i) => i);
  ctx.schedule({ t: "setup:rank", groups: [players], ranked: [], initiative: {} });
};

const rank: HandlerOf<"setup:rank"> = (ctx, task) => {
  const groups = [...task.groups];
  const ranked = [...task.ranked];
  while (groups.length > 0 && (groups[0] as number[]).length === 1) {
    ranked.push(...(groups.shift() as number[]));
  }
  const tied = groups[0];
  if (!tied) {
    ctx.schedule({ t: "setup:ranked", ranking: ranked, initiative: task.initiative });
    return;
  }
  const at: Location = "setup:horde";
  const rolls = tied.map((p) =>
    rollFor(PURPOSES.initialManeuver, p, at, unitsAt(ctx.state, p, at)),
  );
  startRolls(ctx, rolls, { ...task, t: "setup:rolled", groups, ranked });
};

/** The tied players who rolled are split by their totals, most first. */
const rolled: HandlerOf<"setup:rolled"> = (ctx, task) => {
  const rolls = takeRolls(ctx.state, task);
  const initiative = { ...task.initiative };
  for (const r of rolls) initiative[r.player] = rollTotal(r);
  const totals = [...new Set(rolls.map((r) => rollTotal(r)))].sort((a, b) => b - a);
  const split = totals.map((total) =>
    rolls.filter((r) => rollTotal(r) === total).map((r) => r.player),
  );
  const [, ...others] = task.groups;
  ctx.schedule({
    t: "setup:rank",
    groups: [...split, ...others],
    ranked: task.ranked,
    initiative,
  });
};

const ranked: HandlerOf<"setup:ranked"> = (ctx, task) => {
  const { ranking, initiative } = task;
  const winner = ranking[0] as number;
  ctx.ask(
    [
      {
        player: winner,
        kind: "first-or-frontier",
        prompt: "You rolled the most maneuvers: play first, or choose the frontier terrain?",
        options: ["play-first", "choose-frontier"],
      },
    ],
    { t: "setup:order-chosen", ranking, initiative },
  );
};

const orderChosen: HandlerOf<"setup:order-chosen"> = (ctx, task) => {
  const ranking = task.ranking;
  const [first, second, ...rest] = ranking as [number, number, ...number[]];
  const playFirst = answer(ctx, "first-or-frontier") === "play-first";
  ctx.state.order = playFirst ? ranking : [second, first, ...rest];
  ctx.emit({
    type: "order",
    order: ctx.state.order,
    initiative: task.initiative,
  });
  const chooser = playFirst ? second : first;
  const proposed = ctx.state.terrains.filter((t) => t.role === "proposed-frontier");
  ctx.ask(
    [
      {
        player: chooser,
        kind: "choose-frontier",
        prompt: "Choose the frontier terrain from the proposed ones.",
        options: proposed.map((t) => t.id),
      },
    ],
    { t: "setup:frontier-chosen" },
  );
};

const frontierChosen: HandlerOf<"setup:frontier-chosen"> = (ctx) => {
  const chosen = answer(ctx, "choose-frontier");
  for (const t of ctx.state.terrains) {
    if (t.role === "proposed-frontier") t.role = t.id === chosen ? "frontier" : "unused";
  }
  ctx.emit({ type: "frontier", terrain: chosen });
  ctx.schedule(...ctx.state.order.map((player) => ({ t: "setup:place", player })), {
    t: "setup:distances",
  });
};

/** The legal placements of a player's horde and campaign armies (2.9a "Step 5"). */
export function placements(ctx: Ctx, player: number): { horde: string; campaign: string }[] {
  const { state } = ctx;
  const home = state.players[player]?.home as string;
  const inPlay = state.terrains.filter((t) => t.role === "home" || t.role === "frontier");
  const out: { horde: string; campaign: string }[] = [];
  for (const h of inPlay.filter((t) => t.role === "home" && t.id !== home)) {
    for (const c of inPlay.filter((t) => t.id !== home && t.id !== h.id)) {
      out.push({ horde: h.id, campaign: c.id });
    }
  }
  return out;
}

const place: HandlerOf<"setup:place"> = (ctx, task) => {
  const player = task.player;
  const options = placements(ctx, player);
  if (options.length === 1) {
    ctx.schedule({ t: "setup:placed", player, placement: options[0] });
    return;
  }
  ctx.ask(
    [
      {
        player,
        kind: "place-armies",
        prompt: "Choose where your horde army (another player's home) and campaign army go.",
        options,
      },
    ],
    { t: "setup:placed", player },
  );
};

const placed: HandlerOf<"setup:placed"> = (ctx, task) => {
  const { state } = ctx;
  const player = task.player;
  const placement = task.placement ?? answer(ctx, "place-armies");
  const where: Record<string, string> = {
    home: state.players[player]?.home as string,
    horde: placement.horde,
    campaign: placement.campaign,
  };
  for (const name of ARMY_NAMES) {
    const at: Location = terrainLocation(where[name] as string);
    for (const d of state.dice) if (d.owner === player && d.at === `setup:${name}`) d.at = at;
    ctx.emit({ type: "placed", player, army: name, location: at });
  }
};

/** 2.9a "Step 6": roll each terrain; 8s are rolled again and 7s turned down to 6. */
const distances: HandlerOf<"setup:distances"> = (ctx) => {
  const { state } = ctx;
  for (const t of state.terrains.filter((x) => x.role === "home" || x.role === "frontier")) {
    let face = 8;
    while (face === 8) {
      face = ctx.rollFace(t.id, 8) + 1;
      ctx.emit({ type: "terrain-roll", terrain: t.id, face });
    }
    t.face = face === 7 ? 6 : face;
  }
  // Every die left over (force dice not assigned cannot happen; proposed frontiers not chosen
  // are out of the game).
  const first = state.order[0] as number;
  ctx.schedule({ t: "turn:start", player: first });
};

export const setupTasks = taskHandlers({
  "setup:assemble": assemble,
  "setup:reveal": reveal,
  "setup:rolloff": rolloff,
  "setup:rank": rank,
  "setup:rolled": rolled,
  "setup:ranked": ranked,
  "setup:order-chosen": orderChosen,
  "setup:frontier-chosen": frontierChosen,
  "setup:place": place,
  "setup:placed": placed,
  "setup:distances": distances,
});

export const startTasks: Task[] = [{ t: "setup:assemble" }];
