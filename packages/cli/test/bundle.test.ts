import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync, utimesSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

// The command runs from a bundle of the sources, made on its first run and again when one of them
// changes (bin/bundle.js); here in a folder of the test's own beside the usual one (the bundle
// finds the command's package.json from there), so that other tests' commands
// cannot make it meanwhile.
describe("the command's bundle", () => {
  const bin = fileURLToPath(new URL("../bin/dragondice.js", import.meta.url));
  const dir = mkdtempSync(fileURLToPath(new URL("../.bundle-test-", import.meta.url)));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const run = (bundleDir = dir) => {
    const r = spawnSync(process.execPath, [bin, "die", "Blade Golem"], {
      encoding: "utf8",
      env: { ...process.env, DRAGONDICE_BUNDLE_DIR: bundleDir, DRAGONDICE_DEBUG: "1" },
    });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain("Blade Golem");
    return r.stderr;
  };
  const inputs = (): { bundle: string; files: Record<string, string> } =>
    JSON.parse(readFileSync(join(dir, "inputs.json"), "utf8"));
  const source = fileURLToPath(new URL("../../words/src/index.ts", import.meta.url));

  it("is made from the sources of the command and of the packages it uses", () => {
    run();
    const files = Object.keys(inputs().files);
    expect(files).toContain(fileURLToPath(new URL("../src/main.ts", import.meta.url)));
    expect(files).toContain(source);
    expect(files.some((f) => f.includes(join("packages", "engine", "src")))).toBe(true);
    // npm packages are bundled too (their modules were much of the start), CommonJS ones included.
    expect(files.some((f) => f.includes(join("node_modules", "zod")))).toBe(true);
    expect(files.some((f) => f.includes(join("node_modules", "commander")))).toBe(true);
  });

  // bundle.js: how the bundle is made changes what it holds.
  const recipe = fileURLToPath(new URL("../bin/bundle.js", import.meta.url));
  it.each([
    ["a source", source],
    ["the bundle's recipe", recipe],
  ])("is used again while nothing changes, and made again when %s changes", (_, changed) => {
    run();
    const made = inputs();
    run();
    expect(inputs().bundle).toBe(made.bundle);
    const { atime, mtime } = statSync(changed);
    try {
      utimesSync(changed, atime, new Date(mtime.getTime() + 2000));
      run();
      expect(inputs().files[changed]).not.toBe(made.files[changed]);
      expect(inputs().bundle).not.toBe(made.bundle);
    } finally {
      utimesSync(changed, atime, mtime);
    }
  });

  it("runs the command from the sources when the bundle cannot be made", () => {
    const nowhere = join(dir, "no-such-folder", "dist");
    expect(run(nowhere)).toContain("running from the sources, no bundle");
  });
});
