// The dice of the catalogue: the generated data files, validated on load.
import dragonkin from "../data/dice/dragonkin.json" with { type: "json" };
import dragons from "../data/dice/dragons.json" with { type: "json" };
import eldarim from "../data/dice/eldarim.json" with { type: "json" };
import items from "../data/dice/items.json" with { type: "json" };
import additions from "../data/dice/rulebook-additions.json" with { type: "json" };
import species from "../data/dice/species.json" with { type: "json" };
import terrains from "../data/dice/terrains.json" with { type: "json" };
import { parseDiceFile } from "./schema.ts";
import type { Die, DragonDie, ItemDie, TerrainDie, UnitDie } from "./types.ts";

/** Every die, in a stable order (by data file, then id). */
export const allDice: readonly Die[] = [
  ...parseDiceFile("species.json", species),
  ...parseDiceFile("eldarim.json", eldarim),
  ...parseDiceFile("dragonkin.json", dragonkin),
  ...parseDiceFile("dragons.json", dragons),
  ...parseDiceFile("terrains.json", terrains),
  ...parseDiceFile("items.json", items),
  ...parseDiceFile("rulebook-additions.json", additions),
];

const byId = new Map(allDice.map((d) => [d.id, d]));

export function dieById(id: string): Die | undefined {
  return byId.get(id);
}

export const units = allDice.filter((d): d is UnitDie => d.kind === "unit");
export const dragonDice = allDice.filter((d): d is DragonDie => d.kind === "dragon");
export const terrainDice = allDice.filter((d): d is TerrainDie => d.kind === "terrain");
export const itemDice = allDice.filter((d): d is ItemDie => d.kind === "item");
