import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["packages/*/test/**/*.test.ts", "tools/**/*.test.ts"],
        },
      },
      {
        // Browser tests: one file at a time, so that two Chromiums never share the two cores.
        test: { name: "browser", include: ["e2e/**/*.test.ts"], fileParallelism: false },
      },
    ],
  },
});
