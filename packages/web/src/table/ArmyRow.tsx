// A row of dice: one player's army (or zone) at one place, with the effects on it (spells as
// badges), in the
// player's seat colour. Dice the decision shown lets the player pick are picked here too.
import type { RolledDie } from "@dragondice/engine";
import { effectsWithArmy, effectWithArmyText, isMinorTerrain, type Shown } from "@dragondice/words";
import { useBoardOffer } from "../decisions/board.tsx";
import { DieView } from "./DieView.tsx";
import { MinorTerrainBadge } from "./MinorTerrainBadge.tsx";
import { SpellBadges } from "./SpellBadges.tsx";
import { seatClass } from "./seats.ts";

export function ArmyRow({
  g,
  player,
  at,
  faces,
  title,
  small,
}: {
  g: Shown;
  player: number;
  at: string;
  faces: Map<string, RolledDie>;
  title: string;
  small?: boolean;
}) {
  const offer = useBoardOffer();
  // A minor terrain is no component of the army (line 2544): it shows as a badge.
  const dice = g.dice.filter((d) => d.owner === player && d.at === at && !isMinorTerrain(d));
  if (dice.length === 0) return null;
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
      <MinorTerrainBadge g={g} player={player} at={at} />
      <SpellBadges g={g} effects={effects} />
      {others.length > 0 ? (
        <div className="effects">
          Effects: {others.map((e) => effectWithArmyText(g, e)).join("; ")}
        </div>
      ) : null}
    </div>
  );
}
