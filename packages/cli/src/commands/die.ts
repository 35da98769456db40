// `dragondice die NAME`: a die's faces and particulars; unknown names suggest the closest ones.
import { closestNames, type Die, findDice, isNormalIcon } from "@dragondice/catalog";
import { DEFAULT_EDITION, oddsFor } from "@dragondice/engine";
import { plural, saiMeaning, saiName, speciesName } from "@dragondice/words";
import type { Command } from "commander";
import type { Io } from "../main.ts";
import { UsageError } from "../usage-error.ts";
import { fitLines } from "../wrap.ts";

export function dieCommand(program: Command, io: Io): void {
  program
    .command("die")
    .description("show a die's faces (name, part of a name, or id)")
    // Variadic so that a name of several words needs no quotes; they are joined into one name.
    .argument("<name...>", "the die's name; several words are one name, e.g. Black Drake")
    .usage("[options] <name>")
    .option("--json", "print the matching dice as JSON")
    .action((words: string[], opts: { json?: boolean }) => {
      const query = words.join(" ");
      const dice = findDice(query);
      if (dice.length === 0) {
        throw new UsageError(
          `no die is called "${query}"; closest: ${closestNames(query).join(", ")}`,
        );
      }
      io.out(
        opts.json ? JSON.stringify(dice, null, 2) : fitLines(dice.map(formatDie).join("\n\n")),
      );
    });
}

/** "heavy-melee" -> "heavy melee". */
const words = (id: string): string => id.replaceAll("-", " ");
const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

export function formatDie(d: Die): string {
  const head = `${d.name}  [${d.id}]`;
  const lines: string[] = [head];
  switch (d.kind) {
    case "unit":
      lines.push(
        `  ${[
          // A unit of no race (2.9a's Kings' Die) names none.
          oddsFor(DEFAULT_EDITION).hasRace(d) ? speciesName(d.species) : "",
          d.class === d.size ? d.size : `${d.size} ${words(d.class)}`,
          `${d.health} health`,
          d.elements.join("/"),
          d.autoSaves ? plural(d.autoSaves, "automatic save") : "",
        ]
          .filter((x) => x !== "")
          .join(", ")}`,
      );
      break;
    case "dragon":
      lines.push(
        `  ${capital(words(d.dragonType))} ${d.form}, ${d.colors.join("/")}, ${d.health} health, ` +
          `${d.autoSaves} automatic saves`,
      );
      break;
    case "terrain":
      lines.push(
        `  ${capital(d.category)} terrain, ${d.terrainType} (${d.colors.join("/")}), eighth face ${d.eighthFace}`,
      );
      break;
    case "item":
      lines.push(
        `  ${capital(words(d.itemType))}${d.size === d.itemType ? "" : `, ${d.size}`}, ${d.health} health` +
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
  if (d.kind !== "terrain") {
    // What each special action icon on the die does, once per icon.
    const meanings = new Map<string, string>();
    for (const f of d.faces) {
      const meaning = isNormalIcon(f.icon) ? null : saiMeaning(f.icon, d.id);
      if (meaning) meanings.set(saiName(f.icon, d.id), meaning);
    }
    for (const [name, meaning] of meanings) lines.push(`  ${name}: ${meaning}`);
  }
  for (const c of d.corrections ?? []) {
    lines.push(`  corrected ${c.field}: was ${c.from}; ${c.reason} (${c.source})`);
  }
  return lines.join("\n");
}
