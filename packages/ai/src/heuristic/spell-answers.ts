// The heuristic bot's answers to the choices spells leave to a player while they act (2.9a spell
// lists, lines 1205-1616): which units Wilding doubles and Flashfire rolls again, how penalties
// are spread over a combination roll (line 622), whether Dispel Magic rolls (line 1887), where
// Open Grave and Leaving send casualties, which army a Haunt attacks, where Path sends a unit,
// whether Rise of the Eldarim recruits or promotes.
// Each answers one engine decision ("sai-targets" or "sai-choice") from the bot's view.
import {
  atTerrain,
  type DecisionData,
  type Location,
  type PlayerView,
  SAYS,
  type SaiChoiceData,
  type SaiOption,
  terrainIdAt,
  terrainLocation,
} from "@dragondice/engine";
import { bestBy } from "./best.ts";
import { dieIn, healthOf, rollAt, rollContext, terrainAt, unitOf, unitsAt } from "./board.ts";
import {
  expectedDamage,
  expectedResult,
  faceValue,
  type Purpose,
  unitDie,
} from "./expectations.ts";
import type { Situation } from "./strategy.ts";
import { valueOfDie } from "./values.ts";

type Roll = PlayerView["rolls"][number];

/** An option of a "sai-choice" decision. */
export type Choice = SaiOption;

/** What the bot reads of a "sai-targets" decision's offer. */
export type TargetOffer = Pick<DecisionData<"sai-targets">, "sai" | "owner" | "units" | "maxUnits">;

/** The roll in progress the offered units are rolling in: the latest that has them all. */
function rollOf(view: PlayerView, offer: TargetOffer): Roll | undefined {
  const ids = offer.units.map((u) => u.id);
  return [...view.rolls]
    .reverse()
    .find((r) => r.player === offer.owner && ids.every((id) => r.dice.includes(id)));
}

/** The bot's purposes for a result rolled for (a combination roll's, one per result). */
const PURPOSE_FOR: Record<string, Purpose> = {
  maneuver: "maneuver",
  melee: "melee-attack",
  missile: "missile-action",
  magic: "magic-action",
  save: "save-vs-melee",
};

/** The units worth most, up to `most` of them, among those with a score above 0. */
const top = (scores: Map<string, number>, most = Number.POSITIVE_INFINITY): string[] =>
  [...scores]
    .filter(([, v]) => v > 0)
    .sort((a, b) => b[1] - a[1])
    .slice(0, most)
    .map(([id]) => id);

/**
 * Wilding (line 1279): the units whose results count double are those that rolled the most
 * normal results the roll is for (the caster's own army: doubling only helps).
 */
export function wildingPicks(s: Situation, offer: TargetOffer): string[] {
  const roll = rollOf(s.view, offer);
  const scores = new Map<string, number>();
  for (const u of offer.units) {
    const normal = (roll?.counted ?? []).filter(
      (c) =>
        c.unit === u.id &&
        (c.source === "icon" || c.source === "id") &&
        roll?.wants.includes(c.result),
    );
    scores.set(
      u.id,
      normal.reduce((n, c) => n + c.amount, 0),
    );
  }
  return top(scores, offer.maxUnits);
}

/**
 * Flashfire (line 1546): a unit rolled again trades its last face for a fresh roll. On the bot's
 * own army: the units whose last face is furthest below what they roll on average; on an
 * opponent's: those furthest above.
 */
export function flashfireRerolls(s: Situation, offer: TargetOffer): string[] {
  const roll = rollOf(s.view, offer);
  if (!roll) return [];
  const purposes: Purpose[] =
    roll.purpose in PURPOSE_FOR || !roll.wants.every((w) => w in PURPOSE_FOR)
      ? [roll.purpose as Purpose]
      : roll.wants.map((w) => PURPOSE_FOR[w] as Purpose);
  const ctx = rollContext(s.view, terrainAt(s.view, roll.at), roll.player);
  const sign = offer.owner === s.me ? 1 : -1;
  const scores = new Map<string, number>();
  for (const u of offer.units) {
    const d = dieIn(s.view, u.id);
    const die = d ? unitDie(d.die) : null;
    const last = [...roll.faces].reverse().find((f) => f.die === u.id);
    const face = last ? die?.faces[last.face] : undefined;
    if (!die || !face) continue;
    let gain = 0;
    for (const p of purposes) {
      try {
        gain += expectedResult(die, p, ctx) - faceValue(die, face, p, ctx);
      } catch {
        // A purpose the bot does not reason about: no opinion on this unit.
      }
    }
    scores.set(u.id, sign * gain);
  }
  return top(scores, offer.maxUnits);
}

/**
 * Penalties on a combination roll (line 622): the spread that keeps most worth, a save worth one
 * health until the damage the roll saves against is covered (nothing beyond), any other result
 * a little less (it is still to be saved against). The decision's data lists what each option
 * takes from each result.
 */
export function penaltySpread(
  s: Situation,
  data: Extract<SaiChoiceData, { about: "penalty-spread" }>,
  options: Choice[],
): Choice | undefined {
  const roll = [...s.view.rolls].reverse().find((r) => r.player === s.me && r.wants.length > 1);
  if (!roll) return options[0];
  const total = (r: string) =>
    roll.counted.filter((c) => c.result === r).reduce((n, c) => n + c.amount, 0);
  const hits = Object.values(roll.against?.results ?? {}).reduce((n, x) => n + x, 0);
  const need = hits > 0 ? hits : Number.POSITIVE_INFINITY;
  const worth = (o: Choice): number => {
    const taken = data.spreads[options.indexOf(o)] ?? [];
    let w = 0;
    data.results.forEach((result, i) => {
      const left = Math.max(0, total(result) - (taken[i] ?? 0));
      w += result === "save" ? Math.min(left, need) : 0.6 * left;
    });
    return w;
  };
  return bestBy(options, worth);
}

/**
 * Dispel Magic (line 1887): rolling negates every spell still to resolve at the unit, its army or
 * its terrain: good against an opponent's spells, bad against the bot's own. The spells are the
 * caster's, the player whose roll is in progress (a Cantrip), or else whose turn it is.
 */
export function dispelRoll(s: Situation, options: Choice[]): Choice | undefined {
  const caster = s.view.rolls.at(-1)?.player ?? s.view.turn?.player;
  const roll = options.find((o) => o.say === SAYS.roll);
  const stay = options.find((o) => o.say !== SAYS.roll);
  return caster === s.me ? stay : roll;
}

/** Where a unit adds most (as reinforcements do), among the terrains offered. */
function bestTerrainFor(s: Situation, unit: string, places: Location[]): Location | undefined {
  const d = dieIn(s.view, unit);
  const u = d ? unitOf(d) : null;
  const ids = places.flatMap((p) => terrainIdAt(p) ?? []);
  if (!u || ids.length === 0) return undefined;
  const to = s.reinforcements([u], ids)[unit];
  return to === undefined ? undefined : terrainLocation(to);
}

/**
 * Open Grave and Leaving (lines 1233, 1398): the casualties join the army at a terrain they add
 * most to (a target terrain first), or else go to the reserve area.
 */
export function refugeFor(s: Situation, options: Choice[]): Choice | undefined {
  const armies = options.filter((o) => o.at !== undefined && atTerrain(o.at));
  if (armies.length === 0) return options[0];
  const target = armies.find((o) => s.isTarget(o.at as Location));
  if (target) return target;
  return bestBy(armies, (o) => healthOf(unitsAt(s.view, s.me, o.at as Location)));
}

/**
 * Haunt (line 1241): the bot's dead attack the enemy army they are expected to hurt most, by
 * the health they kill weighed as an attack there is.
 */
export function hauntTarget(s: Situation, options: Choice[]): Choice | undefined {
  const hits = rollAt(s.view, s.me, "dua", "melee-attack");
  return bestBy(options, (o) => {
    if (o.player === undefined || o.at === undefined) return Number.NEGATIVE_INFINITY;
    const units = unitsAt(s.view, o.player, o.at);
    const saves = rollAt(s.view, o.player, o.at, "save-vs-melee", units);
    return expectedDamage(hits, saves, healthOf(units)) * s.attackWeights(o.player, o.at).kill;
  });
}

/** Path (line 1344): the unit goes to the terrain it adds most to. */
export function pathDestination(s: Situation, unit: string, options: Choice[]): Choice | undefined {
  const places = options.flatMap((o) => (o.at ? [o.at] : []));
  const to = unit ? bestTerrainFor(s, unit, places) : undefined;
  return options.find((o) => o.at === to);
}

/**
 * Rise of the Eldarim (line 1583): the dead Eldarim joins the army. Recruited, it adds its whole
 * worth; promoted into the place of an Eldarim of the army, it adds its worth less that unit's,
 * which goes to the DUA: recruit when offered, else promote the unit worth least.
 */
export function riseChoice(s: Situation, options: Choice[]): Choice | undefined {
  return bestBy(options, (o) => (o.say === SAYS.recruit ? 0 : -valueOfDie(s.view, o.unit ?? "")));
}
