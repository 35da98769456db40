// The table: whose turn and phase, the terrains with the armies at each, and every player's
// reserve (the Kings' Die beside it), dead (DUA), buried (BUA) and summoning pool (dragons,
// Dragonkin, minor terrains), set-up armies and active effects; who is
// a bot, who is you, and which human players are connected.
import type { RolledDie } from "@dragondice/engine";
import {
  effectsApart,
  effectTargetText,
  effectText,
  headline,
  marchingAt,
  roundLimitText,
  type Shown,
  speciesOf,
} from "@dragondice/words";
import { ArmyRow } from "./ArmyRow.tsx";
import { seatClass } from "./seats.ts";
import { TerrainCard } from "./TerrainCard.tsx";
import { zoneRows } from "./zones.ts";

export function TableView({
  g,
  faces,
  seatKinds,
  connected,
  local,
}: {
  g: Shown;
  faces: Map<string, RolledDie>;
  /** Each seat's kind: human, heuristic, random. */
  seatKinds?: string[] | undefined;
  /** Which seats are connected to the server now (live games). */
  connected?: boolean[] | undefined;
  /** The seats played on this device (hot-seat): here, whether connected or not. */
  local?: number[] | undefined;
}) {
  const placed = g.turn !== null || g.terrains.some((t) => t.role === "home");
  const terrains = g.terrains.filter((t) => (placed ? t.role !== "unused" : true));
  const marching = marchingAt(g);
  // Spells on a terrain show on its card.
  const loose = effectsApart(g).filter((e) => !(e.spell && "terrain" in e.target));
  const terrainCards = (
    <div className="terrains">
      {terrains.map((t) => (
        <TerrainCard key={t.id} g={g} t={t} faces={faces} marching={marching === `t:${t.id}`} />
      ))}
    </div>
  );
  // Until the armies are placed at the terrains, the forces (what the set-up is about) come first.
  const armiesOut = g.dice.some((d) => d.at.startsWith("t:"));
  // Shown until the game is over: then the headline says how it ended.
  const limit = g.winner ? null : roundLimitText(g);
  return (
    <div className="table-view">
      <h2
        className={`headline ${seatClass(g.winner ? g.winner.player : g.turn?.player)}`}
        data-testid="headline"
      >
        {headline(g)}
        {limit ? (
          <span className="round-limit" title={limit.explained} data-testid="round-limit">
            {" "}
            · {limit.short}
          </span>
        ) : null}
      </h2>
      {armiesOut ? terrainCards : null}
      <div className="players">
        {g.players.map((p, i) => {
          const all = g.dice.filter((d) => d.owner === i);
          const hidden = all.filter((d) => d.die === "hidden").length;
          const species = speciesOf(all, g.edition);
          const kind = seatKinds?.[i];
          const tags = [
            species && !p.name.includes(species) ? species : "",
            kind ? (kind === "human" ? "human" : `${kind} bot`) : "",
            i === g.viewer ? "you" : "",
            g.turn?.player === i && !g.winner ? "to play" : "",
            p.resigned ? "resigned" : p.eliminated ? "eliminated" : "",
          ].filter((x) => x !== "");
          const presence =
            kind !== "human" || i === g.viewer || !connected
              ? null
              : local?.includes(i)
                ? "on this device"
                : connected[i]
                  ? "connected"
                  : "not connected";
          return (
            <section
              key={p.name + String(i)}
              className={`player ${seatClass(i)}${i === g.viewer ? " me" : ""}`}
              data-testid="player"
              data-seat={i}
              aria-label={p.name}
            >
              <h3>
                <span className="seat-dot" aria-hidden="true" /> {p.name}{" "}
                {tags.length ? <span className="tags">[{tags.join(", ")}]</span> : null}
                {presence ? (
                  <span
                    className={`presence ${presence === "not connected" ? "away" : "here"}`}
                    data-testid="presence"
                    data-connected={presence !== "not connected"}
                  >
                    {presence}
                  </span>
                ) : null}
              </h3>
              {hidden > 0 ? <p className="sub">{hidden} dice, not revealed yet</p> : null}
              {zoneRows(g, i).map((row) => (
                <ArmyRow
                  key={row.key}
                  g={g}
                  player={i}
                  at={row.at}
                  dice={row.dice}
                  faces={faces}
                  small
                  title={row.title}
                />
              ))}
            </section>
          );
        })}
      </div>
      {armiesOut ? null : terrainCards}
      {loose.length > 0 ? (
        <p className="effects">
          Effects: {loose.map((e) => `${effectText(g, e)} on ${effectTargetText(g, e)}`).join("; ")}
        </p>
      ) : null}
    </div>
  );
}
