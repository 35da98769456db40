// 2.9a: which dragons a force can summon with its own magic, for army builders. A Summon Dragon
// spell moves an elemental dragon with magic of its colour, a hybrid with magic of either of its
// colours, and an ivory, ivory hybrid (from a summoning pool) or white dragon with magic of any
// colour (rules/000 lines 1597-1615, 2458, 2468). A force makes magic in the colours of its units
// (line 464): Amazons in the colours of the terrain they stand at (line 841), the white Eldarim
// champions in every colour (lines 979, 1003, 1015), a unit with an SAI such as Attune in any
// colour (line 1787), a magical item in its own (line 2375), and any unit at a Standing Stones in
// that terrain's colours (line 753). Only the force's own terrains are known when it is built, so
// only they count: the rules let a player bring any dragon, but one its own magic can never
// summon only ever comes if an opponent summons it.
import { type Die, dieById, type Element, type MagicColor, rules29a } from "@dragondice/catalog";
import { COLOR_OF } from "../../standard/colors.ts";
import { dragonElements } from "../../standard/dragons.ts";
import type { ForceLists } from "../../standard/force-rules.ts";

const ALL_COLORS: readonly MagicColor[] = ["black", "blue", "gold", "green", "red"];
const ELEMENTS: readonly string[] = Object.keys(COLOR_OF);
const colorsOf = (colors: readonly string[]): MagicColor[] =>
  colors.filter((c) => ELEMENTS.includes(c)).map((c) => COLOR_OF[c as Element]);

/** SAIs whose magic may be of any colour (Attune, the Bronze Medallion's logo), from the data. */
const ANY_COLOR_SAIS = rules29a.sais.filter((s) =>
  s.rules.some((r) => r.results.includes("magic-any-color")),
);

/** Whether a die has a face whose SAI makes magic of any colour (a variant only on its own die). */
const makesAnyColor = (die: Die): boolean =>
  die.faces.some((f) =>
    ANY_COLOR_SAIS.some(
      (s) => s.icon === f.icon && (!s.variant || s.variant.appliesTo === die.name),
    ),
  );

/** Eighth faces that are, or may be declared (a Castle, line 2292), a Standing Stones. */
const STANDING_STONES: readonly string[] = ["Standing Stones", "Castle"];

/** The colours of magic the force's own units and items can make, at its own terrains. */
export function forceMagicColors(force: Pick<ForceLists, "dice" | "terrains">): Set<MagicColor> {
  const terrains = force.terrains.map((id) => dieById(id)).filter((d) => d?.kind === "terrain");
  const terrainColors = terrains.flatMap((t) => colorsOf(t.colors));
  const stonesColors = terrains
    .filter((t) => STANDING_STONES.includes(t.eighthFace))
    .flatMap((t) => colorsOf(t.colors));
  const colors = new Set<MagicColor>();
  let anyUnit = false;
  for (const id of force.dice) {
    const die = dieById(id);
    if (die?.kind === "item") {
      for (const c of makesAnyColor(die) ? ALL_COLORS : colorsOf(die.colors)) colors.add(c);
    }
    if (die?.kind !== "unit" || die.species === "none") continue;
    anyUnit = true;
    const own =
      makesAnyColor(die) || die.colors.includes("white")
        ? ALL_COLORS
        : die.species === "amazons"
          ? terrainColors
          : colorsOf(die.elements);
    for (const c of own) colors.add(c);
  }
  if (anyUnit) for (const c of stonesColors) colors.add(c);
  return colors;
}

/** The colours of magic that summon a dragon die: its own, or any for ivory and white dragons. */
export function summoningColors(dragonId: string): MagicColor[] {
  const die = dieById(dragonId);
  if (die?.kind !== "dragon") return [];
  if (die.dragonType === "elemental" || die.dragonType === "hybrid") {
    return dragonElements(die).map((e) => COLOR_OF[e]);
  }
  return [...ALL_COLORS];
}

/**
 * Why the force's own magic can never summon this dragon, or null. A force without units yet is
 * not judged: its dice list says what it lacks.
 */
export function dragonSummoningProblem(
  force: Pick<ForceLists, "dice" | "terrains">,
  dragonId: string,
): string | null {
  const die = dieById(dragonId);
  if (die?.kind !== "dragon") return null;
  if (!force.dice.some((id) => dieById(id)?.kind === "unit")) return null;
  const makes = forceMagicColors(force);
  const needs = summoningColors(dragonId);
  if (needs.some((c) => makes.has(c))) return null;
  const what = needs.length === ALL_COLORS.length ? "any" : needs.join(" or ");
  return `no unit in this force can make ${what} magic, so the ${die.name} can never be summoned by it`;
}

/** Why each dragon of the force its own magic can never summon cannot be (each reason once). */
export function dragonSummoningProblems(force: Pick<ForceLists, "dice" | "terrains" | "dragons">) {
  const problems = force.dragons.map((id) => dragonSummoningProblem(force, id));
  return [...new Set(problems.filter((p) => p !== null))];
}
