// Every command's report fits the screen: die, catalog, force and simulate at 60 columns wrap
// between words (and keep their tables whole), as play does.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { main } from "../src/main.ts";

async function at60(...args: string[]): Promise<string> {
  const out: string[] = [];
  const code = await main(["node", "dragondice", ...args], {
    out: (t) => out.push(t),
    err: () => {},
    screen: { columns: () => 60, colour: false },
  });
  expect(code, args.join(" ")).toBeLessThan(2);
  return out.join("\n");
}

describe("reports at 60 columns", () => {
  const force = join(mkdtempSync(join(tmpdir(), "dd-widths-")), "force.json");
  writeFileSync(
    force,
    JSON.stringify({
      dice: ["footman", "footman", "sentry", "no-such-die"],
      terrains: ["highland-city", "highland-tower"],
      dragons: ["red-drake"],
    }),
  );

  it.each([
    [["die", "white-drake"], "  Tail: In a melee attack or melee avoidance roll, counts as"],
    [["catalog"], "  coral-elves             5        5        5        5"],
    [["force", force], "Dragons (1 dragon to bring; a white dragon counts two):"],
    [["simulate", "--games", "2", "--bots", "random,random"], "(seats rotate every game:"],
  ])("dragondice %s wraps between words", async (args, line) => {
    const text = await at60(...args);
    const wide = text.split("\n").filter((l) => l.length > 60);
    expect(wide).toEqual([]);
    expect(text.split("\n").some((l) => l.startsWith(line))).toBe(true);
  });
});
