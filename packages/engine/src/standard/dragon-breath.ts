// Step 3 of a dragon attack, the breaths (rules/000 line 348, lines 672-690). Against the army,
// a breath acts by the dragon's colour, in two parts (line 674):
// - on units: five health-worth of units, chosen by the army's owner (docs/rulings.md), are
//   killed (black, gold, ivory, red: red's dead then save or are buried) or each save on its own
//   or die (blue, green: green's dead then save or are buried);
// - on the army, until the beginning of its owner's next turn (black: it ignores its ID results;
//   blue: it makes save rolls only; gold: its maneuvers are halved; green: its missiles are).
// Breaths of one colour combine (five health-worth each); colours resolve one after another in the
// order the marching player chooses; the army effects add up, one for each breath (line 674).
// A hybrid's owner picks which of its colours acts on units; the army gets both colours' army
// effects (line 2454); an ivory hybrid's picks ivory or its element, and the army gets its
// element's (line 2458); a white dragon breathes once for each colour of the terrain (line 2472).
// An army with a Dragonslayer is immune to every breath, one with a Dragonhunter to breaths of
// the hunter's colour (line 352, lines 999, 1009).
import type { Element, MagicColor } from "@dragondice/catalog";
import { addEffect, type NewEffect } from "../kernel/effects.ts";
import type { Ctx, TaskOf } from "../kernel/flow.ts";
import { type HandlerOf, taskHandlers } from "../kernel/ruleset.ts";
import type { Location } from "../kernel/state.ts";
import { answer } from "./answers.ts";
import { catalogDieById, dieInstance, hasUnitsAt, healthOf, terrainAt, unitsAt } from "./army.ts";
import { armyStands, battleArmyAt, rolling } from "./battle.ts";
import { type CasualtyUnit, coverable } from "./casualties.ts";
import { COLOR_OF } from "./colors.ts";
import type { DragonBattle } from "./dragon-battle.ts";
import { dragonById, dragonElements } from "./dragons.ts";
import { failed, killUnits, type Outcome, rollEach } from "./individual.ts";
import { reachOfDamage, withinReach } from "./reach.ts";
import { elementsGiven } from "./terrain-nature.ts";

/** A breath's colour: an element's magic colour, or ivory's Life Drain. */
export type BreathColor = MagicColor | "ivory";

/** Health-worth of units each breath acts on (line 676). */
const BREATH_HEALTH = 5;

/** One breath rolled: the colours it may act on units with, and the army effects it brings. */
interface Breath {
  dragon: string;
  /** The dragon's owner, who picks the colour when there are two. */
  owner: number;
  units: BreathColor[];
  army: MagicColor[];
}

/** The breaths of one colour, combined: how many act on units, how many army effects. */
interface ColorBreaths {
  color: BreathColor;
  units: number;
  army: number;
}

declare module "../kernel/flow.ts" {
  interface TaskTypes {
    /** The breaths, the one at `index` next for its owner's pick. */
    "breath:pick": { breaths: Breath[]; index: number };
    "breath:picked": { breaths: Breath[]; index: number };
    /** The colours still to resolve. */
    "breath:next": { left: ColorBreaths[] };
    /** The colour to resolve, or the marching player's answer. */
    "breath:resolve": { left: ColorBreaths[]; color?: BreathColor };
    "breath:units": { player: number; at: Location; color: BreathColor; health: number };
    /** The units struck, or the army's owner's answer. */
    "breath:struck": { player: number; color: BreathColor; units?: string[] };
    /** The outcomes of the units' saves (`rollEach`). */
    "breath:saved": { player: number; burial: boolean; outcomes: Outcome[] };
    "breath:army": { player: number; at: Location; color: BreathColor; count: number };
  }
}

/** What each colour does to the units it takes (lines 678-688). */
const UNIT_EFFECT: Readonly<Record<BreathColor, { save: boolean; burial: boolean }>> = {
  black: { save: false, burial: false },
  blue: { save: true, burial: false },
  gold: { save: false, burial: false },
  green: { save: true, burial: true },
  red: { save: false, burial: true },
  ivory: { save: false, burial: false },
};

/** Each colour's army effect, until the beginning of the army's next turn (lines 678-686). */
const ARMY_EFFECT: Readonly<Record<MagicColor, Partial<NewEffect>>> = {
  black: { ignoresIds: true },
  blue: { savesOnly: true },
  gold: { modifier: { step: "divide", divisor: 2, results: ["maneuver"] } },
  green: { modifier: { step: "divide", divisor: 2, results: ["missile"] } },
  red: {},
};

/** The effect's name: "Black Dragon Breath" (lines 678-688). */
const breathName = (c: MagicColor): string =>
  `${c.charAt(0).toUpperCase()}${c.slice(1)} Dragon Breath`;

/** The magic colours of elements. */
const colorsOf = (elements: readonly Element[]): MagicColor[] => elements.map((e) => COLOR_OF[e]);

/**
 * The breath colours the army at `at` is immune to: all with a Dragonslayer, a Dragonhunter's
 * element with one (line 352). Ivory is stopped by a Dragonslayer only.
 */
export function immunity(ctx: Ctx, player: number, at: Location): (c: BreathColor) => boolean {
  const ids = unitsAt(ctx.state, player, at).map((d) => d.die);
  if (ids.includes("dragonslayer")) return () => true;
  const hunted = new Set<string>(
    ids
      .filter((id) => id.startsWith("dragonhunter-"))
      .flatMap((id) => colorsOf(catalogDieById(id).colors as Element[])),
  );
  return (c) => c !== "ivory" && hunted.has(c);
}

/** The breaths a dragon's Breath brings, before immunity (lines 2454-2472). */
function breathsOf(ctx: Ctx, battle: DragonBattle, dragon: string): Breath[] {
  const die = dragonById(ctx.state, dragon);
  const owner = dieInstance(ctx.state, dragon)?.owner ?? battle.player;
  switch (die.dragonType) {
    case "ivory":
      return [{ dragon, owner, units: ["ivory"], army: [] }];
    case "ivory-hybrid": {
      const own = colorsOf(dragonElements(die));
      return [{ dragon, owner, units: ["ivory", ...own], army: own }];
    }
    case "white": {
      const terrain = terrainAt(ctx.state, battleArmyAt(battle));
      return colorsOf(elementsGiven(ctx.state, terrain)).map((c) => ({
        dragon,
        owner,
        units: [c],
        army: [c],
      }));
    }
    default: {
      const own = colorsOf(dragonElements(die));
      return [{ dragon, owner, units: own, army: own }];
    }
  }
}

/**
 * Step 3: the breaths the attacking dragons rolled, less those the army is immune to (reported);
 * then the owners' picks of hybrids' colours, the order of colours, and each colour in turn.
 */
export function breathStep(ctx: Ctx, battle: DragonBattle): void {
  if (!armyStands(ctx.state, battle)) return;
  const at = battleArmyAt(battle);
  const immune = immunity(ctx, battle.player, at);
  const breaths: Breath[] = [];
  const stopped = new Map<BreathColor, number>();
  for (const d of rolling(battle)) {
    for (const face of d.faces) {
      if (face !== "Breath") continue;
      for (const b of breathsOf(ctx, battle, d.id)) {
        for (const c of new Set([...b.units, ...b.army])) {
          if (immune(c)) stopped.set(c, (stopped.get(c) ?? 0) + 1);
        }
        const left = {
          ...b,
          units: b.units.filter((c) => !immune(c)),
          army: b.army.filter((c) => !immune(c)),
        };
        if (left.units.length + left.army.length > 0) breaths.push(left);
      }
    }
  }
  for (const [color, n] of stopped) {
    ctx.emit({
      type: "dragon-breath",
      player: battle.player,
      terrain: battle.terrain,
      color,
      breaths: n,
      immune: true,
    });
  }
  if (breaths.length > 0) ctx.schedule({ t: "breath:pick", breaths, index: 0 });
}

/** The dragon's owner picks the colour of a hybrid's breath on units (line 2454, line 2458). */
const pick: HandlerOf<"breath:pick"> = (ctx, task) => {
  const breaths = task.breaths;
  const index = task.index;
  const b = breaths[index];
  if (!b) {
    ctx.schedule({ t: "breath:next", left: combine(breaths) });
    return;
  }
  if (b.units.length < 2) {
    ctx.schedule({ ...task, index: index + 1 });
    return;
  }
  ctx.ask(
    [
      {
        player: b.owner,
        kind: "choose-breath",
        prompt: `Your ${dragonById(ctx.state, b.dragon).name} breathes: which colour's breath strikes five health-worth of units? (${b.units.join(" or ")})`,
        options: b.units.map((color) => ({ color })),
      },
    ],
    { t: "breath:picked", breaths, index },
  );
};

const picked: HandlerOf<"breath:picked"> = (ctx, task) => {
  const breaths = task.breaths;
  const index = task.index;
  const { color } = answer(ctx, "choose-breath");
  const chosen = breaths.map((b, i) => (i === index ? { ...b, units: [color] } : b));
  ctx.schedule({ t: "breath:pick", breaths: chosen, index: index + 1 });
};

/** The breaths by colour, each colour once, in the order first rolled (line 674). */
function combine(breaths: readonly Breath[]): ColorBreaths[] {
  const by = new Map<BreathColor, ColorBreaths>();
  const of = (color: BreathColor) => {
    const c = by.get(color) ?? { color, units: 0, army: 0 };
    by.set(color, c);
    return c;
  };
  for (const b of breaths) {
    const [first] = b.units;
    if (first !== undefined) of(first).units++;
    for (const e of b.army) of(e).army++;
  }
  return [...by.values()];
}

/**
 * The next colour: the marching player picks which when several strike units (line 674). Colours
 * with army effects only (a hybrid's other colour) come last: the army effects act on the army's
 * own rolls, never on its units' rolls on their own, so their order changes nothing.
 */
const next: HandlerOf<"breath:next"> = (ctx, task) => {
  const left = task.left;
  const onUnits = left.filter((c) => c.units > 0);
  const first = onUnits.length > 0 ? onUnits : left;
  const [only] = first;
  if (only === undefined) return;
  if (first.length === 1) {
    ctx.schedule({ t: "breath:resolve", left, color: only.color });
    return;
  }
  const player = ctx.state.dragonBattle?.player as number;
  ctx.ask(
    [
      {
        player,
        kind: "order-breaths",
        prompt: `Breaths of several colours strike your army (${first.map((c) => c.color).join(", ")}): which colour is resolved first?`,
        options: first.map((c) => ({ color: c.color })),
      },
    ],
    { t: "breath:resolve", left },
  );
};

/** One colour's breaths: on units, then on the army; then the next colour. */
const resolve: HandlerOf<"breath:resolve"> = (ctx, task) => {
  const battle = ctx.state.dragonBattle;
  if (!battle) return;
  const left = task.left;
  const color = task.color ?? answer(ctx, "order-breaths").color;
  const these = left.find((c) => c.color === color) as ColorBreaths;
  const rest = left.filter((c) => c !== these);
  ctx.emit({
    type: "dragon-breath",
    player: battle.player,
    terrain: battle.terrain,
    color,
    breaths: Math.max(these.units, these.army),
  });
  const at = battleArmyAt(battle);
  const then = [
    { t: "breath:army", player: battle.player, at, color, count: these.army },
    { t: "breath:next", left: rest },
  ];
  if (these.units > 0) {
    ctx.schedule(
      { t: "breath:units", player: battle.player, at, color, health: these.units * BREATH_HEALTH },
      ...then,
    );
  } else ctx.schedule(...then);
};

/** The army's owner picks the units the breath takes: as many of the health-worth as it can. */
const units: HandlerOf<"breath:units"> = (ctx, task) => {
  const { player, at, health, color } = task;
  const here = withinReach(ctx.state, unitsAt(ctx.state, player, at), reachOfDamage("dragon"));
  const all: CasualtyUnit[] = here.map((d) => ({ id: d.id, health: healthOf(d) }));
  const must = coverable(all, health);
  if (must === 0) return;
  const then: TaskOf<"breath:struck"> = { t: "breath:struck", player, color };
  if (all.reduce((s, u) => s + u.health, 0) <= health) {
    ctx.schedule({ ...then, units: all.map((u) => u.id) });
    return;
  }
  const what = UNIT_EFFECT[color].save ? "must each save or die" : "are killed";
  ctx.ask(
    [
      {
        player,
        kind: "choose-casualties",
        prompt: `The ${color} breath: choose units covering ${must} health of ${health} health-worth (never more); they ${what}.`,
        data: { units: all, damage: health, cover: must },
      },
    ],
    then,
  );
};

/** The units struck: killed, or each rolls a save first (blue, green). */
const struck: HandlerOf<"breath:struck"> = (ctx, task) => {
  const { player, color } = task;
  const chosen = task.units ?? answer(ctx, "choose-casualties");
  const effect = UNIT_EFFECT[color];
  if (!effect.save) {
    // Dragonkin a dragon's breath kills are buried (line 2322).
    killUnits(ctx, player, chosen, effect.burial, true);
    return;
  }
  rollEach(
    ctx,
    player,
    chosen.map((unit) => ({ unit })),
    "save",
    { t: "breath:saved", player, burial: effect.burial },
  );
};

const saved: HandlerOf<"breath:saved"> = (ctx, task) => {
  const dead = failed(task.outcomes);
  killUnits(ctx, task.player, dead, task.burial, true);
};

/** The colour's army effects, one per breath, until the beginning of the army's next turn. */
const army: HandlerOf<"breath:army"> = (ctx, task) => {
  const { player, at, color } = task;
  if (color === "ivory" || !hasUnitsAt(ctx.state, player, at)) return;
  const effect = ARMY_EFFECT[color];
  if (Object.keys(effect).length === 0) return;
  for (let i = 0; i < task.count; i++) {
    addEffect(ctx, {
      name: breathName(color),
      owner: player,
      target: { army: player, at },
      expires: "start-of-next-turn",
      ...effect,
    });
  }
};

export const breathTasks = taskHandlers({
  "breath:pick": pick,
  "breath:picked": picked,
  "breath:next": next,
  "breath:resolve": resolve,
  "breath:units": units,
  "breath:struck": struck,
  "breath:saved": saved,
  "breath:army": army,
});
