// The heuristic bot and dragons (2.9a "Dragon Attack Phase", rules/000 lines 322-390): what the
// dragons at a terrain are worth to the bot, where summoning one pays (lines 1597-1615) and which
// dragon to summon. A dragon attacks every army at its terrain at the start of that army's
// owner's turn, the bot's own included (line 332), and keeps attacking until it is slain or flies
// off on its Wings (lines 384, 388); dragons of different colours at one terrain fight each other
// instead of the armies (line 356): the engine says who attacks whom (`dragonSides`).
import type { DragonDie, MagicColor } from "@dragondice/catalog";
import {
  type DieState,
  type Location,
  type Odds,
  oddsFor,
  type PlayerView,
  terrainLocation,
} from "@dragondice/engine";
import { dieIn, healthOf, rollAt, type Unit, unitsAt } from "./board.ts";
import { convolve, type Distribution, expectedDamage, shift } from "./expectations.ts";
import type { Situation } from "./strategy.ts";

/** Health-worth a breath kills from the army (5, line 690; some breaths allow saves). */
const BREATH_KILLS = 4;
/** Tails followed when working out a dragon's damage (a Tail rolls again, line 346). */
const TAIL_DEPTH = 3;
/** The most attacks counted for a dragon that survives: armies move, other spells come. */
const MOST_ATTACKS = 3;
/**
 * The bot's own losses count for more than the opponents' (its units are surely there when the
 * dragon attacks them, the opponents' may have gone), and more again where it means to take the
 * terrain (as spells weigh them): a dragon goes only where the bot's armies are weaker.
 */
const OWN_SHARE = 1.5;
const TARGET_SHARE = 1.3;

/** The dice the bot knows (the engine's dragon rules read every die of the table). */
export function knownTable(view: PlayerView, dice: readonly DieState[]): PlayerView {
  return { ...view, dice: dice.filter((d) => d.die !== "hidden") };
}

/** What one dragon does in an attack on an army, as the bot weighs it. */
interface DragonRoll {
  /** The damage its faces do (line 690-708), Tails followed. */
  damage: Distribution;
  /** The health-worth its breaths are expected to kill (a white dragon breathes twice). */
  breaths: number;
  /** The chance it rolls Wings (and flies back to its pool if it survives). */
  wings: number;
}

/** Dragons' rolls worked out, by the edition's odds and then by die id. */
const rollCaches = new WeakMap<Odds, Map<string, DragonRoll>>();

function dragonRoll(odds: Odds, dragon: DragonDie): DragonRoll {
  let rollCache = rollCaches.get(odds);
  if (!rollCache) {
    rollCache = new Map();
    rollCaches.set(odds, rollCache);
  }
  const cached = rollCache.get(dragon.id);
  if (cached) return cached;
  const p = 1 / dragon.faces.length;
  const tails = dragon.faces.filter((f) => f.icon === "Tail").length * p;
  const chance = (icon: string) => dragon.faces.filter((f) => f.icon === icon).length * p;
  // A roll's damage, its Tails rolled again (and their 3 damage added) a few times.
  const damage = (depth: number): Distribution => {
    const out: number[] = [];
    for (const f of dragon.faces) {
      const d =
        f.icon === "Tail" && depth < TAIL_DEPTH
          ? shift(damage(depth + 1), odds.faceDamage(dragon, "Tail"))
          : shift([1], odds.faceDamage(dragon, f.icon));
      for (let i = 0; i < d.length; i++) out[i] = (out[i] ?? 0) + p * (d[i] ?? 0);
    }
    return Array.from(out, (x) => x ?? 0);
  };
  // Each roll, Tails included, is a Breath (or Wings) with the same chance: 1 / (1 - tails) rolls.
  const rolls = 1 / (1 - tails);
  const perBreath = odds.isWhite(dragon) ? 2 * BREATH_KILLS : BREATH_KILLS;
  const roll: DragonRoll = {
    damage: damage(0),
    breaths: chance("Breath") * rolls * perBreath,
    wings: Math.min(1, chance("Wing") * rolls),
  };
  rollCache.set(dragon.id, roll);
  return roll;
}

/** The chance a roll of the army reaches `need` (for slaying a dragon, line 368). */
const atLeast = (d: Distribution, need: number): number =>
  d.slice(need).reduce((sum, x) => sum + x, 0);

/**
 * The health the dragons are expected to kill of `player`'s army at `at`, over the attacks they
 * are expected to make on it: each attack the breaths, and the faces' damage its saves leave;
 * a dragon that is neither slain (10 melee or missile results, line 368) nor flies off attacks
 * again at the army's next turn.
 */
function armyLoss(
  view: PlayerView,
  dragons: DragonDie[],
  player: number,
  at: Location,
  units = unitsAt(view, player, at),
): number {
  if (units.length === 0 || dragons.length === 0) return 0;
  const odds = oddsFor(view.edition);
  const health = healthOf(units);
  const saves = rollAt(view, player, at, "save-vs-melee", units);
  const melee = rollAt(view, player, at, "melee-attack", units);
  const missile = rollAt(view, player, at, "missile-action", units);
  let hits: Distribution = [1];
  let breaths = 0;
  let stays = 0;
  for (const dragon of dragons) {
    const r = dragonRoll(odds, dragon);
    hits = convolve(hits, r.damage);
    breaths += r.breaths;
    const need = odds.resultsToSlay(dragon, true);
    const slain = 1 - (1 - atLeast(melee, need)) * (1 - atLeast(missile, need));
    stays += ((1 - slain) * (1 - r.wings)) / dragons.length;
  }
  let attacks = 0;
  for (let k = 0; k < MOST_ATTACKS; k++) attacks += stays ** k;
  const once = Math.min(health, breaths + expectedDamage(hits, saves, health));
  return Math.min(health, once * attacks);
}

const dragonDie = (odds: Odds, d: DieState): DragonDie | null => odds.dragonOf(d);

/** The dragons at a terrain that attack the armies there (not each other), the dice being `dice`. */
function attackers(
  view: PlayerView,
  terrain: string,
  dice: readonly DieState[] = view.dice,
): DragonDie[] {
  // Most terrains have no dragon: nothing to work out.
  const place = `dragons:${terrain}`;
  if (!dice.some((d) => d.at === place)) return [];
  const table = knownTable(view, dice);
  const byId = new Map(table.dice.map((d) => [d.id, d]));
  const odds = oddsFor(view.edition);
  return odds
    .dragonSides(table, terrain)
    .army.map((id) => byId.get(id))
    .flatMap((d) => (d ? [dragonDie(odds, d)] : []))
    .filter((d): d is DragonDie => d !== null);
}

/** The health the dragons at a terrain are expected to kill of `units` of `player` there. */
export function dragonLoss(
  view: PlayerView,
  terrain: string,
  player: number,
  units: readonly Unit[],
) {
  return armyLoss(view, attackers(view, terrain), player, terrainLocation(terrain), units);
}

/**
 * How strong the bot's army at a terrain is against the dragons attacking it there: its health
 * over the health-worth the dragons' faces and breaths do in one attack (more is stronger).
 */
export function strengthAgainstDragons(s: Situation, terrain: string): number {
  let damage = 0;
  for (const dragon of attackers(s.view, terrain)) damage += dragonBlow(s.odds, dragon);
  return healthOf(unitsAt(s.view, s.me, terrainLocation(terrain))) / (1 + damage);
}

/**
 * What the dragons at a terrain are worth to the bot, the table's dice being `dice`: the health
 * they kill of the opponents' armies there (weighed as the bot's attacks are) less its own.
 */
function terrainWorth(s: Situation, dice: readonly DieState[], terrain: string): number {
  const attacking = attackers(s.view, terrain, dice);
  if (attacking.length === 0) return 0;
  const at: Location = terrainLocation(terrain);
  let worth = 0;
  for (const p of s.view.players.keys()) {
    if (p !== s.me && s.view.players[p]?.eliminated) continue;
    const loss = armyLoss(s.view, attacking, p, at);
    if (loss === 0) continue;
    worth +=
      p === s.me
        ? -loss * OWN_SHARE * (s.isTarget(at) ? TARGET_SHARE : 1)
        : loss * s.attackWeights(p, at).kill;
  }
  return worth;
}

/**
 * What sending the dragon `id` to the terrain is worth to the bot: the worth of the dragons at
 * that terrain and at the one it leaves (if any), after less before.
 */
export function summonWorth(s: Situation, id: string, terrain: string): number {
  const before = s.view.dice;
  const d = before.find((x) => x.id === id);
  if (!d || d.die === "hidden") return 0;
  const after = before.map((x) => (x.id === id ? { ...x, at: `dragons:${terrain}` as const } : x));
  const places = new Set([terrain]);
  if (d.at.startsWith("dragons:")) places.add(d.at.slice("dragons:".length));
  let gain = 0;
  for (const t of places) gain += terrainWorth(s, after, t) - terrainWorth(s, before, t);
  return gain;
}

/**
 * A Summon spell at a terrain (lines 1597-1615): worth the best dragon it can send there with
 * magic of one of `colors` (the caster picks the dragon when it resolves).
 */
export function summonSpellWorth(
  s: Situation,
  spell: string,
  terrain: string,
  colors: readonly MagicColor[],
): number {
  const table = knownTable(s.view, s.view.dice);
  let best = 0;
  for (const color of colors) {
    for (const d of s.odds.summonable(table, spell, color, terrain)) {
      best = Math.max(best, summonWorth(s, d.id, terrain));
    }
  }
  return best;
}

/**
 * How much the dragon `id` alone, attacking the armies at its terrain, hurts the bot: its own
 * expected losses (weighed as in `terrainWorth`) less the opponents'. Positive: a threat.
 */
export function dragonHarm(s: Situation, id: string): number {
  const d = dieIn(s.view, id);
  const die = d ? dragonDie(s.odds, d) : null;
  const terrain = d?.at.startsWith("dragons:") ? d.at.slice("dragons:".length) : null;
  if (!die || terrain === null) return 0;
  const at: Location = terrainLocation(terrain);
  let harm = 0;
  for (const p of s.view.players.keys()) {
    if (p !== s.me && s.view.players[p]?.eliminated) continue;
    const loss = armyLoss(s.view, [die], p, at);
    if (loss === 0) continue;
    harm +=
      p === s.me
        ? loss * OWN_SHARE * (s.isTarget(at) ? TARGET_SHARE : 1)
        : -loss * s.attackWeights(p, at).kill;
  }
  return harm;
}

/**
 * The chance the dragon `attacker` slays `foe` on its own in a fight (line 356): its faces'
 * damage (Tails followed) reaching the foe's health and automatic saves (lines 692-708), under
 * the game's edition's `odds`.
 */
export function chanceToSlay(odds: Odds, attacker: DragonDie, foe: DragonDie): number {
  return atLeast(dragonRoll(odds, attacker).damage, odds.resultsToSlay(foe, true));
}

/** The health-worth a dragon's attack on an army does in one roll, on average (faces, breaths). */
export function dragonBlow(odds: Odds, dragon: DragonDie): number {
  const r = dragonRoll(odds, dragon);
  return r.breaths + r.damage.reduce((sum, p, k) => sum + p * k, 0);
}
