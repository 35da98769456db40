import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { COMPILER_FLAGS } from "./packages/engine/src/compiler-flags.ts";

// Tests that play whole random games take seconds, and many times that on a busy two-core machine:
// the limits only catch a hang. Speed is measured by the benchmarks, never by a test's time.
const testTimeout = 120_000;
const hookTimeout = 120_000;
// The optimizing compiler inlines less than Node's default, as the dragondice command and the
// server have it (packages/engine/src/compiler-flags.ts says why): the rules tests took 32 s
// instead of 40 (the server's and the terminal's, mostly processes and sockets, gained nothing).
const execArgv = [COMPILER_FLAGS];

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: on a two-core machine, one worker, and
    // the whole suite ran file after file. The browser tests take one worker (e2e/suite.ts), the
    // unit tests the rest.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        // The pure packages' tests share their worker's modules: each file no longer loads the
        // engine and the catalogue anew (about 2 s a file). Their modules keep no state a test
        // could leave behind.
        test: {
          name: "rules",
          include: [
            "packages/{catalog,engine,ai,words,web}/test/**/*.test.ts",
            "tools/**/*.test.ts",
          ],
          isolate: false,
          execArgv,
          testTimeout,
          hookTimeout,
        },
      },
      {
        // The server's and the terminal's tests start servers, worker threads and processes, and
        // set the environment: each file in a fresh module graph.
        test: {
          name: "unit",
          include: ["packages/{server,cli}/test/**/*.test.ts"],
          testTimeout,
          hookTimeout,
        },
      },
      {
        // Browser tests: every e2e/*.test.ts, run one after another as one file (e2e/suite.ts).
        test: { name: "browser", include: ["e2e/suite.ts"] },
      },
    ],
  },
});
