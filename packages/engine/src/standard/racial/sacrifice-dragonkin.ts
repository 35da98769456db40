// 2.9a Eldarim, Sacrifice Dragonkin (rules/000 line 945), in the racial step of the Initial Effects
// phase (line 308): one of the player's units of a race with the ability in the DUA may be
// exchanged for one of their Dragonkin in play of equal health; the Dragonkin goes back to the
// summoning pool and the dead unit joins the army the Dragonkin was in. The player picks the
// Dragonkin (or none), then the unit. And such a unit killed by an individual-targeting effect may
// live on, a summoned Dragonkin of its army and health going back to the pool instead. Which races
// have it is the edition's data (`effect: "sacrifice-dragonkin"`): 2.9a's Eldarim.
import type { Ctx, TaskOf } from "../../kernel/flow.ts";
import { type HandlerOf, taskHandlers } from "../../kernel/ruleset.ts";
import { atTerrain, type GameState, type Location } from "../../kernel/state.ts";
import { answer } from "../answers.ts";
import { dieInstance, dieName, forceHasAnyOf, healthOf, ownedUnits, unitOf } from "../army.ts";
import { type EditionTables, tablesOf } from "../edition-tables.ts";
import type { RacialEffectParts } from "../racial-effects.ts";
import { askChoice, type SaiOption } from "../sai-choice.ts";
import { racesWith } from "./race-names.ts";

const NAME = "Sacrifice Dragonkin";

/** The races with the ability. */
const sacrificing = (tables: EditionTables): ReadonlySet<string> =>
  tables.speciesWith("sacrifice-dragonkin");

/** The player's dead units of the races, one per die kind, of a health (any, when not given). */
function deadSacrificers(
  tables: EditionTables,
  state: GameState,
  player: number,
  health?: number,
): string[] {
  const seen = new Set<string>();
  const races = sacrificing(tables);
  return ownedUnits(state, player)
    .filter(({ d, unit }) => {
      if (d.at !== "dua" || !races.has(unit.species)) return false;
      if (health !== undefined && unit.health !== health) return false;
      if (seen.has(d.die)) return false;
      seen.add(d.die);
      return true;
    })
    .map(({ d }) => d.id);
}

declare module "../../kernel/flow.ts" {
  interface TaskTypes {
    "initial:sacrifice-dragonkin": object;
    /** The Dragonkin picked: the option given when it was the only one, or the answer. */
    "initial:sacrifice-kin": { player: number; picked?: SaiOption };
    "initial:sacrifice-eldarim": { player: number; kin: string; picked?: SaiOption };
    /** Whether a Dragonkin goes back for `eldarim`; then the kill goes on. */
    "kin:sacrificed": { eldarim: string; kill: TaskOf<"damage:kill">; picked?: SaiOption };
  }
}

/** The step, for a force with Dragonkin and a race with the ability. */
export const sacrificeSteps = (
  tables: EditionTables,
  state: GameState,
  player: number,
): { t: string }[] =>
  forceHasAnyOf(state, player, sacrificing(tables)) &&
  forceHasAnyOf(state, player, tables.dragonkin)
    ? [{ t: "initial:sacrifice-dragonkin" }]
    : [];

const offer: HandlerOf<"initial:sacrifice-dragonkin"> = (ctx) => {
  const player = ctx.state.turn?.player as number;
  const tables = tablesOf(ctx);
  const races = sacrificing(tables);
  const healths = new Set(
    ownedUnits(ctx.state, player)
      .filter(({ d, unit }) => d.at === "dua" && races.has(unit.species))
      .map(({ unit }) => unit.health),
  );
  const kin: SaiOption[] = ownedUnits(ctx.state, player)
    .filter(
      ({ d, unit }) =>
        tables.dragonkin.has(unit.species) && atTerrain(d.at) && healths.has(unit.health),
    )
    .map(({ d }) => ({ say: "sacrifice", unit: d.id }));
  if (kin.length === 0) return;
  askChoice(
    ctx,
    player,
    { about: "kin-sacrifice", by: NAME },
    `send a Dragonkin back to the pool for one of your dead ${racesWith(tables, "sacrifice-dragonkin")}?`,
    [{ say: "skip" }, ...kin],
    { t: "initial:sacrifice-kin", player },
  );
};

const kinPicked: HandlerOf<"initial:sacrifice-kin"> = (ctx, task) => {
  const picked = task.picked ?? answer(ctx, "sai-choice");
  const kin = picked.unit ? dieInstance(ctx.state, picked.unit) : undefined;
  if (!kin) return;
  const player = task.player;
  const tables = tablesOf(ctx);
  const options = deadSacrificers(tables, ctx.state, player, healthOf(kin)).map((unit) => ({
    say: "bring back",
    unit,
  }));
  askChoice(
    ctx,
    player,
    { about: "kin-eldarim", by: NAME },
    `which of your ${racesWith(tables, "sacrifice-dragonkin")} takes the place of the ${dieName(ctx.state, kin.id)}?`,
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
 * its `dice`): asks about the first unit of a race with the ability among them (2.9a: an
 * Eldarim), not asked yet, that has a summoned Dragonkin of its health in its army. True when it asked: the kill goes on after the answer.
 */
export function askSacrifice(
  ctx: Ctx,
  kill: TaskOf<"damage:kill">,
  dice: readonly string[],
): boolean {
  const asked = kill.sacrifices ?? [];
  const tables = tablesOf(ctx);
  const races = sacrificing(tables);
  for (const id of dice) {
    const d = dieInstance(ctx.state, id);
    const unit = d ? unitOf(d) : null;
    if (!d || !unit || !races.has(unit.species) || asked.includes(id) || !atTerrain(d.at)) {
      continue;
    }
    const kin = ownedUnits(ctx.state, d.owner)
      .filter(
        ({ d: k, unit: u }) =>
          k.at === d.at &&
          tables.dragonkin.has(u.species) &&
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

/** A step of the initial effects phase, and a choice before an individual kill (damage.ts). */
export const sacrificeDragonkinEffect: RacialEffectParts = {
  tasks: taskHandlers({
    "kin:sacrificed": sacrificed,
    "initial:sacrifice-dragonkin": offer,
    "initial:sacrifice-kin": kinPicked,
    "initial:sacrifice-eldarim": eldarimPicked,
  }),
};
