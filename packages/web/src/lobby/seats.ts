// The new-game form's seats and the POST /api/games body they make.
import type { CreateGame, ForceSpec, SeatForce, SeatKind } from "@dragondice/server/protocol";
import type { ForceDraft } from "../builder/draft.ts";

/** Who sits in a seat: me (this browser), a bot, or a human invited by link. */
export type SeatRole = "me" | "heuristic" | "random" | "invite";

/** A force a player picks for themselves: premade, random or built. */
export type OwnForce =
  | { mode: "premade"; premade: string }
  /** `advanced`: drawn from the whole catalogue (rules/000 "Advanced Rules"). */
  | { mode: "random"; advanced?: boolean }
  | { mode: "custom"; draft: ForceDraft };

/** A seat's force in the new-game form: or an invited player brings their own, on opening
 * their link. */
export type ForceChoice = OwnForce | { mode: "theirs" };

export interface SeatDraft {
  role: SeatRole;
  name: string;
  force: ForceChoice;
}

export const ROLE_LABELS: Record<SeatRole, string> = {
  me: "Me (this browser)",
  heuristic: "Bot (heuristic)",
  random: "Bot (random)",
  invite: "Invite a human (share the link)",
};

export function seatKind(role: SeatRole): SeatKind {
  return role === "me" || role === "invite" ? "human" : role;
}

export function ownForceSpec(force: OwnForce): ForceSpec {
  if (force.mode === "premade") return { premade: force.premade };
  if (force.mode === "random")
    return force.advanced ? { random: true, advanced: true } : { random: true };
  const { name, dice, terrains, dragons, dragonkin, minorTerrains } = force.draft;
  return {
    name: name.slice(0, 60) || undefined,
    dice,
    terrains,
    dragons,
    // The advanced rules' summoning pool, sent only when the force brings one.
    ...(dragonkin.length > 0 ? { dragonkin } : {}),
    ...(minorTerrains.length > 0 ? { minorTerrains } : {}),
  };
}

export const forceSpec = (force: ForceChoice): SeatForce =>
  force.mode === "theirs" ? { chosenByPlayer: true } : ownForceSpec(force);

export function defaultSeatName(role: SeatRole, seat: number): string {
  if (role === "heuristic" || role === "random") return `Bot ${seat + 1}`;
  return `Player ${seat + 1}`;
}

/**
 * The body of `POST /api/games`. It names no edition: the server plays new games in its default
 * one, whose force rules the builder checks (`FORCE_RULES`), and the lobby loads no rules.
 */
export function createBody(forceSize: number, seats: SeatDraft[]): CreateGame {
  return {
    forceSize,
    seats: seats.map((s, i) => ({
      kind: seatKind(s.role),
      name: s.name.trim() || defaultSeatName(s.role, i),
      force: forceSpec(s.force),
    })),
  };
}

/** Problems with the form as a whole (each seat's force problems are shown by the builder). */
export function formProblems(forceSize: number, seats: SeatDraft[]): string[] {
  const out: string[] = [];
  if (!Number.isInteger(forceSize) || forceSize < 3 || forceSize > 240) {
    out.push("the force size must be a whole number from 3 to 240");
  }
  if (seats.length < 2 || seats.length > 4) out.push("a game has 2 to 4 seats");
  seats.forEach((s, i) => {
    if (s.force.mode === "theirs" && s.role !== "invite") {
      out.push(`seat ${i + 1}: only an invited player can choose their own force`);
    }
    if (s.force.mode === "premade" && forceSize % 24 !== 0) {
      out.push(
        `seat ${i + 1}: premade forces come in multiples of 24 health; pick random or build one`,
      );
    }
  });
  return out;
}
