// Whose turn it is and which phase, from the decisions waiting (all a view shows of the flow).
import type { DecisionKindName } from "@dragondice/engine";
import { playerName, type Shown } from "./names.ts";

// Typed by the engine's kinds, so that a kind misspelt or gone is refused.
const MARCH_KINDS: ReadonlySet<string> = new Set<DecisionKindName>([
  "choose-march",
  "maneuver",
  "counter-maneuver",
  "choose-action",
  "cast-spells",
  "counter-attack",
  "choose-casualties",
  "stepped-damage",
  "replanting",
  "magic-negation",
  "sai-order",
  "sai-targets",
  "sai-damage",
  "sai-choice",
]);
const INITIAL_KINDS: ReadonlySet<string> = new Set<DecisionKindName>([
  "feralization",
  "mutation",
  "mutation-targets",
  "mutation-exchange",
  "city",
  "temple",
  "temple-burial",
]);
const RESERVE_KINDS: ReadonlySet<string> = new Set<DecisionKindName>([
  "reinforce",
  "retreat",
  "terrain-flight",
]);
const DRAGON_KINDS: ReadonlySet<string> = new Set<DecisionKindName>([
  "choose-dragon-battle",
  "dragon-response",
  "dragon-promotions",
]);

export function phaseOf(g: Shown): string {
  if (g.winner) return "game over";
  if (!g.turn) return "set-up";
  const kinds = (g.pending ?? []).map((d) => d.kind);
  const marched = g.turn.marched.length;
  if (kinds.includes("choose-march")) return `march ${marched + 1}`;
  if (kinds.some((k) => MARCH_KINDS.has(k))) return `march ${Math.max(1, marched)}`;
  if (kinds.some((k) => INITIAL_KINDS.has(k))) return "initial effects";
  if (kinds.some((k) => DRAGON_KINDS.has(k)) || g.dragonBattle) return "dragon attack";
  if (kinds.some((k) => RESERVE_KINDS.has(k))) return "reserve movement";
  return "turn";
}

/** How the game ended: "Player 1 (Dwarves) wins (captured two terrains)", or a draw; or null. */
export function outcome(g: Shown): string | null {
  if (!g.winner) return null;
  const { player, reason } = g.winner;
  if (player === null) {
    return reason === "agreement" ? "a draw by agreement" : "a draw (the round limit was reached)";
  }
  const how =
    g.winner.reason === "resignation"
      ? `${playerName(g, g.winner.resigned)} resigned`
      : reason === "two-terrains"
        ? "captured two terrains"
        : "has the last units";
  return `${playerName(g, player)} wins (${how})`;
}

/**
 * Where the game stands against its round limit: "round 6 of 50", and what the limit does; null
 * before the first turn or without a limit. A round is a turn for each player who started.
 */
export function roundLimitText(g: Shown): { short: string; explained: string } | null {
  if (!g.turn || g.roundLimit === null || g.roundLimit === undefined) return null;
  const round = Math.ceil(g.turn.number / Math.max(1, g.order.length));
  return {
    short: `round ${round} of ${g.roundLimit}`,
    explained: `If nobody has won when round ${g.roundLimit} ends, the game is a draw.`,
  };
}

/** "Turn 3: Player 2 (Dwarves) to play, march 1", "Set-up", "Game over: ... wins". */
export function headline(g: Shown): string {
  const end = outcome(g);
  if (end) return `Game over: ${end}`;
  if (!g.turn) return "Set-up";
  return `Turn ${g.turn.number}: ${playerName(g, g.turn.player)} to play, ${phaseOf(g)}`;
}
