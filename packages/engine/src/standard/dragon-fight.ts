// Step 5 of a dragon attack, dragon against dragon (rules/000 line 356): dragons of colours that
// fight each other (dragons.ts `attacksDragon`) attack one another instead of the army.
// - Each dragon's owner picks, in secret, the dragon it attacks; all owners at once. A dragon
//   with one foe only has nothing to pick. A dragon a champion turned on another (line 961)
//   attacks that one.
// - All the fighting dragons roll at once (a Tail rolls again); then the choices are revealed.
// - The results apply together (lines 692-708): Jaws 12, Claw 6, Wing 5, Tail 3 damage to the foe
//   (a white dragon's double); a dragon dies when the damage it takes reaches its health plus its
//   five automatic saves, which do not count when it rolled Belly or a breath took them. A Breath
//   takes the foe's automatic saves until the end of the marching player's next turn (line 674).
//   Treasure does nothing here. Slain dragons go back to their owners' pools at once.
// - Survivors that rolled Wings fly back to their pools at step 8 (line 388, `fightersFlying`).

import { addEffect } from "../kernel/effects.ts";
import type { Ctx } from "../kernel/flow.ts";
import { type HandlerOf, taskHandlers } from "../kernel/ruleset.ts";
import { dragonPlace, type Table } from "../kernel/state.ts";
import { answer } from "./answers.ts";
import { dieInstance } from "./army.ts";
import { battleOf, isSlain, rollDragon } from "./battle.ts";
import type { DragonBattle, DragonFight } from "./dragon-battle.ts";
import { autoSavesCount } from "./dragon-response.ts";
import { dragonById, dragonSides, dragonsAt, faceDamage, resultsToSlay } from "./dragons.ts";
import { type EditionTables, tablesOf } from "./edition-tables.ts";

/** A dragon's attack on another; `foe` null while its owner has yet to choose. */
interface Attack {
  dragon: string;
  foe: string | null;
}

/** The name of the effect a breath leaves on a dragon. */
const DRAGON_BREATH = "Dragon Breath";

/**
 * Who attacks whom at the battle's terrain now: each dragon that fights dragons, with its foe when
 * it has only one, and each dragon a champion turned on another still there. Dragons slain by a
 * champion at step 1 neither attack nor are attacked.
 */
function attacksNow(state: Table, battle: DragonBattle): { attack: Attack; foes: string[] }[] {
  const alive = (id: string) => !battle.slain.includes(id);
  const here = new Set(dragonsAt(state, battle.terrain).map((d) => d.id));
  const fights = dragonSides(state, battle.terrain)
    .fights.filter((f) => alive(f.dragon))
    .map((f) => ({ dragon: f.dragon, foes: f.foes.filter(alive) }))
    .filter((f) => f.foes.length > 0)
    .map(({ dragon, foes }) => ({
      attack: { dragon, foe: foes.length === 1 ? (foes[0] as string) : null },
      foes,
    }));
  const turned = battle.dragons
    .filter((d) => d.turnedOn !== undefined && alive(d.id) && alive(d.turnedOn))
    .filter((d) => here.has(d.turnedOn as string))
    .map((d) => ({ attack: { dragon: d.id, foe: d.turnedOn as string }, foes: [] }));
  return [...fights, ...turned];
}

/** Step 5: the owners choose their dragons' foes in secret, all at once; then the fight. */
export function fightStep(ctx: Ctx, battle: DragonBattle): void {
  const attacks = attacksNow(ctx.state, battle);
  if (attacks.length === 0) return;
  const choosing = attacks.filter((a) => a.attack.foe === null);
  const then = { t: "dragon:fight", attacks: attacks.map((a) => a.attack) };
  if (choosing.length === 0) {
    ctx.schedule(then);
    return;
  }
  ctx.ask(
    choosing.map(({ attack, foes }) => ({
      player: dieInstance(ctx.state, attack.dragon)?.owner as number,
      kind: "dragon-foe",
      prompt: `Which dragon does your ${dragonById(ctx.state, attack.dragon).name} attack? The others see your choice after the roll.`,
      // Secret requests name every field in this order: see Ctx.ask in flow.ts.
      data: { dragon: attack.dragon, terrain: battle.terrain },
      options: foes.map((foe) => ({ foe })),
      secret: true,
    })),
    then,
  );
}

/** The fight itself, once every foe is chosen: the roll, the choices revealed, the results. */
declare module "../kernel/flow.ts" {
  interface TaskTypes {
    /** The attacks, their foes given or (null) in the answers, in order. */
    "dragon:fight": { attacks: Attack[] };
  }
}

const fight: HandlerOf<"dragon:fight"> = (ctx, task) => {
  const battle = battleOf(ctx.state);
  let asked = 0;
  const attacks = task.attacks.map((a) => ({
    dragon: a.dragon,
    foe: a.foe ?? answer(ctx, "dragon-foe", asked++).foe,
    faces: rollDragon(ctx, a.dragon),
  }));
  const { terrain } = battle;
  ctx.emit({
    type: "dragon-fight-rolled",
    terrain,
    dragons: attacks.map((a) => ({ dragon: a.dragon, faces: a.faces })),
  });
  ctx.emit({
    type: "dragon-foes",
    terrain,
    attacks: attacks.map((a) => ({ dragon: a.dragon, foe: a.foe })),
  });
  const done: DragonFight = { attacks, slain: [] };
  battle.fight = done;
  const hits = hitsOf(tablesOf(ctx), ctx.state, battle, done);
  for (const hit of hits) {
    if (hit.slain) {
      done.slain.push(hit.dragon);
      const d = dieInstance(ctx.state, hit.dragon);
      if (d) d.at = "pool";
    } else if (hit.breathed) {
      addEffect(ctx, {
        name: DRAGON_BREATH,
        owner: battle.player,
        target: { dragon: hit.dragon, at: dragonPlace(terrain) },
        expires: "end-of-next-turn",
        noAutoSaves: true,
      });
    }
  }
  ctx.emit({ type: "dragon-fight", terrain, hits });
};

/** What each dragon attacked takes: every attacker's damage together, and its breaths. */
function hitsOf(tables: EditionTables, state: Table, battle: DragonBattle, done: DragonFight) {
  const taken = new Map<string, { damage: number; breathed: boolean }>();
  for (const a of done.attacks) {
    const attacker = dragonById(state, a.dragon);
    const hit = taken.get(a.foe) ?? { damage: 0, breathed: false };
    for (const icon of a.faces) hit.damage += faceDamage(tables, attacker, icon);
    hit.breathed ||= a.faces.includes("Breath");
    taken.set(a.foe, hit);
  }
  // A foe's own roll in this attack: in the fight, or against the army at step 2.
  const facesOf = (id: string): string[] =>
    done.attacks.find((a) => a.dragon === id)?.faces ??
    battle.dragons.find((d) => d.id === id)?.faces ??
    [];
  return [...taken].map(([dragon, { damage, breathed }]) => {
    const saves = !breathed && autoSavesCount(state, dragon, facesOf(dragon));
    const needs = resultsToSlay(dragonById(state, dragon), saves);
    return { dragon, damage, needs, breathed, slain: damage >= needs };
  });
}

/** The fighting dragons that rolled Wings and live: they fly back to their pools at step 8. */
export const fightersFlying = (battle: DragonBattle): string[] =>
  (battle.fight?.attacks ?? [])
    .filter((a) => a.faces.includes("Wing") && !isSlain(battle, a.dragon))
    .map((a) => a.dragon);

export const fightTasks = taskHandlers({
  "dragon:fight": fight,
});
