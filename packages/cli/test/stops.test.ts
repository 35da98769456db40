// Saves that are never lost: --save refuses a file that exists, and a game stopped from outside
// (Ctrl-C, SIGTERM, the terminal closing) is saved before the command leaves with the signal's
// status. Output piped into a command that stops early ends quietly. Real child processes.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { constants, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseRecord, replayRecord } from "@dragondice/engine";
import { describe, expect, it } from "vitest";

const bin = fileURLToPath(new URL("../bin/dragondice.js", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "dd-stops-"));

/** Starts `dragondice args` with a standard input that stays open (a player thinking). */
function start(args: string[]): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, [bin, ...args], { cwd: dir });
  let out = "";
  child.stdout?.on("data", (b: Buffer) => {
    out += b.toString();
  });
  child.stderr?.on("data", (b: Buffer) => {
    out += b.toString();
  });
  return { child, output: () => out };
}

async function until(check: () => boolean, what: string): Promise<void> {
  for (let waited = 0; !check(); waited += 50) {
    if (waited > 20_000) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** How the child ended: its status as a shell reports it (128 + the signal's number when a
 * signal ended it). */
const statusOf = (child: ChildProcess): Promise<number | null> =>
  new Promise((resolve) => {
    const status = (code: number | null, signal: NodeJS.Signals | null) =>
      resolve(code ?? (signal ? 128 + (constants.signals[signal] ?? 0) : null));
    if (child.exitCode !== null || child.signalCode !== null) {
      status(child.exitCode, child.signalCode);
    } else child.on("exit", status);
  });

describe("a game stopped from outside", { timeout: 30_000 }, () => {
  it.each([
    ["SIGINT", 130, "Interrupted (Ctrl-C)"],
    ["SIGTERM", 143, "Stopped (SIGTERM)"],
    ["SIGHUP", 129, "The terminal closed (SIGHUP)"],
  ] as const)("%s saves the game and ends with status %i", async (signal, status, words) => {
    const save = join(dir, `${signal}.json`);
    const { child, output } = start([
      "play",
      "--vs",
      "random",
      "--seed",
      "3",
      "--army",
      "dwarves",
      "--save",
      save,
    ]);
    // Three moves in, at a prompt.
    child.stdin?.write("\n\n\n");
    await until(() => (output().match(/\[\d+\]: /g) ?? []).length >= 4, "the fourth prompt");
    const moves = parseRecord(JSON.parse(readFileSync(save, "utf8"))).actions.length;
    child.kill(signal);
    expect(await statusOf(child)).toBe(status);
    expect(output()).toContain(`${words}: the game is saved in ${save}.`);
    expect(output()).toContain(`Go on with: npx dragondice play --resume ${save}`);
    expect(output()).not.toMatch(/\bat .*:\d+:\d+/);
    const saved = parseRecord(JSON.parse(readFileSync(save, "utf8")));
    expect(saved.actions.length).toBe(moves);
    expect(replayRecord(saved).state.winner).toBeNull();
  });

  it("saves to a fresh file without --save", async () => {
    const cwd = mkdtempSync(join(tmpdir(), "dd-stops-fresh-"));
    const child = spawn(process.execPath, [bin, "play", "--seed", "2", "--army", "undead"], {
      cwd,
    });
    let out = "";
    child.stdout?.on("data", (b: Buffer) => {
      out += b.toString();
    });
    await until(() => out.includes("[1]: "), "the first prompt");
    child.kill("SIGTERM");
    expect(await statusOf(child)).toBe(143);
    const path = join(cwd, "dragondice-save.json");
    expect(out).toContain(`Stopped (SIGTERM): the game is saved in ${path}.`);
    expect(parseRecord(JSON.parse(readFileSync(path, "utf8"))).seats).toEqual([
      "human",
      "heuristic",
    ]);
  });
});

// A real terminal that closes (script(1) gives the game a pseudo-terminal; killing script closes
// it): the game gets SIGHUP and its terminal's input fails at once.
describe.runIf(spawnSync("script", ["--version"]).status === 0)(
  "a terminal that closes",
  { timeout: 30_000 },
  () => {
    it("saves the game without --save, and leaves no stack trace", async () => {
      const cwd = mkdtempSync(join(tmpdir(), "dd-stops-tty-"));
      const err = join(cwd, "stderr.txt");
      const game = `"${process.execPath}" "${bin}" play --seed 2 --vs random --army dwarves 2>"${err}"`;
      const script = spawn("script", ["-qfec", game, "/dev/null"], { cwd });
      let out = "";
      script.stdout?.on("data", (b: Buffer) => {
        out += b.toString();
      });
      await until(() => out.includes("[1]: "), "the first prompt");
      script.kill("SIGKILL");
      const path = join(cwd, "dragondice-save.json");
      await until(() => existsSync(path), "the save");
      await new Promise((r) => setTimeout(r, 500));
      expect(parseRecord(JSON.parse(readFileSync(path, "utf8"))).seats).toEqual([
        "human",
        "random",
      ]);
      expect(readFileSync(err, "utf8")).toBe("");
    });
  },
);

describe("--save", () => {
  it("refuses a file that exists, in one line, and changes nothing", () => {
    const save = join(dir, "precious.json");
    writeFileSync(save, "my other game\n");
    const r = spawnSync(process.execPath, [bin, "play", "--seed", "1", "--save", save], {
      input: "\n\n\n",
      encoding: "utf8",
      cwd: dir,
    });
    expect(r.status).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toBe(
      `dragondice: ${save} already exists: add --overwrite to replace it, or go on with that game: npx dragondice play --resume ${save}\n`,
    );
    expect(readFileSync(save, "utf8")).toBe("my other game\n");
  });

  it("replaces it with --overwrite, and keeps saving a resumed game to its own file", () => {
    const save = join(dir, "replaced.json");
    writeFileSync(save, "old\n");
    const args = ["play", "--vs", "random", "--seed", "1", "--save", save];
    const first = spawnSync(process.execPath, [bin, ...args, "--overwrite"], {
      input: "\n\n",
      encoding: "utf8",
      cwd: dir,
    });
    expect(first.status).toBe(0);
    const moves = parseRecord(JSON.parse(readFileSync(save, "utf8"))).actions.length;
    const resumed = spawnSync(process.execPath, [bin, "play", "--resume", save, "--save", save], {
      input: "\n".repeat(10),
      encoding: "utf8",
      cwd: dir,
    });
    expect(resumed.stderr).toBe("");
    expect(resumed.status).toBe(0);
    expect(parseRecord(JSON.parse(readFileSync(save, "utf8"))).actions.length).toBeGreaterThan(
      moves,
    );
  });
});

describe("output piped into a command that stops early", () => {
  it("play | head -3 saves the game and says where on standard error, status 141", () => {
    const cwd = mkdtempSync(join(tmpdir(), "dd-stops-head-"));
    const r = spawnSync(
      "bash",
      [
        "-c",
        `set -o pipefail; yes '' | "${process.execPath}" "${bin}" play --vs random --seed 2 --army dwarves | head -3`,
      ],
      { encoding: "utf8", cwd },
    );
    const path = join(cwd, "dragondice-save.json");
    expect(r.stdout.split("\n")).toHaveLength(4);
    expect(r.stderr).toBe(
      `The output closed: the game is saved in ${path}.\nGo on with: npx dragondice play --resume ${path}\n`,
    );
    expect(r.status).toBe(141);
    expect(parseRecord(JSON.parse(readFileSync(path, "utf8"))).seats).toEqual(["human", "random"]);
  });

  it.each([
    ["die a", "Adept  [adept]"],
    ["catalog", "Dragon Dice catalogue: 734 dice"],
  ])("dragondice %s | head -1 ends quietly, with status 0", (args, first) => {
    // pipefail: the pipeline's status is dragondice's when head's is 0.
    const r = spawnSync(
      "bash",
      ["-c", `set -o pipefail; "${process.execPath}" "${bin}" ${args} | head -1`],
      { encoding: "utf8" },
    );
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    expect(r.stdout).toBe(`${first}\n`);
  });
});
