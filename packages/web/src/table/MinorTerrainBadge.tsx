// An army's minor terrain (2.9a rules/000 line 2236) as a badge beside its dice: its name and the
// face in effect ("Highland Bridge: Double Saves"), what that face does on hover.
import { minorTerrainBadge, minorTerrainOf, type Shown } from "@dragondice/words";

export function MinorTerrainBadge({ g, player, at }: { g: Shown; player: number; at: string }) {
  const d = minorTerrainOf(g, player, at);
  const text = d ? minorTerrainBadge(d) : null;
  if (!text) return null;
  return (
    <div className="spell-badges">
      <span className="spell-badge minor-terrain-badge" data-testid="minor-terrain-badge">
        <strong>{text}</strong>
      </span>
    </div>
  );
}
