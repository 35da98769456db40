// The decision panel: what my seat is asked and what it is for, with only the legal answers: the
// listed options, or a picker for the combinatorial kinds; "auto" lets the engine pick a legal
// answer.
import { type Decision, isDecision, type PlayerView } from "@dragondice/engine";
import {
  attackOddsText,
  decisionHelp,
  decisionSentence,
  type Shown,
  shortName,
  suggestedOption,
} from "@dragondice/words";
import { useEffect, useMemo, useRef } from "react";
import { seatClass } from "../table/seats.ts";
import { AssemblePicker } from "./AssemblePicker.tsx";
import { CastSpellsPicker } from "./CastSpellsPicker.tsx";
import { DestinationPicker } from "./DestinationPicker.tsx";
import { DragonResponsePicker } from "./DragonResponsePicker.tsx";
import { isOpenDecision, sampleOf } from "./engine.ts";
import { OptionPicker } from "./OptionPicker.tsx";
import { destinationSpec, toggleSpec } from "./picks.ts";
import { useQuestionInView } from "./questionInView.tsx";
import { TogglePicker } from "./TogglePicker.tsx";

/** What every picker gets: the view shown, my decision, and where its answer goes. */
interface PickerProps {
  g: Shown;
  d: Decision;
  onSend(c: unknown): void;
  busy: boolean;
}

/**
 * A listed decision's options, with the heuristic bot's choice marked "suggested" and each
 * attack's odds, both worked out from my seat's view (what I may see).
 */
function Options({ g, d, onSend, busy }: PickerProps) {
  // The page shows my seat's view: a PlayerView, which Shown describes loosely.
  const view = g as PlayerView;
  const suggested = useMemo(() => suggestedOption(view, d), [view, d]);
  const odds = useMemo(() => (d.options ?? []).map((o) => attackOddsText(view, d, o)), [view, d]);
  return (
    <OptionPicker
      key={d.id}
      g={g}
      d={d}
      onSend={onSend}
      busy={busy}
      suggested={suggested}
      odds={odds}
    />
  );
}

function Picker({ g, d, onSend, busy }: PickerProps) {
  if (d.options) return <Options g={g} d={d} onSend={onSend} busy={busy} />;
  if (isDecision(d, "assemble-armies"))
    return <AssemblePicker key={d.id} g={g} d={d} onSend={onSend} busy={busy} />;
  if (isDecision(d, "dragon-response"))
    return <DragonResponsePicker key={d.id} g={g} d={d} onSend={onSend} busy={busy} />;
  if (isDecision(d, "cast-spells"))
    return <CastSpellsPicker key={d.id} g={g} d={d} onSend={onSend} busy={busy} />;
  const toggle = toggleSpec(g, d);
  if (toggle)
    return <TogglePicker key={d.id} g={g} d={d} spec={toggle} onSend={onSend} busy={busy} />;
  const dest = destinationSpec(g, d);
  if (dest)
    return <DestinationPicker key={d.id} g={g} d={d} spec={dest} onSend={onSend} busy={busy} />;
  return (
    <p>There is no picker for “{d.kind}” yet: use Auto to let the game choose a legal answer.</p>
  );
}

export function DecisionPanel({
  g,
  seat,
  by,
  onSend,
  busy,
  watching,
  reading,
}: {
  g: Shown;
  seat: number | null;
  /** Hot-seat: the name of the seat answering here, another than the page's own. */
  by?: string | undefined;
  onSend(d: Decision, choice: unknown): void;
  busy: boolean;
  /** The page has not shown every move yet: decisions wait for them. */
  watching: boolean;
  /** A roll is being shown, waiting for the player to read on. */
  reading: boolean;
}) {
  const pending = g.pending ?? [];
  const mine = pending.filter((p): p is Decision => p.player === seat && isOpenDecision(p));
  const others = pending.filter((p) => p.player !== seat);
  const d = mine[0];
  // A decision already open stays open while other moves come in, unless a roll waits to be
  // read: closing its picker would lose what the player has picked so far (a half-made assembly).
  const open = useRef<number | null>(null);
  const keepOpen = d !== undefined && open.current === d.id && !reading;
  const showing = d !== undefined && (!watching || keepOpen);
  useEffect(() => {
    open.current = showing && d ? d.id : null;
  });
  const panel = useRef<HTMLElement>(null);
  useQuestionInView(panel, showing ? d?.id : null);
  if (!d || !showing) {
    const who = [...new Set(others.map((p) => shortName(g, p.player)))];
    return (
      <section className="decision waiting" aria-live="polite" data-testid="waiting">
        <p>
          {watching && d
            ? "Your turn to decide once the rolls are shown."
            : seat === null
              ? `Watching${who.length ? `: waiting for ${who.join(", ")}` : ""}.`
              : who.length
                ? `Waiting for ${who.join(", ")}…`
                : "Waiting for the game…"}
        </p>
      </section>
    );
  }
  const send = (choice: unknown) => onSend(d, choice);
  return (
    <section
      ref={panel}
      className="decision"
      data-testid="decision"
      data-kind={d.kind}
      data-decision={d.id}
      aria-labelledby={`q-${d.id}`}
    >
      {by ? (
        <p className={`answer-by ${seatClass(seat)}`} data-testid="answer-by">
          {by} to answer
        </p>
      ) : null}
      <h2 id={`q-${d.id}`}>{decisionSentence(g, d)}</h2>
      <p className="decision-help" data-testid="decision-help">
        {decisionHelp(g, d)}
      </p>
      <Picker key={d.id} g={g} d={d} onSend={send} busy={busy} />
      <div className="buttons">
        <button
          type="button"
          data-testid="auto"
          disabled={busy}
          onClick={() => {
            const c = sampleOf(g, d);
            if (c !== undefined) send(c);
          }}
          title="Let the game pick a legal answer"
        >
          Auto
        </button>
        {mine.length > 1 ? (
          <span className="sub">{mine.length - 1} more decision(s) after this.</span>
        ) : null}
      </div>
    </section>
  );
}
