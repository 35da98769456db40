// The app: routes to the lobby, a game's table or a replay. The table and the replay are loaded
// when first opened (their own chunks: the engine, the words and the glyphs), so that the lobby
// comes up without them.
import { lazy, Suspense } from "react";
import { Lobby } from "../lobby/Lobby.tsx";
import { Link, useRoute } from "./router.tsx";
import { SettingsProvider } from "./settings.tsx";

function Routes() {
  const route = useRoute();
  const token = route.query.get("token") ?? "";
  switch (route.page) {
    case "lobby":
      return <Lobby />;
    case "play":
      return token ? (
        <GamePage key={`${route.id}:${token}`} id={route.id} token={token} />
      ) : (
        <div className="page">
          <p>This game link has no token: ask for your seat's link.</p>
          <Link to="/">Lobby</Link>
        </div>
      );
    case "replay":
      return <ReplayPage key={`${route.id}:${token}`} id={route.id} token={token} />;
    default:
      return (
        <div className="page">
          <p>Nothing here.</p>
          <Link to="/">Lobby</Link>
        </div>
      );
  }
}

const GamePage = lazy(() => import("../game/GamePage.tsx").then((m) => ({ default: m.GamePage })));
const ReplayPage = lazy(() =>
  import("../replay/ReplayPage.tsx").then((m) => ({ default: m.ReplayPage })),
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
