// Why an option is suggested, in a few words. The suggestion is the heuristic bot's choice
// (`suggestedOption`); this says what the bot weighs for that kind of decision (its reasons are
// written at the top of packages/ai/src/heuristic-bot.ts), read from the decision's kind and the
// option's data, never from prompt text.
import type { Decision } from "@dragondice/engine";
import { fieldOf } from "./choices.ts";

/** The reason for the suggestion of `option` to `decision`, or null when there is none to say. */
export function whySuggested(decision: Decision, option: unknown): string | null {
  switch (decision.kind) {
    case "first-or-frontier":
      return "playing first is a turn ahead in the race to two eighth faces";
    case "choose-frontier":
      return "the frontier where your campaign army maneuvers best against the others";
    case "choose-march": {
      const army = fieldOf(option, "army");
      if (army === null) return "no march is worth its risk now";
      if (army === "reserve") return "bringing reserves in is worth more than any march";
      return "the march most likely to gain ground toward an eighth face or to hurt an opponent";
    }
    case "maneuver":
      return fieldOf(option, "maneuver") === null
        ? "the face it shows now is worth more than any it could turn to"
        : "the face that helps most if the maneuver succeeds";
    case "counter-maneuver":
      return option === true
        ? "a counter-maneuver costs nothing and may stop their move"
        : "here their move can only help you";
    case "choose-action": {
      const action = fieldOf(option, "action");
      if (action === null) return "no action here does more damage than it risks";
      if (action === "magic") return "the spells this army's magic would buy are worth most here";
      return "the attack with the most damage expected for the counter-attack it risks";
    }
    case "counter-attack":
      return "a counter-attack only ever does damage";
    case "magic-negation":
      return "negating costs nothing";
    case "kings-die":
    case "city":
    case "feralization":
      return typeof option === "object" && option !== null && "skip" in option
        ? "nothing to bring back is worth it"
        : "it brings back the most worth";
    default:
      return null;
  }
}
