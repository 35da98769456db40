// The command sets COMPILER_FLAGS as it starts (main.ts). V8 takes a flag it does not know with a
// line on standard error and goes on: on a Node whose V8 dropped the flag, every command would
// print that line. This fails first.
import { spawnSync } from "node:child_process";
import { COMPILER_FLAGS } from "@dragondice/engine";
import { describe, expect, it } from "vitest";

describe("the compiler setting", () => {
  it("is one this Node's V8 knows", () => {
    const run = spawnSync(process.execPath, [
      "-e",
      `require("node:v8").setFlagsFromString(${JSON.stringify(COMPILER_FLAGS)})`,
    ]);
    expect(run.status).toBe(0);
    expect(run.stderr.toString()).toBe("");
  });

  it("would be refused if V8 did not know it", () => {
    // The check above can fail: an unknown flag is reported on standard error.
    const run = spawnSync(process.execPath, [
      "-e",
      `require("node:v8").setFlagsFromString("--no-such-compiler-flag")`,
    ]);
    expect(run.stderr.toString()).toContain("unrecognized flag");
  });
});
