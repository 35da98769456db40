// Option parsers shared by the subcommands, so that play, simulate and bench accept and refuse
// the same values: a bad value is a usage error (exit status 2).
import { BOT_NAMES, isBotName } from "@dragondice/ai";
import { newGame, randomConfig } from "@dragondice/engine";
import { InvalidArgumentError, Option } from "commander";

export function positiveInt(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1)
    throw new InvalidArgumentError("expected a whole number of at least 1");
  return n;
}

export function nonNegativeInt(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new InvalidArgumentError("expected a whole number");
  return n;
}

/** The largest seed: seeds are 32-bit signed integers in the engine's generator. */
export const MAX_SEED = 2 ** 31 - 1;

export function seedValue(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > MAX_SEED) {
    throw new InvalidArgumentError(`expected a whole number from 0 to ${MAX_SEED}`);
  }
  return n;
}

/** The largest force size: far beyond the rulebook's largest (60), small enough to deal quickly. */
export const MAX_FORCE = 1000;

/** A force size the engine accepts (its set-up rules say why not, e.g. "at least 3"). */
export function forceSize(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n > MAX_FORCE) {
    throw new InvalidArgumentError(`expected a whole number of health, at most ${MAX_FORCE}`);
  }
  const started = newGame(randomConfig(1, 2, n));
  if (!started.ok) throw new InvalidArgumentError(started.error.message);
  return n;
}

export const forceOption = (): Option =>
  new Option("--force <n>", `force size in health (3 to ${MAX_FORCE})`)
    .argParser(forceSize)
    .default(24);

/** `--advanced`: random forces drawn from the whole catalogue (rules/000 "Advanced Rules"). */
export const advancedOption = (): Option =>
  new Option(
    "--advanced",
    "draw forces from the whole catalogue: items, Dragonkin, minor and special terrains, the Kings' Die",
  );

export function playerCount(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 2 || n > 4) throw new InvalidArgumentError("expected 2, 3 or 4");
  return n;
}

/** `--bots`: bot names, comma-separated (simulate: by seat; bench: the players of its games). */
export function botList(value: string): string[] {
  const names = value.split(",").map((s) => s.trim());
  const unknown = names.find((x) => !isBotName(x));
  if (unknown !== undefined) {
    throw new InvalidArgumentError(`unknown bot "${unknown}" (known: ${BOT_NAMES.join(", ")})`);
  }
  return names;
}
