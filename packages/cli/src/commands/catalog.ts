// `dragondice catalog [--json]`: counts per category, per species and per edition.
import { type CatalogSummary, catalogSummary } from "@dragondice/catalog";
import type { Command } from "commander";
import type { Io } from "../main.ts";
import { fitLines } from "../wrap.ts";

export function catalogCommand(program: Command, io: Io): void {
  program
    .command("catalog")
    .description("summarise the catalogue: dice per category and species, spells and SAIs")
    .option("--json", "print the summary as one JSON object")
    .action((opts: { json?: boolean }) => {
      const summary = catalogSummary();
      io.out(opts.json ? JSON.stringify(summary, null, 2) : fitLines(formatSummary(summary)));
    });
}

const SIZES = ["common", "uncommon", "rare", "monster"];

export function formatSummary(s: CatalogSummary): string {
  const lines = [`Dragon Dice catalogue: ${s.total} dice`, "", "Dice per category"];
  for (const [category, n] of Object.entries(s.dice)) lines.push(`  ${category.padEnd(18)} ${n}`);
  // The species column as wide as the longest name, so the table fits 60 columns.
  const column = Math.max(...Object.keys(s.species).map((x) => x.length)) + 2;
  lines.push("", "Species units per size");
  lines.push(`${"".padEnd(column + 2)}${SIZES.map((z) => z.padStart(9)).join("")}`);
  for (const [species, sizes] of Object.entries(s.species)) {
    lines.push(
      `  ${species.padEnd(column)}${SIZES.map((z) => String(sizes[z] ?? 0).padStart(9)).join("")}`,
    );
  }
  lines.push("", "Dragons per type");
  for (const [type, n] of Object.entries(s.dragons)) lines.push(`  ${type.padEnd(18)} ${n}`);
  lines.push("", "Rules data per edition");
  for (const [edition, n] of Object.entries(s.spells)) {
    const extra = Object.entries(s.rules[edition] ?? {})
      .map(([k, v]) => `${v} ${k}`)
      .join(", ");
    lines.push(`  ${edition.padEnd(8)} ${n} spells, ${s.sais[edition] ?? 0} SAIs, ${extra}`);
  }
  for (const [edition, n] of Object.entries(s.sais)) {
    if (!(edition in s.spells)) lines.push(`  ${edition.padEnd(8)} ${n} SAIs`);
  }
  return lines.join("\n");
}
