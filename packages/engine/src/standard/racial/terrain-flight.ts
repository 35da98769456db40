// 2.9a Firewalkers, Terrain Flight (rules/000 line 853): in the retreat step, units of a race with
// the ability at a terrain with the air element may move to any other terrain. Asked after the
// retreat choice, for those still at such terrains. Which races have it is the edition's data
// (`effect: "terrain-flight"`).
import { mapOf, text } from "../../kernel/choice-shape.ts";
import type { Task } from "../../kernel/flow.ts";
import { decisionKind, type HandlerOf, taskHandlers } from "../../kernel/ruleset.ts";
import {
  atTerrain,
  type GameState,
  type Location,
  type TerrainState,
  terrainLocation,
} from "../../kernel/state.ts";
import { answer } from "../answers.ts";
import { dieInstance, forceHasAnyOf, ownedUnits, terrainAt, terrainsInPlay } from "../army.ts";
import { type EditionTables, tablesOf } from "../edition-tables.ts";
import type { RacialEffectParts } from "../racial-effects.ts";
import { terrainElements } from "../terrain-nature.ts";
import { checkEighthFaces, checkVictory } from "../victory.ts";
import { racesWith } from "./race-names.ts";

declare module "../../kernel/flow.ts" {
  interface TaskTypes {
    "reserves:terrain-flight": { player: number };
    "reserves:terrain-flown": { player: number };
  }
}

const hasAir = (state: GameState, t: TerrainState, player: number): boolean =>
  terrainElements(state, t, player).includes("air");

/** The Terrain Flight step after retreating: only for forces with a race that flies. */
export const terrainFlightSteps = (
  tables: EditionTables,
  state: GameState,
  player: number,
): Task[] =>
  forceHasAnyOf(state, player, tables.speciesWith("terrain-flight"))
    ? [{ t: "reserves:terrain-flight", player }]
    : [];

const flightAsk: HandlerOf<"reserves:terrain-flight"> = (ctx, task) => {
  const { state } = ctx;
  const player = task.player;
  const flyers = tablesOf(ctx).speciesWith("terrain-flight");
  let from: Record<string, string> | null = null;
  for (const { d, unit } of ownedUnits(state, player)) {
    if (!flyers.has(unit.species) || !atTerrain(d.at)) continue;
    const terrain = terrainAt(state, d.at);
    if (!hasAir(state, terrain, player)) continue;
    from ??= {};
    from[d.id] = terrain.id;
  }
  const inPlay = terrainsInPlay(state);
  if (!from || inPlay.length < 2) return;
  const races = racesWith(tablesOf(ctx), "terrain-flight");
  ctx.ask(
    [
      {
        player,
        kind: "terrain-flight",
        prompt: `Terrain Flight: move any ${races} from terrains with the air element to other terrains.`,
        data: { from, terrains: inPlay.map((t) => t.id) },
      },
    ],
    { t: "reserves:terrain-flown", player },
  );
};

const flightKind = decisionKind({
  kinds: ["terrain-flight"],
  shape: mapOf(text),
  answer: "{ unit id: terrain id } ({} for none)",
  validate(_state, decision, choice) {
    const { from, terrains } = decision.data;
    for (const [id, to] of Object.entries(choice)) {
      // Own keys only: an id such as "constructor" names nothing of Object.prototype's here.
      const origin = Object.hasOwn(from, id) ? from[id] : undefined;
      if (origin === undefined)
        return `${id} is not a unit that can fly from a terrain with the air element`;
      if (!terrains.includes(to)) return `${to} is not a terrain in play`;
      if (to === origin) return `${id} is already at ${to}: it can only fly to another terrain`;
    }
    return null;
  },
  sample(_state, decision, randomInt) {
    const { from, terrains } = decision.data;
    const moves: Record<string, string> = {};
    // Random play flies sparingly, like it retreats.
    for (const [id, origin] of Object.entries(from)) {
      if (randomInt(0, 5) !== 0) continue;
      const others = terrains.filter((t) => t !== origin);
      moves[id] = others[randomInt(0, others.length - 1)] as string;
    }
    return moves;
  },
});

const flown: HandlerOf<"reserves:terrain-flown"> = (ctx, task) => {
  const player = task.player;
  const moves = answer(ctx, "terrain-flight");
  const groups = new Map<string, { from: Location; to: Location; dice: string[] }>();
  for (const [id, terrain] of Object.entries(moves)) {
    const d = dieInstance(ctx.state, id);
    if (!d) continue;
    const to: Location = terrainLocation(terrain);
    const key = `${d.at}>${to}`;
    const g = groups.get(key) ?? { from: d.at, to, dice: [] };
    g.dice.push(id);
    groups.set(key, g);
    d.at = to;
  }
  for (const g of groups.values()) {
    ctx.emit({ type: "moved", player, dice: g.dice, from: g.from, to: g.to });
  }
  if (groups.size > 0) {
    checkEighthFaces(ctx);
    checkVictory(ctx);
  }
};

/** A step of the reserves phase's retreat (reserves.ts). */
export const terrainFlightEffect: RacialEffectParts = {
  tasks: taskHandlers({ "reserves:terrain-flight": flightAsk, "reserves:terrain-flown": flown }),
  decisionKinds: { "terrain-flight": flightKind },
};
