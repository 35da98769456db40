import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
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
  const run = (bundleDir = dir, debug = true) => {
    const env: NodeJS.ProcessEnv = { ...process.env, DRAGONDICE_BUNDLE_DIR: bundleDir };
    env.DRAGONDICE_DEBUG = debug ? "1" : undefined;
    const r = spawnSync(process.execPath, [bin, "die", "Blade Golem"], { encoding: "utf8", env });
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
    // Its source map names the sources where they are, from where the map is (DRAGONDICE_DEBUG's
    // stack traces name their lines).
    const map = JSON.parse(readFileSync(join(dir, "dragondice.cjs.map"), "utf8"));
    const sources = map.sources.map((s: string) => resolve(dir, s));
    expect(sources).toContain(fileURLToPath(new URL("../src/main.ts", import.meta.url)));
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

  // V8 keeps the bundle's compiled code (not under DRAGONDICE_DEBUG, which runs it through Node's
  // loader for the source map). V8 checks a cache against its source's length only: the cache
  // names the bundle it was made from, and another bundle's is never used.
  const cache = join(dir, "dragondice.cjs.v8cache");
  const cacheStamp = () => readFileSync(cache, "utf8").split("\n", 1)[0] ?? "";
  it("keeps V8's compiled code, used again while the bundle is the same", () => {
    run(dir, false);
    expect(cacheStamp()).toBe(inputs().bundle);
    const made = statSync(cache).mtimeMs;
    run(dir, false);
    // Not made again: the cache was taken (a refused one is replaced).
    expect(statSync(cache).mtimeMs).toBe(made);
  });

  it("makes the code cache again when it was made from another bundle", () => {
    run(dir, false);
    // This bundle's own code, as if made from another: V8 would take it.
    const code = readFileSync(cache).subarray(cacheStamp().length + 1);
    writeFileSync(cache, Buffer.concat([Buffer.from("1:2\n"), code]));
    run(dir, false);
    expect(cacheStamp()).toBe(inputs().bundle);
  });

  // Read as latin1 (bin/bundle.js), which reads only ASCII right: the few other characters
  // esbuild leaves (in regular expressions and comments) are written as escapes.
  it("is ASCII only", () => {
    run();
    expect(/[\u0080-\uffff]/.test(readFileSync(join(dir, "dragondice.cjs"), "utf8"))).toBe(false);
  });

  it("runs the command from the sources when the bundle cannot be made", () => {
    const nowhere = join(dir, "no-such-folder", "dist");
    expect(run(nowhere)).toContain("running from the sources, no bundle");
  });
});
