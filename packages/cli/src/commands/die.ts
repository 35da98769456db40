// `dragondice die NAME`: a die's faces and particulars; unknown names suggest the closest ones.
import { closestNames, type Die, findDice } from "@dragondice/catalog";
import type { Command } from "commander";
import type { Io } from "../main.ts";
import { UsageError } from "../usage-error.ts";

export function dieCommand(program: Command, io: Io): void {
  program
    .command("die")
    .description("show a die's faces (name, part of a name, or id)")
    .argument("<name...>", "the die's name, e.g. Dragonmount or 'Black Drake'")
    .option("--json", "print the matching dice as JSON")
    .action((words: string[], opts: { json?: boolean }) => {
      const query = words.join(" ");
      const dice = findDice(query);
      if (dice.length === 0) {
        throw new UsageError(
          `no die is called "${query}"; closest: ${closestNames(query).join(", ")}`,
        );
      }
      io.out(opts.json ? JSON.stringify(dice, null, 2) : dice.map(formatDie).join("\n\n"));
    });
}

export function formatDie(d: Die): string {
  const head = `${d.name}  [${d.id}]`;
  const lines: string[] = [head];
  switch (d.kind) {
    case "unit":
      lines.push(
        `  ${d.species} ${d.size} ${d.class}, ${d.health} health` +
          `${d.elements.length ? `, ${d.elements.join("/")}` : ""}` +
          `${d.autoSaves ? `, ${d.autoSaves} automatic saves` : ""}`,
      );
      break;
    case "dragon":
      lines.push(
        `  ${d.dragonType} ${d.form}, ${d.colors.join("/")}, ${d.health} health, ` +
          `${d.autoSaves} automatic saves`,
      );
      break;
    case "terrain":
      lines.push(
        `  ${d.category} terrain, ${d.terrainType} (${d.colors.join("/")}), ${d.eighthFace}`,
      );
      break;
    case "item":
      lines.push(
        `  ${d.itemType} (${d.size}), ${d.health} health` +
          `${d.colors.length ? `, ${d.colors.join("/")}` : ""}`,
      );
      break;
  }
  lines.push(`  editions: ${d.editions.join(", ")}`);
  const faces =
    d.kind === "terrain"
      ? d.faces.map((f) => `${f.number} ${f.icon}`)
      : d.faces.map((f) => `${f.count} ${f.icon}${f.art ? ` (${f.art} art)` : ""}`);
  faces.forEach((f, i) => {
    lines.push(`  face ${String(i + 1).padStart(2)}: ${f}`);
  });
  for (const c of d.corrections ?? []) {
    lines.push(`  corrected ${c.field}: was ${c.from}; ${c.reason} (${c.source})`);
  }
  return lines.join("\n");
}
