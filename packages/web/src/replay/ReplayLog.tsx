// A replay's whole log: each line a button that jumps to its step. Lines of the step shown are
// marked, later ones dimmed; the step shown is kept in view.
import { describeEvents, type Shown } from "@dragondice/words";
import { type RefObject, useEffect, useMemo, useRef } from "react";
import { stepOfEvent } from "./steps.ts";

/** Scrolls a list (not the page) so that its `aria-current` item shows, when `at` changes. */
export function useCurrentInView(list: RefObject<HTMLElement | null>, at: unknown): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: follow what is shown
  useEffect(() => {
    const el = list.current;
    const current = el?.querySelector<HTMLElement>("[aria-current]");
    if (!el || !current) return;
    const below = current.getBoundingClientRect().top - el.getBoundingClientRect().top;
    el.scrollTop += below - el.clientHeight / 3;
  }, [at]);
}

export function ReplayLog({
  g,
  events,
  ends,
  step,
  onJump,
}: {
  g: Shown;
  events: readonly unknown[];
  ends: readonly number[];
  step: number;
  onJump(step: number): void;
}) {
  const lines = useMemo(
    () => describeEvents(events, g).map((l) => ({ ...l, step: stepOfEvent(ends, l.event) })),
    [events, g, ends],
  );
  const box = useRef<HTMLOListElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: follow the step shown
  useEffect(() => {
    const current = box.current?.querySelector<HTMLElement>('[aria-current="step"]');
    const list = box.current;
    if (current && list)
      list.scrollTop = current.offsetTop - list.offsetTop - list.clientHeight / 3;
  }, [step]);
  return (
    <section className="log replay-log" aria-label="Game log">
      <h2>Log</h2>
      <p className="sub">Click a line to see the table at that moment.</p>
      <ol ref={box} data-testid="log">
        {lines.map((l, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the log of a finished game never changes
          <li key={i} className={`line-${l.kind}${l.step > step ? " later" : ""}`}>
            <button
              type="button"
              className="log-line"
              data-step={l.step}
              aria-current={l.step === step ? "step" : undefined}
              onClick={() => onJump(l.step)}
            >
              {l.text}
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
