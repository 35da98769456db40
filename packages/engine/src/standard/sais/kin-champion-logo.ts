// 2.9a the Dragonkin Champion's SFR/TSR Logo (rules/000 line 2082), Special in any action and any
// non-maneuver avoidance roll: each champion that rolled it may move a summoned dragon of its
// colour from its terrain to any other terrain. A dragon a Dragonlord or Dragonmaster tamed is
// untamed by it (line 957: moveDragon ends the taming). Against an individual-targeting effect it
// counts four saves, a normal result read from the catalogue. It shares its name with the Eldarim
// champions' logos, which do nothing here (their effect is the dragon attack's first step,
// eldarim-logos.ts): only Dragonkin dice move dragons. Pure ivory and white dragons have no
// colour of a Dragonkin Champion's ("only white Eldarim can affect a white dragon", line 2470).
import type { Ctx } from "../../kernel/flow.ts";
import { type HandlerOf, taskHandlers } from "../../kernel/ruleset.ts";
import { dragonTerrain, terrainLocation } from "../../kernel/state.ts";
import { answer } from "../answers.ts";
import { dieInstance, terrainsInPlay, unitOf } from "../army.ts";
import { isDragonkin } from "../dragonkin.ts";
import { dragonElements, dragonOf, isWhite } from "../dragons.ts";
import { tablesOf } from "../edition-tables.ts";
import { askChoice, type SaiOption } from "../sai-choice.ts";
import type { SaiEffect } from "../sai-effects.ts";
import { moveDragon } from "../spells/summon-dragon.ts";

const NAME = "SFR/TSR Logo";

/** Each summoned dragon of the champion's colour, to each terrain it is not at. */
function moves(ctx: Ctx, champion: string): SaiOption[] {
  const d = dieInstance(ctx.state, champion);
  const unit = d ? unitOf(d) : null;
  const element = unit?.elements[0];
  if (!element) return [];
  const terrains = terrainsInPlay(ctx.state).map((t) => t.id);
  return ctx.state.dice.flatMap((x) => {
    const dragon = dragonOf(x);
    const from = dragonTerrain(x.at);
    if (!dragon || from === null || isWhite(dragon) || !dragonElements(dragon).includes(element)) {
      return [];
    }
    return terrains
      .filter((t) => t !== from)
      .map((t) => ({ say: "move", unit: x.id, at: terrainLocation(t) }));
  });
}

declare module "../../kernel/flow.ts" {
  interface TaskTypes {
    /** The champions still to move a dragon. */
    "sai:kin-logo": { player: number; champions: string[] };
    /** The move picked: the option given when it was the only one, or the answer. */
    "sai:kin-logo-moved": { player: number; picked?: SaiOption };
  }
}

/** The next champion's move, until each has had its own. */
const next: HandlerOf<"sai:kin-logo"> = (ctx, task) => {
  const [champion, ...rest] = task.champions;
  if (champion === undefined) return;
  if (rest.length > 0) ctx.schedule({ ...task, champions: rest });
  const options = moves(ctx, champion);
  if (options.length === 0) return;
  askChoice(
    ctx,
    task.player,
    { about: "kin-logo-dragon", by: NAME },
    `move a dragon of ${champion}'s colour to another terrain?`,
    [{ say: "leave the dragons" }, ...options],
    { t: "sai:kin-logo-moved", player: task.player },
  );
};

const moved: HandlerOf<"sai:kin-logo-moved"> = (ctx, task) => {
  const picked = task.picked ?? answer(ctx, "sai-choice");
  const d = picked.unit ? dieInstance(ctx.state, picked.unit) : undefined;
  if (!d || picked.at === undefined) return;
  moveDragon(ctx, d, picked.at.slice(2), task.player);
};

export const kinChampionLogo: SaiEffect = {
  immediate(ctx, roll, use) {
    const champions = use.dice.filter((id) => {
      const d = dieInstance(ctx.state, id);
      return d !== undefined && isDragonkin(tablesOf(ctx), d);
    });
    if (champions.length > 0) {
      ctx.schedule({ t: "sai:kin-logo", player: roll.player, champions });
    }
  },
  tasks: taskHandlers({ "sai:kin-logo": next, "sai:kin-logo-moved": moved }),
};
