// A pick list (casualties, retreat, mutation, stepped damage, replanting): tick entries here or
// click the dice on the table, see the running total, confirm once the engine finds the choice
// legal. An entry that cannot be added (it would go over the total) cannot be ticked, and says why.
import type { Decision } from "@dragondice/engine";
import type { Shown } from "@dragondice/words";
import { useMemo, useState } from "react";
import { type BoardPick, useOfferOnBoard } from "./board.tsx";
import { problemOf, sampleOf } from "./engine.ts";
import { useEnterConfirms, useFocusOnShow, useNumberPicks } from "./keys.tsx";
import type { ToggleSpec } from "./picks.ts";

export function TogglePicker({
  g,
  d,
  spec,
  onSend,
  busy,
}: {
  g: Shown;
  d: Decision;
  spec: ToggleSpec;
  onSend(choice: unknown): void;
  busy: boolean;
}) {
  const [picked, setPicked] = useState<string[]>(spec.initial);
  const choice = spec.build(picked);
  const problem = spec.localProblem?.(picked) ?? problemOf(g, d, choice);
  const blockedOf = (key: string) => spec.blocked?.(picked, key) ?? null;
  const toggle = (key: string) =>
    setPicked((p) =>
      p.includes(key) ? p.filter((k) => k !== key) : spec.blocked?.(p, key) ? p : [...p, key],
    );
  const suggest = () => {
    const c = sampleOf(g, d);
    if (Array.isArray(c)) setPicked(c.filter((x): x is string => typeof x === "string"));
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the spec is fixed for the decision
  const offer = useMemo(() => {
    const dice = new Map<string, BoardPick>();
    for (const item of spec.items) {
      if (!item.die) continue;
      const reason = spec.blocked?.(picked, item.key) ?? null;
      dice.set(item.die, {
        state: picked.includes(item.key) ? "picked" : reason ? "blocked" : "open",
        ...(reason ? { reason } : {}),
      });
    }
    const keyOf = new Map(spec.items.flatMap((i) => (i.die ? [[i.die, i.key] as const] : [])));
    return dice.size > 0 ? { dice, pick: (die: string) => toggle(keyOf.get(die) ?? die) } : null;
  }, [picked]);
  useOfferOnBoard(offer);

  const first = useFocusOnShow<HTMLInputElement>();
  useNumberPicks(spec.items, busy, (item) => toggle(item.key));
  useEnterConfirms(problem === null && !busy, () => onSend(choice));

  return (
    <div className="picker">
      <p>{spec.title}</p>
      <ul className="pick-list">
        {spec.items.map((item, i) => {
          const reason = picked.includes(item.key) ? null : blockedOf(item.key);
          return (
            <li key={item.key} title={reason ?? undefined}>
              <label className={reason ? "blocked" : undefined}>
                <input
                  ref={i === 0 ? first : undefined}
                  type="checkbox"
                  data-testid="pick"
                  data-die={item.die}
                  checked={picked.includes(item.key)}
                  disabled={reason !== null}
                  onChange={() => toggle(item.key)}
                />{" "}
                {i < 9 ? <kbd className="key">{i + 1}</kbd> : null} {item.label}
                {reason ? <span className="sr-only"> ({reason})</span> : null}
              </label>
            </li>
          );
        })}
      </ul>
      <p className="status" aria-live="polite" data-testid="pick-status">
        {spec.status(picked)}{" "}
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
        <button type="button" onClick={() => setPicked([])}>
          Clear
        </button>
        {Array.isArray(sampleOf(g, d)) ? (
          <button type="button" onClick={suggest}>
            Suggest
          </button>
        ) : null}
      </div>
    </div>
  );
}
