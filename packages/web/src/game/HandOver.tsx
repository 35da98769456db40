// The hot-seat privacy screen: the table is hidden until the next player has the device.
import { useEffect, useRef } from "react";
import { seatClass } from "../table/seats.ts";
import type { Pass } from "./handover.ts";

export function HandOver({ pass, onTake }: { pass: Pass; onTake(): void }) {
  const { to, why } = pass;
  // The button has the focus, so Enter or Space shows the table.
  const take = useRef<HTMLButtonElement>(null);
  useEffect(() => take.current?.focus(), []);
  return (
    <section
      className={`hand-over ${seatClass(to.seat)}`}
      data-testid="hand-over"
      aria-live="polite"
    >
      <h2 className="hand-over-title">{to.name}, take the device</h2>
      <p data-testid="hand-over-why">
        {why === "turn"
          ? `It is ${to.name}'s turn.`
          : `${to.name} has a choice to make that the others must not see.`}{" "}
        The table is hidden so that no one sees another player's secret choices: pass the device on,
        then show the table.
      </p>
      <button
        type="button"
        className="primary"
        data-testid="take-device"
        onClick={onTake}
        ref={take}
      >
        I am {to.name}: show my table
      </button>
    </section>
  );
}
