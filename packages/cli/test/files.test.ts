// Files the commands read (force, scenario, replay, play --resume and --army): whatever is in
// them, the answer is a report or one line, never a stack trace; a huge file is refused by its
// size before it is read.
import { mkdtempSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { sizeText } from "../src/json-file.ts";
import { main } from "../src/main.ts";
import { scriptedReader } from "../src/play/input.ts";

const dir = mkdtempSync(join(tmpdir(), "dd-files-"));

async function run(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(["node", "dragondice", ...args], {
    out: (t) => out.push(t),
    err: (t) => err.push(t),
    input: () => scriptedReader([]),
  });
  return { code, out: out.join("\n"), err: err.join("\n") };
}

/** A file of `bytes` bytes that takes no room on the disk (a sparse file of zeros). */
function sparse(name: string, bytes: number): string {
  const path = join(dir, name);
  writeFileSync(path, "");
  truncateSync(path, bytes);
  return path;
}

describe("files too big", () => {
  it.each([
    [["force"], "a force file is at most 1 MB"],
    [["play", "--army"], "a force file is at most 1 MB"],
    [["scenario"], "a scenario is at most 32 MB"],
    [["replay"], "a saved game is at most 32 MB"],
    [["play", "--resume"], "a saved game is at most 32 MB"],
  ])(
    "dragondice %s refuses a 3 GB file at once, saying its size and the limit",
    async (args, limit) => {
      const path = sparse(`huge-${args.join("-")}.json`, 3 * 1024 ** 3);
      const started = Date.now();
      const r = await run(...args, path);
      expect(Date.now() - started).toBeLessThan(1000);
      expect(r.code).toBe(2);
      expect(r.out).toBe("");
      expect(r.err).toMatch(new RegExp(`^dragondice: .*huge-[a-z-]+\\.json is 3 GB; ${limit}$`));
    },
  );

  it("reads a pipe or a device only up to the limit", async () => {
    const r = await run("force", "/dev/zero");
    expect(r.code).toBe(2);
    expect(r.err).toBe("dragondice: zero is more than 1 MB; a force file is at most 1 MB");
  });

  it("says sizes as people read them", () => {
    expect([812, 64 * 1024, 1.5 * 1024 ** 2, 3 * 1024 ** 3, 2.5 * 1024 ** 3].map(sizeText)).toEqual(
      ["812 bytes", "64 KB", "1.5 MB", "3 GB", "2.5 GB"],
    );
  });
});

describe("a force file of a hundred thousand wrong dice", () => {
  it("is reported in a screenful, with how many more problems there are", async () => {
    const path = join(dir, "many.json");
    writeFileSync(
      path,
      JSON.stringify({
        dice: Array.from({ length: 100_000 }, (_, i) => `x${i}`),
        terrains: ["highland-city", "highland-castle"],
        dragons: ["red-drake"],
      }),
    );
    const r = await run("force", path);
    expect(r.code).toBe(1);
    expect(r.out).toContain('  problem: no die with id "x0"\n');
    expect(r.out).toContain("  and 99988 more problems\n");
    expect(r.out).toContain("  and 99988 more kinds of die\n");
    expect(r.out.split("\n").length).toBeLessThan(40);
    expect(r.err).toMatch(/^dragondice: .*many\.json: 100000 problems at 24 health$/);
  });
});
