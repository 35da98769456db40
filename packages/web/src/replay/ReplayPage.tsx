// /replay/:id?token=...: a finished game replayed in the browser from its record, step by step
// (next, back, jump), with the table and the log at each step. A record file can be opened too.
import { type GameState, parseRecord, type ReplayStep, replayRecord } from "@dragondice/engine";
import type { Shown } from "@dragondice/words";
import { useEffect, useMemo, useState } from "react";
import { Link } from "../app/router.tsx";
import { SettingsBar } from "../app/settings.tsx";
import { lastFaces } from "../game/feed.ts";
import { LogView } from "../game/LogView.tsx";
import { RollPanel } from "../game/RollPanel.tsx";
import { rollShownAt } from "../game/rollShown.ts";
import { getRecord } from "../net/api.ts";
import { TableView } from "../table/TableView.tsx";

interface Replay {
  start: GameState;
  states: GameState[];
  steps: ReplayStep[];
  seats?: string[];
}

function replayOf(json: unknown): Replay {
  const record = parseRecord(json);
  const { start, states, steps } = replayRecord(record, { keepStates: true });
  return { start, states, steps, ...(record.seats ? { seats: record.seats } : {}) };
}

export function ReplayPage({ id, token }: { id: string; token: string }) {
  const [replay, setReplay] = useState<Replay | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [step, setStep] = useState(0);

  useEffect(() => {
    if (!token) return;
    let live = true;
    getRecord(id, token)
      .then((json) => {
        if (!live) return;
        const r = replayOf(json);
        setReplay(r);
        setStep(r.steps.length);
      })
      .catch((e: unknown) => live && setError(e instanceof Error ? e.message : String(e)));
    return () => {
      live = false;
    };
  }, [id, token]);

  const events = useMemo(() => replay?.steps.flatMap((s) => s.events) ?? [], [replay]);
  const ends = useMemo(() => {
    let n = 0;
    return [0, ...(replay?.steps.map((s) => (n += s.events.length)) ?? [])];
  }, [replay]);
  const upTo = ends[step] ?? 0;
  const faces = useMemo(() => lastFaces(events, upTo), [events, upTo]);
  const roll = useMemo(() => rollShownAt(events, upTo), [events, upTo]);

  const openFile = async (file: File) => {
    try {
      const r = replayOf(JSON.parse(await file.text()));
      setReplay(r);
      setStep(0);
      setError(null);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };

  const total = replay?.steps.length ?? 0;
  const go = (n: number) => setStep(Math.max(0, Math.min(total, n)));
  const state = replay ? (step === 0 ? replay.start : replay.states[step - 1]) : undefined;
  const g = state ? ({ ...state, viewer: null } as Shown) : undefined;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const el = e.target;
      if (el instanceof HTMLInputElement || el instanceof HTMLSelectElement) return;
      if (e.key === "ArrowRight") setStep((s) => Math.min(total, s + 1));
      if (e.key === "ArrowLeft") setStep((s) => Math.max(0, s - 1));
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [total]);
  const action = replay && step > 0 ? replay.steps[step - 1]?.action : undefined;

  return (
    <div className="page replay-page">
      <header className="top">
        <Link to="/">← Lobby</Link>
        <h1>Replay {id}</h1>
        <label className="file">
          Open a record file{" "}
          <input
            type="file"
            accept="application/json,.json"
            onChange={(e) => e.target.files?.[0] && openFile(e.target.files[0])}
          />
        </label>
      </header>
      {error ? (
        <div className="error" role="alert" data-testid="error">
          Could not replay: {error}
        </div>
      ) : null}
      {!token && !replay ? <p>This replay link has no token; open a record file instead.</p> : null}
      {replay && g ? (
        <>
          <nav
            className="replay-controls"
            aria-label="Replay controls"
            data-testid="replay-controls"
          >
            <button
              type="button"
              onClick={() => go(0)}
              disabled={step === 0}
              aria-label="First step"
            >
              « First
            </button>
            <button
              type="button"
              onClick={() => go(step - 1)}
              disabled={step === 0}
              data-testid="replay-back"
            >
              ◀ Back
            </button>
            <button
              type="button"
              onClick={() => go(step + 1)}
              disabled={step >= total}
              data-testid="replay-next"
            >
              Next ▶
            </button>
            <button
              type="button"
              onClick={() => go(total)}
              disabled={step >= total}
              aria-label="Last step"
            >
              Last »
            </button>
            <label>
              Step{" "}
              <input
                type="range"
                min={0}
                max={total}
                value={step}
                onChange={(e) => go(Number(e.target.value))}
                data-testid="replay-jump"
                aria-valuetext={`step ${step} of ${total}`}
              />{" "}
              <span data-testid="replay-step">
                {step} / {total}
              </span>
            </label>
            {action ? (
              <span className="sub">
                last: player {action.player + 1} answered decision #{action.decision}
              </span>
            ) : null}
          </nav>
          <div className="game-grid">
            <div className="side">
              <RollPanel
                g={g}
                shown={roll}
                animate={false}
                waiting={false}
                onContinue={() => {}}
                onSkip={() => {}}
              />
              <LogView g={g} events={events} upTo={upTo} />
              <SettingsBar />
            </div>
            <div className="main">
              <TableView g={g} faces={faces} seatKinds={replay.seats} />
            </div>
          </div>
        </>
      ) : !error && token ? (
        <p className="loading">Loading the game record…</p>
      ) : null}
    </div>
  );
}
