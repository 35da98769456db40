// 2.9a Bash against a dragon (rules/000 line 1793): "During a dragon attack, target one dragon
// that did normal damage. Bash immediately does back damage equal to the melee results of the
// target dragon. The defending army gets saves equal to the amount of damage that the target
// dragon generated." The army's owner picks, for each die that rolled Bash, a different attacking
// dragon whose faces did damage (Jaws, Claw, Wing, Tail: line 690-708); the army gets saves equal
// to that dragon's damage, and the dragon takes that damage back: it is slain when the damage
// reaches what slaying it takes (its health, plus its five automatic saves unless it rolled Belly
// or a breath took them: docs/rulings.md). The back damage is not melee or missile results: it
// never adds to the army's results on that dragon (line 366).
import type { Ctx } from "../../kernel/flow.ts";
import { type Roll, rollInProgress } from "../../kernel/roll.ts";
import { type HandlerOf, taskHandlers } from "../../kernel/ruleset.ts";
import { answer } from "../answers.ts";
import { battleOf, rolling } from "../battle.ts";
import { autoSavesCount } from "../dragon-response.ts";
import { dragonById, faceDamage, resultsToSlay } from "../dragons.ts";
import { tablesOf } from "../edition-tables.ts";
import { askChoice, type SaiOption } from "../sai-choice.ts";
import type { SaiUse } from "../sai-effects.ts";

declare module "../../kernel/flow.ts" {
  interface TaskTypes {
    /** The dice (of the roll `roll`) still to bash a dragon each, and the dragons bashed. */
    "sai:bash-dragon": { roll: number; dice: string[]; bashed: string[] };
    /** `die`'s dragon: the option given when it was the only one, or the answer. */
    "sai:dragon-bashed": {
      roll: number;
      die: string;
      dice: string[];
      bashed: string[];
      picked?: SaiOption;
    };
  }
}

/** The damage an attacking dragon did to the army with its faces (0 for Belly, Treasure...). */
function damageOf(ctx: Ctx, dragon: string, faces: readonly string[]): number {
  const die = dragonById(ctx.state, dragon);
  const tables = tablesOf(ctx);
  return faces.reduce((sum, icon) => sum + faceDamage(tables, die, icon), 0);
}

/** Bash's part in the army's response to a dragon attack: one dragon per die that rolled it. */
export function bashDragons(ctx: Ctx, roll: Roll, use: SaiUse): void {
  ctx.schedule({ t: "sai:bash-dragon", roll: roll.id, dice: use.dice, bashed: [] });
}

/** Asks for the next die's dragon, among those that did damage and were not bashed yet. */
const next: HandlerOf<"sai:bash-dragon"> = (ctx, task) => {
  const [die, ...dice] = task.dice;
  if (die === undefined) return;
  const battle = battleOf(ctx.state);
  const bashed = task.bashed;
  const options: SaiOption[] = rolling(battle)
    .filter((d) => !bashed.includes(d.id) && !battle.slain.includes(d.id))
    .filter((d) => damageOf(ctx, d.id, d.faces) > 0)
    .map((d) => ({ say: "bash", unit: d.id }));
  if (options.length === 0) return;
  const roll = rollInProgress(ctx.state, task.roll);
  askChoice(
    ctx,
    roll.player,
    { about: "bash", by: "Bash" },
    "which dragon that hurt your army takes its damage back?",
    options,
    {
      t: "sai:dragon-bashed",
      roll: roll.id,
      die,
      dice,
      bashed,
    },
  );
};

/** The dragon picked takes its damage back; the army gets that many saves. */
const bashed: HandlerOf<"sai:dragon-bashed"> = (ctx, task) => {
  const picked = task.picked ?? answer(ctx, "sai-choice");
  const dragon = picked.unit as string;
  const battle = battleOf(ctx.state);
  const roll = rollInProgress(ctx.state, task.roll);
  const faces = battle.dragons.find((d) => d.id === dragon)?.faces ?? [];
  const damage = damageOf(ctx, dragon, faces);
  roll.counted.push({
    unit: task.die,
    result: "save",
    amount: damage,
    source: "sai",
    label: "Bash",
  });
  const needs = resultsToSlay(
    dragonById(ctx.state, dragon),
    autoSavesCount(ctx.state, dragon, faces),
  );
  const slain = damage >= needs;
  if (slain) battle.slain.push(dragon);
  ctx.emit({ type: "dragon-bashed", player: roll.player, dragon, damage, slain });
  ctx.schedule({
    t: "sai:bash-dragon",
    roll: roll.id,
    dice: task.dice,
    bashed: [...task.bashed, dragon],
  });
};

export const bashDragonTasks = taskHandlers({
  "sai:bash-dragon": next,
  "sai:dragon-bashed": bashed,
});
