/// <reference types="vite/client" />
// Every browser test file (`e2e/*.test.ts`), one after another in a single Vitest worker, while
// the unit tests run in the other. Why one file: Vitest gives every project of a group the same
// number of workers, so a browser project of its own files at one worker kept the unit tests at
// one worker too, and the whole run took twice as long. Run as one file, the browser tests still
// never have two Chromiums competing for the two cores.
//
// `E2E=game,table npx vitest run --project browser` runs only those files (names without
// `.test.ts`); `-t` filters tests by name as usual (each file is a suite named after it).
import { afterAll, describe } from "vitest";
import { closeChromium } from "./harness.ts";

const files = import.meta.glob("./*.test.ts");
const only = process.env.E2E?.split(",").map((name) => name.trim());

// The files share one Chromium (e2e/harness.ts): closed once the last has run.
afterAll(closeChromium);

for (const [path, load] of Object.entries(files).sort(([a], [b]) => a.localeCompare(b))) {
  const name = path.slice("./".length, -".test.ts".length);
  if (only && !only.includes(name)) continue;
  // The file's `useBrowser()` and its suites are registered inside this one while it loads, so
  // its server and Chromium start before its first test and stop after its last.
  describe(name, async () => {
    await load();
  });
}
