// The app: routes to the lobby, How to play, a game's table (a seat's, or watching), an invite's
// share screen or a replay. The table, the replay and the guide are loaded when first opened
// (their own chunks: the engine, the words and the glyphs), so that the lobby comes up without
// them.
import { WATCH_TOKEN } from "@dragondice/server/watch";
import { lazy, type ReactNode, Suspense } from "react";
import { GameGate } from "../lobby/GameGate.tsx";
import { InvitePage } from "../lobby/InvitePage.tsx";
import { Lobby } from "../lobby/Lobby.tsx";
import { Link, useRoute } from "./router.tsx";
import { SettingsProvider } from "./settings.tsx";
import { usePageTitle } from "./title.ts";

function Routes() {
  const route = useRoute();
  const token = route.query.get("token") ?? "";
  switch (route.page) {
    case "lobby":
      return <Lobby />;
    case "guide":
      return <GuidePage />;
    case "invite":
      return <InvitePage key={route.id} id={route.id} />;
    case "watch":
      return (
        <GameGate key={`${route.id}:watch`} id={route.id} token={WATCH_TOKEN}>
          <GamePage id={route.id} token={WATCH_TOKEN} />
        </GameGate>
      );
    case "play":
      // Before the start, invited players choose their forces; then the table.
      return token ? (
        <GameGate key={`${route.id}:${token}`} id={route.id} token={token}>
          <GamePage id={route.id} token={token} />
        </GameGate>
      ) : (
        <Notice title="No seat in this link">
          This game link has no token: ask for your seat's link.
        </Notice>
      );
    case "replay":
      return <ReplayPage key={`${route.id}:${token}`} id={route.id} token={token} />;
    default:
      return <Notice title="Nothing here" />;
  }
}

/** A page that only says something, with the way back to the lobby. */
function Notice({ title, children }: { title: string; children?: ReactNode }) {
  usePageTitle(title);
  return (
    <div className="page">
      <h1>{title}</h1>
      {children ? <p>{children}</p> : null}
      <Link to="/">Lobby</Link>
    </div>
  );
}

const GamePage = lazy(() => import("../game/GamePage.tsx").then((m) => ({ default: m.GamePage })));
const ReplayPage = lazy(() =>
  import("../replay/ReplayPage.tsx").then((m) => ({ default: m.ReplayPage })),
);
const GuidePage = lazy(() =>
  import("../guide/GuidePage.tsx").then((m) => ({ default: m.GuidePage })),
);

export function App() {
  return (
    <SettingsProvider>
      <main>
        <Suspense fallback={<p className="loading page">Loading…</p>}>
          <Routes />
        </Suspense>
      </main>
    </SettingsProvider>
  );
}
