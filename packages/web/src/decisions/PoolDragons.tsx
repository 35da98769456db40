// The player's dragons at set-up: they are in no army, so the split does not list them, but they
// are part of the force; each says which colour of magic summons it.
import { dieById } from "@dragondice/catalog";
import { forcesFor } from "@dragondice/engine";
import type { Shown } from "@dragondice/words";
import { DieView } from "../table/DieView.tsx";

/** "red magic", "blue or red magic", "magic of any colour", in the game's edition. */
function summonedBy(g: Shown, dieId: string): string {
  const colors = forcesFor(g.edition).summoningColors(dieId);
  return colors.length >= 5 ? "magic of any colour" : `${colors.join(" or ")} magic`;
}

export function PoolDragons({ g }: { g: Shown }) {
  const dragons = g.dice.filter(
    (d) => d.owner === g.viewer && d.at === "pool" && dieById(d.die)?.kind === "dragon",
  );
  if (dragons.length === 0) return null;
  return (
    <div className="pool-dragons" data-testid="pool-dragons">
      <p className="sub">
        Your dragons wait in the summoning pool until a Summon Dragon spell brings them:
      </p>
      <ul>
        {dragons.map((d) => (
          <li key={d.id}>
            <DieView dieId={d.die} small /> {dieById(d.die)?.name ?? d.die}: summoned by{" "}
            {summonedBy(g, d.die)}
          </li>
        ))}
      </ul>
    </div>
  );
}
