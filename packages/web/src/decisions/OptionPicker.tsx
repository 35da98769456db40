// A listed decision: pick an option (a click or its number key), then Confirm. Until confirmed
// the choice can be changed, so a stray click never passes a march or gives up a maneuver.
import type { Decision } from "@dragondice/engine";
import { optionLabel, type Shown } from "@dragondice/words";
import { useEffect, useRef, useState } from "react";
import { numberKey, useEnterConfirms, useKeyDown } from "./keys.tsx";

export function OptionPicker({
  g,
  d,
  onSend,
  busy,
  suggested,
}: {
  g: Shown;
  d: Decision;
  onSend(choice: unknown): void;
  busy: boolean;
  /** The option marked "suggested" (never one that throws the army away), or null for none. */
  suggested: number | null;
}) {
  const options = d.options ?? [];
  const [chosen, setChosen] = useState<number | null>(null);
  const first = useRef<HTMLButtonElement>(null);
  const confirm = useRef<HTMLButtonElement>(null);
  // Focus lands on the first option of a new decision, and on Confirm once one is picked.
  useEffect(() => first.current?.focus({ preventScroll: true }), []);
  useEffect(() => {
    if (chosen !== null) confirm.current?.focus({ preventScroll: true });
  }, [chosen]);
  useKeyDown((e) => {
    const n = numberKey(e);
    if (n === null || n > options.length || busy) return false;
    setChosen(n - 1);
    return true;
  });
  useEnterConfirms(chosen !== null && !busy, () => onSend(options[chosen ?? 0]));
  const label = (i: number) => optionLabel(g, d, options[i]);
  return (
    <div className="picker">
      <fieldset className="options">
        <legend className="sr-only">Options</legend>
        {options.map((o, i) => (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: the options of one decision are fixed
            key={i}
            ref={i === 0 ? first : undefined}
            type="button"
            className={`option${chosen === i ? " chosen" : ""}`}
            aria-pressed={chosen === i}
            data-testid="option"
            data-index={i}
            disabled={busy}
            onClick={() => setChosen(i)}
          >
            {i < 9 ? <kbd className="key">{i + 1}</kbd> : null}
            <span className="option-text">{optionLabel(g, d, o)}</span>
            {suggested === i ? (
              <span className="suggested-mark" data-testid="suggested">
                suggested
              </span>
            ) : null}
          </button>
        ))}
      </fieldset>
      <p className="status" aria-live="polite" data-testid="pick-status">
        {chosen === null
          ? `Pick an option${options.length > 1 ? ` (or press 1 to ${Math.min(9, options.length)})` : ""}, then confirm.`
          : `Your choice: ${label(chosen)}. Confirm it, or pick another.`}
      </p>
      <div className="buttons">
        <button
          ref={confirm}
          type="button"
          className="primary"
          data-testid="confirm"
          disabled={chosen === null || busy}
          onClick={() => chosen !== null && onSend(options[chosen])}
        >
          Confirm
        </button>
      </div>
    </div>
  );
}
