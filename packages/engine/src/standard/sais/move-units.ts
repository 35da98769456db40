// SAIs that move the unit that rolled them, and maybe others of its army, elsewhere at once
// (Special): Ferry (rules/000 line 1906), Firewalking (line 1924), Teleport (line 2174) and
// Vanish (line 2186). The rolling player may move or stay (line 1649: "may"): first where to, then
// which companions (a non-offensive SAI: any of them up to its health-worth, none included, line
// 1755). Units moved away no longer count in the roll (line 1715), except where the SAI says so
// (Vanish's saves stay with the army).
import type { Ctx } from "../../kernel/flow.ts";
import { type Roll, rollInProgress } from "../../kernel/roll.ts";
import { type HandlerOf, taskHandlers } from "../../kernel/ruleset.ts";
import { type Location, terrainLocation } from "../../kernel/state.ts";
import { answer } from "../answers.ts";
import { dieInstance, healthOf, terrainsInPlay, unitsAt } from "../army.ts";
import { isDragonkin, mayLeave } from "../dragonkin.ts";
import { tablesOf } from "../edition-tables.ts";
import { askChoice, SAYS, type SaiOption } from "../sai-choice.ts";
import type { SaiEffect, SaiUse } from "../sai-effects.ts";
import { askTargets } from "../sai-targets.ts";
import { checkEighthFaces, checkVictory } from "../victory.ts";

/** Where an SAI may take units, and what it takes. */
interface Move {
  /** Health-worth of other units of the army each die that rolled it may take along. */
  companions: (use: SaiUse) => number;
  /** To the reserve area too (Vanish). */
  reserve?: true;
  /** The moved units' results still count in the roll (Vanish). */
  keepResults?: true;
}

/** The units that rolled it and may move (`roll`: the roll's id), and what they may take along. */
type Moving = {
  roll: number;
  sai: string;
  movers: string[];
  companions: number;
  keepResults: boolean;
};

declare module "../../kernel/flow.ts" {
  interface TaskTypes {
    /** Where to: the option given when it was the only one, or the answer. */
    "sai:move-where": Moving & { picked?: SaiOption };
    /** The companions: the targets given, or the answer. */
    "sai:move": Moving & { to: Location; picked?: SaiOption; targets?: string[] };
  }
}

const STAY: SaiOption = { say: SAYS.stay };

function ask(ctx: Ctx, roll: Roll, use: SaiUse, move: Move): void {
  // Dragonkin never leave their terrain (line 2324).
  const movers = mayLeave(
    tablesOf(ctx),
    ctx.state,
    use.dice.filter((id) => dieInstance(ctx.state, id)?.at === roll.at),
  );
  if (movers.length === 0) return;
  const places: SaiOption[] = terrainsInPlay(ctx.state)
    .map((t) => terrainLocation(t.id))
    .filter((at) => at !== roll.at)
    .map((at) => ({ say: "move to", at }));
  if (move.reserve && roll.at !== "reserve") places.push({ say: "move to", at: "reserve" });
  askChoice(
    ctx,
    roll.player,
    { about: "move-units", by: use.sai },
    "move away at once, or stay?",
    [STAY, ...places],
    {
      t: "sai:move-where",
      roll: roll.id,
      sai: use.sai,
      movers,
      companions: move.companions(use),
      keepResults: move.keepResults === true,
    },
  );
}

const where: HandlerOf<"sai:move-where"> = (ctx, task) => {
  const picked = task.picked ?? answer(ctx, "sai-choice");
  if (picked.at === undefined) return;
  const roll = rollInProgress(ctx.state, task.roll);
  const movers = task.movers;
  const units = unitsAt(ctx.state, roll.player, roll.at)
    .filter((d) => !movers.includes(d.id) && !isDragonkin(tablesOf(ctx), d))
    .map((d) => ({ id: d.id, health: healthOf(d) }));
  const offer = {
    sai: task.sai,
    owner: roll.player,
    units,
    maxHealth: task.companions,
    rule: "any" as const,
  };
  askTargets(ctx, roll.player, offer, { ...task, t: "sai:move", to: picked.at });
};

const moveUnits: HandlerOf<"sai:move"> = (ctx, task) => {
  const roll = rollInProgress(ctx.state, task.roll);
  const companions = task.targets ?? answer(ctx, "sai-targets");
  const moved = [...task.movers, ...companions];
  const to = task.to;
  for (const id of moved) {
    const d = dieInstance(ctx.state, id);
    if (d) d.at = to;
  }
  if (task.keepResults !== true) roll.dice = roll.dice.filter((id) => !moved.includes(id));
  ctx.emit({ type: "moved", player: roll.player, dice: moved, from: roll.at, to });
  checkEighthFaces(ctx);
  checkVictory(ctx);
};

const tasks = taskHandlers({ "sai:move-where": where, "sai:move": moveUnits });

const moving = (move: Move): SaiEffect => ({
  immediate: (ctx, roll, use) => ask(ctx, roll, use, move),
  tasks,
});

/** Ferry: itself and up to its points of health-worth (4 on the Gryphon) to any other terrain. */
export const ferry = moving({ companions: (use) => use.points });
/** Firewalking and Teleport: itself and up to three health-worth, whatever the points. */
export const firewalking = moving({ companions: (use) => 3 * use.dice.length });
/** Teleport's "any terrain" is any other: staying where it is is not moving. */
export const teleport = moving({ companions: (use) => 3 * use.dice.length });
/** Vanish: the unit alone, to any other terrain or its reserve area; its saves still count. */
export const vanish = moving({ companions: () => 0, reserve: true, keepResults: true });
