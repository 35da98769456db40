// The terminal's prompts for a dragon attack (2.9a "Dragon Attack Phase", rules/000 lines
// 322-390): the army's answer (Step 6, lines 364-378), guided: the roll and the dragons shown,
// the ID results counted as melee, missiles or saves, then what slays each dragon; the engine
// checks the whole answer (the forced slaying of line 368 included), and a refused answer is told
// and asked again. And the promotions a Treasure or a slaying allows (lines 1039-1047).
import type { DecisionOf, DragonResponseChoice, DragonResponseData } from "@dragondice/engine";
import {
  dieOf,
  dragonFacesText,
  dragonName,
  dragonRollDamage,
  labelOfId,
  plural,
  responseText,
  withDragonNames,
} from "@dragondice/words";
import { type DecideContext, menu, type Prompter, pickAmount, pickList } from "./menus.ts";

type Slaying = "melee" | "missile";

/** "B's red wyrm: rolled Tail (...), Claw (...): 9 damage; 10 melee or missiles slay it." */
function dragonLines(ctx: DecideContext, data: DragonResponseData): string[] {
  const g = ctx.view;
  return data.dragons.map((d, i) => {
    const faces = g.dragonBattle?.dragons.find((x) => x.id === d.id)?.faces ?? [];
    const die = dieOf(g, d.id);
    const rolled = faces.length
      ? `rolled ${dragonFacesText(die, faces, g.edition)}: ${dragonRollDamage(die, faces, g.edition)} damage`
      : "did not roll";
    return `  ${i + 1}. ${dragonName(g, d.id)}: ${rolled}; ${d.needs} melee or ${d.needs} missiles slay it.`;
  });
}

/** The army's answer: IDs counted, then each dragon slain with melee or missiles, or spared. */
export async function dragonResponse(
  ctx: DecideContext,
  d: DecisionOf<"dragon-response">,
  p: Prompter,
): Promise<unknown> {
  const { data } = d;
  const g = ctx.view;
  p.say(
    [
      `Your army rolled ${data.melee} melee, ${plural(data.missile, "missile")}, ${plural(data.save, "save")} and ${data.ids} ID against ${data.damage} damage. The dragons:`,
      ...dragonLines(ctx, data),
    ].join("\n"),
  );
  for (;;) {
    const ids = { melee: 0, missile: 0, save: 0 };
    if (data.ids > 0) {
      ids.melee = await pickAmount(p, `Of your ${data.ids} ID, count as melee`, data.ids);
      const left = data.ids - ids.melee;
      if (left > 0)
        ids.missile = await pickAmount(p, `Of the ${left} left, count as missiles`, left);
      ids.save = data.ids - ids.melee - ids.missile;
      if (ids.save > 0) p.say(`The other ${ids.save} ID count as saves.`);
    }
    const left: Record<Slaying, number> = {
      melee: data.melee + ids.melee,
      missile: data.missile + ids.missile,
    };
    const choice: DragonResponseChoice = { ids, slay: [] };
    for (const dragon of data.dragons) {
      const ways = (["melee", "missile"] as const).filter((r) => left[r] >= dragon.needs);
      if (ways.length === 0) {
        p.say(
          `${dragonName(g, dragon.id)} lives: ${left.melee} melee and ${plural(left.missile, "missile")} left, ${dragon.needs} needed.`,
        );
        continue;
      }
      const labels = [
        ...ways.map(
          (r) =>
            `Slay ${dragonName(g, dragon.id)} with ${dragon.needs} ${r === "melee" ? r : "missiles"} (${left[r]} left)`,
        ),
        `Let ${dragonName(g, dragon.id)} live`,
      ];
      const i = await menu(p, { title: `${dragonName(g, dragon.id)}:`, labels, defaultIndex: 0 });
      const way = ways[i];
      if (way) {
        left[way] -= dragon.needs;
        choice.slay.push({ dragon: dragon.id, with: way });
      }
    }
    const saves = data.save + ids.save;
    const hurt = Math.max(0, data.damage - saves);
    const problem = ctx.problem(choice);
    if (problem) {
      const ids = data.dragons.map((x) => x.id);
      p.say(`That does not work: ${withDragonNames(g, problem, ids)}. Again:`);
      continue;
    }
    p.say(
      `Your army ${responseText(g, choice)}; ${plural(saves, "save")} against ${data.damage} damage: ${hurt > 0 ? `${hurt} damage for your units` : "no damage"}.`,
    );
    const again = await p.ask("Enter to confirm, or again to answer anew: ");
    if (again.toLowerCase() !== "again") return choice;
  }
}

/** Promotions after a Treasure or a slaying: pick the units to promote. */
export async function dragonPromotions(
  ctx: DecideContext,
  d: DecisionOf<"dragon-promotions">,
  p: Prompter,
): Promise<unknown> {
  const { data } = d;
  const g = ctx.view;
  const build = (picked: number[]) => ({
    recruits: [],
    promotions: picked.flatMap((i) => data.promotions[i] ?? []),
  });
  return pickList(p, {
    title: d.prompt,
    items: data.promotions.map((pr) => ({
      label: `promote ${labelOfId(g, pr.unit)} to ${labelOfId(g, pr.to)}`,
    })),
    status: (picked) =>
      `${picked.length} promotion${picked.length === 1 ? "" : "s"}${data.most === null ? "" : ` of at most ${data.most}`}.`,
    build,
    problem: (c) => ctx.problem(c),
  });
}
