// The dice of the catalogue: the generated data files. They are checked against the schema
// (schema.ts) by the tests (test/dice-files.test.ts), not on every load: that took about 40 ms of
// each command's and each page's start, for files that change only with the importer.
import dragonkin from "../data/dice/dragonkin.json" with { type: "json" };
import dragons from "../data/dice/dragons.json" with { type: "json" };
import eldarim from "../data/dice/eldarim.json" with { type: "json" };
import items from "../data/dice/items.json" with { type: "json" };
import additions from "../data/dice/rulebook-additions.json" with { type: "json" };
import species from "../data/dice/species.json" with { type: "json" };
import terrains from "../data/dice/terrains.json" with { type: "json" };
import type { Die, DragonDie, ItemDie, TerrainDie, UnitDie } from "./types.ts";

/** The data files, in the catalogue's order, by name. */
export const DICE_FILES: Readonly<Record<string, { dice: readonly object[] }>> = {
  "species.json": species,
  "eldarim.json": eldarim,
  "dragonkin.json": dragonkin,
  "dragons.json": dragons,
  "terrains.json": terrains,
  "items.json": items,
  "rulebook-additions.json": additions,
};

/** Every die, in a stable order (by data file, then id). */
export const allDice: readonly Die[] = Object.values(DICE_FILES).flatMap(
  // The files match the schema (the tests check it), so their dice are the schema's type.
  (file) => file.dice as Die[],
);

const byId = new Map(allDice.map((d) => [d.id, d]));

export function dieById(id: string): Die | undefined {
  return byId.get(id);
}

export const units = allDice.filter((d): d is UnitDie => d.kind === "unit");
export const dragonDice = allDice.filter((d): d is DragonDie => d.kind === "dragon");
export const terrainDice = allDice.filter((d): d is TerrainDie => d.kind === "terrain");
export const itemDice = allDice.filter((d): d is ItemDie => d.kind === "item");
