// `dragondice play`: a whole game in the terminal against bots or hot-seat, saved as a game record
// (`--save`, or on quitting) and resumed with `--resume`.
import { randomInt as cryptoRandomInt } from "node:crypto";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { BOT_NAMES, isBotName } from "@dragondice/ai";
import {
  DEFAULT_EDITION,
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
import { type Command, Option } from "commander";
import { command } from "../hints.ts";
import { readJsonFile } from "../json-file.ts";
import type { Io } from "../main.ts";
import { forceOption, playerCount, positiveInt, seedValue } from "../options.ts";
import {
  type Force,
  PREMADE_NAMES,
  premadeForce,
  resolveArmy,
  SPECIES_FORCES,
} from "../play/forces.ts";
import { type LineReader, stdinReader } from "../play/input.ts";
import { commandList, linePrompter, QuitSignal } from "../play/menus.ts";
import { type Game, runSession, seatsOf, writeRecord } from "../play/session.ts";
import { chooseSetUp } from "../play/setup-menu.ts";
import { isStop, Stopped } from "../stop.ts";
import { UsageError } from "../usage-error.ts";
import { fitLines } from "../wrap.ts";

export interface PlayOptions {
  vs: string;
  players: number;
  force: number;
  seed?: number;
  /** Force specs in seat order; a gap (hot seat, a player who took the default) gets a premade
   * force of a species nobody else plays. */
  army?: (string | undefined)[];
  save?: string;
  overwrite?: boolean;
  resume?: string;
  seats?: string;
  roundLimit?: number;
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
  const chosen = seats.map((_, i) => {
    const spec = armies[i];
    return spec === undefined ? undefined : resolveArmy(spec, opts.force, randomInt);
  });
  const used = new Set(chosen.map((f) => f?.label));
  return chosen.map((force) => {
    if (force) return force;
    if (opts.force % 24 !== 0) return resolveArmy("random", opts.force, randomInt);
    const free = SPECIES_FORCES.filter((s) => !used.has(premadeForce(s, 24).label));
    const name = free[randomInt(0, free.length - 1)] as string;
    const premade = premadeForce(name, opts.force);
    used.add(premade.label);
    return premade;
  });
}

function newGameFromOptions(opts: PlayOptions): Game {
  const seats = newSeats(opts);
  const seed = opts.seed ?? cryptoRandomInt(1, 2 ** 31 - 1);
  const forces = newForces(opts, seats, seed);
  const config: GameConfig = {
    edition: DEFAULT_EDITION,
    seed,
    forceSize: opts.force,
    roundLimit: opts.roundLimit ?? DEFAULT_ROUND_LIMIT,
    players: forces.map(({ label, ...lists }, i) => ({
      name: `${seats[i] === "human" ? "Player" : "Bot"} ${i + 1} (${label})`,
      ...lists,
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
  const json = readJsonFile(file, "saved game");
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
  const lines = [
    `Dragon Dice (2.9a rules), ${config.forceSize}-health forces, ${config.seed === undefined ? "secret dice" : `seed ${config.seed}`}${resumed ? `, resumed after ${game.record.actions.length} moves` : ""}.`,
    ...config.players.map(
      (p, i) => `  ${p.name}: ${seats[i] === "human" ? "human" : `${seats[i]} bot`}`,
    ),
    "Type help at any prompt (help TOPIC: how to play); quit saves the game and leaves.",
  ];
  io.out(fitLines(lines.join("\n")));
}

/** --save names a file that exists (and is not the game being resumed): refused, unless
 * --overwrite, so that a saved game is never lost by a slip. */
function checkSavePath(opts: PlayOptions): void {
  const { save } = opts;
  if (save === undefined || opts.overwrite || !existsSync(save)) return;
  if (opts.resume !== undefined && resolve(opts.resume) === resolve(save)) return;
  throw new UsageError(
    `${save} already exists: add --overwrite to replace it, or go on with that game: ${command("play --resume", save)}`,
  );
}

const IN_GAME_HELP = `
In the game, at any prompt:
${commandList()}
Examples:
  npx dragondice play --army undead --vs random --save game.json
  npx dragondice play --resume game.json
  npx dragondice play --vs human --players 3          hot seat: the terminal goes round`;

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
    .addOption(forceOption())
    .option("--seed <n>", "seed of the dice (random when not given)", seedValue)
    .option(
      "--army <spec>",
      `a player's force, once per player in seat order: a premade force (${PREMADE_NAMES.join(", ")}), random, random-advanced (from the whole catalogue: items, Dragonkin, minor and special terrains, the Kings' Die), or a force file (.json); asked at a terminal when left out`,
      collect,
    )
    .option("--save <file>", "keep the game in this file after every move")
    .option("--overwrite", "let --save replace a file that exists")
    .option("--resume <file>", "go on with a saved game")
    .addOption(new Option("--seats <list>", "seat kinds, e.g. random,random").hideHelp())
    .addOption(
      new Option("--round-limit <n>", "rounds before a draw (tests)")
        .argParser(positiveInt)
        .hideHelp(),
    )
    .addHelpText("after", IN_GAME_HELP)
    .action(async (opts: PlayOptions, cmd: Command) => {
      const resumed = opts.resume !== undefined;
      const given = (name: string) => cmd.getOptionValueSource(name) === "cli";
      if (resumed) {
        const clash = ["vs", "players", "force", "seed", "army", "seats", "roundLimit"].find(given);
        if (clash) {
          const flag = clash === "roundLimit" ? "round-limit" : clash;
          throw new UsageError(`--resume plays the saved game as it was set up; drop --${flag}`);
        }
      }
      checkSavePath(opts);
      const reader = io.input ? io.input() : stdinReader();
      try {
        let game: Game;
        if (resumed) game = resumedGame(opts.resume as string);
        else {
          // At a terminal, a player who named no force chooses one (and the opponent) from menus.
          if (io.interactive && !given("army") && !given("seats")) {
            const setUp = await askSetUp(opts, reader, io, given("vs"));
            if (!setUp) return;
            Object.assign(opts, setUp);
          }
          game = newGameFromOptions(opts);
        }
        const savePath = opts.save ?? opts.resume ?? null;
        // A save file that cannot be written is a mistake to report before the game starts.
        if (savePath) writeRecord(savePath, game.record);
        introduction(game, io, resumed);
        const outcome = await runSession(game, { io, reader, savePath });
        // Stopped from outside: saved and said; the exit status names the signal.
        if (isStop(outcome)) throw new Stopped(outcome);
      } finally {
        reader.close();
      }
    });
}

/** The set-up menus; null when the player quits before the game starts. */
async function askSetUp(
  opts: PlayOptions,
  reader: LineReader,
  io: Io,
  vsGiven: boolean,
): Promise<Partial<PlayOptions> | null> {
  const prompter = linePrompter(reader, io.out, () => "The board comes once the game is set up.");
  try {
    return await chooseSetUp(prompter, {
      players: opts.players,
      force: opts.force,
      vs: vsGiven ? opts.vs : undefined,
    });
  } catch (e) {
    if (e instanceof Stopped) io.out("Stopped: no game was started.");
    if (!(e instanceof QuitSignal)) throw e;
    io.out("Leaving: no game was started.");
    return null;
  }
}
