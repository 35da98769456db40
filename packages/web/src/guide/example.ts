// How to play's example position: the guided game (fixed forces, dice and bot), played as its
// hints advise up to the player's first attack, so that the pictures of the app show a real
// table, a real roll, a real log and a real decision, the same on every visit.
import { decisionRandom, makeBot } from "@dragondice/ai";
import { applyInPlace, type Decision, type GameEvent, newGame, viewFor } from "@dragondice/engine";
import { GUIDED_BOT_KEY, guidedSetup } from "@dragondice/server/guided";
import { guidedHint, type Shown } from "@dragondice/words";

export interface Example {
  g: Shown;
  events: GameEvent[];
  decision: Decision;
}

/** The position when the player is first asked which action their army takes. */
export function examplePosition(): Example | null {
  const started = newGame(guidedSetup().config);
  if (!started.ok) return null;
  const state = started.state;
  const events: GameEvent[] = [...started.events];
  for (let n = 0; n < 200 && !state.winner; n++) {
    const pending = state.pending.find((d) => d.player === 1) ?? state.pending[0];
    if (!pending) return null;
    const view = viewFor(state, pending.player);
    const d = view.pending.find((x) => x.id === pending.id) as Decision;
    if (d.player === 0 && d.kind === "choose-action") return { g: view, events, decision: d };
    const choice =
      d.player === 0
        ? guidedHint(view, d).choice
        : makeBot("heuristic", decisionRandom(GUIDED_BOT_KEY, n)).choose(view, d);
    const result = applyInPlace(state, {
      type: "decide",
      player: d.player,
      decision: d.id,
      choice,
    });
    if (!result.ok) return null;
    events.push(...result.events);
  }
  return null;
}
