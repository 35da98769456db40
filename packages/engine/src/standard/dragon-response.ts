// Step 6 of a dragon attack, the army's response (rules/000 lines 364-378): the army makes one
// combination roll for melee, missile and saves. Its owner then assigns the results:
// - the ID results go to melee, missile or saves, as the owner likes (line 372);
// - each dragon slain takes melee or missile results, not both, at least its health plus its five
//   automatic saves (10; 5 when it rolled Belly or a breath took its saves; white dragons 5 more);
// - melee and missile results enough to slay a dragon, IDs left out, must slay it (line 368): the
//   owner cannot spare a dragon to let it attack someone else;
// - the saves take off the dragons' damage; casualties cover the rest.
// The saves count against every attacking dragon's damage, slain or not (Example 3, line 374).
import { amount, exactly, listOf, text } from "../kernel/choice-shape.ts";
import type { Ctx } from "../kernel/flow.ts";
import { type Roll, rollTotal, startRolls, sumCounted, takeRolls } from "../kernel/roll.ts";
import {
  type DecisionKind,
  decisionKind,
  type HandlerOf,
  taskHandlers,
} from "../kernel/ruleset.ts";
import type { Table } from "../kernel/state.ts";
import { answer } from "./answers.ts";
import { catalogDieById, unitsAt } from "./army.ts";
import { armyStands, battleArmyAt, battleOf, rolling, standing } from "./battle.ts";
import type { DragonBattle } from "./dragon-battle.ts";
import { dragonById, faceDamage, resultsToSlay } from "./dragons.ts";
import { type EditionTables, tablesOf } from "./edition-tables.ts";
import { PURPOSES, purposeNamed, rollFor } from "./purposes.ts";
import { stillRolling } from "./roll-dice.ts";
import { idsIgnored } from "./roll-effects.ts";
import { saiOnFace } from "./sai-rules.ts";
import { savesOnly } from "./saves-only.ts";

/** Results that can slay a dragon. */
export type SlayingResult = "melee" | "missile";

/** An attacking dragon as the response sees it. */
export interface ResponseDragon {
  id: string;
  /** Melee or missile results that slay it. */
  needs: number;
}

/** What the army's owner assigns, once the roll is final. */
export interface ResponseData {
  dragons: ResponseDragon[];
  /** The roll's melee, missile and save results, ID results left out. */
  melee: number;
  missile: number;
  save: number;
  /** The health-worth of ID results, to be assigned. */
  ids: number;
  /** The dragons' damage to the army. */
  damage: number;
}

export interface ResponseChoice {
  /** How the ID results are counted (their sum at most `ids`). */
  ids: { melee: number; missile: number; save: number };
  /** The dragons slain, each with the results that slay it. */
  slay: { dragon: string; with: string }[];
}

/** Whether a dragon's five automatic saves count now: it did not roll Belly, no breath took them. */
export function autoSavesCount(state: Table, dragon: string, faces: readonly string[]): boolean {
  if (faces.includes("Belly")) return false;
  return !state.effects.some(
    (e) => "dragon" in e.target && e.target.dragon === dragon && e.noAutoSaves === true,
  );
}

/**
 * The damage the attacking dragons do to the army: every face each rolled (line 690-708). Only
 * the dragons that roll against the army count: a dragon a champion turned on another dragon
 * rolls against that dragon (line 961), and its faces are not the army's damage.
 */
export function battleDamage(tables: EditionTables, state: Table, battle: DragonBattle): number {
  let damage = 0;
  for (const d of rolling(battle)) {
    const dragon = dragonById(state, d.id);
    for (const icon of d.faces) damage += faceDamage(tables, dragon, icon);
  }
  return damage;
}

/** Step 6: the army rolls against the dragons still attacking it. */
/**
 * Whether the army makes its response: it stands and has something to slay or to save against (a
 * dragon slain by another dragon at step 5 still hurts the army with what it rolled).
 */
export const responds = (ctx: Ctx, battle: DragonBattle): boolean =>
  (standing(battle).length > 0 || battleDamage(tablesOf(ctx), ctx.state, battle) > 0) &&
  armyStands(ctx.state, battle);

export function respondStep(ctx: Ctx, battle: DragonBattle): void {
  if (!responds(ctx, battle)) return;
  const at = battleArmyAt(battle);
  // Under a Blue Dragon Breath the army makes a save roll only (line 366, line 680).
  const saving = savesOnly(ctx.state, battle.player, at);
  const spec = rollFor(
    saving ? PURPOSES.dragonAttackSave : PURPOSES.dragonAttack,
    battle.player,
    at,
    unitsAt(ctx.state, battle.player, at),
  );
  if (!saving) spec.wants = ["melee", "missile", "save"];
  startRolls(ctx, [spec], { t: "dragon:responded" });
}

/**
 * The health-worth of ID results of a finished roll (line 372): the final faces showing ID of
 * the units still in it, and SAI results that count as ID icons.
 */
export function idResults(tables: EditionTables, state: Table, roll: Roll): number {
  const purpose = purposeNamed(roll.purpose);
  // A save roll counted them as saves; a Black Dragon Breath has the army ignore them (line 678).
  if (!purpose.idsApart || idsIgnored(state, roll)) return 0;
  let ids = 0;
  const last = new Map(roll.faces.map((f) => [f.die, f]));
  for (const f of roll.faces) {
    if (!stillRolling(state, roll, f.die)) continue;
    if (f.icon === "ID") {
      if (last.get(f.die) === f) ids += f.count;
      continue;
    }
    const sai = saiOnFace(tables, catalogDieById(f.dieId), f.face, purpose);
    if (sai?.asId) ids += sai.points;
  }
  return ids;
}

/**
 * The melee or missile results of the response: the roll's; in a save roll only (a Blue Dragon
 * Breath) those SAIs give during a dragon attack, normal icons counting for nothing (Example 4,
 * line 376: Counter gives saves and melee).
 */
function slaying(roll: Roll, result: SlayingResult): number {
  if (roll.wants.includes(result)) return rollTotal(roll, result);
  return Math.max(0, sumCounted(roll.counted, result) - sumCounted(roll.counted, result, "icon"));
}

declare module "../kernel/flow.ts" {
  interface TaskTypes {
    "dragon:responded": { rolls: number[] };
    /** The response: the choice given when there was none to make, or the answer. */
    "dragon:response": { data: ResponseData; choice?: ResponseChoice };
  }
}

const responded: HandlerOf<"dragon:responded"> = (ctx, task) => {
  const [roll] = takeRolls(ctx.state, task);
  const battle = battleOf(ctx.state);
  if (!roll) return;
  const data: ResponseData = {
    dragons: standing(battle).map((d) => ({
      id: d.id,
      needs: resultsToSlay(dragonById(ctx.state, d.id), autoSavesCount(ctx.state, d.id, d.faces)),
    })),
    melee: slaying(roll, "melee"),
    missile: slaying(roll, "missile"),
    save: rollTotal(roll, "save"),
    ids: idResults(tablesOf(ctx), ctx.state, roll),
    damage: battleDamage(tablesOf(ctx), ctx.state, battle),
  };
  const none: ResponseChoice = { ids: { melee: 0, missile: 0, save: 0 }, slay: [] };
  if (data.ids === 0 && !data.dragons.some((d) => d.needs <= Math.max(data.melee, data.missile))) {
    ctx.schedule({ t: "dragon:response", data, choice: none });
    return;
  }
  ctx.ask(
    [
      {
        player: battle.player,
        kind: "dragon-response",
        prompt: `Your army rolled ${data.melee} melee, ${data.missile} missile${data.missile === 1 ? "" : "s"}, ${data.save} save${data.save === 1 ? "" : "s"} and ${data.ids} ID against ${data.damage} damage: count the ID results and choose the dragons slain.`,
        data,
      },
    ],
    { t: "dragon:response", data },
  );
};

/** What is left of each result once the choice's slayings are paid. */
function leftAfter(data: ResponseData, choice: ResponseChoice): Record<SlayingResult, number> {
  const left = {
    melee: data.melee + choice.ids.melee,
    missile: data.missile + choice.ids.missile,
  };
  for (const s of choice.slay) {
    const dragon = data.dragons.find((d) => d.id === s.dragon);
    if (dragon && (s.with === "melee" || s.with === "missile")) left[s.with] -= dragon.needs;
  }
  return left;
}

/** A dragon the choice spares that the results rolled (IDs left out) must slay, or null. */
function spared(data: ResponseData, choice: ResponseChoice): string | null {
  const left = leftAfter(data, choice);
  const slain = new Set(choice.slay.map((s) => s.dragon));
  for (const result of ["melee", "missile"] as const) {
    // What is left of the results rolled, IDs left out: the IDs are spent first.
    const rolled = Math.min(data[result], left[result]);
    for (const d of data.dragons) {
      if (!slain.has(d.id) && d.needs <= rolled) return `${d.id} (${rolled} ${result} left)`;
    }
  }
  return null;
}

export function responseProblem(data: ResponseData, choice: ResponseChoice): string | null {
  const { melee, missile, save } = choice.ids;
  if (melee + missile + save > data.ids) {
    return `${melee + missile + save} ID results counted; the roll has ${data.ids}`;
  }
  const seen = new Set<string>();
  for (const s of choice.slay) {
    if (!data.dragons.some((d) => d.id === s.dragon))
      return `${s.dragon} is not attacking this army`;
    if (seen.has(s.dragon)) return `${s.dragon} is slain twice`;
    seen.add(s.dragon);
    if (s.with !== "melee" && s.with !== "missile")
      return `a dragon is slain with melee or missile results, not ${s.with}`;
  }
  const left = leftAfter(data, choice);
  for (const result of ["melee", "missile"] as const) {
    if (left[result] < 0) return `not enough ${result} results for the dragons slain with them`;
  }
  const must = spared(data, choice);
  return must
    ? `the results rolled must slay ${must}: a dragon they can slay cannot be spared`
    : null;
}

/** A random legal response: IDs spread at random, dragons slain at random, then those that must be. */
export function sampleResponse(
  data: ResponseData,
  randomInt: (a: number, b: number) => number,
): ResponseChoice {
  const toMelee = randomInt(0, data.ids);
  const toMissile = randomInt(0, data.ids - toMelee);
  const choice: ResponseChoice = {
    ids: { melee: toMelee, missile: toMissile, save: data.ids - toMelee - toMissile },
    slay: [],
  };
  for (const d of data.dragons) {
    const left = leftAfter(data, choice);
    const can = (["melee", "missile"] as const).filter((r) => left[r] >= d.needs);
    // One chance more than there are results to slay it with: spared (if the rules allow).
    const pick = can[randomInt(0, can.length)];
    if (pick) choice.slay.push({ dragon: d.id, with: pick });
  }
  // Slaying a dragon spends results, so the forced slayings settle in a few rounds.
  for (let must = spared(data, choice); must !== null; must = spared(data, choice)) {
    const left = leftAfter(data, choice);
    const slain = new Set(choice.slay.map((s) => s.dragon));
    const next = data.dragons.find(
      (d) => !slain.has(d.id) && d.needs <= Math.max(left.melee, left.missile),
    );
    if (!next) break;
    choice.slay.push({ dragon: next.id, with: left.melee >= next.needs ? "melee" : "missile" });
  }
  return choice;
}

const responseShape = exactly({
  ids: exactly({ melee: amount, missile: amount, save: amount }),
  slay: listOf(exactly({ dragon: text, with: text })),
});

const dragonResponseKind: DecisionKind = decisionKind({
  kinds: ["dragon-response"],
  shape: responseShape,
  answer:
    '{ ids: { melee: n, missile: n, save: n }, slay: [{ dragon: dragon id, with: "melee" | "missile" }] }',
  validate(_state, decision, choice) {
    return responseProblem(decision.data, choice);
  },
  sample(_state, decision, randomInt) {
    return sampleResponse(decision.data, randomInt);
  },
});

/** The response chosen: dragons slain, and the army's casualties for the damage its saves leave. */
const response: HandlerOf<"dragon:response"> = (ctx, task) => {
  const battle = battleOf(ctx.state);
  const data = task.data;
  const choice = task.choice ?? answer(ctx, "dragon-response");
  const saves = data.save + choice.ids.save;
  const at = battleArmyAt(battle);
  battle.slain.push(...choice.slay.map((s) => s.dragon));
  ctx.emit({
    type: "dragon-response",
    player: battle.player,
    terrain: battle.terrain,
    slain: choice.slay.map((s) => ({ dragon: s.dragon, with: s.with })),
    damage: data.damage,
    saves,
    ids: { ...choice.ids },
  });
  const left = data.damage - saves;
  if (left > 0) {
    ctx.schedule({
      t: "damage:casualties",
      player: battle.player,
      at,
      damage: left,
      guarded: true,
      vs: "dragon",
    });
  }
};

export const responseDecisionKinds: Readonly<Record<string, DecisionKind>> = {
  "dragon-response": dragonResponseKind,
};

export const responseTasks = taskHandlers({
  "dragon:responded": responded,
  "dragon:response": response,
});
