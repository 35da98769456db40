// From a "create game" request to an engine configuration: forces by name, at random or explicit,
// checked by the engine itself (a bad force is refused with the engine's message).
import { aboutPremade, PREMADE_NAMES, PremadeForceError, premadeForce } from "@dragondice/catalog";
import {
  type GameConfig,
  newGame,
  type PlayerSetup,
  randomForce,
  seededRandomInt,
} from "@dragondice/engine";
import type { z } from "zod";
import type { createGameSchema, PremadeInfo, SeatKind } from "./protocol.ts";

export type CreateGameRequest = z.output<typeof createGameSchema>;

export class SetupError extends Error {
  override name = "SetupError";
}

const BOT_NAMES: Record<SeatKind, string> = {
  human: "Player",
  heuristic: "Heuristic bot",
  random: "Random bot",
};

/** The engine configuration and the seat names; throws SetupError when the game is not legal. */
export function buildConfig(
  req: CreateGameRequest,
  seed: number,
  roundLimit: number,
): { config: GameConfig; names: string[] } {
  const names: string[] = [];
  const players = req.seats.map((seat, i): PlayerSetup => {
    const force = seat.force;
    let setup: Omit<PlayerSetup, "name">;
    let forceName: string | undefined;
    if ("premade" in force) {
      try {
        const f = premadeForce(force.premade, req.forceSize);
        setup = { dice: f.dice, terrains: f.terrains, dragons: f.dragons };
        forceName = f.label;
      } catch (e) {
        if (e instanceof PremadeForceError) throw new SetupError(`seat ${i + 1}: ${e.message}`);
        throw e;
      }
    } else if ("random" in force) {
      const randomInt = seededRandomInt((seed ^ Math.imul(i + 1, 0x9e3779b1)) | 0);
      setup = randomForce("", req.forceSize, randomInt);
    } else {
      setup = { dice: force.dice, terrains: force.terrains, dragons: force.dragons };
      forceName = force.name;
    }
    const fallback =
      seat.kind === "human" ? `${BOT_NAMES.human} ${i + 1}` : `${BOT_NAMES[seat.kind]} ${i + 1}`;
    const name = seat.name ?? forceName ?? fallback;
    names.push(name);
    return {
      name,
      dice: [...setup.dice],
      terrains: [...setup.terrains],
      dragons: [...setup.dragons],
    };
  });
  const config: GameConfig = {
    edition: req.edition,
    seed,
    forceSize: req.forceSize,
    players,
    roundLimit,
  };
  const started = newGame(config);
  if (!started.ok) throw new SetupError(started.error.message);
  return { config, names };
}

/** The premade forces at a force size (a multiple of 24). */
export function premadeList(forceSize: number): PremadeInfo[] {
  return PREMADE_NAMES.map((name) => {
    const f = premadeForce(name, forceSize);
    const about = aboutPremade(name);
    const prefix = `${f.label}: `;
    return {
      name,
      label: f.label,
      about: about.startsWith(prefix) ? about.slice(prefix.length) : about,
      dice: f.dice,
      terrains: f.terrains,
      dragons: f.dragons,
    };
  });
}
