// The game log in plain words, newest at the bottom, following new lines as they come; each
// line in the colour of the seat whose event it tells.

import { describeEvents, type Shown } from "@dragondice/words";
import { useEffect, useMemo, useRef } from "react";
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
  const lines = useMemo(() => describeEvents(events.slice(0, upTo), g), [events, upTo, g]);
  const box = useRef<HTMLOListElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when lines are added
  useEffect(() => {
    const el = box.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lines.length]);
  return (
    <section className="log" aria-label="Game log">
      <h2>Log</h2>
      <ol ref={box} data-testid="log" aria-live="polite" aria-relevant="additions">
        {lines.map((l, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the log only grows
          <li key={i} className={`line-${l.kind} ${seatClass(eventPlayer(events[l.event]))}`}>
            {l.text}
          </li>
        ))}
      </ol>
    </section>
  );
}
