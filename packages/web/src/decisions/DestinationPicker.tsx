// Reinforce and Terrain Flight: each unit stays or goes to a terrain.
import type { Decision } from "@dragondice/engine";
import type { Shown } from "@dragondice/words";
import { useState } from "react";
import { problemOf } from "./engine.ts";
import type { DestinationSpec } from "./picks.ts";

export function DestinationPicker({
  g,
  d,
  spec,
  onSend,
  busy,
}: {
  g: Shown;
  d: Decision;
  spec: DestinationSpec;
  onSend(choice: unknown): void;
  busy: boolean;
}) {
  const [moves, setMoves] = useState<Record<string, string>>({});
  const choice = spec.build(moves);
  const problem = problemOf(g, d, choice);
  const moving = Object.keys(moves).length;
  return (
    <div className="picker">
      <p>{spec.title}</p>
      <ul className="pick-list">
        {spec.units.map((u) => (
          <li key={u.id}>
            <label>
              {u.label}{" "}
              <select
                data-testid="destination"
                value={moves[u.id] ?? ""}
                onChange={(e) => {
                  const to = e.target.value;
                  setMoves((m) => {
                    const next = { ...m };
                    if (to === "") delete next[u.id];
                    else next[u.id] = to;
                    return next;
                  });
                }}
              >
                <option value="">{u.stay}</option>
                {u.to.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.label}
                  </option>
                ))}
              </select>
            </label>
          </li>
        ))}
      </ul>
      <p className="status" aria-live="polite" data-testid="pick-status">
        {moving} unit{moving === 1 ? "" : "s"} moving.{" "}
        {problem ? <span className="problem">Not yet: {problem}.</span> : "Ready."}
      </p>
      <div className="buttons">
        <button
          type="button"
          className="primary"
          data-testid="confirm"
          disabled={problem !== null || busy}
          onClick={() => onSend(choice)}
        >
          Confirm
        </button>
        <button type="button" onClick={() => setMoves({})}>
          Nobody moves
        </button>
      </div>
    </div>
  );
}
