// Before the game starts: who is still choosing a force, and, for an invited player who has to,
// their name and force (premade, random or built) sent to the server, which checks it with the
// engine. The game starts by itself once every force is in.
import { PREMADE_NAMES } from "@dragondice/catalog/premade";
import type { WaitingMessage } from "@dragondice/server/protocol";
import { useState } from "react";
import { Link } from "../app/router.tsx";
import { usePageTitle } from "../app/title.ts";
import { useDraftCheck } from "../builder/draft-check.ts";
import { chooseForce, type GameMessage } from "../net/api.ts";
import { CopyLink } from "./CopyLink.tsx";
import { ForcePicker } from "./ForcePicker.tsx";
import { loadGames } from "./saved.ts";
import { type OwnForce, ownForceSpec } from "./seats.ts";

function seatState(s: WaitingMessage["seats"][number], me: boolean): string {
  if (s.kind !== "human") return "a bot, ready";
  return `${me ? "you, " : ""}${s.choosing ? "choosing a force…" : "ready"}`;
}

function ChooseForce({
  id,
  token,
  message,
  onMessage,
}: {
  id: string;
  token: string;
  message: WaitingMessage;
  onMessage(m: GameMessage): void;
}) {
  const seat = message.seats[message.seat ?? -1];
  const [name, setName] = useState(seat?.name ?? "");
  const [force, setForce] = useState<OwnForce>(
    message.forceSize % 24 === 0
      ? { mode: "premade", premade: PREMADE_NAMES[0] ?? "dwarves" }
      : { mode: "random" },
  );
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const complete = useDraftCheck(force.mode === "custom");
  const unfinished =
    force.mode === "custom" && !complete
      ? "Checking your built force…"
      : force.mode === "custom" && !complete?.(force.draft, message.forceSize)
        ? "Your built force is not complete yet: the builder lists what is missing."
        : force.mode === "premade" && message.forceSize % 24 !== 0
          ? "Premade forces come in multiples of 24 health: pick a random force or build one."
          : null;

  const send = async () => {
    setSending(true);
    setError(null);
    try {
      const trimmed = name.trim();
      onMessage(
        await chooseForce(id, {
          token,
          ...(trimmed ? { name: trimmed } : {}),
          force: ownForceSpec(force),
        }),
      );
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      className="new-game choose-force"
      data-testid="choose-force"
      onSubmit={(e) => {
        e.preventDefault();
        if (!unfinished) void send();
      }}
    >
      <h2>Bring your force</h2>
      <p>
        You were invited to a {message.forceSize}-health game. Choose the force you will play: a
        premade one, a random one, or one you build.
      </p>
      <fieldset>
        <label>
          Your name{" "}
          <input
            value={name}
            maxLength={40}
            onChange={(e) => setName(e.target.value)}
            data-testid="seat-name"
          />
        </label>
        <ForcePicker
          force={force}
          forceSize={message.forceSize}
          draftName={name.trim() ? `${name.trim()}'s force` : "My force"}
          onChange={(f) => setForce(f as OwnForce)}
        />
      </fieldset>
      {unfinished ? <p className="problem">{unfinished}</p> : null}
      {error ? (
        <p className="error" role="alert" data-testid="error">
          The server refused this force: {error}
        </p>
      ) : null}
      <button
        type="submit"
        className="primary"
        data-testid="bring-force"
        disabled={sending || unfinished !== null}
      >
        {sending ? "Sending…" : "Bring this force"}
      </button>
    </form>
  );
}

export function WaitingRoom({
  id,
  token,
  message,
  onMessage,
}: {
  id: string;
  token: string;
  message: WaitingMessage;
  onMessage(m: GameMessage): void;
}) {
  usePageTitle("Before the game");
  const mine = message.seat === null ? undefined : message.seats[message.seat];
  const waitingFor = message.seats.filter((s) => s.choosing && s !== mine).map((s) => s.name);
  // The game's creator still has the other seats' links: to send them again.
  const saved = loadGames(window.localStorage).find((g) => g.id === id);
  const invited = saved?.seats.filter((s) => !s.mine && s.link) ?? [];
  return (
    <div className="page waiting-room" data-testid="waiting-room">
      <header className="top">
        <Link to="/">← Lobby</Link>
        <h1>Before the game</h1>
        <Link to="/how-to-play">How to play</Link>
      </header>
      {mine?.choosing ? (
        <ChooseForce id={id} token={token} message={message} onMessage={onMessage} />
      ) : (
        <p className="sub" data-testid="waiting" aria-live="polite">
          {waitingFor.length > 0
            ? `Waiting for ${waitingFor.join(" and ")} to choose a force. The game starts by itself once every force is in.`
            : "Every force is in: the game is starting…"}
        </p>
      )}
      <section aria-label="Seats">
        <h2>Seats</h2>
        <ul className="waiting-seats">
          {message.seats.map((s) => (
            <li key={s.seat} data-testid="waiting-seat" data-choosing={s.choosing}>
              <strong>{s.name}</strong>{" "}
              <span className="sub">{seatState(s, s.seat === message.seat)}</span>
            </li>
          ))}
        </ul>
      </section>
      {invited.length > 0 ? (
        <section aria-label="Invite links">
          <h2>Invite links</h2>
          {invited.map((s) => (
            <CopyLink key={s.seat} label={s.name} path={s.link as string} seat={s.seat} />
          ))}
        </section>
      ) : null}
    </div>
  );
}
