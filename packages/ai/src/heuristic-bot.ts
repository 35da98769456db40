// The heuristic bot: plays for two eighth faces, using expected values computed exactly from the
// faces of the dice involved. It sees only its player's view. Every decision kind it has no
// opinion about (and any answer of its own that its view's validator rejects) falls back to the
// random bot's choice.
//
// - Set-up: home where the force maneuvers best, a small home army and two strong ones (even in
//   quality), play first, the frontier where the campaign army out-maneuvers the others.
// - Marches: each army's march is worth its best maneuver (the chance to succeed against every
//   counter-maneuver times what the step is worth: progress toward 8 at its two target terrains,
//   a capture, taking an opponent's eighth face back) plus the best action on the face it then
//   shows (expected damage done minus the counter-attack's).
// - Magic: a magic action is worth the spells its expected magic would buy; with the pool rolled,
//   it casts greedily the spell and target worth most per point while the pool pays (damage at
//   the opponents' most valuable armies and units, bonuses where its armies are threatened,
//   penalties where the opponents' are, its own dead brought back, the opponents' buried).
// - Counter-maneuvers and counter-attacks cost nothing, so it makes them whenever they can help.
// - Casualties: the cheapest units (by expected results) covering the damage exactly; Dragonkin
//   count half (they go back to the summoning pool). Items are never casualties; they count in
//   the rolls of the army carrying them (and set-up keeps each with a unit that can carry it).
// - Reserves: units go where they add most to taking or keeping an eighth face; armies away from
//   the targets that would only die fall back to the reserve, and so do units that can be spared
//   when a target terrain has no army of the bot's yet.
// - Dragons: summoned where they hurt the opponents' armies more than its own (each attacks
//   every army at its terrain, line 332); in a dragon attack, as many dragons slain as it can;
//   its champions' logos on the dragons that harm it most, its dragons' foes those they may slay.
// - The advanced rules (2.9a lines 2214-2470): a minor terrain is brought in instead of turning
//   the terrain when its faces are worth more to the army than the step, and its ID icon does
//   what the army lacks most (minor-terrains.ts); the Kings' Die recruits, promotes or rolls,
//   whichever brings back most (exchanges.ts); moving units carry, and armies bury, so as to keep
//   the most worth of items (items.ts); a Castle is declared the type worth most, a Grove
//   unburies the bot's best unit (special-terrains.ts); Dragonkin are demoted to the best and
//   sacrificed for Eldarim worth more than half of them (dragonkin-choices.ts).
import {
  castSpellsChecker,
  choiceProblem,
  type DecisionKindName,
  type DecisionOf,
  type DecisionOption,
  type ExchangeData,
  type KnownDecision,
  knownDecision,
  type Location,
  oddsFor,
  type PlayerView,
  terrainLocation,
} from "@dragondice/engine";
import type { Bot, RandomInt } from "./bot.ts";
import { bestBy } from "./heuristic/best.ts";
import {
  dieIn,
  marchingArmy,
  opponentsAt,
  terrainAt,
  terrainDie,
  unitOf,
} from "./heuristic/board.ts";
import { type Candidate, cheapestCover } from "./heuristic/casualties.ts";
import {
  dragonPromotions,
  dragonResponse,
  type ResponseChoice,
  slayingWorth,
  summonPick,
} from "./heuristic/dragon-answers.ts";
import {
  breathColor,
  breathOrder,
  dragonFoe,
  LOGOS,
  logoChoice,
  logoRollers,
  rideTo,
  tamedAttacks,
} from "./heuristic/dragon-choices.ts";
import { kinChoice } from "./heuristic/dragonkin-choices.ts";
import { demoteColor } from "./heuristic/dragonkin-spells.ts";
import { strengthAgainstDragons } from "./heuristic/dragons.ts";
import { kingsChoice, richestExchange } from "./heuristic/exchanges.ts";
import { unitDie } from "./heuristic/expectations.ts";
import { airyDestination, buryPick, carryPick } from "./heuristic/items.ts";
import { idChoice, idRolledAt, minorOutcome } from "./heuristic/minor-terrains.ts";
import { assemble, chooseFrontier, choosePlacement, DEFAULT_SHARES } from "./heuristic/setup.ts";
import { castleType, grovePick } from "./heuristic/special-terrains.ts";
import {
  dispelRoll,
  flashfireRerolls,
  hauntTarget,
  pathDestination,
  penaltySpread,
  refugeFor,
  riseChoice,
  wildingPicks,
} from "./heuristic/spell-answers.ts";
import { castSpells, magicActionValue } from "./heuristic/spell-plan.ts";
import { DEFAULT_WEIGHTS, Situation, type StrategyWeights } from "./heuristic/strategy.ts";
import { valueOfDie } from "./heuristic/values.ts";
import { randomBot } from "./random-bot.ts";

export interface HeuristicOptions {
  weights: StrategyWeights;
  /** Shares of the force's health for the home, campaign and horde armies. */
  shares: typeof DEFAULT_SHARES;
  /** Throw instead of falling back when an answer of its own is illegal (tests). */
  strict: boolean;
  /** Told of every decision answered by the random fallback, and why (tests, tuning). */
  onFallback?: (kind: string, why: string) => void;
}

/** The bot's answer to a decision of kind `K`, read from the decision's typed data and options. */
type Handler<K extends DecisionKindName> = (
  s: Situation,
  d: DecisionOf<K>,
  o: HeuristicOptions,
) => unknown;

type ActionChoice = DecisionOption<"choose-action">;

/**
 * What losing a unit as a casualty costs: its worth, half for Dragonkin, which go back to the
 * summoning pool to be summoned again (2.9a line 2320).
 */
const lossOfDie = (view: PlayerView, id: string): number => {
  const d = dieIn(view, id);
  const die = d ? unitDie(d.die) : null;
  const kin = die !== null && oddsFor(view.edition).isDragonkin(die);
  return valueOfDie(view, id) * (kin ? 0.5 : 1);
};

/**
 * A unit offered, with its worth: its id and health copied, not the offer spread (spreading
 * objects of the engine's many shapes cost the casualties decision most of its time).
 */
const candidate = (u: { id: string; health: number }, value: number): Candidate => ({
  id: u.id,
  health: u.health,
  value,
});

/** A combined exchange (a mutation's, the Kings' Die's): the most worth within its health. */
const exchangeWithin = (s: Situation, d: { data: ExchangeData }) =>
  richestExchange(s.view, d.data, d.data.health).exchange;

const handlers: { [K in DecisionKindName]?: Handler<K> } = {
  "assemble-armies": (s, d, o) => assemble(s.view, d.data, o.shares),

  // Playing first is a tempo ahead in a race to two eighth faces.
  "first-or-frontier": () => "play-first",

  "choose-frontier": (s, d) => chooseFrontier(s.view, s.me, d.options),

  "place-armies": (s, d) => choosePlacement(s.view, s.me, d.options),

  "choose-march": (s, d) => {
    return bestBy(d.options, (c) => {
      if (c.army === null) return -0.5;
      if (c.army === "reserve") return reserveActionValue(s) - 0.25;
      return s.marchValue(c.army);
    });
  },

  // Turning the terrain, or bringing in a minor terrain instead (2.9a line 2236): whichever is
  // worth more if the maneuver succeeds (minor-terrains.ts weighs them).
  maneuver: (s, d) => {
    const at = marchingArmy(s.view);
    if (!at) return undefined;
    const t = terrainAt(s.view, at);
    const p = s.chance(s.me, at);
    const stay = t ? s.actionValue(at, t.face) : 0;
    return bestBy(d.options, (c) => {
      if (c.maneuver !== "minor") return s.maneuverValue(at, c.maneuver);
      return p * minorOutcome(s, at, c.minor ?? "") + (1 - p) * stay;
    });
  },

  // Free to try: counter unless the only possible direction helps the bot (an opponent's eighth
  // face can only go down; a first face can only go up, which helps the favourite).
  "counter-maneuver": (s) => {
    const at = marchingArmy(s.view);
    const t = at ? terrainAt(s.view, at) : null;
    if (!at || !t) return true;
    if (t.face === 8 && t.controller !== s.me) return false;
    if (t.face === 1 && s.favoured(at)) return false;
    return true;
  },

  "choose-action": (s, d) => {
    const at = marchingArmy(s.view);
    if (!at) return undefined;
    return bestBy(d.options, (c) => actionChoiceValue(s, at, c));
  },

  // The counter-attack cannot be answered: it only ever does damage.
  "counter-attack": () => true,

  // Spells: the plan for the pool, each step checked as the decision's own validation checks it
  // (the engine's checker for many announcements: each spell's own check made once).
  "cast-spells": (s, d) => {
    const problem = castSpellsChecker(s.view, d);
    return { spells: castSpells(s, d.data, (spells) => problem(spells) === null) };
  },

  // Which SAI takes effect first: none of the effects in the game yet depend on the order.
  "sai-order": (_s, d) => d.options[0],

  // An SAI's choice: the engine lists the option that helps its roller most first; the choices
  // spells and dragons leave (told apart by the question, `about`) are weighed.
  "sai-choice": (s, d) => {
    const choices = d.options;
    const data = d.data;
    switch (data.about) {
      case "penalty-spread":
        return penaltySpread(s, data, choices);
      case "dispel-roll":
        return dispelRoll(s, choices);
      case "haunt":
        return hauntTarget(s, choices);
      case "path":
        return pathDestination(s, data.unit, choices);
      case "airy-acquisition":
        return airyDestination(s, data.item, choices);
      case "rise":
        return riseChoice(s, choices);
      case "summon-dragon":
      case "lair-summon":
        return summonPick(s, choices);
      case "grove":
        return grovePick(s, choices);
      case "demote-colour":
        return demoteColor(s, choices);
      case "logo-champion":
      case "logo-dragon":
      case "logo-turned":
        return logoChoice(s, data.about, choices);
      case "tamed-attack":
        return tamedAttacks(s, choices);
      case "ride":
        return rideTo(s, choices);
      case "refuge":
        return refugeFor(s, choices);
      default:
        return kinChoice(s, data, choices) ?? choices[0];
    }
  },

  // An SAI's targets: the opponent's most valuable units within its points, and the bot's own
  // when picking helps them (units brought back); otherwise of its own the least valuable units
  // where they are counted (Plague), the cheapest cover (as casualties), none where none is needed.
  "sai-targets": (s, d) => {
    const offer = d.data;
    const { owner, units, maxHealth, maxUnits, rule, helps } = offer;
    if (offer.sai === "Wilding") return wildingPicks(s, offer);
    if (offer.sai === "Flashfire") return flashfireRerolls(s, offer);
    if (offer.sai === LOGOS) return logoRollers(s, units);
    const candidates = units.map((u) => candidate(u, valueOfDie(s.view, u.id)));
    const suffers = owner === d.player && !helps;
    if (suffers && (rule === "any" || maxUnits === undefined)) {
      if (rule === "any") return [];
      // As much as possible and never more (Scent of Fear: line 1252): the most health its
      // cheapest units can make up.
      for (let h = maxHealth; h >= 0; h--) {
        const cover = cheapestCover(candidates, h);
        if (cover) return cover;
      }
      return undefined;
    }
    const chosen: string[] = [];
    let health = 0;
    const order = suffers
      ? (a: Candidate, b: Candidate) => a.value - b.value
      : (a: Candidate, b: Candidate) => b.value - a.value;
    for (const u of candidates.sort(order)) {
      if (health + u.health > maxHealth) continue;
      if (maxUnits !== undefined && chosen.length >= maxUnits) break;
      chosen.push(u.id);
      health += u.health;
    }
    return chosen;
  },

  // An SAI's damage shared among the opponent's units: each of the most valuable units in turn
  // gets its health's worth (it must then save), the points left over go on the first of them.
  "sai-damage": (s, d) => {
    const { units, total } = d.data;
    const order = units
      .map((u) => ({ ...u, value: valueOfDie(s.view, u.id) }))
      .sort((a, b) => b.value - a.value);
    const split: Record<string, number> = {};
    let left = total;
    for (const u of order) {
      if (u.health > left) continue;
      split[u.id] = u.health;
      left -= u.health;
    }
    const first = Object.keys(split)[0] ?? order[0]?.id;
    if (first !== undefined && left > 0) split[first] = (split[first] ?? 0) + left;
    return split;
  },

  "choose-casualties": (s, d) => {
    const { units, cover } = d.data;
    const candidates = units.map((u) => candidate(u, lossOfDie(s.view, u.id)));
    return cheapestCover(candidates, cover) ?? undefined;
  },

  // Trading a killed Undead for a lesser one from the DUA keeps a unit: always, biggest first.
  "stepped-damage": (_s, d) => {
    const { killed, dua } = d.data;
    const used = new Set<string>();
    const choice: Record<string, string> = {};
    for (const k of [...killed].sort((a, b) => b.health - a.health)) {
      const lesser = dua
        .filter((u) => u.health < k.health && !used.has(u.id))
        .sort((a, b) => b.health - a.health)[0];
      if (!lesser) continue;
      used.add(lesser.id);
      choice[k.id] = lesser.id;
    }
    return choice;
  },

  reinforce: (s, d) => {
    const { units, terrains } = d.data;
    const reserve = units
      .map((id) => dieIn(s.view, id))
      .map((x) => (x ? unitOf(x) : null))
      .filter((u) => u !== null);
    return s.reinforcements(reserve, terrains);
  },

  retreat: (s, d) => {
    const { units } = d.data;
    return s.retreats().filter((id) => units.includes(id));
  },

  // Negating an opponent's magic costs nothing.
  "magic-negation": () => true,

  // Recruiting or promoting adds worth: take the best exchange offered.
  feralization: (s, d) => bestExchange(s, d.options),
  city: (s, d) => bestExchange(s, d.options),

  mutation: (_s, d) => d.options.find((o) => !("skip" in o)),

  "mutation-targets": (s, d) => {
    const { units, maxHealth } = d.data;
    const chosen: string[] = [];
    let health = 0;
    for (const u of [...units].sort(
      (a, b) => valueOfDie(s.view, b.id) - valueOfDie(s.view, a.id),
    )) {
      if (health + u.health > maxHealth) continue;
      chosen.push(u.id);
      health += u.health;
    }
    return chosen.length > 0 ? chosen : undefined;
  },

  // Bring back the most worth within the health the mutation killed.
  "mutation-exchange": exchangeWithin,

  // The Kings' Die (2.9a lines 2418-2420): the recruit, promotion or roll worth most, then the
  // rolled king's best exchange.
  "kings-die": (s, d) => kingsChoice(s.view, s.me, d.options),
  "kings-die-exchange": exchangeWithin,

  temple: (_s, d) => d.options.find((o) => !("skip" in o)),

  "temple-burial": (s, d) => bestBy(d.options, (o) => -valueOfDie(s.view, o.bury)),

  // Items (2.9a lines 2379-2389): the moving units take, and the army buries, so that the most
  // worth is kept where it rolls (items.ts).
  "carry-items": (s, d) =>
    carryPick(s.view, s.me, d.data, (items) => choiceProblem(s.view, d, items) === null),
  "bury-items": (s, d) =>
    buryPick(s.view, d.data, (items) => choiceProblem(s.view, d, items) === null),

  // The ID icon (2.9a line 2250): the action the army lacks and would do best with, or doubles.
  "minor-terrain-id": (s) => {
    const at = idRolledAt(s) ?? marchingArmy(s.view);
    return at ? { choice: idChoice(s, at) } : undefined;
  },

  // The Castle captured (2.9a line 2292): the type worth most to the army holding it.
  castle: (s) => {
    const castle = s.terrains.find(
      (t) =>
        terrainDie(t)?.eighthFace === "Castle" &&
        t.face === 8 &&
        t.controller === s.me &&
        !t.declared,
    );
    return castle ? { as: castleType(s, terrainLocation(castle.id)) } : undefined;
  },

  // Dragons (lines 322-390): the army strongest against its dragons faces them first; every
  // promotion offered is taken; the response slays all the dragons it can, each candidate checked
  // by the engine (the forced slaying of line 368).
  "choose-dragon-battle": (s, d) => bestBy(d.options, (o) => strengthAgainstDragons(s, o.terrain)),
  "dragon-promotions": (s, d) => dragonPromotions(s, d.data),
  "dragon-response": (s, d) =>
    dragonResponse(
      d.data,
      (choice: ResponseChoice) => choiceProblem(s.view, d, choice) === null,
      (dragon) => slayingWorth(s, dragon),
    ),

  // The dragon fight (line 356) and the breaths (lines 674, 2454): dragon-choices.ts.
  "dragon-foe": (s, d) => dragonFoe(s, d.data, d.options),
  "choose-breath": (s, d) => breathColor(s, d.options),
  "order-breaths": (_s, d) => breathOrder(d.options),

  // Moving Firewalkers or replanting Treefolk is left alone: nothing to gain that the bot sees.
  "terrain-flight": () => ({}),
  replanting: () => ({ out: [], in: [] }),
};

/** A reserve action: its magic (on the bot's own, line 514), or its Amazons' best missile. */
function reserveActionValue(s: Situation): number {
  let best = magicActionValue(s, "reserve");
  for (const p of s.liveOpponents()) {
    for (const t of s.terrains) {
      const at: Location = terrainLocation(t.id);
      if (opponentsAt(s.view, s.me, at).includes(p)) best = Math.max(best, s.reserveMissile(p, at));
    }
  }
  return best;
}

function actionChoiceValue(s: Situation, at: Location, c: ActionChoice): number {
  let value = 0;
  if (c.action === "melee" && c.target && at !== "reserve") {
    value = s.melee(c.target.player, at);
  } else if (c.action === "missile" && c.target) {
    const where = c.target.at;
    value =
      at === "reserve"
        ? s.reserveMissile(c.target.player, where)
        : s.missile(at, c.target.player, where);
  } else if (c.action === "magic") {
    // Just below what its spells are worth: an action that casts nothing is no better than none.
    value = magicActionValue(s, at) - 0.001;
  }
  if (c.next) value += Math.max(0, actionChoiceValue(s, at, c.next));
  return value;
}

/** The recruit or promotion that adds most worth; skip when none adds any. */
function bestExchange(s: Situation, opts: readonly Record<string, unknown>[]): unknown {
  return bestBy(opts, (o) => {
    if ("skip" in o) return 0;
    if (typeof o.recruit === "string") return valueOfDie(s.view, o.recruit) + 0.01;
    if (typeof o.promote === "string" && typeof o.to === "string") {
      return valueOfDie(s.view, o.to) - valueOfDie(s.view, o.promote) + 0.01;
    }
    return -1;
  });
}

/** How the bot answers a decision of kind `K`, or undefined for a kind it has no opinion about. */
function answererOf<K extends DecisionKindName>(
  d: KnownDecision<K>,
): ((s: Situation, o: HeuristicOptions) => unknown) | undefined {
  const handler: Handler<K> | undefined = handlers[d.kind];
  return handler && ((s, o) => handler(s, d, o));
}

/** A bot that plays for two eighth faces with expected values from the dice's faces. */
export function heuristicBot(randomInt: RandomInt, opts: Partial<HeuristicOptions> = {}): Bot {
  const o: HeuristicOptions = {
    weights: opts.weights ?? DEFAULT_WEIGHTS,
    shares: opts.shares ?? DEFAULT_SHARES,
    strict: opts.strict ?? false,
    ...(opts.onFallback ? { onFallback: opts.onFallback } : {}),
  };
  const fallback = randomBot(randomInt);
  return {
    name: "heuristic",
    choose(view, decision) {
      const answer = answererOf(knownDecision(decision));
      if (!answer) {
        o.onFallback?.(decision.kind, "no opinion");
        return fallback.choose(view, decision);
      }
      const choice = answer(new Situation(view, decision.player, o.weights), o);
      if (choice === undefined || choice === null) {
        o.onFallback?.(decision.kind, "no answer");
        return fallback.choose(view, decision);
      }
      // The validators read only the table, which the view is.
      const problem = choiceProblem(view, decision, choice);
      if (problem) {
        if (o.strict)
          throw new Error(`heuristic bot answered ${decision.kind} illegally: ${problem}`);
        o.onFallback?.(decision.kind, problem);
        return fallback.choose(view, decision);
      }
      return choice;
    },
  };
}
