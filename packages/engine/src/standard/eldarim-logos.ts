// Step 1 of a dragon attack (rules/000 line 342, lines 947-961, the logos at lines 2068-2106): the
// army's Eldarim champions that can affect an attacking dragon may roll, each on its own; only the
// logo counts (a Cantrip rolled is ignored, lines 981, 993). Each logo rolled acts on one dragon
// attacking the army, the army's owner choosing which champion acts on which dragon:
//   Dragonlord, Dragonmaster        tames it (tamed-dragons.ts): it does not attack this army;
//   Dragonslayer, Dragonhunter      slays it at once (a Dragonhunter's is banished as well);
//   Dragoncrusader, Dragonzealot    controls it for this battle: held still (not rolled, but the
//                                   army can slay it), or turned on another dragon there.
// The white champions (Dragonlord, Dragonslayer, Dragoncrusader) affect any dragon; the others only
// dragons sharing their colour (a hybrid either of its two, an ivory hybrid its element), and only
// white champions affect a white dragon (line 2470), at a price: a Dragonslayer that slays one
// rolls the dragon, and on Jaws it is banished and the Dragonslayer killed and buried; a
// Dragoncrusader that controls one sits out the army's response.
// The same champions refuse the army its promotions for slaying dragons (lines 1003, 1009).
import type { Die } from "@dragondice/catalog";
import { addEffect } from "../kernel/effects.ts";
import type { Ctx } from "../kernel/flow.ts";
import { rollNow } from "../kernel/roll.ts";
import { type HandlerOf, taskHandlers } from "../kernel/ruleset.ts";
import type { Table } from "../kernel/state.ts";
import { answer } from "./answers.ts";
import { catalogDie, catalogDieById, dieInstance, unitsAt } from "./army.ts";
import { armyStands, battleArmyAt, battleOf } from "./battle.ts";
import type { BattleDragon, DragonBattle } from "./dragon-battle.ts";
import { dragonById, dragonElements, dragonsAt, isWhite } from "./dragons.ts";
import { type ChampionLogo, type EditionTables, tablesOf } from "./edition-tables.ts";
import { mayRoll } from "./effect-fields.ts";
import { killAndBury } from "./individual.ts";
import { PURPOSES, rollFor } from "./purposes.ts";
import { askChoice, SAYS, type SaiOption } from "./sai-choice.ts";
import { withHealth } from "./sai-targets.ts";
import { tame } from "./tamed-dragons.ts";

/** What a champion's logo does to a dragon. */
type Power = ChampionLogo["power"];

/**
 * A champion's kind ("Dragonlord"...) and power, or null for any other die: its race's champions
 * whose logo acts on dragons are the edition's data (`ChampionDef.logo`: 2.9a's Eldarim's).
 */
function championOf(tables: EditionTables, die: Die): ChampionLogo | null {
  if (die.kind !== "unit" || die.size !== "champion") return null;
  return tables.championLogos.get(die.species)?.find((p) => die.name.startsWith(p.name)) ?? null;
}

/** A white champion: Dragonlord, Dragonslayer, Dragoncrusader (any colour, line 979). */
const isWhiteChampion = (die: Die): boolean => die.kind === "unit" && die.colors.includes("white");

/**
 * Whether a champion can affect a dragon (lines 340, 2454, 2458, 2470): a white champion any
 * dragon; another only a dragon with its colour among the dragon's elements, never a white one.
 */
export function affects(state: Table, champion: string, dragon: string): boolean {
  const die = catalogDieById(dieInstance(state, champion)?.die ?? "");
  const target = dragonById(state, dragon);
  if (isWhiteChampion(die)) return true;
  if (die.kind !== "unit" || isWhite(target)) return false;
  return dragonElements(target).some((e) => die.colors.includes(e));
}

/** The champions of the attacked army that may roll: each can affect an attacking dragon. */
function championsThatMayRoll(tables: EditionTables, state: Table, battle: DragonBattle): string[] {
  return unitsAt(state, battle.player, battleArmyAt(battle))
    .filter((d) => championOf(tables, catalogDie(d)) !== null && mayRoll(state, d.id))
    .map((d) => d.id)
    .filter((id) => battle.dragons.some((b) => affects(state, id, b.id)));
}

/**
 * Step 1. "You may roll those dice" (line 342): the army's owner picks which of the champions
 * that could affect an attacking dragon roll (none, some or all), since a logo may cost them
 * (a Dragonslayer slaying a white dragon, a champion letting go of the dragon it tamed).
 */
export function eldarimStep(ctx: Ctx, battle: DragonBattle): void {
  if (!armyStands(ctx.state, battle)) return;
  const champions = championsThatMayRoll(tablesOf(ctx), ctx.state, battle);
  if (champions.length === 0) return;
  const units = withHealth(ctx.state, champions);
  ctx.ask(
    [
      {
        player: battle.player,
        kind: "sai-targets",
        prompt:
          "Dragon attack: pick the Eldarim champions that roll for their logos before the dragons attack, or none.",
        data: {
          sai: "Eldarim logos",
          owner: battle.player,
          units,
          maxHealth: units.reduce((n, u) => n + u.health, 0),
          // Champions are picked by number, not by health-worth.
          maxUnits: units.length,
          rule: "any",
        },
      },
    ],
    { t: "eldarim:roll" },
  );
}

declare module "../kernel/flow.ts" {
  interface TaskTypes {
    /** The champions picked: the targets given, or the answer. */
    "eldarim:roll": { targets?: string[] };
    /** The champions whose logo acts, still to act. */
    "eldarim:next": { logos: string[] };
    /** `picked`: the option given when it was the only one (otherwise the answer). */
    "eldarim:champion": { logos: string[]; picked?: SaiOption };
    "eldarim:dragon": { champion: string; picked?: SaiOption };
    "eldarim:turned": { champion: string; dragon: string; picked?: SaiOption };
  }
}

/** Each champion picked rolls on its own; those showing their logo act. */
const roll: HandlerOf<"eldarim:roll"> = (ctx, task) => {
  const battle = battleOf(ctx.state);
  const picked = task.targets ?? answer(ctx, "sai-targets");
  const logos: string[] = [];
  for (const id of picked) {
    const d = dieInstance(ctx.state, id);
    if (!d || d.at !== battleArmyAt(battle)) continue;
    const rolled = rollNow(ctx, rollFor(PURPOSES.beforeDragonAttack, battle.player, d.at, [d]));
    if (rolled.faces.at(-1)?.icon === "Logo") logos.push(id);
  }
  if (logos.length > 0) ctx.schedule({ t: "eldarim:next", logos });
};

/** The attacking dragons a champion's logo can still act on: not already controlled. */
const targetsOf = (state: Table, battle: DragonBattle, champion: string): string[] =>
  battle.dragons
    .filter((b) => !b.held && b.turnedOn === undefined)
    .map((b) => b.id)
    .filter((id) => affects(state, champion, id));

/** The next logo: the owner picks which champion acts first. */
const next: HandlerOf<"eldarim:next"> = (ctx, task) => {
  const battle = battleOf(ctx.state);
  const logos = task.logos.filter(
    (id) =>
      dieInstance(ctx.state, id)?.at === battleArmyAt(battle) &&
      targetsOf(ctx.state, battle, id).length > 0,
  );
  const options: SaiOption[] = logos.map((unit) => ({ say: powerOf(ctx, unit), unit }));
  if (options.length === 0) return;
  askChoice(
    ctx,
    battle.player,
    { about: "logo-champion", by: "Eldarim logos" },
    "which champion's logo acts next?",
    options,
    {
      t: "eldarim:champion",
      logos,
    },
  );
};

const powerOf = (ctx: Ctx, champion: string): Power =>
  championOf(tablesOf(ctx), catalogDieById(dieInstance(ctx.state, champion)?.die ?? ""))?.power ??
  "tame";

/** The champion picked: on which dragon its logo acts (and how, for control). */
const championPicked: HandlerOf<"eldarim:champion"> = (ctx, task) => {
  const battle = battleOf(ctx.state);
  const champion = (task.picked ?? answer(ctx, "sai-choice")).unit;
  if (!champion) return;
  const power = powerOf(ctx, champion);
  const others = (dragon: string) => otherDragons(ctx.state, battle, dragon).length > 0;
  const options: SaiOption[] = targetsOf(ctx.state, battle, champion).flatMap(
    (unit): SaiOption[] =>
      power !== "control"
        ? [{ say: power, unit }]
        : [{ say: SAYS.hold, unit }, ...(others(unit) ? [{ say: SAYS.turn, unit }] : [])],
  );
  const left = task.logos.filter((id) => id !== champion);
  ctx.schedule({ t: "eldarim:next", logos: left });
  askChoice(
    ctx,
    battle.player,
    { about: "logo-dragon", by: "Eldarim logos" },
    "on which dragon does the logo act?",
    options,
    {
      t: "eldarim:dragon",
      champion,
    },
  );
};

/** The dragons at the terrain, not slain, other than `dragon`: those a controlled one may attack. */
const otherDragons = (state: Table, battle: DragonBattle, dragon: string): string[] =>
  dragonsAt(state, battle.terrain)
    .map((d) => d.id)
    .filter((id) => id !== dragon && !battle.slain.includes(id));

/** The logo acts on the dragon picked. */
const dragonPicked: HandlerOf<"eldarim:dragon"> = (ctx, task) => {
  const battle = battleOf(ctx.state);
  const picked = task.picked ?? answer(ctx, "sai-choice");
  const champion = task.champion;
  const dragon = picked.unit as string;
  const power = powerOf(ctx, champion);
  if (power === "tame") {
    tame(ctx, battle.player, champion, dragon);
    leaves(battle, dragon);
    logoActed(ctx, battle, champion, dragon, "tames");
  } else if (power === "slay") {
    slay(ctx, battle, champion, dragon);
  } else if (picked.say === SAYS.hold) {
    control(ctx, battle, champion, dragon, { held: true });
    logoActed(ctx, battle, champion, dragon, "holds");
  } else {
    const options = otherDragons(ctx.state, battle, dragon).map((unit) => ({
      say: "attack",
      unit,
    }));
    askChoice(
      ctx,
      battle.player,
      { about: "logo-turned", by: "Eldarim logos" },
      "which dragon does it attack?",
      options,
      {
        t: "eldarim:turned",
        champion,
        dragon,
      },
    );
  }
};

/** The controlled dragon is turned on the dragon picked (helper C's dragon fight plays it). */
const turned: HandlerOf<"eldarim:turned"> = (ctx, task) => {
  const battle = battleOf(ctx.state);
  const on = (task.picked ?? answer(ctx, "sai-choice")).unit as string;
  const champion = task.champion;
  const dragon = task.dragon;
  control(ctx, battle, champion, dragon, { turnedOn: on });
  logoActed(ctx, battle, champion, dragon, "turns", on);
};

/** A dragon leaves the attack on the army (tamed or slain before it rolls). */
function leaves(battle: DragonBattle, dragon: string): void {
  battle.dragons = battle.dragons.filter((b) => b.id !== dragon);
}

/**
 * A Dragonslayer's or Dragonhunter's logo slays the dragon at once (line 959: "immediately"): it
 * leaves the terrain now, so no later step sees it there, and is reported with the slain at step
 * 7. A Dragonhunter's banishes it. A Dragonslayer slaying a white dragon rolls it: on Jaws the
 * dragon is banished and the Dragonslayer killed and buried (line 2470).
 */
function slay(ctx: Ctx, battle: DragonBattle, champion: string, dragon: string): void {
  leaves(battle, dragon);
  battle.slain.push(dragon);
  const name = catalogDieById(dieInstance(ctx.state, champion)?.die ?? "").name;
  const target = dragonById(ctx.state, dragon);
  let does: "slays" | "banishes" = name.startsWith("Dragonhunter") ? "banishes" : "slays";
  let rolled: string | undefined;
  if (does === "slays" && isWhite(target)) {
    rolled = target.faces[ctx.rollFace(dragon, target.faces.length)]?.icon ?? "Belly";
    if (rolled === "Jaws") does = "banishes";
  }
  if (does === "banishes") battle.banished.push(dragon);
  const d = dieInstance(ctx.state, dragon);
  if (d) d.at = does === "banishes" ? "out" : "pool";
  logoActed(ctx, battle, champion, dragon, does, undefined, rolled);
  if (rolled === "Jaws") killAndBury(ctx, battle.player, [champion]);
}

/**
 * A Dragoncrusader's or Dragonzealot's logo controls the dragon for this battle (line 961): it is
 * held or turned; a Dragoncrusader controlling a white dragon sits out the army's response
 * (line 2470).
 */
function control(
  ctx: Ctx,
  battle: DragonBattle,
  champion: string,
  dragon: string,
  how: Pick<BattleDragon, "held" | "turnedOn">,
): void {
  const b = battle.dragons.find((x) => x.id === dragon);
  if (!b) return;
  Object.assign(b, how);
  if (isWhite(dragonById(ctx.state, dragon))) {
    const at = battleArmyAt(battle);
    addEffect(ctx, {
      name: "Dragon Control",
      owner: battle.player,
      target: { unit: champion, at },
      expires: "end-of-this-turn",
      sitsOut: ["dragon"],
    });
  }
}

function logoActed(
  ctx: Ctx,
  battle: DragonBattle,
  champion: string,
  dragon: string,
  does: "tames" | "slays" | "banishes" | "holds" | "turns",
  on?: string,
  rolled?: string,
): void {
  ctx.emit({
    type: "eldarim-logo",
    player: battle.player,
    champion,
    dragon,
    does,
    ...(on ? { on } : {}),
    ...(rolled ? { rolled } : {}),
  });
}

/**
 * Whether the army may not promote for the dragons it slew (lines 384, 1003, 1009): it has a
 * Dragonslayer, or a Dragonhunter of a colour of every dragon slain.
 */
export function promotionRefused(
  tables: EditionTables,
  state: Table,
  battle: DragonBattle,
): boolean {
  const champions = unitsAt(state, battle.player, battleArmyAt(battle)).filter(
    (d) => championOf(tables, catalogDie(d))?.power === "slay",
  );
  if (champions.some((d) => isWhiteChampion(catalogDie(d)))) return true;
  const hunters = champions.map((d) => d.id);
  return (
    hunters.length > 0 &&
    battle.slain.every((dragon) => hunters.some((h) => affects(state, h, dragon)))
  );
}

export const eldarimTasks = taskHandlers({
  "eldarim:roll": roll,
  "eldarim:next": next,
  "eldarim:champion": championPicked,
  "eldarim:dragon": dragonPicked,
  "eldarim:turned": turned,
});
