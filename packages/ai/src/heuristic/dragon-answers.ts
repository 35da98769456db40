// The heuristic bot's answers in a dragon attack and when a Summon spell resolves (2.9a "Dragon
// Attack Phase", rules/000 lines 322-390, and lines 1597-1615): which dragon comes, which army
// faces its dragons first, which units a Treasure or a slaying promotes, and the army's response
// (line 366): the dragons slain and where the ID results go.
import { dieById } from "@dragondice/catalog";
import type { DragonResponseChoice, DragonResponseData } from "@dragondice/engine";
import { terrainIdAt } from "@dragondice/engine";
import { dieIn } from "./board.ts";
import { summonWorth } from "./dragons.ts";
import { unitDie } from "./expectations.ts";
import type { Choice } from "./spell-answers.ts";
import type { Situation } from "./strategy.ts";
import { unitValue } from "./values.ts";

/** The most dragons whose slayings are tried every way (3 ways each: spared, melee, missile). */
const MOST_DRAGONS = 7;

/**
 * Summon Dragon (lines 1597-1615): the dragon worth most at the terrain the option names (one
 * that hurts the opponents' armies there most, the bot's own least); the engine's first when
 * none is worth anything.
 */
export function summonPick(s: Situation, options: Choice[]): Choice | undefined {
  let best = options[0];
  let bestWorth = 0;
  for (const o of options) {
    const terrain = o.at === undefined ? null : terrainIdAt(o.at);
    if (!o.unit || terrain === null) continue;
    const worth = summonWorth(s, o.unit, terrain);
    if (worth > bestWorth) {
      best = o;
      bestWorth = worth;
    }
  }
  return best;
}

/** The "dragon-response" decision's data and answer (the engine's dragon-response.ts). */
export type ResponseData = DragonResponseData;
export type ResponseChoice = DragonResponseChoice;

/**
 * The army's response (lines 364-378): the most dragons slain, IDs counted as melee or missile
 * only where they tip a slaying and as saves otherwise; then the most damage saved; then the
 * dragons worth most slain (`worth`: a white dragon over one that flies off anyway). Every way
 * of slaying is tried and checked by `legal` (the engine's own check, the forced slaying of
 * line 368 included).
 */
export function dragonResponse(
  data: ResponseData,
  legal: (choice: ResponseChoice) => boolean,
  worth: (dragon: string) => number = () => 1,
): ResponseChoice | undefined {
  if (data.dragons.length > MOST_DRAGONS) return undefined;
  let best: ResponseChoice | undefined;
  let bestScore = Number.NEGATIVE_INFINITY;
  const ways = 3 ** data.dragons.length;
  for (let way = 0; way < ways; way++) {
    const slay: ResponseChoice["slay"] = [];
    const spent = { melee: 0, missile: 0 };
    let slainWorth = 0;
    for (let i = 0, w = way; i < data.dragons.length; i++, w = Math.floor(w / 3)) {
      const how = w % 3;
      const d = data.dragons[i] as ResponseData["dragons"][number];
      if (how === 0) continue;
      const by = how === 1 ? "melee" : "missile";
      slay.push({ dragon: d.id, with: by });
      spent[by] += d.needs;
      slainWorth += worth(d.id);
    }
    const ids = {
      melee: Math.max(0, spent.melee - data.melee),
      missile: Math.max(0, spent.missile - data.missile),
      save: 0,
    };
    ids.save = data.ids - ids.melee - ids.missile;
    if (ids.save < 0) continue;
    const saved = Math.min(data.damage, data.save + ids.save);
    // Dragons first (each worth more than all the saves), then saves, then which dragons.
    const score = slay.length * 1000 + saved + slainWorth / 100;
    if (score <= bestScore) continue;
    const choice = { ids, slay };
    if (!legal(choice)) continue;
    best = choice;
    bestScore = score;
  }
  return best;
}

/** How much slaying a dragon of the battle is worth: white more, one flying off anyway less. */
export function slayingWorth(s: Situation, dragon: string): number {
  const faces = s.view.dragonBattle?.dragons.find((d) => d.id === dragon)?.faces ?? [];
  const die = dieById(dieIn(s.view, dragon)?.die ?? "");
  const white = die?.kind === "dragon" && die.dragonType === "white";
  return (white ? 2 : 1) * (faces.includes("Wing") ? 0.5 : 1);
}

/**
 * Promotions for a Treasure or for slaying dragons (lines 1039-1047): every promotion that adds
 * worth, largest gains first, each unit once, at most `most`.
 */
export function dragonPromotions(
  s: Situation,
  data: { promotions: { unit: string; to: string }[]; most: number | null },
): { recruits: string[]; promotions: { unit: string; to: string }[] } {
  const value = (id: string) => {
    const die = unitDie(dieIn(s.view, id)?.die ?? "");
    return die ? unitValue(die, s.odds) : 0;
  };
  const ranked = data.promotions
    .map((p) => ({ p, gain: value(p.to) - value(p.unit) }))
    .sort((a, b) => b.gain - a.gain);
  const used = new Set<string>();
  const promotions: { unit: string; to: string }[] = [];
  for (const { p } of ranked) {
    if (data.most !== null && promotions.length >= data.most) break;
    if (used.has(p.unit) || used.has(p.to)) continue;
    promotions.push(p);
    used.add(p.unit);
    used.add(p.to);
  }
  return { recruits: [], promotions };
}
