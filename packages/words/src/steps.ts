// A replay's steps in plain words: "Turn 3, Ann: melee at the frontier". One line per action,
// from the table just before it (which decision it answered, where the march is) and the choice.
import { type Action, SAYS, type TableAction } from "@dragondice/engine";
import { fieldOf, hasField, spellsOf } from "./choices.ts";
import { dragonName, responseText } from "./dragons.ts";
import { labelOfId, placeName, possessive, type Shown, shortName } from "./names.ts";
import { marchingAt } from "./options.ts";
import { saiOrderName } from "./sai.ts";
import { announcementText } from "./spells.ts";

/** "the frontier", "Bob's home" or the place's name: where a march happens, as players say it. */
export function whereName(g: Shown, at: string): string {
  const t = at.startsWith("t:") ? g.terrains.find((x) => `t:${x.id}` === at) : undefined;
  if (t?.role === "frontier") return "the frontier";
  if (t?.role === "home") return `${possessive(shortName(g, t.owner))} home`;
  return placeName(g, at);
}

const count = (n: number, one: string): string => `${n} ${one}${n === 1 ? "" : "s"}`;

/** What the player did, in a few words, from the decision's kind and their choice. */
function deed(g: Shown, kind: string, player: number, choice: unknown): string {
  const c = (key: string) => fieldOf(choice, key);
  const at = marchingAt(g);
  const here = !at ? "" : at === "reserve" ? " in the reserve" : ` at ${whereName(g, at)}`;
  const skipped = hasField(choice, "skip");
  switch (kind) {
    case "assemble-armies":
      return "assembles their armies";
    case "first-or-frontier":
      return choice === "play-first" ? "chooses to play first" : "chooses to pick the frontier";
    case "choose-frontier":
      return `picks ${placeName(g, `t:${String(choice)}`)} as the frontier`;
    case "place-armies":
      return "places the horde and campaign armies";
    case "choose-march": {
      const army = c("army");
      if (typeof army !== "string") return "passes";
      return army === "reserve"
        ? "marches with the reserve army"
        : `marches at ${whereName(g, army)}`;
    }
    case "maneuver": {
      // The choice is the attempt: whether it succeeds is rolled after (and told in the log).
      const way = c("maneuver");
      if (way === "minor") return `tries to bring in a minor terrain${here}`;
      return way === null || way === undefined
        ? `no maneuver${here}`
        : `tries to maneuver ${String(way)}${here}`;
    }
    case "counter-maneuver":
      return choice === true
        ? `counter-maneuvers${here}`
        : `lets ${g.turn ? shortName(g, g.turn.player) : "them"} maneuver${here}`;
    case "choose-action": {
      const action = c("action");
      return typeof action === "string" ? `${action}${here}` : `no action${here}`;
    }
    case "counter-attack":
      return choice === true ? "counter-attacks" : "does not counter-attack";
    case "cast-spells": {
      const spells = spellsOf(choice);
      return spells.length === 0
        ? "casts no spell"
        : `casts ${announcementText(g, spells, player)}`;
    }
    case "magic-negation":
      return choice === true ? "negates the magic" : "lets the magic be";
    case "sai-targets": {
      const n = Array.isArray(choice) ? choice.length : 0;
      return n === 0 ? "picks no targets" : `picks ${count(n, "unit")} as targets`;
    }
    case "sai-damage": {
      const n = typeof choice === "object" && choice !== null ? Object.keys(choice).length : 0;
      return `shares the damage among ${count(n, "unit")}`;
    }
    case "sai-order":
      return `resolves ${saiOrderName(String(choice))} first`;
    case "sai-choice": {
      const say = c("say");
      const unit = c("unit");
      if (say === SAYS.summon && typeof unit === "string") return `summons ${dragonName(g, unit)}`;
      return typeof say === "string" ? `chooses: ${say}` : "makes a choice";
    }
    case "choose-casualties":
      return "chooses the casualties";
    case "stepped-damage":
      return "decides on stepped damage";
    case "reinforce": {
      const n = typeof choice === "object" && choice !== null ? Object.keys(choice).length : 0;
      return n === 0 ? "sends no reinforcements" : `reinforces with ${count(n, "unit")}`;
    }
    case "retreat": {
      const n = Array.isArray(choice) ? choice.length : 0;
      return n === 0 ? "retreats nothing" : `retreats ${count(n, "unit")}`;
    }
    case "terrain-flight":
      return "decides on Terrain Flight";
    case "replanting":
      return skipped ? "does not replant" : "replants";
    case "city":
    case "feralization": {
      if (skipped) return `skips the ${kind}`;
      const recruit = c("recruit");
      return typeof recruit === "string"
        ? `recruits ${labelOfId(g, recruit)}`
        : `promotes ${labelOfId(g, String(c("promote")))}`;
    }
    case "temple":
      return skipped
        ? "skips the temple"
        : `makes ${shortName(g, Number(c("target")))} bury a unit`;
    case "temple-burial":
      return "buries a dead unit";
    // The dragon attack (2.9a lines 330, 362, 1041).
    case "choose-dragon-battle":
      return `faces the dragons at ${placeName(g, `t:${String(c("terrain"))}`)} first`;
    case "dragon-response":
      return responseText(g, choice);
    case "dragon-promotions": {
      const promotions = c("promotions");
      const n = Array.isArray(promotions) ? promotions.length : 0;
      return n === 0 ? "promotes no unit" : `promotes ${count(n, "unit")}`;
    }
    default:
      return skipped ? `skips the ${kind.replace(/-/g, " ")}` : kind.replace(/-/g, " ");
  }
}

/** What a player did who resigned, or offered or answered a draw. */
export const TABLE_DEEDS: Record<TableAction["type"], string> = {
  resign: "resigns",
  "offer-draw": "offers a draw",
  "accept-draw": "accepts the draw",
  "decline-draw": "declines the draw",
};

/**
 * A step of a game in plain words: "Turn 3, Ann: melee at the frontier", "Set-up, Bob: assembles
 * their armies". `before` is the table the action was taken on (its pending decisions included).
 */
export function stepLabel(before: Shown, action: Action): string {
  const when = before.turn ? `Turn ${before.turn.number}` : "Set-up";
  if (action.type !== "decide") {
    return `${when}, ${shortName(before, action.player)}: ${TABLE_DEEDS[action.type]}`;
  }
  const decision = before.pending?.find((d) => d.id === action.decision);
  const what = decision ? deed(before, decision.kind, decision.player, action.choice) : "decides";
  return `${when}, ${shortName(before, action.player)}: ${what}`;
}
