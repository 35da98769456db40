// Saves that are never lost: --save refuses a file that exists, and a game stopped from outside
// (Ctrl-C, SIGTERM, the terminal closing) is saved before the command leaves with the signal's
// status. Output piped into a command that stops early ends quietly. Real child processes.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
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

const exitOf = (child: ChildProcess): Promise<number | null> =>
  new Promise((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.on("exit", (code) => resolve(code));
  });

describe("a game stopped from outside", () => {
  it.each([
    ["SIGINT", 130, "Interrupted (Ctrl-C)"],
    ["SIGTERM", 143, "Stopped (SIGTERM)"],
    ["SIGHUP", 129, "The terminal closed (SIGHUP)"],
  ] as const)("%s saves the game and exits %i", async (signal, status, words) => {
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
    expect(await exitOf(child)).toBe(status);
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
    expect(await exitOf(child)).toBe(143);
    const path = join(cwd, "dragondice-save.json");
    expect(out).toContain(`Stopped (SIGTERM): the game is saved in ${path}.`);
    expect(parseRecord(JSON.parse(readFileSync(path, "utf8"))).seats).toEqual([
      "human",
      "heuristic",
    ]);
  });
});

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
