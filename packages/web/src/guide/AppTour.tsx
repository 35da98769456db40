// How to play's tour of the app: the game page's own parts (the table, the decision bar with its
// suggested option and Auto, the roll panel, the log), drawn by the real components from the
// example position (example.ts), each with what it is for. They are pictures: nothing in them
// can be clicked.
import { type ReactNode, useMemo } from "react";
import { BoardProvider } from "../decisions/board.tsx";
import { DecisionPanel } from "../decisions/DecisionPanel.tsx";
import { lastFaces } from "../game/feed.ts";
import { LogView } from "../game/LogView.tsx";
import { RollPanel } from "../game/RollPanel.tsx";
import { rollShownAt } from "../game/rollShown.ts";
import { TableView } from "../table/TableView.tsx";
import { examplePosition } from "./example.ts";

const ignore = () => {};

function Part({
  id,
  title,
  about,
  children,
}: {
  id: string;
  title: string;
  about: string;
  children: ReactNode;
}) {
  return (
    <figure className="app-part" data-testid={`app-${id}`} aria-labelledby={`app-${id}-title`}>
      <figcaption>
        <strong id={`app-${id}-title`}>{title}</strong> {about}
      </figcaption>
      <div className="app-picture" inert>
        {children}
      </div>
    </figure>
  );
}

export function AppTour() {
  const example = useMemo(examplePosition, []);
  if (!example) return null;
  const { g, events, decision } = example;
  const upTo = events.length;
  return (
    <section id="the-app" aria-labelledby="the-app-title" data-testid="app-tour">
      <h2 id="the-app-title">The app</h2>
      <p>
        These are the parts of the game page, drawn from a real position of the guided game: your
        army is about to choose its action.
      </p>
      <BoardProvider>
        <Part
          id="decision-bar"
          title="The decision bar."
          about="What the game asks you now, what it is for, and only the answers the rules allow. Click one, or press its number."
        >
          <DecisionPanel
            g={g}
            seat={decision.player}
            onSend={ignore}
            busy={false}
            watching={false}
            reading={false}
          />
        </Part>
        <Part
          id="suggest-auto"
          title="Suggested, Suggest and Auto."
          about="The option marked suggested is what the heuristic bot would pick from what you can see; pickers with several parts have a Suggest button that fills them in for you to change. Auto sends any legal answer at once."
        >
          <p className="sub">
            Look for the “suggested” mark and the Auto button in the decision bar above.
          </p>
        </Part>
        <Part
          id="roll"
          title="The roll panel."
          about="Each roll is shown on its own, die by die, with what it counts for; the game waits a moment (or for Continue) before the next."
        >
          <RollPanel
            g={g}
            shown={rollShownAt(events, upTo)}
            animate={false}
            waiting={false}
            onContinue={ignore}
            onSkip={ignore}
          />
        </Part>
        <Part
          id="table"
          title="The table."
          about="The terrains with the faces they show, and every player's armies, reserve and summoning pool; the last roll's faces are on the dice."
        >
          <TableView g={g} faces={lastFaces(events, upTo)} />
        </Part>
        <Part
          id="log"
          title="The log."
          about="Everything that happened, in order, in plain words: read it to see why a unit died or a terrain turned."
        >
          <LogView g={g} events={events} upTo={upTo} />
        </Part>
      </BoardProvider>
    </section>
  );
}
