// The dice importer: reads the reference dice data (../shared/reference/dice/*.set.xml) and
// writes the catalogue's generated data files (packages/catalog/data/dice/*.json).
// Run: npm run import-dice [-- --reference DIR]. The output is committed, so nothing else in the
// project needs ../shared.
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { catalogData, defaultReferenceDir, importAll, serialize } from "./import.ts";

function referenceDir(argv: string[]): string {
  const i = argv.indexOf("--reference");
  const dir = i >= 0 ? argv[i + 1] : defaultReferenceDir;
  if (!dir || !existsSync(dir)) {
    throw new Error(`reference dice data not found at ${dir ?? "(missing --reference value)"}`);
  }
  return dir;
}

const outDir = join(catalogData, "dice");
mkdirSync(outDir, { recursive: true });
for (const [name, dice] of Object.entries(importAll(referenceDir(process.argv.slice(2))))) {
  writeFileSync(join(outDir, `${name}.json`), serialize(dice));
  console.log(`${name}: ${dice.length} dice`);
}
