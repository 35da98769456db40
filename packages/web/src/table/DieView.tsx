// One die: its shown face (the last roll, else its ID face) in our glyphs, coloured by its
// element, and named with it; tap, click or hover lists all its faces. Hidden dice show a
// question mark. A die the decision shown lets the player pick is highlighted, and a click picks
// it instead.
import { dieById } from "@dragondice/catalog";
import type { RolledDie } from "@dragondice/engine";
import { iconTitle, saiMeaning, saiName, unitLabel } from "@dragondice/words";
import { useId, useState } from "react";
import type { BoardPick } from "../decisions/board.tsx";
import { Glyph } from "../glyphs/Glyph.tsx";
import { DIE_COLORS, glyphLetters, inkOn } from "../glyphs/icons.ts";

export interface DieViewProps {
  /** Catalogue die id ("hidden" for an unrevealed die). */
  dieId: string;
  rolled?: RolledDie | undefined;
  /** Play the landing animation (a roll just arrived). */
  landing?: boolean;
  small?: boolean;
  /** The die on the table (instance id), when it is one. */
  instance?: string;
  /** How the decision shown lets the player pick this die, with what a click does. */
  pick?: BoardPick | undefined;
  onPick?: () => void;
  /** In the Tab order (false where a list around it takes the keyboard: the army picker). */
  tabbable?: boolean;
}

const PICK_HINT: Record<BoardPick["state"], string> = {
  open: "click to pick",
  picked: "picked: click to change",
  blocked: "cannot be picked",
};

/** "2 Melee", "Fly", "4 SFR/TSR Logo": the count and the icon, a special action icon in full. */
function faceText(f: { icon: string; count: number }, dieId: string): string {
  const name = saiName(f.icon, dieId);
  return f.count === 1 ? name : `${f.count} ${name}`;
}

/**
 * The face shown, as a die's name says it: its text, then the letters its glyph draws (with the
 * count after them, as on the die) where they are not a word of it: "2 Double Strike, marked
 * DS 2". What is seen on the die can then be spoken to pick it (speech input).
 */
function shownText(f: { icon: string; count: number }, dieId: string): string {
  const text = faceText(f, dieId);
  const letters = glyphLetters(f.icon);
  const words = text.toLowerCase().split(/[^a-z0-9]+/);
  if (!letters || words.includes(letters.toLowerCase())) return text;
  return `${text}, marked ${letters}${f.count === 1 ? "" : ` ${f.count}`}`;
}

export function DieView({
  dieId,
  rolled,
  landing,
  small,
  instance,
  pick,
  onPick,
  tabbable = true,
}: DieViewProps) {
  const [open, setOpen] = useState(false);
  const [hover, setHover] = useState(false);
  const popId = useId();
  const die = dieById(dieId);
  if (!die || die.kind === "terrain") {
    return (
      <span
        className={`die hidden-die${small ? " small" : ""}`}
        role="img"
        aria-label={unitLabel(dieId)}
      >
        ?
      </span>
    );
  }
  const color = die.colors[0] ?? "ivory";
  const faces = die.faces;
  const shown = rolled
    ? { icon: rolled.icon, count: rolled.count }
    : die.kind === "dragon"
      ? { icon: die.form === "wyrm" ? "Wyrm" : "Drake", count: 1 }
      : faces[0];
  // The face on show is in the name (its count is the button's only text: a name without it
  // would not match what a sighted speech-input user reads, and says less to a screen reader).
  const label = `${unitLabel(dieId)}${shown ? `, ${rolled ? "rolled" : "showing"} ${shownText(shown, dieId)}` : ""}`;
  const hint = pick
    ? ` (${pick.mark ? `${pick.mark}, ` : ""}${pick.reason ?? PICK_HINT[pick.state]})`
    : "";
  const show = open || hover;
  return (
    <span className={`die-wrap${pick ? ` pickable pick-${pick.state}` : ""}`}>
      <button
        type="button"
        tabIndex={tabbable ? undefined : -1}
        className={`die${small ? " small" : ""}${landing ? " landing" : ""}${rolled ? " rolled" : ""}`}
        style={{
          background: DIE_COLORS[color] ?? "#888",
          color: inkOn(color),
          borderColor: DIE_COLORS[die.colors[1] ?? color] ?? "#888",
        }}
        data-testid={instance ? "board-die" : undefined}
        data-die={instance}
        data-pick={pick?.state}
        aria-label={`${label}${hint}`}
        aria-pressed={pick ? pick.state === "picked" : undefined}
        aria-disabled={pick?.state === "blocked" || undefined}
        aria-expanded={pick ? undefined : open}
        aria-controls={pick ? undefined : popId}
        title={`${label}${hint}`}
        onClick={() => {
          if (!pick) setOpen((o) => !o);
          else if (pick.state !== "blocked") onPick?.();
        }}
        onMouseEnter={() => setHover(true)}
        onMouseLeave={() => setHover(false)}
        onBlur={() => setOpen(false)}
        onKeyDown={(e) => {
          if (e.key === "Escape") setOpen(false);
        }}
      >
        {shown ? (
          <Glyph icon={shown.icon} size={small ? 16 : 22} label={iconTitle(shown.icon, dieId)} />
        ) : null}
        {/* A space: the glyph's letters and the count read as two words ("DS 2"), as named. */}
        {shown && shown.count !== 1 ? (
          <>
            {" "}
            <span className="count">{shown.count}</span>
          </>
        ) : null}
      </button>
      {pick?.mark ? <span className="pick-mark">{pick.mark}</span> : null}
      {show ? (
        <span className="die-pop" id={popId} role="tooltip">
          <strong>{unitLabel(dieId)}</strong>
          <span className="faces">
            {faces.map((f, i) => (
              <span
                // biome-ignore lint/suspicious/noArrayIndexKey: faces are fixed and may repeat
                key={i}
                className={`face${rolled && rolled.face === i ? " current" : ""}`}
              >
                <Glyph icon={f.icon} size={16} label={iconTitle(f.icon, dieId)} />{" "}
                {faceText(f, dieId)}
              </span>
            ))}
          </span>
          {saiMeanings(faces, dieId).map(([name, meaning]) => (
            <span key={name} className="sai-meaning" data-testid="sai-meaning">
              <strong>{name}</strong>: {meaning}
            </span>
          ))}
        </span>
      ) : null}
    </span>
  );
}

/** Each special action icon of a die's faces, once, with what it does: a tap shows them too. */
function saiMeanings(faces: readonly { icon: string }[], dieId: string): [string, string][] {
  const meanings = new Map<string, string>();
  for (const f of faces) {
    const meaning = saiMeaning(f.icon, dieId);
    if (meaning) meanings.set(saiName(f.icon, dieId), meaning);
  }
  return [...meanings];
}
