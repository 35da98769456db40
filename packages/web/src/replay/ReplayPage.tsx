// /replay/:id?token=...: a finished game replayed in the browser from its record, from the start,
// step by step: each step labelled by turn, player and action; a list of turns and the log's lines
// to jump to; the table as it stood. A record file can be opened too.
import { type GameState, parseRecord, type ReplayStep, replayRecord } from "@dragondice/engine";
import type { Shown } from "@dragondice/words";
import { useEffect, useMemo, useState } from "react";
import { Link } from "../app/router.tsx";
import { SettingsBar } from "../app/settings.tsx";
import { usePageTitle } from "../app/title.ts";
import { lastFaces } from "../game/feed.ts";
import { RollPanel } from "../game/RollPanel.tsx";
import { rollShownAt } from "../game/rollShown.ts";
import { getRecord } from "../net/api.ts";
import { TableView } from "../table/TableView.tsx";
import { ReplayLog } from "./ReplayLog.tsx";
import { indexReplay, turnOfStep } from "./steps.ts";
import { TurnList } from "./TurnList.tsx";

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
  usePageTitle(`Replay ${id}`);

  useEffect(() => {
    if (!token) return;
    let live = true;
    getRecord(id, token)
      .then((json) => {
        if (!live) return;
        setReplay(replayOf(json));
        setStep(0);
      })
      .catch((e: unknown) => live && setError(e instanceof Error ? e.message : String(e)));
    return () => {
      live = false;
    };
  }, [id, token]);

  const events = useMemo(() => replay?.steps.flatMap((s) => s.events) ?? [], [replay]);
  const index = useMemo(
    () => (replay ? indexReplay(replay.start, replay.states, replay.steps) : null),
    [replay],
  );
  const upTo = index?.ends[step] ?? 0;
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
  // Names in the log come from the end of the game, when every die has been seen.
  const final = replay ? ({ ...(replay.states.at(-1) ?? replay.start), viewer: null } as Shown) : g;
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
  const turn = index ? turnOfStep(index.turns, step) : -1;
  const label =
    step === 0 ? "The start: forces brought, nothing played yet" : index?.labels[step - 1];

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
      {replay && g && index && final ? (
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
                aria-valuetext={`step ${step} of ${total}${label ? `: ${label}` : ""}`}
              />{" "}
              <span data-testid="replay-step">
                {step} / {total}
              </span>
            </label>
            <p className="replay-label" data-testid="replay-label" aria-live="polite">
              {label}
            </p>
          </nav>
          <div className="game-grid">
            <div className="side">
              <TurnList
                turns={index.turns}
                current={turn}
                names={final.players.map((p) => p.name)}
                onJump={go}
              />
              <RollPanel
                g={g}
                shown={roll}
                animate={false}
                waiting={false}
                onContinue={() => {}}
                onSkip={() => {}}
                announce
              />
              <ReplayLog g={final} events={events} ends={index.ends} step={step} onJump={go} />
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
