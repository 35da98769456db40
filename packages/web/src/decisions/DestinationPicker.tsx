// Reinforce and Terrain Flight: each unit stays or goes to a terrain, chosen in its list here or
// by clicking the unit on the table (each click sends it to the next terrain, then back). An SAI's
// damage shared among units works the same way, each unit's list giving it an amount.
import type { Decision } from "@dragondice/engine";
import { type Shown, terrainName } from "@dragondice/words";
import { useMemo, useState } from "react";
import { type BoardPick, useOfferOnBoard } from "./board.tsx";
import { problemOf } from "./engine.ts";
import { useEnterConfirms, useFocusOnShow, useNumberPicks } from "./keys.tsx";
import type { DestinationSpec } from "./picks.ts";

/** The moves with `unit` sent to `to` ("" = it stays). */
function moved(moves: Record<string, string>, unit: string, to: string): Record<string, string> {
  const next = { ...moves };
  if (to === "") delete next[unit];
  else next[unit] = to;
  return next;
}

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
  const send = (unit: string, to: string) => setMoves((m) => moved(m, unit, to));
  /** The next place in the unit's list: stay, each terrain, then stay again. */
  const cycle = (unit: string) =>
    setMoves((m) => {
      const places = ["", ...(spec.units.find((x) => x.id === unit)?.to.map((t) => t.id) ?? [])];
      return moved(m, unit, places[(places.indexOf(m[unit] ?? "") + 1) % places.length] ?? "");
    });

  // biome-ignore lint/correctness/useExhaustiveDependencies: the spec is fixed for the decision
  const offer = useMemo(() => {
    const dice = new Map<string, BoardPick>();
    for (const u of spec.units) {
      const to = moves[u.id];
      const mark = spec.mark ? spec.mark(to ?? "") : `→ ${terrainName(g, to ?? "")}`;
      dice.set(u.id, to ? { state: "picked", mark } : { state: "open" });
    }
    return { dice, pick: cycle };
  }, [moves]);
  useOfferOnBoard(offer);

  const first = useFocusOnShow<HTMLSelectElement>();
  useNumberPicks(spec.units, busy, (u) => cycle(u.id));
  useEnterConfirms(problem === null && !busy, () => onSend(choice));

  return (
    <div className="picker">
      <p>{spec.title}</p>
      <ul className="pick-list">
        {spec.units.map((u, i) => (
          <li key={u.id}>
            <label>
              {i < 9 ? <kbd className="key">{i + 1}</kbd> : null} {u.label}{" "}
              <select
                ref={i === 0 ? first : undefined}
                data-testid="destination"
                data-die={u.id}
                value={moves[u.id] ?? ""}
                onChange={(e) => send(u.id, e.target.value)}
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
        {spec.status ? spec.status(moves) : `${moving} unit${moving === 1 ? "" : "s"} moving.`}{" "}
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
          {spec.clear ?? "Nobody moves"}
        </button>
      </div>
    </div>
  );
}
