// The new-game form: force size and 2-4 seats in any order, each me / bot / invited human with its
// force (premade, random, built here, or an invited player's own); creating the game saves its
// seat links and opens the share screen (someone is invited), my seat, or else the game to watch.
import { PREMADE_NAMES } from "@dragondice/catalog/premade";
import { useState } from "react";
import { navigate } from "../app/router.tsx";
import { useDraftCheck } from "../builder/draft-check.ts";
import { createGame } from "../net/api.ts";
import { ForcePicker } from "./ForcePicker.tsx";
import { MagicOffer } from "./MagicOffer.tsx";
import { afterCreating, savedGameOf, saveGame } from "./saved.ts";
import {
  createBody,
  defaultSeatName,
  formProblems,
  ROLE_LABELS,
  type SeatDraft,
  type SeatRole,
} from "./seats.ts";

const newSeat = (role: SeatRole, i: number): SeatDraft => ({
  role,
  name: defaultSeatName(role, i),
  force: { mode: "premade", premade: PREMADE_NAMES[i % PREMADE_NAMES.length] ?? "dwarves" },
});

export function NewGameForm() {
  const [forceSize, setForceSize] = useState(24);
  const [seats, setSeats] = useState<SeatDraft[]>([newSeat("me", 0), newSeat("heuristic", 1)]);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const update = (i: number, patch: Partial<SeatDraft>) =>
    setSeats((s) => s.map((x, j) => (j === i ? { ...x, ...patch } : x)));
  const complete = useDraftCheck(seats.some((s) => s.force.mode === "custom"));
  const problemsNow = [
    ...formProblems(forceSize, seats),
    ...seats.flatMap((s, i) =>
      s.force.mode !== "custom"
        ? []
        : !complete
          ? [`seat ${i + 1}: checking the built force…`]
          : !complete(s.force.draft, forceSize)
            ? [`seat ${i + 1}: the built force is not complete yet`]
            : [],
    ),
  ];

  const submit = async () => {
    setSending(true);
    setError(null);
    try {
      const created = await createGame(createBody(forceSize, seats));
      const saved = savedGameOf(created, forceSize, (seat) => seats[seat]?.role === "me");
      saveGame(window.localStorage, saved);
      navigate(afterCreating(saved));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      className="new-game"
      data-testid="new-game"
      onSubmit={(e) => {
        e.preventDefault();
        if (problemsNow.length === 0) void submit();
      }}
    >
      <h2>New game</h2>
      <div className="row">
        <label>
          Force size (health){" "}
          <input
            type="number"
            min={3}
            max={240}
            step={1}
            value={forceSize}
            data-testid="force-size"
            onChange={(e) => setForceSize(Number(e.target.value))}
          />
        </label>
      </div>
      <MagicOffer
        onPick={(premade) => {
          // My seat takes it; with no seat of mine, the first.
          const mine = Math.max(
            seats.findIndex((s) => s.role === "me"),
            0,
          );
          update(mine, { force: { mode: "premade", premade } });
        }}
      />
      <ol className="seats">
        {seats.map((s, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: seats are positions
          <li key={i} className="seat" data-testid="seat">
            <fieldset>
              <legend>Seat {i + 1}</legend>
              <label>
                Who{" "}
                <select
                  data-testid="seat-role"
                  value={s.role}
                  onChange={(e) => {
                    const role = e.target.value as SeatRole;
                    update(i, {
                      role,
                      name:
                        s.name === defaultSeatName(s.role, i) ? defaultSeatName(role, i) : s.name,
                      // An invited player brings their own force, unless the creator picks one.
                      force:
                        role === "invite"
                          ? { mode: "theirs" }
                          : s.force.mode === "theirs"
                            ? newSeat(role, i).force
                            : s.force,
                    });
                  }}
                >
                  {(Object.keys(ROLE_LABELS) as SeatRole[]).map((r) => (
                    <option key={r} value={r}>
                      {ROLE_LABELS[r]}
                    </option>
                  ))}
                </select>
              </label>
              <label>
                Name{" "}
                <input
                  data-testid="seat-name"
                  value={s.name}
                  maxLength={40}
                  onChange={(e) => update(i, { name: e.target.value })}
                />
              </label>
              <ForcePicker
                force={s.force}
                forceSize={forceSize}
                draftName={`${s.name}'s force`}
                allowTheirs={s.role === "invite"}
                onChange={(force) => update(i, { force })}
              />
              {seats.length > 2 ? (
                <button type="button" onClick={() => setSeats(seats.filter((_, j) => j !== i))}>
                  Remove seat
                </button>
              ) : null}
            </fieldset>
          </li>
        ))}
      </ol>
      {seats.length < 4 ? (
        <button
          type="button"
          data-testid="add-seat"
          onClick={() => setSeats([...seats, newSeat("heuristic", seats.length)])}
        >
          Add a seat
        </button>
      ) : null}
      {problemsNow.length > 0 ? (
        <ul className="problems" data-testid="form-problems">
          {problemsNow.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p className="error" role="alert" data-testid="error">
          Could not create the game: {error}
        </p>
      ) : null}
      <button
        type="submit"
        className="primary"
        data-testid="create-game"
        disabled={sending || problemsNow.length > 0}
      >
        {sending ? "Creating…" : "Create game"}
      </button>
    </form>
  );
}
