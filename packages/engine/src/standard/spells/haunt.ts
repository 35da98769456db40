// 2.9a Haunt (black, 8, Undead; rules/000 line 1241, glossary line 2616): the caster's dead units
// form a magically constructed army that makes a melee action against an enemy army the caster
// picks: it attacks, the defenders save and may counter-attack, and the constructed army's
// casualties are buried (damage.ts buries the casualties of an army in the DUA); the rest stay in
// the DUA. The constructed army is the caster's units in their DUA and rolls there: no spell on an
// army protects it, no Honor the Dead keeps its dead, and only normal results count in its rolls
// (docs/rulings.md).
import type { Ctx, TaskOf } from "../../kernel/flow.ts";
import { rollTotal, startRolls, takeRolls } from "../../kernel/roll.ts";
import { type HandlerOf, taskHandlers } from "../../kernel/ruleset.ts";
import type { Location } from "../../kernel/state.ts";
import { answer } from "../answers.ts";
import { hasUnitsAt, unitsAt } from "../army.ts";
import { PURPOSES, rollFor } from "../purposes.ts";
import { armyOptions, askChoice, type SaiOption } from "../sai-choice.ts";
import type { SpellEffect } from "../spell-effects.ts";
import { templeGuards } from "../terrain-nature.ts";

/** Who haunts whom where. */
type Haunting = { caster: number; defender: number; at: Location };

declare module "../../kernel/flow.ts" {
  interface TaskTypes {
    /** The army picked: the option given when it was the only one, or the answer. */
    "spell:haunt-attack": { caster: number; picked?: SaiOption };
    "spell:haunt-attacked": Haunting & { rolls: number[] };
    "spell:haunt-counter?": Haunting;
    "spell:haunt-countered": Haunting;
    "spell:haunt-struck": Haunting & { rolls: number[] };
  }
}

/** The enemy armies at terrains a Haunt may attack (not one a Temple keeps black magic off). */
function targets(ctx: Parameters<SpellEffect["resolve"]>[0], caster: number): SaiOption[] {
  const { state } = ctx;
  const enemies = state.players.flatMap((p, i) => (i === caster || p.eliminated ? [] : [i]));
  return armyOptions(state, enemies, "haunt this army").filter(
    (o) =>
      o.at !== "reserve" &&
      !templeGuards(state, o.player as number, o.at as string, caster, "black"),
  );
}

/** The dead attack the army picked. */
const attack: HandlerOf<"spell:haunt-attack"> = (ctx, task) => {
  const caster = task.caster;
  const picked = task.picked ?? answer(ctx, "sai-choice");
  const defender = picked.player as number;
  const at = picked.at as Location;
  const dead = unitsAt(ctx.state, caster, "dua");
  if (dead.length === 0 || !hasUnitsAt(ctx.state, defender, at)) return;
  const spec = {
    ...rollFor(PURPOSES.meleeAttack, caster, "dua", dead),
    against: { player: defender, at },
  };
  startRolls(ctx, [spec], { t: "spell:haunt-attacked", caster, defender, at });
};

/** Who haunts whom where, as a task carries it on, and the hits of the roll the task takes. */
function haunting(ctx: Ctx, task: TaskOf<"spell:haunt-attacked" | "spell:haunt-struck">) {
  const [roll] = takeRolls(ctx.state, task);
  const { caster, defender, at } = task;
  return { caster, defender, at, hits: roll ? rollTotal(roll) : 0 };
}

const attacked: HandlerOf<"spell:haunt-attacked"> = (ctx, task) => {
  const { caster, defender, at, hits } = haunting(ctx, task);
  const counter = { t: "spell:haunt-counter?", caster, defender, at };
  if (hits === 0) {
    ctx.schedule(counter);
    return;
  }
  ctx.schedule(
    {
      t: "damage:save",
      player: defender,
      at,
      damage: hits,
      vs: "melee",
      attacker: caster,
      from: "dua",
      counter: false,
    },
    counter,
  );
};

/** The defenders, if any are left, may counter-attack the constructed army. */
const counterAsk: HandlerOf<"spell:haunt-counter?"> = (ctx, task) => {
  const { caster, defender, at } = task;
  if (ctx.state.winner || !hasUnitsAt(ctx.state, defender, at)) return;
  if (!hasUnitsAt(ctx.state, caster, "dua")) return;
  ctx.ask(
    [
      {
        player: defender,
        kind: "counter-attack",
        prompt: "Your army survived the Haunt's attack. Counter-attack the dead?",
        options: [true, false],
      },
    ],
    { t: "spell:haunt-countered", caster, defender, at },
  );
};

const countered: HandlerOf<"spell:haunt-countered"> = (ctx, task) => {
  if (!answer(ctx, "counter-attack")) return;
  const { caster, defender, at } = task;
  const spec = {
    ...rollFor(PURPOSES.counterAttack, defender, at, unitsAt(ctx.state, defender, at)),
    against: { player: caster, at: "dua" as Location },
  };
  startRolls(ctx, [spec], { t: "spell:haunt-struck", caster, defender, at });
};

const struck: HandlerOf<"spell:haunt-struck"> = (ctx, task) => {
  const { caster, defender, at, hits } = haunting(ctx, task);
  if (hits === 0) return;
  ctx.schedule({
    t: "damage:save",
    player: caster,
    at: "dua",
    damage: hits,
    vs: "melee",
    attacker: defender,
    from: at,
    counter: true,
  });
};

export const haunt: SpellEffect = {
  // Line 500: there must be dead units to rise, and an army for them to attack.
  allows: (state, caster) => hasUnitsAt(state, caster, "dua"),
  resolve(ctx, casting) {
    const options = targets(ctx, casting.caster);
    if (options.length === 0) return;
    askChoice(
      ctx,
      casting.caster,
      { about: "haunt", by: "Haunt" },
      "which enemy army do your dead attack?",
      options,
      {
        t: "spell:haunt-attack",
        caster: casting.caster,
      },
    );
  },
  tasks: taskHandlers({
    "spell:haunt-attack": attack,
    "spell:haunt-attacked": attacked,
    "spell:haunt-counter?": counterAsk,
    "spell:haunt-countered": countered,
    "spell:haunt-struck": struck,
  }),
};
