// The command runs from one bundle of its TypeScript sources, of the workspace packages they
// import and of the npm packages those use (dist/dragondice.mjs), which esbuild makes on the first
// run and again whenever one of those files changes. Run from the sources through tsx, Node loads
// some 360 modules through its loader thread and spends about 0.9 s before the command starts;
// from the bundle, about 0.15 s of CPU. npm packages are in it too: loaded from node_modules, zod
// alone was some 70 modules and 35 ms of each start. A fresh clone still needs no build step. If
// the bundle cannot be made (a source that does not compile, a folder that cannot be written), the
// command runs from the sources as before.
//
// The bundle is a CommonJS script run through `vm.Script`, so that V8 can keep its compiled code
// (dragondice.cjs.v8cache, made by the first run): compiling the 2.4 MB bundle took some 45 ms of
// each start, a quarter of `dragondice --version`. Node 20 keeps no such cache for ES modules
// (`module.enableCompileCache` is Node 22's).
import {
  closeSync,
  fstatSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import vm from "node:vm";

const CLI = fileURLToPath(new URL("..", import.meta.url));
/** The workspace's root, with the TypeScript settings. */
const ROOT = path.resolve(CLI, "../..");
/**
 * Where the bundle is kept: the tests give a folder of their own, beside `dist` (the bundle finds
 * npm packages and the command's package.json from there).
 */
const DIST = process.env.DRAGONDICE_BUNDLE_DIR ?? path.join(CLI, "dist");
const BUNDLE = path.join(DIST, "dragondice.cjs");
/** V8's compiled code of the bundle, after a line with the stamp of the bundle it was made from. */
const CODE_CACHE = `${BUNDLE}.v8cache`;
/** What the bundle was made from: each file's size and time of change, and the bundle's own. */
const INPUTS = path.join(DIST, "inputs.json");

/** A file's size and time of change (from `statSync` or `fstatSync`). */
const stampOf = (s) => `${s.size}:${s.mtimeMs}`;

/** A file's stamp, or null when it is gone. */
function stamp(file) {
  try {
    return stampOf(statSync(file));
  } catch {
    return null;
  }
}

/**
 * Strict, as the ES modules it is made from were; `import.meta.url` (the command finds its
 * package.json by it) is the bundle's URL.
 */
const BANNER =
  '"use strict"; const __bundleUrl = require("node:url").pathToFileURL(__filename).href;';

/**
 * The workspace's JSON (the catalogue's dice, some 500 KB) goes in as JSON.parse of its text,
 * which V8 reads faster than the same data written as JavaScript object literals (about 9 ms of
 * each start).
 */
const dataAsJsonText = {
  name: "data-as-json-text",
  setup(build) {
    build.onLoad({ filter: /\.json$/ }, (args) =>
      args.path.includes(`${path.sep}node_modules${path.sep}`)
        ? undefined
        : {
            contents: `export default JSON.parse(${JSON.stringify(readFileSync(args.path, "utf8"))});`,
            loader: "js",
          },
    );
  },
};

/**
 * Writes a bundle's few characters beyond ASCII as escapes. esbuild escapes them in strings, but
 * not in regular expressions or comments (an npm package's), and a file of ASCII only is read as
 * latin1, some 5 ms sooner at each start than decoding UTF-8; in both places the escape means the
 * same. A source map's columns after such a character on its line are off by five.
 */
function asciiOnly(file) {
  const code = readFileSync(file, "utf8");
  const ascii = code.replace(
    /[\u0080-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
  if (ascii !== code) writeFileSync(file, ascii);
}

/** Whether the bundle is there and no file it was made from has changed since. */
function fresh() {
  let inputs;
  try {
    inputs = JSON.parse(readFileSync(INPUTS, "utf8"));
  } catch {
    return false;
  }
  if (stamp(BUNDLE) !== inputs.bundle) return false;
  for (const [file, was] of Object.entries(inputs.files)) if (stamp(file) !== was) return false;
  return true;
}

/**
 * Makes the bundle, in a folder of this process's own, then moves it into place: commands started
 * together (the tests start many) each make one and never read a half-written one.
 */
async function make() {
  const { build } = await import("esbuild");
  // Beside the bundle's folder, at its depth: the source map's paths, relative to where it is
  // made, hold where it is moved to.
  const work = path.join(path.dirname(DIST), `${path.basename(DIST)}.build-${process.pid}`);
  const started = Date.now();
  try {
    const result = await build({
      absWorkingDir: CLI,
      entryPoints: ["src/main.ts"],
      bundle: true,
      platform: "node",
      format: "cjs",
      target: "node20",
      outfile: path.join(work, "dragondice.cjs"),
      sourcemap: "linked",
      metafile: true,
      logLevel: "silent",
      banner: { js: BANNER },
      define: { "import.meta.url": "__bundleUrl" },
      plugins: [dataAsJsonText],
    });
    asciiOnly(path.join(work, "dragondice.cjs"));
    const files = {};
    const add = (file) => {
      // A file changed while the bundle was made may be in it as it was: it is stamped so
      // that the next run makes the bundle again.
      let was = stamp(file);
      if (was !== null && statSync(file).mtimeMs >= started) was = "changed while bundled";
      files[file] ??= was;
    };
    for (const input of Object.keys(result.metafile.inputs)) {
      const file = path.resolve(CLI, input);
      add(file);
      // A package's manifest says which of its files an import names.
      const pkg = /^(.*[\\/]packages[\\/][^\\/]+)[\\/]/.exec(file);
      if (pkg) add(path.join(pkg[1], "package.json"));
    }
    // The TypeScript settings esbuild reads (how class fields are defined, for one), and how the
    // bundle is made (this file).
    for (const config of ["tsconfig.json", "tsconfig.base.json"]) add(path.join(ROOT, config));
    add(fileURLToPath(import.meta.url));
    renameSync(path.join(work, "dragondice.cjs.map"), `${BUNDLE}.map`);
    renameSync(path.join(work, "dragondice.cjs"), BUNDLE);
    writeFileSync(path.join(work, "inputs.json"), JSON.stringify({ bundle: stamp(BUNDLE), files }));
    renameSync(path.join(work, "inputs.json"), INPUTS);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * Makes the bundle's folder, whose parent is there. Not `recursive`: Node 20's recursive mkdir
 * never returns on some paths it cannot make (under /proc).
 */
function makeFolder(folder) {
  try {
    mkdirSync(folder);
  } catch (e) {
    if (e.code !== "EEXIST") throw e;
  }
}

/**
 * The bundle's text and stamp, read through one descriptor so that both are of the same file; as
 * latin1, which its ASCII (`asciiOnly`) is.
 */
function readBundle() {
  const fd = openSync(BUNDLE, "r");
  try {
    return { code: readFileSync(fd, "latin1"), stamp: stampOf(fstatSync(fd)) };
  } finally {
    closeSync(fd);
  }
}

/**
 * The code cache made from the bundle with `stamp`, or undefined. V8 checks a cache against the
 * source's length only, not its text, so a cache of another bundle must never reach it.
 */
function cacheFor(stamp) {
  let data;
  try {
    data = readFileSync(CODE_CACHE);
  } catch {
    return undefined;
  }
  const end = data.indexOf(10);
  return end > 0 && data.toString("utf8", 0, end) === stamp ? data.subarray(end + 1) : undefined;
}

/**
 * Keeps V8's code of the bundle, written aside and moved into place; a folder it cannot write in
 * is no error.
 */
function keepCache(stamp, script) {
  const work = `${CODE_CACHE}.${process.pid}`;
  try {
    writeFileSync(work, Buffer.concat([Buffer.from(`${stamp}\n`), script.createCachedData()]));
    renameSync(work, CODE_CACHE);
  } catch {
    rmSync(work, { force: true });
  }
}

/**
 * Runs the bundle as Node runs a CommonJS module, with the code cache when there is one. With
 * DRAGONDICE_DEBUG, Node's own loader runs it instead: stack traces then name the TypeScript lines
 * (through the source map), which a `vm.Script` does not get.
 */
function runBundle() {
  const require = createRequire(BUNDLE);
  if (process.env.DRAGONDICE_DEBUG) return require(BUNDLE);
  const { code, stamp } = readBundle();
  const cachedData = cacheFor(stamp);
  // The function Node wraps a CommonJS module in.
  const wrapped = `(function (exports, require, module, __filename, __dirname) {${code}\n})`;
  const script = new vm.Script(wrapped, { filename: BUNDLE, cachedData });
  const module = { exports: {} };
  script.runInThisContext().call(module.exports, module.exports, require, module, BUNDLE, DIST);
  // Made now, before the command changes V8's settings (COMPILER_FLAGS): a cache made under other
  // settings is refused.
  if (cachedData === undefined || script.cachedDataRejected) keepCache(stamp, script);
  return module.exports;
}

/** The command's `main`: from the bundle, made first if it is missing or stale, else the sources. */
export async function loadMain() {
  // A bug's stack trace, when asked for, names the TypeScript sources' lines.
  if (process.env.DRAGONDICE_DEBUG) process.setSourceMapsEnabled(true);
  let bundled = fresh();
  if (!bundled) {
    try {
      makeFolder(DIST);
      await make();
      bundled = true;
    } catch (e) {
      if (process.env.DRAGONDICE_DEBUG) {
        process.stderr.write(`dragondice: running from the sources, no bundle: ${e}\n`);
      }
    }
  }
  if (bundled) return runBundle().main;
  const { register } = await import("tsx/esm/api");
  register();
  return (await import("../src/main.ts")).main;
}
