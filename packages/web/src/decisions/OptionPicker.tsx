// A listed decision: a click (or its number key) sends an option at once, except an option that
// gives something up (pass a march, no maneuver, no action, skip...): that one is picked, then
// confirmed, so a stray click never throws a turn away. No option looks pre-selected; the
// heuristic bot's choice is marked "suggested", and each attack shows its odds.
import type { Decision } from "@dragondice/engine";
import {
  distinctOptions,
  givesUp,
  listedTwin,
  optionLabel,
  type Shown,
  whySuggested,
} from "@dragondice/words";
import { useEffect, useMemo, useRef, useState } from "react";
import { DragonOf } from "../glyphs/DragonOf.tsx";
import { useEnterConfirms, useFocusOnShow, useNumberPicks } from "./keys.tsx";

export function OptionPicker({
  g,
  d,
  onSend,
  busy,
  suggested,
  odds,
}: {
  g: Shown;
  d: Decision;
  onSend(choice: unknown): void;
  busy: boolean;
  /** The option marked "suggested" (never one that throws the army away), or null for none. */
  suggested: number | null;
  /** The odds of each option (an attack's), or null. */
  odds: (string | null)[];
}) {
  const options = d.options ?? [];
  // Options that read the same are one choice to the player: listed once (the first of them).
  const listed = useMemo(() => distinctOptions(g, d), [g, d]);
  const suggestedListed = suggested === null ? null : listedTwin(g, d, suggested);
  // An option that gives something up, waiting for its confirmation.
  const [chosen, setChosen] = useState<number | null>(null);
  // Focus lands on the first option of a new decision, and on Confirm once one is picked.
  const first = useFocusOnShow<HTMLButtonElement>();
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (chosen !== null) confirm.current?.focus({ preventScroll: true });
  }, [chosen]);
  const take = (i: number) => {
    if (givesUp(d, options[i])) setChosen(i);
    else onSend(options[i]);
  };
  useNumberPicks(listed, busy, take);
  useEnterConfirms(chosen !== null && !busy, () => onSend(options[chosen ?? 0]));
  const label = (i: number) => optionLabel(g, d, options[i]);
  return (
    <div className="picker">
      <fieldset className="options">
        <legend className="sr-only">Options</legend>
        {listed.map((i, position) => {
          const o = options[i];
          return (
            <button
              key={i}
              ref={position === 0 ? first : undefined}
              type="button"
              className={`option${chosen === i ? " chosen" : ""}`}
              aria-pressed={givesUp(d, o) ? chosen === i : undefined}
              data-testid="option"
              data-index={i}
              disabled={busy}
              onClick={() => take(i)}
            >
              {position < 9 ? <kbd className="key">{position + 1}</kbd> : null}
              <span className="option-text">
                {/* A summoning spell's choice names a dragon (2.9a lines 1597-1615). */}
                <DragonOf g={g} id={(o as { unit?: unknown } | null)?.unit} />{" "}
                {optionLabel(g, d, o)}
                {odds[i] ? (
                  <span className="odds" data-testid="odds">
                    {odds[i]}
                  </span>
                ) : null}
              </span>
              {suggestedListed === i ? (
                <span className="suggested-mark" data-testid="suggested">
                  suggested
                </span>
              ) : null}
            </button>
          );
        })}
      </fieldset>
      {suggestedListed === null ? null : <WhySuggested d={d} option={options[suggestedListed]} />}
      {chosen === null ? null : (
        <>
          <p className="status" aria-live="polite" data-testid="pick-status">
            {`Your choice: ${label(chosen)}. Confirm it, or pick another.`}
          </p>
          <div className="buttons">
            <button
              ref={confirm}
              type="button"
              className="primary"
              data-testid="confirm"
              disabled={busy}
              onClick={() => onSend(options[chosen])}
            >
              Confirm
            </button>
            <button type="button" data-testid="take-back" onClick={() => setChosen(null)}>
              Take back
            </button>
          </div>
        </>
      )}
    </div>
  );
}

/** Why the suggested option is suggested, under the options. */
function WhySuggested({ d, option }: { d: Decision; option: unknown }) {
  const why = whySuggested(d, option);
  return why ? (
    <p className="why-suggested" data-testid="why-suggested">
      Suggested: {why}.
    </p>
  ) : null;
}
