import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { catalogData, defaultReferenceDir, importAll, serialize } from "./import.ts";
import { splitFace } from "./read-set.ts";

const haveReference = existsSync(defaultReferenceDir);

describe("dice importer", () => {
  it("reads a face as its count and icon", () => {
    expect(splitFace("3 Trample")).toEqual({ count: 3, icon: "Trample" });
    expect(splitFace("4 Create Fireminions")).toEqual({ count: 4, icon: "Create Fireminions" });
    expect(() => splitFace("Trample")).toThrow(/not "<count> <icon>"/);
  });

  // The committed data must be exactly what the importer makes from the reference data and
  // data/corrections.json: nobody edits the generated files by hand.
  it.skipIf(!haveReference)("matches the committed generated data", () => {
    const fresh = importAll(defaultReferenceDir);
    for (const [name, dice] of Object.entries(fresh)) {
      const committed = readFileSync(join(catalogData, "dice", `${name}.json`), "utf8");
      expect(committed, `${name}.json is stale: run npm run import-dice`).toBe(serialize(dice));
    }
  });
});
