// The game log in plain words, newest at the bottom, following new lines as they come; each
// line in the colour of the seat whose event it tells. It is the table's one live region: a
// screen reader hears each line, a roll included, once (the roll panel stays quiet). Its box is
// a tab stop, so that a keyboard scrolls it.

import { describeEvents, type Shown } from "@dragondice/words";
import { useEffect, useId, useMemo, useRef } from "react";
import { seatClass } from "../table/seats.ts";

/** The player an event is about (who rolls, marches, decides...), if it names one. */
export function eventPlayer(e: unknown): number | null {
  const p = typeof e === "object" && e !== null ? (e as { player?: unknown }).player : undefined;
  return typeof p === "number" ? p : null;
}

export function LogView({
  g,
  events,
  upTo,
}: {
  g: Shown;
  events: readonly unknown[];
  upTo: number;
}) {
  const title = useId();
  const lines = useMemo(() => describeEvents(events.slice(0, upTo), g), [events, upTo, g]);
  const box = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when lines are added
  useEffect(() => {
    const el = box.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lines.length]);
  return (
    <section className="log" aria-labelledby={title}>
      <h2 id={title}>Log</h2>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolled box needs the focus to scroll by keyboard */}
      <div ref={box} className="log-lines" role="log" tabIndex={0} aria-label="Game log">
        <ol data-testid="log">
          {lines.map((l, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the log only grows
            <li key={i} className={`line-${l.kind} ${seatClass(eventPlayer(events[l.event]))}`}>
              {l.text}
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
