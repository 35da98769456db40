// Ending the game by the players' will (issue 25): resign (after a confirmation), offer a draw,
// and the draw offered shown to the other players with Accept and Decline. In hot seat, every
// seat of this browser still in the game answers the offer here, through its own link.

import type { TableMessage } from "@dragondice/server/protocol";
import type { Shown } from "@dragondice/words";
import { playerName, roundLimitText } from "@dragondice/words";
import { useState } from "react";

export function EndGame({
  g,
  seat,
  local,
  onSend,
}: {
  g: Shown;
  /** The seat on screen, or null for a spectator. */
  seat: number | null;
  /** The seats this browser plays (hot seat), the one on screen included. */
  local: readonly number[];
  /** Sends a table message as a seat of this browser. */
  onSend: (as: number, type: TableMessage) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  if (g.winner) return null;
  const isIn = (p: number) => g.players[p] !== undefined && !g.players[p]?.eliminated;
  const limit = roundLimitText(g);
  const mine = [...new Set([...(seat === null ? [] : [seat]), ...local])].filter(isIn);
  const offer = g.drawOffer;
  const stillIn = g.players.flatMap((_, i) => (isIn(i) ? [i] : []));
  const waitingFor = offer
    ? stillIn.filter((p) => p !== offer.by && !offer.accepted.includes(p))
    : [];
  const others = stillIn.length - 1;
  return (
    <section className="end-game" data-testid="end-game" aria-label="End the game">
      {limit ? <p className="round-limit-line">{limit.explained}</p> : null}
      {offer ? (
        <div className="draw-offer" role="status" data-testid="draw-offer">
          <p>
            {offer.by === seat ? "You offer" : `${playerName(g, offer.by)} offers`} a draw.{" "}
            {waitingFor.length > 0
              ? `Waiting for ${waitingFor.map((p) => (p === seat ? "you" : playerName(g, p))).join(", ")}.`
              : null}
          </p>
          <div className="buttons">
            {waitingFor
              .filter((p) => mine.includes(p))
              .map((p) => (
                <span key={p} className="draw-answer">
                  <button
                    type="button"
                    className="primary"
                    data-testid={`accept-draw-${p}`}
                    onClick={() => onSend(p, "accept-draw")}
                  >
                    Accept the draw{p === seat ? "" : ` (${playerName(g, p)})`}
                  </button>
                  <button
                    type="button"
                    data-testid={`decline-draw-${p}`}
                    onClick={() => onSend(p, "decline-draw")}
                  >
                    Decline{p === seat ? "" : ` (${playerName(g, p)})`}
                  </button>
                </span>
              ))}
            {mine.includes(offer.by) ? (
              <button
                type="button"
                data-testid="withdraw-draw"
                onClick={() => onSend(offer.by, "decline-draw")}
              >
                Withdraw the offer
              </button>
            ) : null}
          </div>
        </div>
      ) : null}
      {seat !== null && isIn(seat) ? (
        confirming ? (
          <div className="resign-confirm" role="alertdialog" aria-label="Resign?">
            <p>
              {others === 1
                ? "Resign this game? The other player wins."
                : "Resign this game? Your armies leave the table and the others play on."}
            </p>
            <div className="buttons">
              <button
                type="button"
                data-testid="resign-confirm"
                onClick={() => {
                  setConfirming(false);
                  onSend(seat, "resign");
                }}
              >
                Yes, resign
              </button>
              <button
                type="button"
                data-testid="resign-cancel"
                onClick={() => setConfirming(false)}
              >
                Keep playing
              </button>
            </div>
          </div>
        ) : (
          <div className="buttons">
            {offer ? null : (
              <button
                type="button"
                data-testid="offer-draw"
                onClick={() => onSend(seat, "offer-draw")}
              >
                Offer a draw
              </button>
            )}
            <button type="button" data-testid="resign" onClick={() => setConfirming(true)}>
              Resign…
            </button>
          </div>
        )
      ) : null}
    </section>
  );
}
