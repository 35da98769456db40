// A pick list (casualties, retreat, mutation, stepped damage, replanting): tick entries, see
// the running total, confirm once the engine finds the choice legal.
import type { Decision } from "@dragondice/engine";
import type { Shown } from "@dragondice/words";
import { useState } from "react";
import { problemOf, sampleOf } from "./engine.ts";
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
  const suggest = () => {
    const c = sampleOf(g, d);
    if (Array.isArray(c)) setPicked(c.filter((x): x is string => typeof x === "string"));
  };
  return (
    <div className="picker">
      <p>{spec.title}</p>
      <ul className="pick-list">
        {spec.items.map((item) => (
          <li key={item.key}>
            <label>
              <input
                type="checkbox"
                data-testid="pick"
                checked={picked.includes(item.key)}
                onChange={(e) =>
                  setPicked((p) =>
                    e.target.checked ? [...p, item.key] : p.filter((k) => k !== item.key),
                  )
                }
              />{" "}
              {item.label}
            </label>
          </li>
        ))}
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
