// 2.9a Demote Dragonkin (elemental, 4, Eldarim; rules/000 line 1591): the caster names one colour
// of the target enemy army's Dragonkin, other than the magic's; each of them rolls on its own for
// its ID icon: with it, nothing happens; with its Belly it is buried; otherwise it is demoted one
// health (kin-demotion.ts), and one that cannot be goes back to the summoning pool. The Dragonkin
// of that colour in the casting army are buried. Another casting targets another army.
import type { MagicColor } from "@dragondice/catalog";
import { type HandlerOf, taskHandlers } from "../../kernel/ruleset.ts";
import type { Table } from "../../kernel/state.ts";
import { answer } from "../answers.ts";
import { ownedUnits } from "../army.ts";
import { buryUnits } from "../burial.ts";
import { kinColor } from "../dragonkin.ts";
import { type EditionTables, tablesOf } from "../edition-tables.ts";
import { type Outcome, rollEach } from "../individual.ts";
import { demote } from "../kin-demotion.ts";
import { askChoice, type SaiOption } from "../sai-choice.ts";
import type { Casting, SpellEffect } from "../spell-effects.ts";

const NAME = "Demote Dragonkin";

/** The colours of a player's Dragonkin at a location, each once. */
function kinColors(tables: EditionTables, state: Table, player: number, at: string): MagicColor[] {
  const colors = new Set<MagicColor>();
  for (const { d, unit } of ownedUnits(state, player)) {
    if (d.at === at && tables.dragonkin.has(unit.species)) colors.add(kinColor(unit));
  }
  return [...colors];
}

/** A player's Dragonkin of a colour at a location. */
const kinOfColor = (
  tables: EditionTables,
  state: Table,
  player: number,
  at: string,
  color: string,
): string[] =>
  ownedUnits(state, player)
    .filter(
      ({ d, unit }) =>
        d.at === at && tables.dragonkin.has(unit.species) && kinColor(unit) === color,
    )
    .map(({ d }) => d.id);

declare module "../../kernel/flow.ts" {
  interface TaskTypes {
    /** The colour picked: the option given when it was the only one, or the answer. */
    "spell:demote-dragonkin": { casting: Casting; picked?: SaiOption };
    /** The outcomes of the Dragonkin's rolls (`rollEach`), for the effect `by`. */
    "spell:demote-dragonkin-rolled": { player: number; by: string; outcomes: Outcome[] };
  }
}

const colorPicked: HandlerOf<"spell:demote-dragonkin"> = (ctx, task) => {
  const picked = task.picked ?? answer(ctx, "sai-choice");
  const casting = task.casting;
  if (!("army" in casting.target)) return;
  const { player, at } = casting.target.army;
  const color = picked.say;
  const tables = tablesOf(ctx);
  const own = kinOfColor(tables, ctx.state, casting.caster, casting.from, color);
  if (own.length > 0) buryUnits(ctx, casting.caster, own, { by: "demote-dragonkin" });
  const targets = kinOfColor(tables, ctx.state, player, at, color).map((unit) => ({ unit }));
  rollEach(ctx, player, targets, "id", { t: "spell:demote-dragonkin-rolled", player, by: NAME });
};

/** After the rolls: Belly buried, the others without their ID demoted or back to the pool. */
export const demoteRolled: HandlerOf<"spell:demote-dragonkin-rolled"> = (ctx, task) => {
  const player = task.player;
  const outcomes = task.outcomes.filter((o) => !o.passed);
  const belly = outcomes.filter((o) => o.icon === "Belly").map((o) => o.unit);
  if (belly.length > 0) buryUnits(ctx, player, belly, { by: "demote-dragonkin" });
  const rest = outcomes.filter((o) => o.icon !== "Belly").map((o) => o.unit);
  demote(ctx, rest, task.by, "returned");
};

export const demoteDragonkin: SpellEffect = {
  allows: (state, _caster, t, tables) =>
    "army" in t && kinColors(tables, state, t.army.player, t.army.at).length > 0,
  allowsColor: (state, color, t, tables) =>
    "army" in t && kinColors(tables, state, t.army.player, t.army.at).some((c) => c !== color),
  resolve(ctx, casting) {
    if (!("army" in casting.target)) return;
    const { player, at } = casting.target.army;
    const options = kinColors(tablesOf(ctx), ctx.state, player, at)
      .filter((c) => c !== casting.color)
      .map((c) => ({ say: c }));
    if (options.length === 0) return;
    askChoice(
      ctx,
      casting.caster,
      { about: "demote-colour", by: NAME },
      "demote the Dragonkin of which colour?",
      options,
      {
        t: "spell:demote-dragonkin",
        casting,
      },
    );
  },
  tasks: taskHandlers({
    "spell:demote-dragonkin": colorPicked,
    "spell:demote-dragonkin-rolled": demoteRolled,
  }),
};
