// A terrain: name, type, elements, role, current face (number and icon) and its controller,
// with the spells on it and every player's army there.
import { dieById } from "@dragondice/catalog";
import type { RolledDie, TerrainState } from "@dragondice/engine";
import {
  healthAt,
  possessive,
  type Shown,
  shortName,
  terrainFaceIcon,
  terrainName,
} from "@dragondice/words";
import { Glyph } from "../glyphs/Glyph.tsx";
import { DIE_COLORS } from "../glyphs/icons.ts";
import { ArmyRow } from "./ArmyRow.tsx";
import { DragonsRow } from "./DragonsRow.tsx";
import { SpellBadges } from "./SpellBadges.tsx";
import { seatClass } from "./seats.ts";

function roleText(g: Shown, t: TerrainState): string {
  switch (t.role) {
    case "home":
      return `${possessive(shortName(g, t.owner))} home`;
    case "frontier":
      return "frontier";
    case "proposed-frontier":
      return `proposed frontier (${possessive(shortName(g, t.owner))})`;
    default:
      return `brought by ${shortName(g, t.owner)}`;
  }
}

export function TerrainCard({
  g,
  t,
  faces,
  marching,
}: {
  g: Shown;
  t: TerrainState;
  faces: Map<string, RolledDie>;
  marching: boolean;
}) {
  const die = dieById(t.die);
  const type = die?.kind === "terrain" ? die.terrainType : "";
  const colors = die?.kind === "terrain" ? die.colors : [];
  const icon = terrainFaceIcon(t.die, t.face) ?? "";
  const at = `t:${t.id}`;
  const held = t.face === 8 && t.controller !== null;
  const armies = g.players
    .map((_, p) => p)
    .filter((p) => g.dice.some((d) => d.owner === p && d.at === at));
  return (
    <section
      className={`terrain${marching ? " marching" : ""}${held ? ` held ${seatClass(t.controller)}` : ""}`}
      data-testid="terrain"
      data-terrain={t.id}
      aria-label={`${terrainName(g, t.id)}, face ${t.face} ${icon}`}
    >
      <header>
        <span className="terrain-face" title={`face ${t.face}: ${icon}`}>
          <span className="face-number">{t.face}</span>
          <Glyph icon={icon || "ID"} size={22} label={icon} />
        </span>
        <span>
          <strong>{terrainName(g, t.id)}</strong>
          <span className="sub">
            {type}{" "}
            {colors.map((c) => (
              <span
                key={c}
                className="swatch"
                style={{ background: DIE_COLORS[c] ?? "#888" }}
                title={c}
              />
            ))}{" "}
            {colors.join("/")} · {roleText(g, t)}
          </span>
          <span className="sub">
            face {t.face}: {icon}
            {/* A Castle at 8 is the type its holder declared (2.9a line 2292). */}
            {held && t.declared ? ` (${t.declared})` : ""}
            {held ? `, held by ${shortName(g, t.controller ?? 0)}` : ""}
          </span>
        </span>
      </header>
      <SpellBadges
        g={g}
        effects={g.effects.filter((e) => "terrain" in e.target && e.target.terrain === t.id)}
      />
      <DragonsRow g={g} terrain={t.id} />
      {armies.length === 0 ? <p className="empty">No armies.</p> : null}
      {armies.map((p) => (
        <ArmyRow
          key={p}
          g={g}
          player={p}
          at={at}
          faces={faces}
          title={`${shortName(g, p)} · ${healthAt(g, p, at)} health`}
        />
      ))}
    </section>
  );
}
