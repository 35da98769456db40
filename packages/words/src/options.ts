// The options of a listed decision in plain words, as the player deciding reads them, the option
// that usually moves the game on, and what each decision asks in one sentence.
import { heuristicBot } from "@dragondice/ai";
import { dieById } from "@dragondice/catalog";
import { type Decision, knownDecision, type PlayerView, SAYS } from "@dragondice/engine";
import { fieldOf, hasField } from "./choices.ts";
import { dragonNames, terrainDragons } from "./dragons.ts";
import { ID_CHOICE_TEXT, minorTerrainName } from "./minor-terrains.ts";
import {
  healthAt,
  healthOfId,
  labelOfId,
  placeName,
  possessive,
  type Shown,
  shortName,
  terrainFace,
  terrainName,
  unitsAt,
} from "./names.ts";
import { saiOrderName } from "./sai.ts";
import { summonOptionText } from "./spells.ts";

const your = (g: Shown, player: number): string =>
  player === g.viewer ? "your" : possessive(shortName(g, player));

/** The location of the army marching now (maneuvers and actions are asked about it). */
export function marchingAt(g: Shown): string | null {
  const marched = g.turn?.marched ?? [];
  return marched[marched.length - 1] ?? null;
}

/** "Highland City (highland, earth/fire, eighth face City)". */
export function terrainAbout(g: Shown, id: string): string {
  const t = g.terrains.find((x) => x.id === id);
  const die = t ? dieById(t.die) : undefined;
  if (!t || die?.kind !== "terrain") return terrainName(g, id);
  return `${terrainName(g, id)} (${die.terrainType}, ${die.colors.join("/")}, eighth face ${die.eighthFace})`;
}

function actionLabel(g: Shown, c: unknown): string {
  const target = fieldOf(c, "target");
  const [player, at] = [fieldOf(target, "player"), fieldOf(target, "at")];
  let on = "";
  if (typeof player === "number" && typeof at === "string") {
    const where = at === marchingAt(g) ? "here" : `at ${placeName(g, at)}`;
    on = ` on ${possessive(shortName(g, player))} army ${where} (${healthAt(g, player, at)} health)`;
  }
  let text: string;
  switch (fieldOf(c, "action")) {
    case "melee":
      text = `Melee attack${on}`;
      break;
    case "missile":
      text = `Missile attack${on}`;
      break;
    case "magic":
      text = "Magic action (roll for magic, then cast spells with it)";
      break;
    default:
      text = "No action";
  }
  const next = fieldOf(c, "next");
  if (next) text += `, then ${actionLabel(g, next).replace(/^./, (x) => x.toLowerCase())}`;
  return text;
}

/** An option of an SAI's choice: its words, then the army or the place it names. */
function saiOptionLabel(g: Shown, option: unknown): string {
  const [unit, at, player] = ["unit", "at", "player"].map((k) => fieldOf(option, k));
  const say = String(fieldOf(option, "say") ?? "");
  if (say === SAYS.summon && typeof unit === "string") return summonOptionText(g, unit);
  // A Dragon's Lair names the terrain too (2.9a line 2294: to any terrain).
  if (say === SAYS.summonTo && typeof unit === "string" && typeof at === "string") {
    return `${summonOptionText(g, unit)} to ${placeName(g, at)}`;
  }
  if (typeof unit === "string") return `${say} ${labelOfId(g, unit)}`;
  if (typeof at !== "string") return say;
  if (typeof player === "number") {
    return `${say} ${possessive(shortName(g, player))} army at ${placeName(g, at)}`.trim();
  }
  return `${say} ${placeName(g, at)}`.trim();
}

/** One option of a listed decision in plain words. */
export function optionLabel(g: Shown, decision: Decision, option: unknown): string {
  const o = (key: string) => fieldOf(option, key);
  const player = decision.player;
  switch (decision.kind) {
    case "first-or-frontier":
      return option === "play-first"
        ? "Play first"
        : "Choose the frontier terrain (the other player plays first)";
    case "choose-frontier": {
      const t = g.terrains.find((x) => x.id === option);
      const by = t ? ` proposed by ${t.owner === g.viewer ? "you" : shortName(g, t.owner)}` : "";
      return `${terrainAbout(g, String(option))}${by}`;
    }
    case "place-armies": {
      const home = (id: string) => {
        const t = g.terrains.find((x) => x.id === id);
        return t?.role === "frontier"
          ? `the frontier, ${terrainName(g, id)}`
          : `${possessive(shortName(g, t?.owner ?? 0))} home, ${terrainName(g, id)}`;
      };
      return `Horde army to ${home(String(o("horde")))}; campaign army to ${home(String(o("campaign")))}`;
    }
    case "choose-march": {
      const at = o("army");
      if (typeof at !== "string") return "Pass (no more marching this turn)";
      if (at === "reserve")
        return `March with ${your(g, player)} reserve army (${healthAt(g, player, "reserve")} health): magic`;
      const id = at.slice(2);
      const foes = g.players
        .map((_, p) => p)
        .filter((p) => p !== player && unitsAt(g, p, at).length > 0)
        .map((p) => `${shortName(g, p)} ${healthAt(g, p, at)}`);
      return `March with ${your(g, player)} army at ${terrainName(g, id)} (${healthAt(g, player, at)} health; face ${terrainFace(g, id)}${foes.length ? `; facing ${foes.join(", ")}` : ""})`;
    }
    case "maneuver": {
      const at = marchingAt(g);
      const t = at ? g.terrains.find((x) => `t:${x.id}` === at) : undefined;
      const way = o("maneuver");
      if (way === null || !t) return "No maneuver";
      // Line 2236: a minor terrain from the summoning pool instead of a turn.
      if (way === "minor")
        return `Bring in the ${minorTerrainName(g, String(o("minor")))} (instead of turning ${terrainName(g, t.id)})`;
      const to = way === "up" ? t.face + 1 : t.face === 8 ? 7 : t.face - 1;
      return `Turn ${terrainName(g, t.id)} ${String(way)}: ${terrainFace(g, t.id)} -> ${terrainFace(g, t.id, to)}`;
    }
    case "counter-maneuver": {
      const at = marchingAt(g);
      return option === true
        ? `Counter-maneuver (roll your army${at ? ` at ${placeName(g, at)}` : ""} against theirs)`
        : "Let them maneuver";
    }
    case "choose-action":
      return actionLabel(g, option);
    case "minor-terrain-id":
      return ID_CHOICE_TEXT[String(o("choice"))] ?? String(o("choice"));
    case "counter-attack":
      return option === true ? "Counter-attack" : "Do not counter-attack";
    case "magic-negation":
      return option === true ? "Negate (your Frostwings roll)" : "Do not negate";
    case "sai-order":
      return `${saiOrderName(String(option))} first`;
    case "sai-choice":
      return saiOptionLabel(g, option);
    case "feralization":
    case "city":
    case "kings-die": {
      if (hasField(option, "skip")) return "Skip";
      // The Kings' Die (2.9a line 2420).
      if (hasField(option, "roll"))
        return "Roll the Kings' Die: up to 4 health of the king's race come back";
      const army = o("army");
      const where = army ? `At ${placeName(g, String(army))}: ` : "";
      const recruit = o("recruit");
      const what =
        typeof recruit === "string"
          ? `recruit ${labelOfId(g, recruit)} from your DUA`
          : `promote ${labelOfId(g, String(o("promote")))} to ${labelOfId(g, String(o("to")))}`;
      return where ? `${where}${what}` : what.charAt(0).toUpperCase() + what.slice(1);
    }
    case "mutation":
      if (hasField(option, "skip")) return "Skip";
      return `Mutate from ${your(g, player)} army at ${placeName(g, String(o("army")))} against ${possessive(shortName(g, Number(o("opponent"))))} reserve`;
    case "temple":
      if (hasField(option, "skip")) return "Skip";
      return `Make ${shortName(g, Number(o("target")))} bury one of their dead units`;
    case "temple-burial":
      return `Bury ${labelOfId(g, String(o("bury")))}`;
    // The Castle's type (2.9a line 2292).
    case "castle":
      return `Declare it ${o("as") === "Standing Stones" ? "" : "a "}${String(o("as"))}`;
    case "dragon-foe": {
      const foe = String(o("foe"));
      const owner = g.dice.find((x) => x.id === foe)?.owner;
      return `Attack ${owner === undefined ? "" : `${your(g, owner)} `}${labelOfId(g, foe)}`;
    }
    case "choose-dragon-battle": {
      const terrain = String(o("terrain"));
      const dragons = terrainDragons(g, terrain).map((d) => d.id);
      return `Face the dragons at ${terrainName(g, terrain)} first: ${dragonNames(g, dragons)} (your army: ${healthAt(g, player, `t:${terrain}`)} health)`;
    }
    default:
      return typeof option === "string" ? option : JSON.stringify(option);
  }
}

/**
 * The options worth listing, as indexes into the decision's options: the first of each set that
 * reads the same. Two Soldiers in the dead unit area are two options to the engine (one die each)
 * but one choice to a player, so "Recruit Soldier" is listed once.
 */
export function distinctOptions(g: Shown, decision: Decision): number[] {
  const seen = new Set<string>();
  const shown: number[] = [];
  (decision.options ?? []).forEach((o, i) => {
    const label = optionLabel(g, decision, o);
    if (seen.has(label)) return;
    seen.add(label);
    shown.push(i);
  });
  return shown;
}

/** The listed option that stands for `index`: itself, or the first option that reads the same. */
export function listedTwin(g: Shown, decision: Decision, index: number): number {
  const options = decision.options ?? [];
  const label = optionLabel(g, decision, options[index]);
  return options.findIndex((o) => optionLabel(g, decision, o) === label);
}

/** The option that usually moves the game on (the terminal's Enter; the web focuses it). */
export function defaultOption(g: Shown, decision: Decision): number {
  const d = knownDecision(decision);
  switch (d.kind) {
    case "maneuver": {
      const t = g.terrains.find((x) => `t:${x.id}` === marchingAt(g));
      const find = (way: string | null) => d.options.findIndex((o) => o.maneuver === way);
      const up = find("up");
      if (up >= 0) return up;
      // At the eighth face: turn down an enemy's, keep your own.
      if (t && t.face === 8 && t.controller !== d.player) return Math.max(0, find("down"));
      return Math.max(0, find(null));
    }
    case "counter-maneuver":
    case "counter-attack":
    case "magic-negation":
      return Math.max(0, d.options.indexOf(true));
    case "temple-burial": {
      // The unit that costs its owner least.
      let best = 0;
      d.options.forEach((o, i) => {
        const bestId = d.options[best]?.bury ?? "";
        if (healthOfId(g, o.bury) < healthOfId(g, bestId)) best = i;
      });
      return best;
    }
    default:
      return 0;
  }
}

/**
 * The option to suggest (the terminal's default, the browser's highlight): the heuristic bot's
 * choice from the decider's view, so never a suicidal attack or a pointless risk; null when the
 * bot has no opinion (it would fall back to chance) or the decision lists no options.
 */
export function suggestedOption(view: PlayerView, decision: Decision): number | null {
  const options = decision.options;
  if (!options || options.length === 0) return null;
  let opinion = true;
  // The bot draws at random only when it has no opinion, and then its choice is not used.
  const bot = heuristicBot(() => 0, {
    onFallback: () => {
      opinion = false;
    },
  });
  const choice = bot.choose(view, decision);
  if (!opinion) return null;
  const i = options.indexOf(choice);
  if (i >= 0) return i;
  const wanted = JSON.stringify(choice);
  const same = options.findIndex((o) => JSON.stringify(o) === wanted);
  return same >= 0 ? same : null;
}

/**
 * Whether an option gives something up: passing a march, no maneuver, no action, letting an
 * opponent maneuver or attack unopposed, skipping an effect. A client asks for a confirmation
 * before sending one of these (a stray click must not throw a turn away); others go at once.
 */
export function givesUp(decision: Decision, option: unknown): boolean {
  const o = (key: string) => fieldOf(option, key);
  switch (decision.kind) {
    case "choose-march":
      return o("army") === null;
    case "maneuver":
      return o("maneuver") === null;
    case "choose-action":
      return o("action") === null;
    case "counter-maneuver":
    case "counter-attack":
    case "magic-negation":
      return option === false;
    case "feralization":
    case "city":
    case "mutation":
    case "temple":
      return hasField(option, "skip");
    default:
      return false;
  }
}

/** What a decision asks, with the context the prompt leaves out. */
export function decisionSentence(g: Shown, decision: Decision): string {
  const at = marchingAt(g);
  const where = at ? ` (the army at ${placeName(g, at)})` : "";
  switch (decision.kind) {
    case "maneuver":
    case "choose-action":
    case "counter-attack": {
      // "Choose an action ..., or none (the army at X)." or "Counter-attack? (the army at X)"
      const end = /[.?!]$/.test(decision.prompt) ? decision.prompt.slice(-1) : "";
      const body = end === "." ? decision.prompt.slice(0, -1) : decision.prompt;
      return end === "." ? `${body}${where}.` : `${body}${where}`;
    }
    default:
      return decision.prompt;
  }
}
