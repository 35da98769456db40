// The dragon glyph of a dragon on the table (its die instance id), or nothing when it is not one:
// an option that names a dragon (a summoning spell's choice) shows it.
import { dieById } from "@dragondice/catalog";
import { dieOf, dragonName, type Shown } from "@dragondice/words";
import { DragonGlyph } from "./DragonGlyph.tsx";

export function DragonOf({ g, id, size = 22 }: { g: Shown; id: unknown; size?: number }) {
  if (typeof id !== "string") return null;
  const die = dieById(dieOf(g, id));
  if (die?.kind !== "dragon") return null;
  return <DragonGlyph colors={die.colors} form={die.form} size={size} label={dragonName(g, id)} />;
}
