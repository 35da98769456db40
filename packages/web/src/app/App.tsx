// The app: routes to the lobby, a game's table or a replay.
import { GamePage } from "../game/GamePage.tsx";
import { Lobby } from "../lobby/Lobby.tsx";
import { ReplayPage } from "../replay/ReplayPage.tsx";
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

export function App() {
  return (
    <SettingsProvider>
      <main>
        <Routes />
      </main>
    </SettingsProvider>
  );
}
