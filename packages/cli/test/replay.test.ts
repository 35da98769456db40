import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  type GameConfig,
  newRecord,
  parseRecord,
  playRandomGame,
  replayRecord,
} from "@dragondice/engine";
import { beforeAll, describe, expect, it } from "vitest";
import { main } from "../src/main.ts";
import { scriptedReader } from "../src/play/input.ts";

const dir = mkdtempSync(join(tmpdir(), "dd-replay-"));
const bin = fileURLToPath(new URL("../bin/dragondice.js", import.meta.url));
const save = join(dir, "game.json");

async function run(
  args: string[],
  lines: string[] | (() => string | null) = [],
): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(["node", "dragondice", ...args], {
    out: (t) => out.push(t),
    err: (t) => err.push(t),
    input: () => scriptedReader(lines, (t) => out.push(t)),
  });
  return { code, out: out.join("\n"), err: err.join("\n") };
}

beforeAll(async () => {
  const r = await run(
    [
      "play",
      "--vs",
      "random",
      "--seed",
      "12",
      "--army",
      "scalders",
      "--army",
      "undead",
      "--save",
      save,
    ],
    () => "",
  );
  expect(r.code).toBe(0);
});

describe("dragondice replay", () => {
  it("prints the final state as JSON, the same the game ended with", async () => {
    const r = await run(["replay", save, "--to-end", "--json"]);
    expect(r.code).toBe(0);
    const state = JSON.parse(r.out);
    const record = parseRecord(JSON.parse(readFileSync(save, "utf8")));
    expect(state).toEqual(replayRecord(record).state);
    expect(state.winner).not.toBeNull();
  });

  it("prints the final board with --to-end", async () => {
    const r = await run(["replay", save, "--to-end"]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^== Game over: .* wins/);
    expect(r.out).toMatch(/\d+ moves\.$/);
  });

  it("steps forward and back, jumps to a turn, shows the log and the board", async () => {
    const r = await run(
      ["replay", save],
      ["n", "", "n", "back", "jump 2", "log", "board", "what", "q"],
    );
    expect(r.code).toBe(0);
    expect(r.out).toMatch(
      /game\.json: Player 1 \(Scalders\) vs Bot 2 \(Undead\), \d+ moves, seed 12\./,
    );
    expect(r.out).toContain("== Set-up ==");
    expect(r.out).toMatch(
      /\[move 1\/\d+\] (Player 1|Bot 2) chooses a home terrain and assembles three armies\./,
    );
    expect(r.out).toContain("Armies revealed:");
    expect(r.out).toMatch(/replay, move 3\/\d+, set-up > back/);
    expect(r.out).toMatch(/== Turn 2: .* to play/);
    expect(r.out).toMatch(/replay, move \d+\/\d+, turn 2 > log/);
    expect(r.out).toMatch(/Commands:\n +next \[N\] +the next move, or the next N/);
  });

  it("replays a server's record, whose dice start from a generator state instead of a seed", async () => {
    const { seed: _seed, ...config } = parseRecord(JSON.parse(readFileSync(save, "utf8"))).config;
    const withState = { ...config, rng: [-271733879, 1732584193, -1732584194, 271733878] };
    const game = playRandomGame(withState as GameConfig, 3, 20_000, true);
    const path = join(dir, "server.json");
    const record = {
      ...newRecord(withState as GameConfig, ["random", "random"], 9),
      actions: game.actions.map((a) => ({ type: "decide", ...a })),
    };
    writeFileSync(path, JSON.stringify(record));
    const end = await run(["replay", path, "--to-end", "--json"]);
    expect(end.code).toBe(0);
    expect(JSON.parse(end.out)).toEqual(JSON.parse(JSON.stringify(game.state)));
    const r = await run(["replay", path], ["q"]);
    expect(r.out).toMatch(/server\.json: Player 1 \(Scalders\) vs Bot 2 \(Undead\), \d+ moves\.\n/);
  });

  it("steps several moves with next N and back N", async () => {
    const r = await run(["replay", save], ["next 5", "back 3", "n", "next x", "q"]);
    expect(r.code).toBe(0);
    for (const move of [1, 2, 3, 4, 5])
      expect(r.out).toMatch(new RegExp(`\\[move ${move}/\\d+\\]`));
    expect(r.out).toMatch(/replay, move 5\/\d+.* > back 3/);
    expect(r.out).toMatch(/replay, move 2\/\d+.* > n\n\[move 3\//);
    expect(r.out).toContain("next takes a number of moves from 1, not x.");
  });

  it("says the turns there are on a bad jump", async () => {
    const record = parseRecord(JSON.parse(readFileSync(save, "utf8")));
    const last = replayRecord(record).state.turn?.number;
    const r = await run(["replay", save], ["jump 9999", "jump", "q"]);
    expect(r.out).toContain(
      `There is no turn 9999 in this game: it has turns 1 to ${last} (jump TURN).`,
    );
    expect(r.out).toContain(`There is no turn (missing) in this game: it has turns 1 to ${last}`);
  });

  it("lists the commands of the replay in replay --help", async () => {
    const r = await run(["replay", "--help"]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/While stepping through, at the prompt:\n +next \[N\]/);
    expect(r.out).toMatch(/ +jump TURN +the board as that turn starts/);
  });

  it("says when the record ends", async () => {
    const r = await run(["replay", save], ["end", "n", "q"]);
    expect(r.out).toMatch(/The end: .* wins \(.*\)\./);
  });

  it("refuses tampered, corrupt and missing files with one line and status 2", async () => {
    const record = JSON.parse(readFileSync(save, "utf8"));
    const tampered = structuredClone(record);
    tampered.actions[5].choice = { army: "t:t99" };
    const badFormat = { ...record, format: "dragondice-game/9" };
    const badShape = { ...record, actions: [{ ...record.actions[0], player: "me" }] };
    const files: [string, unknown, RegExp][] = [
      ["tampered.json", tampered, /^dragondice: .*tampered\.json: action 6: /],
      [
        "format.json",
        badFormat,
        /unsupported format "dragondice-game\/9"; expected "dragondice-game\/1"/,
      ],
      ["shape.json", badShape, /shape\.json: actions\.0\.player: /],
      ["corrupt.json", '{"format": "dragondice-game/1", ', /corrupt\.json is not valid JSON/],
    ];
    for (const [name, content, message] of files) {
      const path = join(dir, name);
      writeFileSync(path, typeof content === "string" ? content : JSON.stringify(content));
      for (const args of [
        ["replay", path],
        ["replay", path, "--to-end", "--json"],
      ]) {
        const r = await run(args);
        expect(r.code, name).toBe(2);
        expect(r.err, name).toMatch(message);
        expect(r.err.split("\n"), name).toHaveLength(1);
        expect(r.out, name).toBe("");
      }
    }
    const missing = await run(["replay", join(dir, "missing.json")]);
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/^dragondice: cannot read .*missing\.json$/);
    const jsonAlone = await run(["replay", save, "--json"]);
    expect(jsonAlone.code).toBe(2);
    expect(jsonAlone.err).toBe("dragondice: --json goes with --to-end");
  });

  it("exits 2 from the executable on a tampered file, without a stack trace", () => {
    const record = JSON.parse(readFileSync(save, "utf8"));
    record.actions[2].decision = 9999;
    const path = join(dir, "exe-tampered.json");
    writeFileSync(path, JSON.stringify(record));
    const r = spawnSync(process.execPath, [bin, "replay", path, "--to-end", "--json"], {
      encoding: "utf8",
    });
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stderr).toMatch(/action 3: decision 9999 is not pending/);
    expect(r.stderr).not.toMatch(/\bat .*\.ts:\d+/);
  });
});
