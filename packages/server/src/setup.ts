// From a "create game" request to an engine configuration: the dice's generator state and random
// forces drawn from the server's randomness (randomness.ts), forces by name, at random or
// explicit, checked by the engine itself (a bad force is refused with the engine's message).
import { aboutPremade, PREMADE_NAMES, PremadeForceError, premadeForce } from "@dragondice/catalog";
import {
  type GameConfig,
  newGame,
  type PlayerSetup,
  randomForce,
  seededRandomInt,
} from "@dragondice/engine";
import type { z } from "zod";
import type { createGameSchema, ForceSpec, PremadeInfo, SeatKind } from "./protocol.ts";
import { drawKey, drawRandomInt, type RandomBytes } from "./randomness.ts";

export type CreateGameRequest = z.output<typeof createGameSchema>;

export class SetupError extends Error {
  override name = "SetupError";
}

const BOT_NAMES: Record<SeatKind, string> = {
  human: "Player",
  heuristic: "Heuristic bot",
  random: "Random bot",
};

/**
 * A force asked for by name, at random (drawn with fresh randomness of its own) or by ids, and the
 * name it brings (a premade's label).
 */
export function forceSetup(
  force: ForceSpec,
  forceSize: number,
  random: RandomBytes,
): { setup: Omit<PlayerSetup, "name">; forceName?: string } {
  if ("premade" in force) {
    const { label, ...setup } = premadeForce(force.premade, forceSize);
    return { setup, forceName: label };
  }
  if ("random" in force) {
    const { name: _name, ...setup } = randomForce("", forceSize, drawRandomInt(random), {
      advanced: force.advanced === true,
    });
    return { setup };
  }
  const { name, ...setup } = force;
  return name ? { setup, forceName: name } : { setup };
}

/** A player's setup: the name and a copy of each list of the force (the summoning pool too). */
function playerSetup(name: string, setup: Omit<PlayerSetup, "name">): PlayerSetup {
  const copy: PlayerSetup = {
    name,
    dice: [...setup.dice],
    terrains: [...setup.terrains],
    dragons: [...setup.dragons],
  };
  if (setup.dragonkin) copy.dragonkin = [...setup.dragonkin];
  if (setup.minorTerrains) copy.minorTerrains = [...setup.minorTerrains];
  return copy;
}

/**
 * Checks a configuration with the engine; the forces of the seats still `choosing` (empty lists
 * for now) stand in as random legal forces, so that only the forces chosen are judged. Throws
 * SetupError with the engine's message.
 */
export function checkForces(config: GameConfig, choosing: readonly boolean[]): void {
  const players = config.players.map((p, i) =>
    choosing[i] ? randomForce(p.name, config.forceSize, seededRandomInt(i)) : p,
  );
  const started = newGame({ ...config, players });
  if (!started.ok) throw new SetupError(started.error.message);
}

/**
 * The engine configuration, the seat names and which seats' players choose their force; throws
 * SetupError when the game is not legal. The dice's generator state is drawn first, then each
 * random force: each from fresh bytes of `random`.
 */
export function buildConfig(
  req: CreateGameRequest,
  random: RandomBytes,
  roundLimit: number,
): { config: GameConfig; names: string[]; choosing: boolean[] } {
  const key = drawKey(random);
  const names: string[] = [];
  const choosing: boolean[] = [];
  const players = req.seats.map((seat, i): PlayerSetup => {
    const force = seat.force;
    const fallback = `${BOT_NAMES[seat.kind]} ${i + 1}`;
    if ("chosenByPlayer" in force) {
      if (seat.kind !== "human") {
        throw new SetupError(`seat ${i + 1}: only an invited player can choose their force`);
      }
      const name = seat.name ?? fallback;
      names.push(name);
      choosing.push(true);
      return { name, dice: [], terrains: [], dragons: [] };
    }
    let chosen: ReturnType<typeof forceSetup>;
    try {
      chosen = forceSetup(force, req.forceSize, random);
    } catch (e) {
      if (e instanceof PremadeForceError) throw new SetupError(`seat ${i + 1}: ${e.message}`);
      throw e;
    }
    const name = seat.name ?? chosen.forceName ?? fallback;
    names.push(name);
    choosing.push(false);
    return playerSetup(name, chosen.setup);
  });
  const config: GameConfig = {
    edition: req.edition,
    key,
    forceSize: req.forceSize,
    players,
    roundLimit,
  };
  checkForces(config, choosing);
  return { config, names, choosing };
}

/**
 * The configuration with seat `seat`'s force (and name) as its invited player chose them,
 * checked by the engine; throws SetupError for a bad force.
 */
export function withChosenForce(
  config: GameConfig,
  choosing: readonly boolean[],
  seat: number,
  name: string,
  force: ForceSpec,
  random: RandomBytes,
): GameConfig {
  let chosen: ReturnType<typeof forceSetup>;
  try {
    chosen = forceSetup(force, config.forceSize, random);
  } catch (e) {
    if (e instanceof PremadeForceError) throw new SetupError(e.message);
    throw e;
  }
  const players = config.players.map((p, i) => (i === seat ? playerSetup(name, chosen.setup) : p));
  const next = { ...config, players };
  checkForces(
    next,
    choosing.map((c, i) => c && i !== seat),
  );
  return next;
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
