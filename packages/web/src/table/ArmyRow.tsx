// A row of dice: one player's army (or zone) at one place, with the effects on it (spells as
// badges), in the
// player's seat colour. Dice the decision shown lets the player pick are picked here too.
import type { DieState, RolledDie } from "@dragondice/engine";
import {
  effectsWithArmy,
  effectWithArmyText,
  isMinorTerrain,
  itemsText,
  minorTerrainText,
  type Shown,
} from "@dragondice/words";
import { useBoardOffer } from "../decisions/board.tsx";
import { DieView } from "./DieView.tsx";
import { SpellBadges } from "./SpellBadges.tsx";
import { seatClass } from "./seats.ts";

export function ArmyRow({
  g,
  player,
  at,
  faces,
  title,
  small,
  dice: only,
}: {
  g: Shown;
  player: number;
  at: string;
  faces: Map<string, RolledDie>;
  title: string;
  small?: boolean;
  /** The dice of the row, when not every die of the player at `at` (the pool's kinds). */
  dice?: DieState[] | undefined;
}) {
  const offer = useBoardOffer();
  const all = only ?? g.dice.filter((d) => d.owner === player && d.at === at);
  if (all.length === 0) return null;
  // A minor terrain is no die of the army's roll: it shows its face in effect in words (2.9a
  // line 2238); the items stay with the units carrying them, named below them too.
  const dice = all.filter((d) => !isMinorTerrain(d));
  const minors = all.filter(isMinorTerrain);
  const items = at === "pool" ? null : itemsText(g, player, at);
  const effects = effectsWithArmy(g, player, at);
  const others = effects.filter((e) => !e.spell);
  const picking = dice.some((d) => offer?.dice.has(d.id));
  return (
    <div className={`army ${seatClass(player)}${picking ? " picking" : ""}`}>
      <div className="army-title">{title}</div>
      <div className="dice">
        {dice.map((d) => (
          <DieView
            key={d.id}
            dieId={d.die}
            instance={d.id}
            rolled={faces.get(d.id)}
            small={small}
            pick={offer?.dice.get(d.id)}
            onPick={() => offer?.pick(d.id)}
          />
        ))}
      </div>
      {items ? (
        <div className="items" data-testid="army-items">
          {items}
        </div>
      ) : null}
      {minors.length > 0 ? (
        <div className="minor-terrains" data-testid="minor-terrains">
          {at === "pool" ? "" : "minor terrain: "}
          {minors.map(minorTerrainText).join(", ")}
        </div>
      ) : null}
      <SpellBadges g={g} effects={effects} />
      {others.length > 0 ? (
        <div className="effects">
          Effects: {others.map((e) => effectWithArmyText(g, e)).join("; ")}
        </div>
      ) : null}
    </div>
  );
}
