// The roll being shown: who rolls for what, each die landed on its face, then the arithmetic
// (tallies, damage, kills) that follows it, with Continue when auto-advance is off. The dragons'
// roll before they attack (2.9a line 332) shows each dragon with its faces. At the table the log
// announces each roll; the panel does only where no log follows the game (a replay's steps).

import { dieById } from "@dragondice/catalog";
import type { RolledDie } from "@dragondice/engine";
import { armyName, dieOf, rollHead, type Shown } from "@dragondice/words";
import { DieView } from "../table/DieView.tsx";
import { seatClass } from "../table/seats.ts";
import { type RollShown, rollArithmetic } from "./rollShown.ts";

export function RollPanel({
  g,
  shown,
  animate,
  waiting,
  onContinue,
  onSkip,
  announce = false,
}: {
  g: Shown;
  shown: RollShown | null;
  animate: boolean;
  /** More to reveal: Continue and Skip are offered. */
  waiting: boolean;
  onContinue(): void;
  onSkip(): void;
  /** Be a live region: a screen reader reads each roll shown. */
  announce?: boolean;
}) {
  if (!shown) return null;
  const { roll } = shown;
  const lines = rollArithmetic(g, shown);
  const title = shown.dragons
    ? `Dragons attack ${armyName(g, roll.player, roll.location)}`
    : rollHead(g, roll);
  // The dragons' roll names each face by its icon: each is drawn as the dragon showing it.
  const dice: RolledDie[] =
    shown.dragons?.flatMap(({ dragon, faces }) => {
      const dieId = dieOf(g, dragon);
      const all = dieById(dieId)?.faces ?? [];
      return faces.map((icon) => ({
        die: dragon,
        dieId,
        face: all.findIndex((f) => f.icon === icon),
        icon,
        count: 1,
      }));
    }) ?? roll.dice;
  return (
    <section
      className={`roll ${seatClass(roll.player)}`}
      data-testid="roll"
      data-roll={shown.index}
      aria-live={announce ? "polite" : undefined}
      aria-label="Roll"
    >
      <h3 className="roll-title">
        <span className="seat-dot" aria-hidden="true" />{" "}
        {shown.turn === null ? null : <span className="roll-turn">Turn {shown.turn}: </span>}
        {title}
      </h3>
      <div className="dice" key={shown.index}>
        {dice.map((r, i) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: a die rolled twice appears twice
            key={`${r.die}-${i}`}
            className="rolled-die"
            style={{ animationDelay: `${i * 60}ms` }}
          >
            <DieView dieId={r.dieId} rolled={r} landing={animate} />
          </span>
        ))}
      </div>
      <ul className="arith">
        {lines.map((l, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines of one fixed roll
          <li key={i} className={`line-${l.kind}`}>
            {l.text}
          </li>
        ))}
      </ul>
      {waiting ? (
        <div className="buttons">
          <button type="button" className="primary" data-testid="continue" onClick={onContinue}>
            Continue <kbd className="key">Space</kbd>
          </button>
          <button type="button" data-testid="skip-rolls" onClick={onSkip}>
            Skip to now
          </button>
        </div>
      ) : null}
    </section>
  );
}
