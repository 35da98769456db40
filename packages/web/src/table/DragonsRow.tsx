// A terrain's dragons (2.9a "Dragons", rules/000 lines 660-708): each as our own dragon glyph in
// its colours with its form, its owner, who tamed it, and the effects on it (a breath that took
// its automatic saves) as badges; the whole line in words on hover.
import { dieById } from "@dragondice/catalog";
import {
  dragonEffectText,
  dragonLine,
  dragonName,
  effectUntil,
  type Shown,
  terrainDragons,
} from "@dragondice/words";
import { DragonGlyph } from "../glyphs/DragonGlyph.tsx";
import { seatClass } from "./seats.ts";

export function DragonsRow({ g, terrain }: { g: Shown; terrain: string }) {
  const dragons = terrainDragons(g, terrain);
  if (dragons.length === 0) return null;
  return (
    <div className="dragons" data-testid="dragons">
      <strong className="sub">Dragons</strong>
      {dragons.map((s) => {
        const die = dieById(s.die);
        const colors = die?.kind === "dragon" ? die.colors : [];
        return (
          <span
            key={s.id}
            className={`dragon ${seatClass(s.owner)}`}
            data-testid="dragon"
            data-dragon={s.id}
            title={dragonLine(g, s)}
          >
            <DragonGlyph colors={colors} form={s.form} label={dragonName(g, s.id)} />{" "}
            <span>{dragonName(g, s.id)}</span>
            {s.effects.map((e) => (
              <span
                key={e.id}
                className={`dragon-badge${e.tames ? " tamed" : ""}`}
                data-testid="dragon-badge"
                title={`${e.name}, ${effectUntil(g, e)}`}
              >
                {dragonEffectText(g, e)}
              </span>
            ))}
          </span>
        );
      })}
    </div>
  );
}
