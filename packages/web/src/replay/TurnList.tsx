// A replay's turns, each a button to its first step; the turn shown is marked and kept in view.
import { useRef } from "react";
import { useCurrentInView } from "./ReplayLog.tsx";
import type { ReplayIndex } from "./steps.ts";

export function TurnList({
  turns,
  current,
  names,
  onJump,
}: {
  turns: ReplayIndex["turns"];
  /** Index in `turns` of the turn shown (-1: the start). */
  current: number;
  names: readonly string[];
  onJump(step: number): void;
}) {
  const list = useRef<HTMLOListElement>(null);
  useCurrentInView(list, current);
  return (
    <nav className="replay-turns" aria-label="Turns">
      <h2>Turns</h2>
      <ol ref={list} data-testid="replay-turns">
        {turns.map((t, i) => (
          <li key={t.label}>
            <button
              type="button"
              className={i === current ? "current" : undefined}
              aria-current={i === current ? "step" : undefined}
              onClick={() => onJump(t.first)}
              data-testid="replay-turn"
            >
              {t.label}
              {t.player !== null ? ` · ${names[t.player] ?? ""}` : ""}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
