import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { makeBot } from "@dragondice/ai";
import { PREMADE_NAMES } from "@dragondice/catalog";
import { parseRecord, replayRecord } from "@dragondice/engine";
import { describe, expect, it } from "vitest";
import { main } from "../src/main.ts";
import { scriptedReader } from "../src/play/input.ts";

const dir = mkdtempSync(join(tmpdir(), "dd-play-"));
const bin = fileURLToPath(new URL("../bin/dragondice.js", import.meta.url));

/** Runs dragondice in-process; `lines` answer the prompts ("" is Enter); a function never ends.
 * `interactive`: as at a terminal (play asks for the force and the opponent). */
async function run(
  args: string[],
  lines: string[] | (() => string | null) = [],
  interactive = false,
): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(["node", "dragondice", ...args], {
    out: (t) => out.push(t),
    err: (t) => err.push(t),
    input: () =>
      scriptedReader(typeof lines === "function" ? () => lines() : lines, (t) => out.push(t)),
    interactive,
  });
  return { code, out: out.join("\n"), err: err.join("\n") };
}

/** A legal force file named `name`: thirteen units, two terrains and a dragon. */
const forceFile = (name: string): string =>
  JSON.stringify({
    name,
    dice: [
      "footman",
      "footman",
      "sentry",
      "pony-rider",
      "crossbowman",
      "theurgist",
      "sergeant",
      "lizard-rider",
      "marksman",
      "patroller",
      "warlord",
      "crack-shot",
      "umber-hulk",
    ],
    terrains: ["highland-city", "coastland-tower"],
    dragons: ["red-drake"],
  });

const enterForever = () => "";
const finalState = (file: string) =>
  replayRecord(parseRecord(JSON.parse(readFileSync(file, "utf8")))).state;

describe("dragondice play", () => {
  it("plays a whole game against the random bot through the menus, Enter at every prompt", async () => {
    const save = join(dir, "whole.json");
    const r = await run(
      ["play", "--vs", "random", "--seed", "3", "--army", "dwarves", "--save", save],
      enterForever,
    );
    expect(r.code).toBe(0);
    expect(r.err).toBe("");
    expect(r.out).toContain("Player 1 (Dwarves): human");
    expect(r.out).toMatch(/Bot 2 \(\w[\w ]*\): random bot/);
    expect(r.out).toContain("== Set-up ==");
    expect(r.out).toContain("Home terrain 1-2 [1]: ");
    expect(r.out).toMatch(
      /March 1: choose an army to march with, or pass\.\n( {2}.*\n)+ +1\. March with your army/,
    );
    expect(r.out).toMatch(/= \d+ melee( \+ \d+ ID)? = \d+ hits?|= \d+ hits?/);
    expect(r.out).toMatch(/\d+ hits? - \d+ saves? = (\d+ damage|no damage)\./);
    expect(r.out).toMatch(/\*\*\* .* wins: .* \*\*\*/);
    expect(r.out).toMatch(/== Game over: .* wins/);
    const state = finalState(save);
    expect(state.winner).not.toBeNull();
  });

  it("saves on quit and resumes to the same end as a game played straight through", async () => {
    const args = [
      "play",
      "--vs",
      "random",
      "--seed",
      "8",
      "--army",
      "goblins",
      "--army",
      "treefolk",
    ];
    const straight = join(dir, "straight.json");
    expect((await run([...args, "--save", straight], enterForever)).code).toBe(0);

    const halves = join(dir, "halves.json");
    const first = await run([...args, "--save", halves], ["", "", "", "", "", "", "", "quit"]);
    expect(first.code).toBe(0);
    expect(first.out).toContain(`Leaving: the game is saved in ${halves}.`);
    expect(first.out).toContain(`Go on with: npx dragondice play --resume ${halves}`);
    const saved = parseRecord(JSON.parse(readFileSync(halves, "utf8")));
    expect(saved.seats).toEqual(["human", "random"]);
    expect(saved.actions.length).toBeGreaterThan(2);
    expect(replayRecord(saved).state.winner).toBeNull();

    // The input ends part-way: saved again, then resumed to the end.
    const second = await run(["play", "--resume", halves], ["", "", ""]);
    expect(second.code).toBe(0);
    expect(second.out).toMatch(/resumed after \d+ moves/);
    expect(second.out).toContain(`The input ended: the game is saved in ${halves}.`);
    const third = await run(["play", "--resume", halves], enterForever);
    expect(third.code).toBe(0);

    expect(finalState(halves)).toEqual(finalState(straight));
    const a = parseRecord(JSON.parse(readFileSync(straight, "utf8")));
    const b = parseRecord(JSON.parse(readFileSync(halves, "utf8")));
    expect(b.actions).toEqual(a.actions);
  });

  it("plays hot-seat, handing the terminal over between players", async () => {
    const save = join(dir, "hotseat.json");
    const r = await run(
      ["play", "--vs", "human", "--players", "3", "--seed", "5", "--save", save],
      ["", "", "", "", "", "", "quit"],
    );
    expect(r.code).toBe(0);
    expect(r.out).toContain("==== Player 1 (");
    expect(r.out).toContain("your decision (others look away) ====");
    expect(r.out).toContain("Press Enter when ready: ");
    expect(r.out).toMatch(/Player 3 \(\w[\w ]*\): human/);
    expect(parseRecord(JSON.parse(readFileSync(save, "utf8"))).seats).toEqual([
      "human",
      "human",
      "human",
    ]);
  });

  it("plays a force file and bots of every kind to the end", async () => {
    const force = join(dir, "mine.json");
    writeFileSync(force, forceFile("Mine"));
    const save = join(dir, "bots.json");
    const r = await run([
      "play",
      "--seats",
      "heuristic,random",
      "--seed",
      "2",
      "--army",
      force,
      "--save",
      save,
    ]);
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    expect(r.out).toContain("Bot 1 (Mine): heuristic bot");
    expect(finalState(save).winner).not.toBeNull();
  });

  // 2.9a "Advanced Rules" (rules/000 lines 2214-2450): forces from the whole catalogue reach the
  // game with their summoning pools (Dragonkin, minor terrains) and play to the end.
  it("plays random advanced forces to the end, their pools in the game", async () => {
    const save = join(dir, "advanced.json");
    const r = await run([
      "play",
      "--seats",
      "heuristic,random",
      "--seed",
      "5",
      "--force",
      "48",
      "--army",
      "random-advanced",
      "--army",
      "random-advanced",
      "--save",
      save,
    ]);
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    expect(r.out).toContain("Bot 1 (random advanced force): heuristic bot");
    const record = parseRecord(JSON.parse(readFileSync(save, "utf8")));
    const pools = record.config.players.flatMap((p) => [
      ...(p.dragonkin ?? []),
      ...(p.minorTerrains ?? []),
    ]);
    expect(pools.length).toBeGreaterThan(0);
    expect(finalState(save).winner).not.toBeNull();
  });

  it("uses the heuristic bot for --vs heuristic (the default)", () => {
    // The name "heuristic" gives the heuristic bot, not a stand-in.
    expect(makeBot("heuristic", () => 0).name).toBe("heuristic");
  });

  it("rejects bad options and files with one line and status 2", async () => {
    const broken = join(dir, "broken.json");
    writeFileSync(broken, "{ not json");
    const unknownDie = join(dir, "force.json");
    writeFileSync(
      unknownDie,
      JSON.stringify({
        dice: ["footman", "footman", "sentry", "foo"],
        terrains: ["highland-city", "highland-tower"],
        dragons: ["red-drake"],
      }),
    );
    const cases: [string[], RegExp][] = [
      [["play", "--bogus"], /unknown option '--bogus'/],
      [["play", "--vs", "robot"], /argument 'robot' is invalid/],
      [["play", "--players", "5"], /expected 2, 3 or 4/],
      [["play", "--army", "orcs"], /^dragondice: --army orcs: not a premade force/],
      [["play", "--army", broken], /^dragondice: broken\.json is not valid JSON/],
      [["play", "--army", unknownDie], /^dragondice: force\.json: dice\.3: no die "foo"/],
      [
        ["play", "--army", "dwarves", "--army", "goblins", "--army", "undead"],
        /3 --army values for 2 players/,
      ],
      [["play", "--force", "30", "--army", "dwarves"], /multiples of 24 health, not 30/],
      [
        ["play", "--resume", join(dir, "nothing.json")],
        /^dragondice: cannot read .*nothing\.json$/,
      ],
      [["play", "--resume", broken, "--army", "dwarves"], /drop --army/],
      [
        ["play", "--save", join(dir, "no", "such", "x.json")],
        /cannot write the game to .*x\.json \(ENOENT\)$/,
      ],
    ];
    for (const [args, message] of cases) {
      const r = await run(args);
      expect(r.code, args.join(" ")).toBe(2);
      expect(r.err, args.join(" ")).toMatch(message);
      expect(r.err.split("\n"), args.join(" ")).toHaveLength(1);
    }
  });

  it("refuses a tampered save with the first bad step", async () => {
    const save = join(dir, "tamper-source.json");
    await run(
      ["play", "--vs", "random", "--seed", "4", "--army", "undead", "--save", save],
      ["", "", "", "", "", "", "quit"],
    );
    const record = JSON.parse(readFileSync(save, "utf8"));
    record.actions[3].choice = { army: "t:nowhere" };
    const tampered = join(dir, "tampered.json");
    writeFileSync(tampered, JSON.stringify(record));
    const r = await run(["play", "--resume", tampered]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^dragondice: .*tampered\.json: action 4: /);
    expect(r.err.split("\n")).toHaveLength(1);
  });
});

describe("games that never end", () => {
  it("ends at the round limit in a draw: the board, the words, where it is saved", async () => {
    const save = join(dir, "draw.json");
    const r = await run([
      "play",
      "--seats",
      "random,random",
      "--seed",
      "1",
      "--round-limit",
      "2",
      "--save",
      save,
    ]);
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    expect(r.out).toContain("== Game over: a draw (the round limit was reached) ==");
    expect(r.out).toMatch(/\nTerrains\n/);
    expect(r.out).toContain("A draw: 2 rounds played without a winner.");
    expect(r.out).toContain(
      `The game is saved in ${save}.\nReplay it with: npx dragondice replay ${save}`,
    );
    const state = finalState(save);
    expect(state.winner).toEqual({ player: null, reason: "round-limit" });
    // Two rounds of two players: the draw comes instead of turn 5.
    expect(state.turn?.number).toBe(4);
  });

  it("keeps the round limit out of play --help", async () => {
    const r = await run(["play", "--help"]);
    expect(r.out).not.toContain("round-limit");
  });

  // The reproduction: two random bots answered every reinforce with nothing, for ever.
  it("yes '' | dragondice play --vs random --players 3 --seed 7 finishes", () => {
    const cwd = mkdtempSync(join(tmpdir(), "dd-yes-"));
    const r = spawnSync(
      "bash",
      ["-c", `yes '' | "${process.execPath}" "${bin}" play --vs random --players 3 --seed 7`],
      { encoding: "utf8", cwd, timeout: 60_000 },
    );
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/== Game over: /);
    const path = join(cwd, "dragondice-save.json");
    expect(r.stdout).toContain(
      `The game is saved in ${path}.\nReplay it with: npx dragondice replay ${path}`,
    );
    expect(finalState(path).winner).not.toBeNull();
  });
});

describe("the log in the game", () => {
  it("shows again what scrolled away: the last turns, one turn, or the whole game", async () => {
    const args = ["play", "--vs", "random", "--seed", "3", "--army", "dwarves"];
    const answers = [...new Array<string>(40).fill(""), "log", "log 1", "log all", "log x", "quit"];
    const r = await run([...args, "--save", join(dir, "log.json")], answers);
    expect(r.code).toBe(0);
    const shown = (title: string) => {
      const from = r.out.indexOf(`==== The log: ${title} ====`);
      expect(from, title).toBeGreaterThan(0);
      return r.out.slice(from, r.out.indexOf("==== End of the log ====", from));
    };
    const two = shown("the last 2 turns");
    expect(two.match(/^---- Turn \d+/gm)).toHaveLength(2);
    const one = shown("the last turn");
    expect(one.match(/^---- Turn \d+/gm)).toHaveLength(1);
    expect(two.endsWith(one.slice(one.indexOf("\n")))).toBe(true);
    // The whole game from its set-up: the armies revealed, every turn.
    const all = shown("the game so far");
    expect(all).toContain("Armies revealed:");
    expect(all.match(/^---- Turn \d+/gm)?.length).toBeGreaterThan(2);
    expect(r.out).toContain("log takes a number of turns from 1, or all");
  });
});

describe("splitting the force", () => {
  it("deals another split on Another split, and keeps the first one auto always took", async () => {
    const args = ["play", "--vs", "random", "--seed", "6", "--army", "dwarves"];
    const save = join(dir, "splits.json");
    // Home terrain, "Split it for me", then Another split three times, then quit.
    const r = await run([...args, "--save", save], ["", "", "2", "2", "2", "quit"]);
    expect(r.code).toBe(0);
    const splits = r.out
      .split("Use these armies?")
      .slice(0, -1)
      .map((part) => part.slice(part.lastIndexOf("  home army")));
    expect(splits).toHaveLength(4);
    for (let i = 1; i < splits.length; i++) expect(splits[i]).not.toBe(splits[i - 1]);
    // The first split is the one auto deals: seeded games play as they did.
    const auto = await run([...args, "--save", join(dir, "auto.json")], ["", "auto", "quit"]);
    const first = finalState(join(dir, "auto.json")).dice.filter((d) => d.owner === 0);
    const accepted = await run([...args, "--save", join(dir, "yes.json")], ["", "", "", "quit"]);
    expect(auto.code + accepted.code).toBe(0);
    expect(finalState(join(dir, "yes.json")).dice.filter((d) => d.owner === 0)).toEqual(first);
  });
});

describe("choosing a game at a terminal", () => {
  it("asks for the opponent and the force when the command line names none", async () => {
    const save = join(dir, "chosen.json");
    const r = await run(["play", "--seed", "4", "--save", save], ["2", "4", "quit"], true);
    expect(r.code).toBe(0);
    expect(r.out).toContain("Who do you play against?");
    expect(r.out).toMatch(/ 2\. The random bot/);
    expect(r.out).toMatch(
      /Your force \(24 health\):\n +1\. Any species, picked at random\n +2\. Amazons: /,
    );
    expect(r.out).toMatch(/ 4\. Dwarves: highland/);
    expect(r.out).toMatch(/A random force/);
    expect(r.out).toMatch(/A force file/);
    expect(r.out).toContain("Player 1 (Dwarves): human");
    expect(r.out).toMatch(/Bot 2 \(\w[\w ]*\): random bot/);
    expect(parseRecord(JSON.parse(readFileSync(save, "utf8"))).seats).toEqual(["human", "random"]);
  });

  it("takes the defaults on Enter: the heuristic bot, a species nobody else plays", async () => {
    const asked = await run(
      ["play", "--seed", "9", "--save", join(dir, "a.json")],
      ["", "", "quit"],
      true,
    );
    const piped = await run(["play", "--seed", "9", "--save", join(dir, "b.json")], ["quit"]);
    const players = (out: string) => out.match(/^ {2}(Player|Bot) \d .*$/gm);
    expect(players(asked.out)).toEqual(players(piped.out));
    expect(asked.out).toMatch(/Bot 2 \(.*\): heuristic bot/);
    expect(piped.out).not.toContain("Who do you play against?");
  });

  it("loads a force file named at the menu, and asks again after a bad one", async () => {
    const force = join(dir, "menu-force.json");
    writeFileSync(force, forceFile("Menu"));
    const r = await run(
      ["play", "--seed", "4", "--vs", "random", "--save", join(dir, "menu.json")],
      // The menu's last entry: a force file.
      [String(PREMADE_NAMES.length + 4), join(dir, "missing.json"), force, "quit"],
      true,
    );
    expect(r.out).not.toContain("Who do you play against?");
    expect(r.out).toMatch(/That file does not work: cannot read .*missing\.json\./);
    expect(r.out).toContain("Player 1 (Menu): human");
  });

  it("asks each player's force in a hot-seat game", async () => {
    const r = await run(
      ["play", "--seed", "4", "--players", "2", "--save", join(dir, "hot.json")],
      ["3", "4", "13", "quit"],
      true,
    );
    expect(r.out).toContain("Player 1's force (24 health):");
    expect(r.out).toContain("Player 2's force (24 health):");
    expect(r.out).toContain("Player 1 (Dwarves): human");
    expect(r.out).toContain("Player 2 (Undead): human");
  });

  it("leaves without a game when the player quits at the menus", async () => {
    const r = await run(["play", "--seed", "4"], ["quit"], true);
    expect(r.code).toBe(0);
    expect(r.out).toContain("Leaving: no game was started.");
  });
});

describe("help in the game", () => {
  it("lists the commands and the guide's topics, and prints a topic", async () => {
    const r = await run(
      [
        "play",
        "--vs",
        "random",
        "--seed",
        "3",
        "--army",
        "dwarves",
        "--save",
        join(dir, "help.json"),
      ],
      ["help", "help goal", "help nothing-like-this", "quit"],
    );
    expect(r.out).toMatch(/At any prompt:\n +NUMBER +the option with that number/);
    expect(r.out).toMatch(/ +help TOPIC +how to play: one topic of the guide/);
    expect(r.out).toMatch(/Topics of the guide \(help TOPIC\):\n +goal +The goal/);
    expect(r.out).toMatch(/THE GOAL\n +Each player brings/);
    expect(r.out).toContain('no topic "nothing-like-this"; the topics are: goal');
  });
});

describe("the dragondice executable", () => {
  it("plays to the end from piped standard input", () => {
    const save = join(dir, "piped.json");
    const r = spawnSync(
      process.execPath,
      [bin, "play", "--vs", "random", "--seed", "6", "--army", "coral-elves", "--save", save],
      { input: "\n".repeat(4000), encoding: "utf8", timeout: 30_000 },
    );
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/== Game over: .* wins/);
    // The answers are echoed after their prompts, so the transcript reads like the session.
    expect(r.stdout).toContain("Choose 1-2 [1]: \n");
    expect(finalState(save).winner).not.toBeNull();
  });

  it("saves to a fresh file in the current directory when the input ends without --save", () => {
    const cwd = mkdtempSync(join(tmpdir(), "dd-cwd-"));
    const r = spawnSync(process.execPath, [bin, "play", "--seed", "1", "--army", "feral"], {
      input: "\n\n",
      encoding: "utf8",
      cwd,
      timeout: 30_000,
    });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain(
      `The input ended: the game is saved in ${join(cwd, "dragondice-save.json")}.`,
    );
    expect(existsSync(join(cwd, "dragondice-save.json"))).toBe(true);
    expect(r.stderr).not.toMatch(/\bat .*\.ts:\d+/);
  });
});
