// The engine's layers (issue 26): the kernel knows no rules, the standard game no edition, and one
// edition's data reaches the rules only through its ruleset; the clients take the edition from
// the game. Read from the sources' imports, so that a wrong import fails here, not in review.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const packages = new URL("../../", import.meta.url);

/** Every TypeScript source under a folder of packages/, with its path from packages/. */
function sources(folder: string): { path: string; text: string }[] {
  const dir = new URL(folder, packages);
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => /\.tsx?$/.test(f) && !f.includes("node_modules"))
    .map((f) => ({ path: `${folder}${f}`, text: readFileSync(new URL(f, dir), "utf8") }));
}

/** The relative imports of a source, resolved to paths from packages/. */
function localImports(source: { path: string; text: string }): string[] {
  const base = new URL(source.path, packages);
  return [
    ...source.text.matchAll(/(?:from|import|declare module)\s*\(?\s*"(\.{1,2}\/[^"]+)"/g),
  ].map((m) => new URL(m[1] as string, base).pathname.replace(new URL(packages).pathname, ""));
}

/** The names a source imports from the catalogue (values and types). */
function catalogNames(text: string): string[] {
  return [...text.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+"@dragondice\/catalog"/g)]
    .flatMap((m) => (m[1] as string).split(","))
    .map((n) => n.replace(/\btype\b/, "").trim())
    .filter((n) => n !== "");
}

/** One edition's data or rules as the catalogue exports them. */
const EDITION_DATA = ["rules29a", "editions", "magicPointValue", "isMagicUser"];

/** Code without its comments: citations such as "2.9a line 572" stay allowed. */
const code = (text: string): string =>
  text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`])\/\/.*$/gm, "$1");

describe("the engine's layers", () => {
  it("has a kernel that imports neither the standard game nor an edition", () => {
    const wrong = sources("engine/src/kernel/").flatMap((s) =>
      localImports(s)
        .filter((i) => !i.startsWith("engine/src/kernel/"))
        .map((i) => `${s.path} -> ${i}`),
    );
    expect(wrong).toEqual([]);
  });

  it("has a standard game that imports no edition", () => {
    const wrong = sources("engine/src/standard/").flatMap((s) =>
      localImports(s)
        .filter((i) => i.startsWith("engine/src/editions/"))
        .map((i) => `${s.path} -> ${i}`),
    );
    expect(wrong).toEqual([]);
  });

  it("reads one edition's data only in that edition's folder", () => {
    const outside = [
      ...sources("engine/src/kernel/"),
      ...sources("engine/src/standard/"),
      ...sources("engine/src/scenario/"),
    ];
    const wrong = outside.flatMap((s) =>
      catalogNames(s.text)
        .filter((n) => EDITION_DATA.includes(n))
        .map((n) => `${s.path} imports ${n}`),
    );
    expect(wrong).toEqual([]);
  });

  it("lets only the rulesets' registry (api.ts) import an edition's folder", () => {
    const top = sources("engine/src/").filter(
      (s) =>
        !s.path.startsWith("engine/src/editions/") && !s.path.startsWith("engine/src/standard/"),
    );
    const wrong = top.flatMap((s) =>
      localImports(s)
        .filter((i) => /^engine\/src\/editions\/[^/]+\//.test(i) && s.path !== "engine/src/api.ts")
        .map((i) => `${s.path} -> ${i}`),
    );
    expect(wrong).toEqual([]);
  });
});

describe("the clients", () => {
  const clients = ["ai/src/", "words/src/", "cli/src/", "server/src/", "web/src/"].flatMap(sources);

  it("finds the clients' sources", () => {
    expect(clients.length).toBeGreaterThan(150);
  });

  it("import no edition's data: they ask the game's edition (oddsFor, forcesFor, rulesFor)", () => {
    const wrong = clients.flatMap((s) =>
      catalogNames(s.text)
        .filter((n) => EDITION_DATA.includes(n))
        .map((n) => `${s.path} imports ${n}`),
    );
    expect(wrong).toEqual([]);
  });

  it("never name an edition in their code, but for a lesson written for one", () => {
    // The guided first game is a 2.9a lesson: its fixed forces, dice and hints are that edition's.
    const lessons = ["server/src/guided.ts"];
    const wrong = clients
      .filter((s) => !lessons.includes(s.path))
      .filter((s) => /["'`]2\.9a["'`]|odds29a/.test(code(s.text)))
      .map((s) => s.path);
    expect(wrong).toEqual([]);
  });
});
