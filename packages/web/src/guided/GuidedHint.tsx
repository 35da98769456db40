// The guided game's hint, beside the decision bar: what this step is about, the answer the
// heuristic bot would give from my view and why, and a button that sends it. Once the game is
// over, what to try next.
import type { Decision, PlayerView } from "@dragondice/engine";
import { GUIDED_NEXT, guidedHint, type Shown } from "@dragondice/words";
import { useMemo } from "react";
import { Link } from "../app/router.tsx";
import { isOpenDecision } from "../decisions/engine.ts";
import { GuidedButton } from "./GuidedButton.tsx";

export function GuidedHint({
  g,
  seat,
  deciding,
  busy,
  onSend,
}: {
  g: Shown;
  seat: number | null;
  /** My decision is open in the decision bar (the rolls before it have been shown). */
  deciding: boolean;
  busy: boolean;
  onSend(d: Decision, choice: unknown): void;
}) {
  const d = deciding
    ? (g.pending ?? []).find((p): p is Decision => p.player === seat && isOpenDecision(p))
    : undefined;
  // The page shows my seat's view: a PlayerView, which Shown describes loosely.
  const hint = useMemo(() => (d ? guidedHint(g as PlayerView, d) : null), [g, d]);
  if (g.winner) {
    return (
      <aside className="guided-hint" data-testid="guided-end" aria-label="What to try next">
        <h2 className="guided-title">What to try next</h2>
        <ul>
          {GUIDED_NEXT.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className="buttons">
          <Link to="/" className="button">
            New game
          </Link>
          <Link to="/how-to-play" className="button">
            How to play
          </Link>
          <GuidedButton />
        </p>
      </aside>
    );
  }
  if (!d || !hint) {
    return (
      <aside className="guided-hint" data-testid="guided-waiting" aria-label="Guided game">
        <p className="sub">Guided game: a hint comes with each of your decisions.</p>
      </aside>
    );
  }
  return (
    <aside
      className="guided-hint"
      data-testid="guided-hint"
      data-kind={d.kind}
      data-decision={d.id}
      aria-label="Hint"
    >
      <h2 className="guided-title">Hint</h2>
      <p data-testid="hint-lesson">{hint.lesson}</p>
      <p data-testid="hint-advice">
        <strong>Advice:</strong> {hint.advice}
      </p>
      <button
        type="button"
        data-testid="hint-follow"
        disabled={busy}
        onClick={() => onSend(d, hint.choice)}
      >
        Follow the advice
      </button>
    </aside>
  );
}
