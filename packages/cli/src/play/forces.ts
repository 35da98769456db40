// The forces players bring to `dragondice play`: premade forces (one per first species and a few
// mixed ones), random legal forces, and force files (JSON, checked with zod and the engine).
import { existsSync } from "node:fs";
import { basename } from "node:path";
import {
  premadeForce as catalogPremadeForce,
  closestNames,
  dieById,
  type Force,
  PREMADE_NAMES,
  PremadeForceError,
  premadeKey,
} from "@dragondice/catalog";
import {
  DEFAULT_EDITION,
  type ForceList,
  forcesFor,
  type PlayerSetup,
  type RandomInt,
  randomForce,
  rulesFor,
} from "@dragondice/engine";
import { z } from "zod";
import { readJsonFile } from "../json-file.ts";
import { UsageError } from "../usage-error.ts";

export type { Force } from "@dragondice/catalog";
export { aboutPremade, PREMADE_NAMES, SPECIES_FORCES } from "@dragondice/catalog";

/** A premade force at `size` health; a name or size that does not fit is a usage error. */
export function premadeForce(name: string, size: number): Force {
  try {
    return catalogPremadeForce(name, size);
  } catch (e) {
    if (e instanceof PremadeForceError)
      throw new UsageError(e.message.replace("use a random force", "use --army random"));
    throw e;
  }
}

/**
 * Why the force is not legal at `size` health, or null: the engine's own check, by the rules of
 * the edition the terminal's new games are played in.
 */
export function forceProblem(force: Force, size: number): string | null {
  const player: PlayerSetup = { name: "force", ...force };
  const problem = rulesFor(DEFAULT_EDITION).checkConfig({
    edition: DEFAULT_EDITION,
    seed: 1,
    forceSize: size,
    players: [player, player],
  });
  return problem?.replace(/^player 1 \(force\): /, "") ?? null;
}

const forceFileSchema = z
  .object({
    name: z.string().min(1).optional(),
    dice: z.array(z.string()).min(1),
    terrains: z.array(z.string()).length(2),
    dragons: z.array(z.string()),
    // The advanced rules' summoning pool (rules/000 lines 2238, 2312).
    dragonkin: z.array(z.string()).optional(),
    minorTerrains: z.array(z.string()).optional(),
  })
  .strict();

/** The lists of a force file, in the order they are checked. */
const LISTS: readonly ForceList[] = ["dice", "terrains", "dragons", "dragonkin", "minorTerrains"];

/** What is wrong with one catalogue id in a force file's list, or null: the engine's check. */
function idProblem(list: ForceList, id: string): string | null {
  const die = dieById(id);
  if (!die) {
    const closest = closestNames(id);
    return `no die "${id}"${closest.length ? ` (closest names: ${closest.join(", ")})` : ""}`;
  }
  return forcesFor(DEFAULT_EDITION).componentProblem(die, list);
}

/** A force file's lists as read, before the rules check them. */
export type ForceFile = z.infer<typeof forceFileSchema>;

/**
 * Reads a force file: { name?, dice: [unit, item and Kings' Die ids], terrains: [2 terrain ids],
 * dragons: [dragon ids], dragonkin?: [Dragonkin ids], minorTerrains?: [minor terrain ids] }. A
 * malformed one is a usage error naming the file and the field.
 */
export function readForceFile(path: string): ForceFile {
  const where = basename(path);
  const json = readJsonFile(path, "force file", where);
  const parsed = forceFileSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.join(".") || "(top level)";
    throw new UsageError(`${where}: ${field}: ${issue?.message ?? "invalid"}`);
  }
  return parsed.data;
}

/**
 * Reads and checks a force file. Mistakes are usage errors naming the file and the field, e.g.
 * `force.json: dice.3: no die "foo"`.
 */
export function loadForceFile(path: string, size: number): Force {
  const where = basename(path);
  const file = readForceFile(path);
  for (const list of LISTS) {
    for (const [i, id] of (file[list] ?? []).entries()) {
      const problem = idProblem(list, id);
      if (problem) throw new UsageError(`${where}: ${list}.${i}: ${problem}`);
    }
  }
  const force: Force = {
    label: file.name ?? where.replace(/\.json$/i, ""),
    dice: file.dice,
    terrains: file.terrains,
    dragons: file.dragons,
    ...(file.dragonkin ? { dragonkin: file.dragonkin } : {}),
    ...(file.minorTerrains ? { minorTerrains: file.minorTerrains } : {}),
  };
  const problem = forceProblem(force, size);
  if (problem) throw new UsageError(`${where}: ${problem}`);
  return force;
}

/** The `--army` values for random forces: units only, or from the whole catalogue. */
const RANDOM_ARMIES: Record<string, { label: string; advanced: boolean }> = {
  random: { label: "random force", advanced: false },
  // rules/000 "Advanced Rules" (line 2214): items, the Kings' Die, Dragonkin, minor terrains and
  // a special terrain as the proposed frontier too.
  "random-advanced": { label: "random advanced force", advanced: true },
};

/**
 * The force an `--army` value names: a premade force, `random`, `random-advanced`, or a force
 * file's path. Anything else is a usage error listing the premade forces.
 */
export function resolveArmy(spec: string, size: number, randomInt: RandomInt): Force {
  const random = RANDOM_ARMIES[spec.trim().toLowerCase()];
  if (random) {
    const { name: _name, ...r } = randomForce("random", size, randomInt, {
      advanced: random.advanced,
    });
    return { label: random.label, ...r };
  }
  if (premadeKey(spec)) return premadeForce(spec, size);
  if (existsSync(spec) || /[/\\]|\.json$/i.test(spec)) return loadForceFile(spec, size);
  throw new UsageError(
    `--army ${spec}: not a premade force, "random", "random-advanced" or a .json force file; premade forces: ${PREMADE_NAMES.join(", ")}`,
  );
}
