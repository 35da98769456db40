// Tamed dragons (2.9a rules/000 lines 949-957, 985, 997, 2470). A Dragonlord or Dragonmaster that
// rolls its logo before a dragon attack tames one attacking dragon: an effect `tames` on the
// dragon, owned by the champion's player, made by the champion at its terrain. So the dragon is
// untamed as soon as the champion dies or leaves the terrain (reserve move, Path...), or the
// dragon leaves its terrain (slain, Wings, summoned away: `moveDragon` ends its effects); taming
// another dragon, or another champion taking this one, ends the effect too (`tame`).
// - A tamed dragon never attacks its controller's army; it attacks another player's army only if
//   its controller says so, asked before the attack's first step (`dragon:attackers`), since
//   which dragons attack decides which champions roll (line 342) and a champion of the attacked
//   army may take control of a dragon that attacks it (line 955).
// - A white dragon is never tamed for long: just before each dragon attack at its terrain it is
//   untamed (line 2470).
// - In the retreat step of the reserve movement, a Dragonlord or Dragonmaster may ride the dragon
//   it tamed to any other terrain: both move, and the dragon stays tamed (lines 985, 997); this is
//   the only way an ivory dragon moves (line 664).
import { addEffect, type Effect, endEffects, holds } from "../kernel/effects.ts";
import type { Ctx } from "../kernel/flow.ts";
import { type HandlerOf, taskHandlers } from "../kernel/ruleset.ts";
import {
  atTerrain,
  dragonPlace,
  dragonTerrain,
  type Table,
  terrainLocation,
} from "../kernel/state.ts";
import { answer } from "./answers.ts";
import { catalogDie, dieInstance, terrainsInPlay } from "./army.ts";
import { battleOf } from "./battle.ts";
import { dragonById, dragonsAt, isWhite } from "./dragons.ts";
import { askChoice, SAYS, type SaiOption } from "./sai-choice.ts";
import { checkEighthFaces, checkVictory } from "./victory.ts";

/** The name the taming effect goes by. */
export const TAMING = "Dragon Taming";

/** The taming that holds on a dragon now, or null when it is untamed. */
export function tamingOf(state: Table, dragon: string): Effect | null {
  return (
    state.effects.find(
      (e) => e.tames && "dragon" in e.target && e.target.dragon === dragon && holds(state, e),
    ) ?? null
  );
}

/**
 * A champion tames a dragon at a terrain (line 949): whoever held it loses it (line 955), and the
 * champion lets go of any dragon it held before (line 957).
 */
export function tame(ctx: Ctx, player: number, champion: string, dragon: string): void {
  const at = ctx.state.dice.find((d) => d.id === dragon)?.at;
  const terrain = at ? dragonTerrain(at) : null;
  if (!terrain) return;
  endEffects(
    ctx,
    (e) =>
      e.tames === true &&
      "dragon" in e.target &&
      (e.target.dragon === dragon || e.madeBy?.includes(champion) === true),
  );
  addEffect(ctx, {
    name: TAMING,
    owner: player,
    target: { dragon, at: dragonPlace(terrain) },
    expires: "permanent",
    tames: true,
    madeBy: [champion],
    madeAt: terrainLocation(terrain),
  });
}

/** Just before a dragon attack at a terrain, its white dragons become untamed (line 2470). */
export function untameWhiteDragons(ctx: Ctx, terrain: string): void {
  const white = dragonsAt(ctx.state, terrain)
    .filter((d) => isWhite(dragonById(ctx.state, d.id)))
    .map((d) => d.id);
  if (white.length === 0) return;
  endEffects(
    ctx,
    (e) => e.tames === true && "dragon" in e.target && white.includes(e.target.dragon),
  );
}

/**
 * Before the first step of an attack (line 346): of the dragons that would attack the army
 * (`dragons`), those tamed by the marching player stay out; the controller of each dragon tamed by
 * another player says whether it attacks. Then the attack is announced.
 */
const attackers: HandlerOf<"dragon:attackers"> = (ctx, task) => {
  const battle = battleOf(ctx.state);
  const dragons = task.dragons;
  const asked = dragons.flatMap((dragon) => {
    const owner = tamingOf(ctx.state, dragon)?.owner;
    return owner === undefined || owner === battle.player ? [] : [{ dragon, owner }];
  });
  if (asked.length === 0) {
    ctx.schedule({ t: "dragon:attackers-chosen", dragons, asked: [] });
    return;
  }
  ctx.ask(
    asked.map(({ dragon, owner }) => ({
      player: owner,
      kind: "sai-choice",
      prompt: `${TAMING}: does the dragon you tamed attack the army at its terrain?`,
      data: { about: "tamed-attack", by: TAMING },
      options: [
        { say: SAYS.attack, unit: dragon },
        { say: "leave it alone", unit: dragon },
      ],
    })),
    { t: "dragon:attackers-chosen", dragons, asked: asked.map((a) => a.dragon) },
  );
};

const attackersChosen: HandlerOf<"dragon:attackers-chosen"> = (ctx, task) => {
  const battle = battleOf(ctx.state);
  const asked = task.asked;
  const attack = new Set(asked.filter((_, i) => answer(ctx, "sai-choice", i).say === SAYS.attack));
  const dragons = task.dragons.filter((id) => {
    const taming = tamingOf(ctx.state, id);
    return taming === null || (taming.owner !== battle.player && attack.has(id));
  });
  battle.dragons = dragons.map((id) => ({ id, faces: [] }));
  ctx.emit({ type: "dragon-attack", player: battle.player, terrain: battle.terrain, dragons });
};

declare module "../kernel/flow.ts" {
  interface TaskTypes {
    /** The dragons at the terrain that may attack. */
    "dragon:attackers": { dragons: string[] };
    /** The dragons tamed by another player whose controllers were asked, in the answers' order. */
    "dragon:attackers-chosen": { dragons: string[]; asked: string[] };
    "dragon:ride?": { champion: string };
    /** The rider (as `Rider`) and where it rides: the option given, or the answer. */
    "dragon:ridden": { champion: string; dragon: string; terrain: string; picked?: SaiOption };
  }
}

/** A Dragonlord or Dragonmaster (a die instance id) with the dragon it tamed at its terrain. */
interface Rider {
  champion: string;
  dragon: string;
  terrain: string;
}

/** The champions that ride (lines 985, 997). */
const RIDERS = ["Dragonlord", "Dragonmaster"];

/** The player's Dragonlords and Dragonmasters at a terrain with a dragon they tamed there. */
export function riders(state: Table, player: number): Rider[] {
  const found: Rider[] = [];
  for (const e of state.effects) {
    if (!e.tames || e.owner !== player || !("dragon" in e.target) || !holds(state, e)) continue;
    const champion = e.madeBy?.[0];
    const d = champion ? dieInstance(state, champion) : undefined;
    const terrain = dragonTerrain(e.target.at);
    if (!champion || !d || !terrain || !atTerrain(d.at)) continue;
    const name = catalogDie(d).name;
    if (!RIDERS.some((r) => name.startsWith(r))) continue;
    found.push({ champion, dragon: e.target.dragon, terrain });
  }
  return found;
}

/**
 * In the retreat step (lines 985, 997): each rider of the marching player may ride its dragon to
 * any other terrain. Asked only when some rider has somewhere to go.
 */
export function ridingSteps(state: Table, player: number): { t: string; champion: string }[] {
  if (terrainsInPlay(state).length < 2) return [];
  return riders(state, player).map((r) => ({ t: "dragon:ride?", champion: r.champion }));
}

const rideAsk: HandlerOf<"dragon:ride?"> = (ctx, task) => {
  const player = ctx.state.turn?.player as number;
  const rider = riders(ctx.state, player).find((r) => r.champion === task.champion);
  if (!rider) return;
  const options: SaiOption[] = [
    { say: SAYS.stay, unit: rider.dragon },
    ...terrainsInPlay(ctx.state)
      .filter((t) => t.id !== rider.terrain)
      .map((t) => ({ say: "ride to", at: terrainLocation(t.id), unit: rider.dragon })),
  ];
  askChoice(
    ctx,
    player,
    { about: "ride", by: "Dragon riding" },
    "ride the dragon you tamed to another terrain?",
    options,
    {
      t: "dragon:ridden",
      ...rider,
    },
  );
};

/** The champion and its dragon go to the terrain chosen; the dragon stays tamed. */
const ridden: HandlerOf<"dragon:ridden"> = (ctx, task) => {
  const picked = task.picked ?? answer(ctx, "sai-choice");
  if (picked.say === SAYS.stay || !picked.at) return;
  const player = ctx.state.turn?.player as number;
  const champion = dieInstance(ctx.state, task.champion);
  const dragon = dieInstance(ctx.state, task.dragon);
  const taming = tamingOf(ctx.state, task.dragon);
  const terrain = terrainsInPlay(ctx.state).find((t) => terrainLocation(t.id) === picked.at)?.id;
  if (!champion || !dragon || !taming || !terrain) return;
  const to = terrainLocation(terrain);
  const from = task.terrain;
  champion.at = to;
  dragon.at = dragonPlace(terrain);
  // The taming goes with them: it holds at the new terrain.
  taming.target = { dragon: dragon.id, at: dragon.at };
  taming.madeAt = to;
  ctx.emit({ type: "moved", player, dice: [champion.id], from: terrainLocation(from), to });
  ctx.emit({
    type: "dragon-ridden",
    player,
    champion: champion.id,
    dragon: dragon.id,
    from,
    to: terrain,
  });
  checkEighthFaces(ctx);
  checkVictory(ctx);
};

export const tamedDragonTasks = taskHandlers({
  "dragon:attackers": attackers,
  "dragon:attackers-chosen": attackersChosen,
  "dragon:ride?": rideAsk,
  "dragon:ridden": ridden,
});
