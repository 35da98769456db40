// Active spells as badges on what they are on (an army, one of its units, a terrain): the spell's
// name, its colour, and when it ends; the whole effect in words on hover.
import type { Effect } from "@dragondice/engine";
import { dieName, dieOf, effectUntil, effectWithArmyText, type Shown } from "@dragondice/words";
import { DIE_COLORS } from "../glyphs/icons.ts";

/** A magic colour's element, whose colour the dice use. */
const ELEMENT: Record<string, string> = {
  black: "death",
  blue: "air",
  gold: "earth",
  green: "water",
  red: "fire",
};

export function SpellBadges({ g, effects }: { g: Shown; effects: Effect[] }) {
  const spells = effects.filter((e) => e.spell);
  if (spells.length === 0) return null;
  return (
    <div className="spell-badges">
      {spells.map((e) => (
        <span
          key={e.id}
          className="spell-badge"
          data-testid="spell-badge"
          data-spell={e.spell?.id}
          title={effectWithArmyText(g, e)}
        >
          <span
            className="swatch"
            style={{ background: DIE_COLORS[ELEMENT[e.spell?.color ?? ""] ?? ""] ?? "#888" }}
          />{" "}
          <strong>{e.name}</strong>
          {"unit" in e.target ? ` on ${dieName(dieOf(g, e.target.unit))}` : ""}
          <span className="sub"> · {effectUntil(g, e)}</span>
        </span>
      ))}
    </div>
  );
}
