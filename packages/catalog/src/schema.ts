// Runtime schemas for the generated dice data. Loading validates every die, so a hand-edited or
// stale data file fails loudly at start-up rather than deep inside a game.
import { z } from "zod";
import {
  type Die,
  EIGHTH_FACE_ICONS,
  MINOR_TERRAIN_ICONS,
  TERRAIN_ACTION_ICONS,
  UNIT_CLASSES,
} from "./types.ts";

const edition = z.enum(["2.9a", "v4", "tsr1996"]);
const element = z.enum(["air", "death", "earth", "fire", "water"]);
const dieColor = z.enum([
  "air",
  "death",
  "earth",
  "fire",
  "water",
  "ivory",
  "white",
  "bronze",
  "silver",
  "gold-metal",
]);
const face = z
  .object({ icon: z.string().min(1), count: z.number().int().min(0), art: z.string().optional() })
  .strict();
const correction = z
  .object({
    field: z.string(),
    from: z.string(),
    to: z.string(),
    reason: z.string().min(1),
    source: z.string().min(1),
  })
  .strict();

const base = {
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  name: z.string().min(1),
  editions: z.array(edition).min(1),
  corrections: z.array(correction).optional(),
};

const unit = z
  .object({
    ...base,
    kind: z.literal("unit"),
    species: z.string().min(1),
    size: z.enum(["common", "uncommon", "rare", "champion", "monster"]),
    health: z.number().int().positive(),
    class: z.enum(UNIT_CLASSES),
    elements: z.array(element),
    colors: z.array(dieColor),
    faces: z.array(face),
    autoSaves: z.number().int().positive().optional(),
  })
  .strict();

const dragon = z
  .object({
    ...base,
    kind: z.literal("dragon"),
    form: z.enum(["drake", "wyrm"]),
    dragonType: z.enum(["elemental", "ivory", "hybrid", "ivory-hybrid", "white"]),
    colors: z.array(dieColor).min(1),
    health: z.number().int().positive(),
    autoSaves: z.number().int().positive(),
    faces: z.array(face),
  })
  .strict();

const terrain = z
  .object({
    ...base,
    kind: z.literal("terrain"),
    category: z.enum(["major", "advanced", "minor"]),
    terrainType: z.string().min(1),
    colors: z.array(dieColor).min(1),
    eighthFace: z.enum(EIGHTH_FACE_ICONS),
    faces: z.array(
      z
        .object({
          number: z.number().int().min(1).max(8),
          icon: z.enum([...TERRAIN_ACTION_ICONS, ...EIGHTH_FACE_ICONS, ...MINOR_TERRAIN_ICONS]),
        })
        .strict(),
    ),
  })
  .strict();

const item = z
  .object({
    ...base,
    kind: z.literal("item"),
    itemType: z.enum(["magical-item", "artifact", "medallion", "relic"]),
    size: z.enum(["common", "uncommon", "rare", "artifact", "medallion", "relic"]),
    health: z.number().int().positive(),
    colors: z.array(dieColor),
    specialty: z.enum(["ID", "Melee", "Missile", "Magic", "Save", "Maneuver"]).optional(),
    faces: z.array(face),
  })
  .strict();

export const dieSchema = z.discriminatedUnion("kind", [unit, dragon, terrain, item]);

/** A generated data file: who made it and its dice. */
export const diceFileSchema = z.object({ generatedBy: z.string(), dice: z.array(dieSchema) });

/** Validates one generated data file; the message names the file and the first bad die. */
export function parseDiceFile(file: string, json: unknown): Die[] {
  const result = diceFileSchema.safeParse(json);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`${file}: ${issue?.path.join(".")}: ${issue?.message}`);
  }
  return result.data.dice as Die[];
}
