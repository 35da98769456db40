// An Instant SAI giving one result or another, where only one of them rolls the die again (2.9a
// line 1944: against a dragon, Flurry "generates melee results and roll the magic item again ...
// or generates save results"). As such a face lands, the rolling player takes it as one of its
// results; the die rolls again, and its new face counts as well, only for the result that says so
// (the catalogue's `rerollsWith`). The face then counts as that result alone.
import type { RolledDie } from "../kernel/events.ts";
import type { Ctx } from "../kernel/flow.ts";
import { type ResultName, type Roll, rollInProgress } from "../kernel/roll.ts";
import { type HandlerOf, taskHandlers } from "../kernel/ruleset.ts";
import { answer } from "./answers.ts";
import { catalogDieById, dieName } from "./army.ts";
import { tablesOf } from "./edition-tables.ts";
import { purposeNamed } from "./purposes.ts";
import { reportFaces, rollDie, stillRolling } from "./roll-dice.ts";
import { askChoice, type SaiOption } from "./sai-choice.ts";
import { type SaiInRoll, saiOnFace } from "./sai-rules.ts";

/** The first face of the roll showing such an SAI and not yet taken as a result. */
function untaken(ctx: Ctx, roll: Roll): { face: RolledDie; sai: SaiInRoll } | null {
  const purpose = purposeNamed(roll.purpose);
  for (const face of roll.faces) {
    if (face.taken !== undefined) continue;
    // The face first: whether the unit still rolls costs more, and few faces are such SAIs.
    const sai = saiOnFace(tablesOf(ctx), catalogDieById(face.dieId), face.face, purpose);
    if (sai?.rerollsWith && stillRolling(ctx.state, roll, face.die)) return { face, sai };
  }
  return null;
}

/** What each result is called among the options: the one that rolls again says so. */
const optionFor = (result: ResultName, sai: SaiInRoll): SaiOption => ({
  say: result === sai.rerollsWith ? `${result}, and roll it again` : result,
});

/** The roll's stage: asks how the next such face is taken, until none is left. */
export function askInstantChoices(ctx: Ctx, roll: Roll): void {
  const next = untaken(ctx, roll);
  if (!next) return;
  const { face, sai } = next;
  askChoice(
    ctx,
    roll.player,
    { about: "instant-result", by: sai.sai },
    `take the ${sai.sai} of the ${dieName(ctx.state, face.die)} as which result?`,
    sai.results.map((r) => optionFor(r, sai)),
    { t: "instant:taken", roll: roll.id, die: face.die, index: roll.faces.indexOf(face) },
  );
}

declare module "../kernel/flow.ts" {
  interface TaskTypes {
    /** The face (`index` in the roll's faces) of `die`: the option given, or the answer. */
    "instant:taken": { roll: number; die: string; index: number; picked?: SaiOption };
  }
}

/** The face counts as the result taken; taken as the one that says so, the die rolls again. */
const taken: HandlerOf<"instant:taken"> = (ctx, task) => {
  const roll = rollInProgress(ctx.state, task.roll);
  const picked = task.picked ?? answer(ctx, "sai-choice");
  const face = roll.faces[task.index] as RolledDie;
  const sai = saiOnFace(
    tablesOf(ctx),
    catalogDieById(face.dieId),
    face.face,
    purposeNamed(roll.purpose),
  ) as SaiInRoll;
  const result = sai.results.find((r) => optionFor(r, sai).say === picked.say) as ResultName;
  face.taken = result;
  if (result === sai.rerollsWith) {
    const end = roll.faces.length;
    const fresh = rollDie(ctx, roll, face.die);
    // A die's faces stay together (the modifier steps read them so).
    roll.faces.splice(end, fresh.length);
    roll.faces.splice(roll.faces.indexOf(face) + 1, 0, ...fresh);
    if (fresh.length > 0) reportFaces(ctx, roll, fresh);
  }
  askInstantChoices(ctx, roll);
};

export const instantChoiceTasks = taskHandlers({
  "instant:taken": taken,
});
