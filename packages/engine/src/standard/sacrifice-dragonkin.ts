// 2.9a Eldarim, Sacrifice Dragonkin (rules/000 line 945), in the racial step of the Initial Effects
// phase (line 308): one of the player's Eldarim in the DUA may be exchanged for one of their
// Dragonkin in play of equal health; the Dragonkin goes back to the summoning pool and the Eldarim
// joins the army the Dragonkin was in. The player picks the Dragonkin (or none), then the Eldarim.
// And an Eldarim killed by an individual-targeting effect may live on, a summoned Dragonkin of its
// army and health going back to the pool instead.
import type { Ctx, TaskOf } from "../kernel/flow.ts";
import { type HandlerOf, taskHandlers } from "../kernel/ruleset.ts";
import { atTerrain, type GameState, type Location } from "../kernel/state.ts";
import { answer } from "./answers.ts";
import { dieInstance, dieName, forceHasSpecies, healthOf, ownedUnits, unitOf } from "./army.ts";
import { DRAGONKIN } from "./dragonkin.ts";
import { askChoice, type SaiOption } from "./sai-choice.ts";

const ELDARIM = "eldarim";
const NAME = "Sacrifice Dragonkin";

/** The player's dead Eldarim, one per die kind, of a health (any, when not given). */
function deadEldarim(state: GameState, player: number, health?: number): string[] {
  const seen = new Set<string>();
  return ownedUnits(state, player)
    .filter(({ d, unit }) => {
      if (d.at !== "dua" || unit.species !== ELDARIM) return false;
      if (health !== undefined && unit.health !== health) return false;
      if (seen.has(d.die)) return false;
      seen.add(d.die);
      return true;
    })
    .map(({ d }) => d.id);
}

declare module "../kernel/flow.ts" {
  interface TaskTypes {
    "initial:sacrifice-dragonkin": object;
    /** The Dragonkin picked: the option given when it was the only one, or the answer. */
    "initial:sacrifice-kin": { player: number; picked?: SaiOption };
    "initial:sacrifice-eldarim": { player: number; kin: string; picked?: SaiOption };
    /** Whether a Dragonkin goes back for `eldarim`; then the kill goes on. */
    "kin:sacrificed": { eldarim: string; kill: TaskOf<"damage:kill">; picked?: SaiOption };
  }
}

/** The step, for a force with both races. */
export const sacrificeStep = (state: GameState, player: number): { t: string }[] =>
  forceHasSpecies(state, player, ELDARIM) && forceHasSpecies(state, player, DRAGONKIN)
    ? [{ t: "initial:sacrifice-dragonkin" }]
    : [];

const offer: HandlerOf<"initial:sacrifice-dragonkin"> = (ctx) => {
  const player = ctx.state.turn?.player as number;
  const healths = new Set(
    ownedUnits(ctx.state, player)
      .filter(({ d, unit }) => d.at === "dua" && unit.species === ELDARIM)
      .map(({ unit }) => unit.health),
  );
  const kin: SaiOption[] = ownedUnits(ctx.state, player)
    .filter(
      ({ d, unit }) => unit.species === DRAGONKIN && atTerrain(d.at) && healths.has(unit.health),
    )
    .map(({ d }) => ({ say: "sacrifice", unit: d.id }));
  if (kin.length === 0) return;
  askChoice(
    ctx,
    player,
    { about: "kin-sacrifice", by: NAME },
    "send a Dragonkin back to the pool for a dead Eldarim?",
    [{ say: "skip" }, ...kin],
    { t: "initial:sacrifice-kin", player },
  );
};

const kinPicked: HandlerOf<"initial:sacrifice-kin"> = (ctx, task) => {
  const picked = task.picked ?? answer(ctx, "sai-choice");
  const kin = picked.unit ? dieInstance(ctx.state, picked.unit) : undefined;
  if (!kin) return;
  const player = task.player;
  const options = deadEldarim(ctx.state, player, healthOf(kin)).map((unit) => ({
    say: "bring back",
    unit,
  }));
  askChoice(
    ctx,
    player,
    { about: "kin-eldarim", by: NAME },
    `which Eldarim takes the place of the ${dieName(ctx.state, kin.id)}?`,
    options,
    {
      t: "initial:sacrifice-eldarim",
      player,
      kin: kin.id,
    },
  );
};

const eldarimPicked: HandlerOf<"initial:sacrifice-eldarim"> = (ctx, task) => {
  const picked = task.picked ?? answer(ctx, "sai-choice");
  const kin = dieInstance(ctx.state, task.kin);
  const eldarim = picked.unit ? dieInstance(ctx.state, picked.unit) : undefined;
  if (!kin || !eldarim) return;
  const at: Location = kin.at;
  kin.at = "pool";
  eldarim.at = at;
  ctx.emit({
    type: "exchanged",
    player: task.player,
    effect: NAME,
    location: at,
    out: [kin.id],
    in: [eldarim.id],
  });
};

/**
 * Before the units an individual-targeting effect kills die (`kill`, a "damage:kill" task, with
 * its `dice`): asks about the first Eldarim among them, not asked yet, that has a summoned
 * Dragonkin of its health in its army. True when it asked: the kill goes on after the answer.
 */
export function askSacrifice(
  ctx: Ctx,
  kill: TaskOf<"damage:kill">,
  dice: readonly string[],
): boolean {
  const asked = kill.sacrifices ?? [];
  for (const id of dice) {
    const d = dieInstance(ctx.state, id);
    const unit = d ? unitOf(d) : null;
    if (!d || unit?.species !== ELDARIM || asked.includes(id) || !atTerrain(d.at)) continue;
    const kin = ownedUnits(ctx.state, d.owner)
      .filter(
        ({ d: k, unit: u }) =>
          k.at === d.at &&
          u.species === DRAGONKIN &&
          u.health === unit.health &&
          !dice.includes(k.id),
      )
      .map(({ d: k }) => ({ say: "send back", unit: k.id }));
    if (kin.length === 0) continue;
    askChoice(
      ctx,
      d.owner,
      { about: "kin-lives", by: NAME, unit: id },
      `send a Dragonkin back to the pool so that the ${dieName(ctx.state, id)} lives?`,
      [{ say: "let it die" }, ...kin],
      {
        t: "kin:sacrificed",
        eldarim: id,
        kill: { ...kill, dice: [...dice], sacrifices: [...asked, id] },
      },
    );
    return true;
  }
  return false;
}

const sacrificed: HandlerOf<"kin:sacrificed"> = (ctx, task) => {
  const picked = task.picked ?? answer(ctx, "sai-choice");
  const kill = task.kill;
  const kin = picked.unit ? dieInstance(ctx.state, picked.unit) : undefined;
  if (kin) {
    const location: Location = kin.at;
    kin.at = "pool";
    ctx.emit({ type: "dragonkin-returned", player: kin.owner, dice: [kin.id], location, by: NAME });
    kill.dice = (kill.dice as string[]).filter((id) => id !== task.eldarim);
  }
  if ((kill.dice as string[]).length > 0) ctx.schedule(kill);
};

export const sacrificeTasks = taskHandlers({
  "kin:sacrificed": sacrificed,
  "initial:sacrifice-dragonkin": offer,
  "initial:sacrifice-kin": kinPicked,
  "initial:sacrifice-eldarim": eldarimPicked,
});
