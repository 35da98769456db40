// The guided first game's hints: at each decision, what this step of the game is about, and the
// answer the heuristic bot would give from the player's own view, with why it is a good one. The
// reasons come from the decision's data and the table, never from the prompt text. Any client can
// show them (the browser's guided game does); the wording is ours.
import { heuristicBot } from "@dragondice/ai";
import { dieById } from "@dragondice/catalog";
import type { Decision, PlayerView } from "@dragondice/engine";
import { fieldOf, idsOf, movesOf } from "./choices.ts";
import { healthAt, labelOfId, namesOf, placeName, terrainFace, terrainName } from "./names.ts";
import { attackOddsText } from "./odds.ts";
import { marchingAt, optionLabel } from "./options.ts";
import { whySuggested } from "./suggestion-why.ts";

export interface GuidedHint {
  /** What this step of the game is about, and what to weigh. */
  lesson: string;
  /** The answer advised, in words, and why. */
  advice: string;
  /** That answer, ready to send. */
  choice: unknown;
}

type Lesson = (g: PlayerView, d: Decision) => string;
type Reason = (g: PlayerView, d: Decision, choice: unknown) => string;

/** What to weigh at each kind of decision a first game meets. */
export const GUIDED_LESSONS: Record<string, Lesson> = {
  "assemble-armies": () =>
    "Set-up: your units make three armies. The home army defends your home terrain, the campaign army fights for the frontier, the horde army goes to your opponent's home. Nobody sees your split until everyone has made theirs.",
  "first-or-frontier": () =>
    "You won the roll for the order of play: go first, or pick the frontier terrain and let the other player start.",
  "choose-frontier": () =>
    "The frontier is the terrain in the middle that both campaign armies fight over. Its eighth face will be worth capturing.",
  "choose-march": () =>
    "Each turn you march twice, each time with a different army: it may turn its terrain (maneuver), then act as the terrain's face says (melee, missile or magic).",
  maneuver: () =>
    "Turning a terrain changes its face: the face says what armies there may do, and the eighth face captures the terrain. Two captured terrains win the game.",
  "counter-maneuver": () =>
    "The other player wants to turn the terrain where your army stands. Roll against them: if you get more maneuver results, the terrain stays as it is.",
  "choose-action": () =>
    "The army acts as its terrain's face allows. An attack rolls hits against the target's saves; every hit not saved kills a health of units.",
  "counter-attack": () =>
    "Your army survived a melee attack: it may strike back with its own melee, and the attackers roll saves.",
  "choose-casualties": () =>
    "Damage got through: pick which of your units die. They must cover the damage, never more.",
  retreat: () =>
    "End of your turn: units may leave a terrain for your reserve area, safe from attacks, and come back later as reinforcements.",
  reinforce: () =>
    "Your reserve units may join any terrain now: where they add most is where a fight is close.",
  "cast-spells": () =>
    "Your magic points buy spells of the colours rolled. Spells are cast in the order you add them; points left over are lost.",
  city: () =>
    "A City at its eighth face lets the army holding it bring back a dead small unit or promote one of its units.",
  temple: () =>
    "A Temple at its eighth face makes another player bury a dead unit: it can never come back.",
};

/**
 * Why the advised answer is good, where the decision's data or the table can say more than the
 * suggestion's reason (`whySuggested`), which the other kinds use.
 */
const REASONS: Record<string, Reason> = {
  "assemble-armies": (g, _d, c) => {
    const home = String(fieldOf(c, "home"));
    const part = (army: string) => {
      const ids = idsOf(fieldOf(fieldOf(c, "armies"), army));
      return `${army} army: ${ids.length ? namesOf(g, ids) : "nobody"}`;
    };
    return `Home terrain ${terrainName(g, home)}; ${["home", "campaign", "horde"].map(part).join("; ")}. Strength goes where the fights will be, and no army is left too weak to hold its ground.`;
  },
  "choose-frontier": (g, _d, c) => {
    const t = g.terrains.find((x) => x.id === c);
    const die = t ? dieById(t.die) : undefined;
    const eighth =
      die?.kind === "terrain" ? `, and its eighth face (${die.eighthFace}) is worth holding` : "";
    return `The heuristic bot rates it best for your units${eighth}.`;
  },
  "choose-march": (g, d, c) => {
    const at = fieldOf(c, "army");
    if (typeof at !== "string") return "Nothing useful is left to do this turn.";
    const t = g.terrains.find((x) => `t:${x.id}` === at);
    const foes = g.players.some((_, p) => p !== d.player && healthAt(g, p, at) > 0);
    const face = t ? `Its terrain shows ${terrainFace(g, t.id)}` : "It stands in reserve";
    return `${face}${foes ? ", with enemies there to fight" : ""}: that army can do the most this march.`;
  },
  maneuver: (g, _d, c) => {
    const way = fieldOf(c, "maneuver");
    const at = marchingAt(g);
    const t = g.terrains.find((x) => `t:${x.id}` === at);
    if (way === "up" && t?.face === 7) return "Up turns it to its eighth face: you capture it.";
    return way === "up"
      ? "Each step up brings the eighth face, which captures the terrain, closer."
      : way === "down"
        ? "Down gives your army a face it can use better."
        : "The face showing already suits your army.";
  },
  "choose-action": (g, d, c) => {
    const odds = attackOddsText(g, d, c);
    if (odds) return `Expected: ${odds}.`;
    const action = fieldOf(c, "action");
    return action === "magic"
      ? "Magic reaches where your army cannot strike."
      : "No attack here is worth its risk.";
  },
  "choose-casualties": (g, _d, c) => {
    const ids = idsOf(c);
    return `Losing ${namesOf(g, ids)} covers the damage and keeps your strongest units.`;
  },
  retreat: (g, _d, c) => {
    const ids = idsOf(c);
    return ids.length
      ? `${namesOf(g, ids)} ${ids.length === 1 ? "is" : "are"} safer in reserve than where ${ids.length === 1 ? "it stands" : "they stand"}.`
      : "Every army can hold its terrain: nobody needs to leave.";
  },
  reinforce: (g, _d, c) => {
    const moves = movesOf(c);
    return moves.length
      ? moves.map(([id, to]) => `${labelOfId(g, id)} to ${placeName(g, `t:${to}`)}`).join("; ")
      : "Keeping the reserve for later.";
  },
};

/** A reason as a sentence of its own: "It costs nothing." */
const sentence = (reason: string | null): string =>
  reason ? `${reason.charAt(0).toUpperCase()}${reason.slice(1)}.` : "";

/** The advised answer in words: the option's label, or what a picker's answer does. */
function adviceText(g: PlayerView, d: Decision, choice: unknown): string {
  if (d.options) return optionLabel(g, d, choice);
  switch (d.kind) {
    case "choose-casualties":
    case "retreat": {
      const ids = idsOf(choice);
      return ids.length
        ? `${d.kind === "retreat" ? "Retreat" : "Lose"} ${namesOf(g, ids)}`
        : "None";
    }
    case "reinforce":
      return movesOf(choice).length ? "Send reserve units" : "Keep your reserve";
    case "assemble-armies":
      return "This split of your force";
    default:
      return "The answer the Follow button sends";
  }
}

/**
 * The hint for one of the player's decisions, from their own view: the lesson of its kind (a
 * general one for a kind the guided game does not teach), and the heuristic bot's answer.
 */
export function guidedHint(view: PlayerView, d: Decision): GuidedHint {
  let opinion = true;
  // The bot draws at random only when it has no opinion: it then takes the first answer.
  const bot = heuristicBot(() => 0, {
    onFallback: () => {
      opinion = false;
    },
  });
  const choice = bot.choose(view, d);
  const lesson =
    GUIDED_LESSONS[d.kind]?.(view, d) ??
    "The game asks something this lesson does not cover: the line above says what it is for.";
  const why = opinion
    ? (REASONS[d.kind]?.(view, d, choice) ?? sentence(whySuggested(d, choice)))
    : "No answer is clearly better than the others here.";
  return { lesson, advice: `${adviceText(view, d, choice)}. ${why}`.trim(), choice };
}

/** What to try once the guided game is over. */
export const GUIDED_NEXT: readonly string[] = [
  "Play a game of your own against the heuristic bot with a premade force of 24 health: the same steps, with more units and dragons.",
  "Keep the hints' habit: look at the option marked suggested and the odds of each attack before you choose.",
  "Read How to play for what this game did not meet: dragons, spells, the eighth faces' powers and each race's abilities.",
];
