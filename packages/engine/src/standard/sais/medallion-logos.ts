// 2.9a the medallions' logos (rules/000 lines 2110-2120), named "SFR/TSR Logo" like the Eldarim
// champions' but each its own SAI (sai-effects.ts `SAI_VARIANT_EFFECTS`); 4 points (line 1773):
// - Bronze: in a magic action, magic of any colour (counted from the catalogue); in any other
//   action, a save roll or a non-maneuver avoidance roll it "counts as a Cantrip that can cast any
//   color spell from the spell lists (basic or racial)": Unique, its points buy spells resolved at
//   once (as sais/cantrip.ts), of any colour, racial ones of a race in the army (line 2376: the
//   spells must be usable by that army; docs/rulings.md).
// - Gold: in any non-maneuver roll, "returns one non-dragonkin buried unit to the DUA or you may
//   immediately bring back up to four health-worth of units from your DUA to the army carrying this
//   medallion": the player picks one of their buried units to unbury, or to bring dead units back
//   (as Regenerate's: they roll at once with the army, line 1715).
// - Silver: in any non-maneuver roll, "returns one buried magical item to the army this medallion
//   is a part of or one buried Dragonkin to the summoning pool". An item returned rolls at once
//   with the army if one of its units can carry it (line 1715: components brought in are rolled).
// The units and items a logo returns are the rolling player's own (docs/rulings.md).
import type { Ctx } from "../../kernel/flow.ts";
import { type Roll, rollInProgress } from "../../kernel/roll.ts";
import { type HandlerOf, taskHandlers } from "../../kernel/ruleset.ts";
import type { DieState, Location } from "../../kernel/state.ts";
import { answer } from "../answers.ts";
import { dieInstance, healthOf, unitOf, unitsAt } from "../army.ts";
import { isDragonkin } from "../dragonkin.ts";
import { tablesOf } from "../edition-tables.ts";
import { isItem, itemsRolling } from "../items.ts";
import { racesAt } from "../magic.ts";
import { applyExchange, recruitsFor } from "../promotion.ts";
import { askChoice, type SaiOption } from "../sai-choice.ts";
import type { SaiEffect, SaiUse } from "../sai-effects.ts";
import { askTargets } from "../sai-targets.ts";
import { askSpells } from "../spell-cast.ts";
import { type MagicPoint, magicPoint, magicPool, SAI } from "../spell-pool.ts";
import { joinRoll } from "./either.ts";

const ANY_COLOUR: MagicPoint["worth"] = { black: 1, blue: 1, gold: 1, green: 1, red: 1 };

/** The bronze medallion's Cantrip: its points as spells of any colour, basic or racial. */
function bronzeCantrip(ctx: Ctx, roll: Roll, use: SaiUse): void {
  const points: MagicPoint[] = Array.from({ length: use.points }, () =>
    magicPoint("any", ANY_COLOUR, undefined, SAI),
  );
  askSpells(
    ctx,
    roll.player,
    roll.at,
    magicPool(points, racesAt(ctx, roll.player, roll.at), { largest: 0, all: 0 }, 0),
    `Spend your Bronze Medallion's ${use.points} points on spells`,
    true,
  );
}

/** The player's buried dice that `keep` accepts. */
const buried = (ctx: Ctx, player: number, keep: (d: DieState) => boolean): DieState[] =>
  ctx.state.dice.filter((d) => d.owner === player && d.at === "bua" && keep(d));

const BRING_BACK = "bring back dead units";

/** A buried die goes back to `to`. */
function unbury(ctx: Ctx, player: number, id: string, to: Location): void {
  const d = dieInstance(ctx.state, id);
  if (!d) return;
  d.at = to;
  ctx.emit({ type: "unburied", player, owner: player, die: id, to, by: "SFR/TSR Logo" });
}

/** A logo's roll (its id), its points, and the option picked when it was the only one. */
type LogoPick = { roll: number; points: number; picked?: SaiOption };

declare module "../../kernel/flow.ts" {
  interface TaskTypes {
    "sai:gold-logo": LogoPick;
    /** The dead units brought back: the targets given, or the answer. */
    "sai:gold-logo-back": { roll: number; targets?: string[] };
    "sai:silver-logo": LogoPick;
  }
}

/** The choice a gold or silver logo gives; `then` is the task that applies the option picked. */
function askLogo(ctx: Ctx, roll: Roll, options: SaiOption[], then: string, points: number): void {
  if (options.length === 0) return;
  askChoice(
    ctx,
    roll.player,
    { about: "medallion", by: "SFR/TSR Logo" },
    "what does the medallion bring back?",
    options,
    {
      t: then,
      roll: roll.id,
      points,
    },
  );
}

const goldPicked: HandlerOf<"sai:gold-logo"> = (ctx, task) => {
  const picked = task.picked ?? answer(ctx, "sai-choice");
  const roll = rollInProgress(ctx.state, task.roll);
  if (picked.say !== BRING_BACK) {
    unbury(ctx, roll.player, picked.unit as string, "dua");
    return;
  }
  const points = task.points;
  const dead = recruitsFor(ctx.state, roll.player, { maxHealth: points });
  const units = unitsAt(ctx.state, roll.player, "dua")
    .filter((d) => dead.includes(d.id))
    .map((d) => ({ id: d.id, health: healthOf(d) }));
  const offer = {
    sai: "SFR/TSR Logo",
    owner: roll.player,
    units,
    maxHealth: points,
    rule: "any" as const,
  };
  askTargets(ctx, roll.player, offer, { t: "sai:gold-logo-back", roll: roll.id });
};

const goldBack: HandlerOf<"sai:gold-logo-back"> = (ctx, task) => {
  const roll = rollInProgress(ctx.state, task.roll);
  const units = task.targets ?? answer(ctx, "sai-targets");
  if (units.length === 0) return;
  applyExchange(ctx, roll.player, roll.at, { recruits: units, promotions: [] }, "SFR/TSR Logo");
  joinRoll(roll, units);
};

const silverPicked: HandlerOf<"sai:silver-logo"> = (ctx, task) => {
  const picked = task.picked ?? answer(ctx, "sai-choice");
  const roll = rollInProgress(ctx.state, task.roll);
  const id = picked.unit as string;
  const toPool = isDragonkin(tablesOf(ctx), dieInstance(ctx.state, id) as DieState);
  unbury(ctx, roll.player, id, toPool ? "pool" : roll.at);
  if (toPool) return;
  const rolling = itemsRolling(tablesOf(ctx), ctx.state, roll);
  if (rolling.includes(id)) joinRoll(roll, [id]);
};

export const bronzeMedallionLogo: SaiEffect = { immediate: bronzeCantrip };

export const goldMedallionLogo: SaiEffect = {
  immediate(ctx, roll, use) {
    const tables = tablesOf(ctx);
    const units = buried(ctx, roll.player, (d) => unitOf(d) !== null && !isDragonkin(tables, d));
    const options: SaiOption[] = units.map((d) => ({ say: "unbury", unit: d.id }));
    if (recruitsFor(ctx.state, roll.player, { maxHealth: use.points }).length > 0) {
      options.push({ say: BRING_BACK, at: roll.at, player: roll.player });
    }
    askLogo(ctx, roll, options, "sai:gold-logo", use.points);
  },
  tasks: taskHandlers({ "sai:gold-logo": goldPicked, "sai:gold-logo-back": goldBack }),
};

export const silverMedallionLogo: SaiEffect = {
  immediate(ctx, roll, use) {
    const options: SaiOption[] = [
      ...buried(ctx, roll.player, isItem).map((d) => ({ say: "return item", unit: d.id })),
      ...buried(ctx, roll.player, (d) => isDragonkin(tablesOf(ctx), d)).map((d) => ({
        say: "to the summoning pool",
        unit: d.id,
      })),
    ];
    askLogo(ctx, roll, options, "sai:silver-logo", use.points);
  },
  tasks: taskHandlers({ "sai:silver-logo": silverPicked }),
};
