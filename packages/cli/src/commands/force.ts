// `dragondice force FILE`: a force file checked list by list, as the browser's army builder shows
// it: each list's dice, what the force may bring (2.9a lines 132-150, 2238, 2312, 2414) and the
// rules' problems beside it. An illegal force is a failed check (exit status 1).
import { dieById } from "@dragondice/catalog";
import { DEFAULT_EDITION, type ForceList, forcesFor } from "@dragondice/engine";
import { healthOfDie, plural, unitLabel } from "@dragondice/words";
import type { Command } from "commander";
import { CheckFailed } from "../check-failed.ts";
import type { Io } from "../main.ts";
import { forceOption } from "../options.ts";
import { type ForceFile, readForceFile } from "../play/forces.ts";
import { wrap, wrapText } from "../wrap.ts";

/** How many kinds of die and problems a list shows: a file of thousands of wrong ids is told in
 * a screenful, with how many more there are. */
const SHOWN = 12;

/** The first SHOWN of `items`, and a last one saying how many more (`what`: "problems"). */
function firstFew(items: readonly string[], what: string): string[] {
  if (items.length <= SHOWN) return [...items];
  return [...items.slice(0, SHOWN), `and ${items.length - SHOWN} more ${what}`];
}

export function forceCommand(program: Command, io: Io): void {
  program
    .command("force")
    .description("check a force file list by list: what it holds, may hold, and what is wrong")
    .argument("<file>", "the force file (JSON), as dragondice play --army takes it")
    .addOption(forceOption())
    .action((file: string, opts: { force: number }) => {
      const force = readForceFile(file);
      const { text, problems } = forceReport(force, opts.force);
      io.out(text);
      if (problems > 0) {
        throw new CheckFailed(`${file}: ${plural(problems, "problem")} at ${opts.force} health`);
      }
    });
}

/** A list's dice, each kind of die with how many ("Footman (common, 1) ×3"). */
function contents(ids: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  const named = [...counts].map(([id, n]) => {
    const label = dieById(id) ? unitLabel(id) : `"${id}"`;
    return n > 1 ? `${label} ×${n}` : label;
  });
  return named.length > 0 ? firstFew(named, "kinds of die") : ["none"];
}

const health = (ids: readonly string[]): number =>
  ids.reduce((sum, id) => sum + (dieById(id) ? healthOfDie(id) : 0), 0);

/** What each list is, and what a force of `size` may put in it. */
function headings(force: ForceFile, size: number): Record<ForceList, string> {
  const may = forcesFor(DEFAULT_EDITION).allowances(size);
  return {
    dice: `Units, items and the Kings' Die (the force's ${size} health)`,
    terrains: "Terrains (a major home; a major or special frontier)",
    dragons: `Dragons (${plural(may.dragons, "dragon")} to bring; a white dragon counts two)`,
    dragonkin: `Dragonkin (${health(force.dragonkin ?? [])} of at most ${may.dragonkin} health)`,
    minorTerrains: `Minor terrains (${(force.minorTerrains ?? []).length} of at most ${may.minorTerrains})`,
  };
}

/** The force file list by list, and how many problems the rules find in it. */
export function forceReport(force: ForceFile, size: number): { text: string; problems: number } {
  const problems = forcesFor(DEFAULT_EDITION).listProblems(force, size);
  const heading = headings(force, size);
  const lines: string[] = [`${force.name ?? "Force"} at ${size} health`];
  let count = 0;
  for (const list of Object.keys(heading) as ForceList[]) {
    const ids = force[list] ?? [];
    if (ids.length === 0 && (list === "dragonkin" || list === "minorTerrains")) continue;
    lines.push(...wrapText(`${heading[list]}:`), ...wrap("  ", contents(ids), "  "));
    const found = problems[list];
    count += found.length;
    if (found.length === 0) lines.push("  OK");
    // A loop, not push(...): a list may hold hundreds of thousands of problems.
    for (const p of firstFew(
      found.map((p) => `problem: ${p}`),
      "problems",
    )) {
      lines.push(...wrapText(p, "    ", "  "));
    }
  }
  lines.push(
    count === 0
      ? `The force is legal at ${size} health.`
      : `The force is not legal at ${size} health: ${plural(count, "problem")}.`,
  );
  return { text: lines.join("\n"), problems: count };
}
