import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["packages/*/test/**/*.test.ts", "tools/**/*.test.ts"],
          // Tests that play whole random games take seconds on a busy two-core machine; speed is
          // measured by the benchmarks, never by a test's time.
          testTimeout: 30_000,
        },
      },
      {
        // Browser tests: one file at a time, so that two Chromiums never share the two cores.
        test: { name: "browser", include: ["e2e/**/*.test.ts"], fileParallelism: false },
      },
    ],
  },
});
