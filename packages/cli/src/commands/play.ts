// `dragondice play`: a whole game in the terminal against bots or hot-seat, saved as a game record
// (`--save`, or on quitting) and resumed with `--resume`.
import { randomInt as cryptoRandomInt } from "node:crypto";
import { BOT_NAMES, isBotName } from "@dragondice/ai";
import {
  DEFAULT_ROUND_LIMIT,
  type GameConfig,
  type GameRecord,
  newGame,
  newRecord,
  parseRecord,
  RecordError,
  replayRecord,
  seededRandomInt,
} from "@dragondice/engine";
import { type Command, InvalidArgumentError, Option } from "commander";
import { readJsonFile } from "../json-file.ts";
import type { Io } from "../main.ts";
import { positiveInt } from "../options.ts";
import {
  type Force,
  PREMADE_NAMES,
  premadeForce,
  resolveArmy,
  SPECIES_FORCES,
} from "../play/forces.ts";
import { stdinReader } from "../play/input.ts";
import { type Game, runSession, seatsOf, writeRecord } from "../play/session.ts";
import { UsageError } from "../usage-error.ts";

interface PlayOptions {
  vs: string;
  players: number;
  force: number;
  seed?: number;
  army?: string[];
  save?: string;
  resume?: string;
  seats?: string;
}

function playerCount(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 2 || n > 4) throw new InvalidArgumentError("expected 2, 3 or 4");
  return n;
}

function seedValue(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 2 ** 31 - 1) {
    throw new InvalidArgumentError("expected a whole number from 0 to 2147483647");
  }
  return n;
}

const collect = (value: string, previous: string[] | undefined): string[] => [
  ...(previous ?? []),
  value,
];

/** The seats of a new game: "human" or a bot name per player. */
function newSeats(opts: PlayOptions): string[] {
  if (opts.seats !== undefined) {
    const seats = opts.seats.split(",").map((s) => s.trim());
    if (seats.length < 2 || seats.length > 4) throw new UsageError("--seats needs 2 to 4 seats");
    for (const s of seats) {
      if (s !== "human" && !isBotName(s)) {
        throw new UsageError(`--seats: "${s}" is not human or a bot (${BOT_NAMES.join(", ")})`);
      }
    }
    return seats;
  }
  return Array.from({ length: opts.players }, (_, i) =>
    i === 0 || opts.vs === "human" ? "human" : opts.vs,
  );
}

/** The forces: --army values in seat order, then premade forces of other species (or random). */
function newForces(opts: PlayOptions, seats: string[], seed: number): Force[] {
  const armies = opts.army ?? [];
  if (armies.length > seats.length) {
    throw new UsageError(`${armies.length} --army values for ${seats.length} players`);
  }
  const randomInt = seededRandomInt((seed ^ 0x2545f491) | 0);
  const forces: Force[] = armies.map((spec) => resolveArmy(spec, opts.force, randomInt));
  const used = new Set(forces.map((f) => f.label));
  while (forces.length < seats.length) {
    if (opts.force % 24 === 0) {
      const free = SPECIES_FORCES.filter((s) => !used.has(premadeForce(s, 24).label));
      const name = free[randomInt(0, free.length - 1)] as string;
      const force = premadeForce(name, opts.force);
      used.add(force.label);
      forces.push(force);
    } else {
      forces.push(resolveArmy("random", opts.force, randomInt));
    }
  }
  return forces;
}

function newGameFromOptions(opts: PlayOptions): Game {
  const seats = newSeats(opts);
  const seed = opts.seed ?? cryptoRandomInt(1, 2 ** 31 - 1);
  const forces = newForces(opts, seats, seed);
  const config: GameConfig = {
    edition: "2.9a",
    seed,
    forceSize: opts.force,
    roundLimit: DEFAULT_ROUND_LIMIT,
    players: forces.map((f, i) => ({
      name: `${seats[i] === "human" ? "Player" : "Bot"} ${i + 1} (${f.label})`,
      dice: f.dice,
      terrains: f.terrains,
      dragons: f.dragons,
    })),
  };
  const started = newGame(config);
  if (!started.ok) throw new UsageError(started.error.message);
  return { record: newRecord(config, seats, seed), state: started.state, events: started.events };
}

/** A saved game, checked: its format and every action (a bad file names its first bad step). */
export function loadRecord(file: string): {
  record: GameRecord;
  replayed: ReturnType<typeof replayRecord>;
} {
  const json = readJsonFile(file);
  try {
    const record = parseRecord(json);
    return { record, replayed: replayRecord(record, { keepStates: true }) };
  } catch (e) {
    if (e instanceof RecordError) throw new UsageError(`${file}: ${e.message}`);
    throw e;
  }
}

function resumedGame(file: string): Game {
  const { record, replayed } = loadRecord(file);
  const seats = seatsOf(record);
  if (seats.length !== record.config.players.length) {
    throw new UsageError(
      `${file}: seats: ${seats.length} seats for ${record.config.players.length} players`,
    );
  }
  seats.forEach((s, i) => {
    if (s !== "human" && !isBotName(s)) {
      throw new UsageError(
        `${file}: seats.${i}: "${s}" is not human or a bot (${BOT_NAMES.join(", ")})`,
      );
    }
  });
  return { record: { ...record, seats }, state: replayed.state };
}

function introduction(game: Game, io: Io, resumed: boolean): void {
  const { config } = game.record;
  const seats = seatsOf(game.record);
  io.out(
    `Dragon Dice (2.9a rules), ${config.forceSize}-health forces, seed ${config.seed}${resumed ? `, resumed after ${game.record.actions.length} moves` : ""}.`,
  );
  config.players.forEach((p, i) => {
    io.out(`  ${p.name}: ${seats[i] === "human" ? "human" : `${seats[i]} bot`}`);
  });
  io.out("Type help at any prompt; quit saves the game and leaves.");
}

export function playCommand(program: Command, io: Io): void {
  program
    .command("play")
    .description("play a game in the terminal against bots or hot-seat")
    .addOption(
      new Option("--vs <opponent>", "who the other players are")
        .choices(["heuristic", "random", "human"])
        .default("heuristic"),
    )
    .option("--players <n>", "number of players, 2 to 4", playerCount, 2)
    .option("--force <n>", "force size in health", positiveInt, 24)
    .option("--seed <n>", "seed of the dice (random when not given)", seedValue)
    .option(
      "--army <spec>",
      `a player's force, once per player in seat order: a premade force (${PREMADE_NAMES.join(", ")}), random, or a force file (.json)`,
      collect,
    )
    .option("--save <file>", "keep the game in this file after every move")
    .option("--resume <file>", "go on with a saved game")
    .addOption(new Option("--seats <list>", "seat kinds, e.g. random,random").hideHelp())
    .action(async (opts: PlayOptions, cmd: Command) => {
      const resumed = opts.resume !== undefined;
      if (resumed) {
        const clash = ["vs", "players", "force", "seed", "army", "seats"].find(
          (name) => cmd.getOptionValueSource(name) === "cli",
        );
        if (clash) {
          throw new UsageError(`--resume plays the saved game as it was set up; drop --${clash}`);
        }
      }
      const game = resumed ? resumedGame(opts.resume as string) : newGameFromOptions(opts);
      const savePath = opts.save ?? opts.resume ?? null;
      // A save file that cannot be written is a mistake to report before the game starts.
      if (savePath) writeRecord(savePath, game.record);
      introduction(game, io, resumed);
      const reader = io.input ? io.input() : stdinReader();
      try {
        await runSession(game, {
          io,
          reader,
          savePath,
        });
      } finally {
        reader.close();
      }
    });
}
