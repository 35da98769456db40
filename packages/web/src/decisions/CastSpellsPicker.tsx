// Casting spells (2.9a "Magic", lines 494-512): the spells the pool can buy, each with its cost,
// colours, race and effect; pick one, its colour and its target (several units for the spells
// aimed at health-worth; units may be clicked on the table), add it to the announcement, reorder (the order they resolve in, line
// 500) or remove entries, and see the points left per colour. Confirm once the engine finds the
// announcement legal; casting nothing is always possible.
import type { AnnouncedSpell, Decision, DecisionOf, SpellTarget } from "@dragondice/engine";
import {
  announcementText,
  castingsNeeded,
  colorsText,
  pointsText,
  type Shown,
  speciesName,
  spellPointsLeft,
  spellTargetText,
} from "@dragondice/words";
import { useMemo, useState } from "react";
import { type BoardOffer, type BoardPick, useOfferOnBoard } from "./board.tsx";
import { problemOf } from "./engine.ts";
import { useEnterConfirms, useFocusOnShow, useNumberPicks } from "./keys.tsx";

/** The offered targets of a spell taken together into one: units, items or spells by health-worth. */
function joined(targets: SpellTarget[]): SpellTarget | null {
  if (targets.length === 0) return null;
  if (targets.length === 1) return targets[0] as SpellTarget;
  if (targets.every((t) => "units" in t)) return { units: targets.flatMap((t) => t.units) };
  if (targets.every((t) => "items" in t)) return { items: targets.flatMap((t) => t.items) };
  if (targets.every((t) => "spells" in t)) return { spells: targets.flatMap((t) => t.spells) };
  return null;
}

/** Whether a spell's targets may be several of those offered at once. */
const several = (targets: SpellTarget[]): boolean =>
  targets.length > 1 &&
  (targets.every((t) => "units" in t) ||
    targets.every((t) => "items" in t) ||
    targets.every((t) => "spells" in t));

/** Moves entry `i` of a list by `by` places. */
function moved<T>(list: T[], i: number, by: number): T[] {
  const j = i + by;
  if (j < 0 || j >= list.length) return list;
  const next = [...list];
  [next[i], next[j]] = [next[j] as T, next[i] as T];
  return next;
}

export function CastSpellsPicker({
  g,
  d,
  onSend,
  busy,
}: {
  g: Shown;
  d: Decision & DecisionOf<"cast-spells">;
  onSend(choice: unknown): void;
  busy: boolean;
}) {
  const { data } = d;
  const { offers } = data;
  const [spells, setSpells] = useState<AnnouncedSpell[]>([]);
  // The spell being added: which offer, its colour, and which of its targets.
  const [picking, setPicking] = useState<number | null>(null);
  const [color, setColor] = useState<string>("");
  const [targets, setTargets] = useState<number[]>([]);
  const offer = picking === null ? undefined : offers[picking];
  const choice = { spells };
  const problem = problemOf(g, d, choice);
  const left = spellPointsLeft(data, spells);

  const pick = (i: number) => {
    const o = offers[i];
    if (!o) return;
    setPicking(i);
    setColor(o.colors[0] ?? "");
    setTargets(o.targets.length === 1 ? [0] : []);
  };
  /** Picks target `i` (one of several: ticks or unticks it). */
  const toggleTarget = (i: number) => {
    if (!offer || i < 0) return;
    if (!several(offer.targets)) setTargets([i]);
    else setTargets((ts) => (ts.includes(i) ? ts.filter((x) => x !== i) : [...ts, i]));
  };
  const target = offer ? joined(targets.map((i) => offer.targets[i] as SpellTarget)) : null;
  // Units (or spells) worth more than one casting covers: as many castings as they need.
  const castings = offer && target ? castingsNeeded(g, offer, target, spells) : 1;
  const add = () => {
    if (!offer || !target) return;
    const casting = { spell: offer.spell, color, target } as AnnouncedSpell;
    setSpells((s) => [...s, ...Array.from({ length: castings }, () => casting)]);
    setPicking(null);
  };

  // A spell aimed at a unit or at units: its targets are picked by clicking them on the table too.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the offer changes with the spell picked
  const onBoard = useMemo((): BoardOffer | null => {
    if (!offer) return null;
    const index = new Map<string, number>();
    offer.targets.forEach((t, i) => {
      const die =
        "unit" in t
          ? t.unit
          : "item" in t
            ? t.item
            : "units" in t && t.units.length === 1
              ? t.units[0]
              : null;
      if (die) index.set(die, i);
    });
    if (index.size === 0) return null;
    const dice = new Map<string, BoardPick>();
    for (const [die, i] of index) dice.set(die, { state: targets.includes(i) ? "picked" : "open" });
    return { dice, pick: (die) => toggleTarget(index.get(die) ?? -1) };
  }, [offer, targets]);
  useOfferOnBoard(onBoard);

  const first = useFocusOnShow<HTMLInputElement>();
  useNumberPicks(offers, busy, (_, i) => pick(i));
  // Enter casts what is announced; casting nothing takes its own button.
  useEnterConfirms(problem === null && spells.length > 0 && !busy, () => onSend(choice));

  if (offers.length === 0) {
    return (
      <div className="picker" data-testid="cast-spells">
        <p>No spell can be cast with this magic here: it vanishes unspent.</p>
        <div className="buttons">
          <button
            type="button"
            className="primary"
            data-testid="cast-nothing"
            disabled={busy}
            onClick={() => onSend({ spells: [] })}
          >
            Go on
          </button>
        </div>
      </div>
    );
  }
  return (
    <div className="picker cast-spells" data-testid="cast-spells">
      <p>
        Magic to spend: {pointsText(data.pool)} (each point is one colour or another). Pick a spell,
        its colour and its target, then add it.
      </p>
      <ul className="pick-list">
        {offers.map((o, i) => (
          <li key={o.spell}>
            <label>
              <input
                ref={i === 0 ? first : undefined}
                type="radio"
                name={`spell-${d.id}`}
                data-testid="spell-offer"
                data-spell={o.spell}
                checked={picking === i}
                onChange={() => pick(i)}
              />{" "}
              {i < 9 ? <kbd className="key">{i + 1}</kbd> : null} <strong>{o.name}</strong>{" "}
              <span className="spell-cost">
                {o.cost} {colorsText(o.colors)}
                {o.species ? `, ${speciesName(o.species)} only` : ""}
              </span>
              <span className="sub">
                {" "}
                {o.summary}
                {o.amount === undefined ? "" : ` Each casting covers ${o.amount} health-worth.`}
              </span>
            </label>
          </li>
        ))}
      </ul>
      {offer ? (
        <fieldset className="spell-casting">
          <legend>{offer.name}</legend>
          {offer.colors.length > 1 ? (
            <label>
              Paid with{" "}
              <select
                data-testid="spell-color"
                value={color}
                onChange={(e) => setColor(e.target.value)}
              >
                {offer.colors.map((c) => (
                  <option key={c} value={c}>
                    {c} ({left[c] ?? 0} left)
                  </option>
                ))}
              </select>
            </label>
          ) : (
            <p className="sub">Paid with {color}.</p>
          )}
          <p>{several(offer.targets) ? "At (one or several):" : "At:"}</p>
          <ul className="pick-list">
            {offer.targets.map((t, i) => (
              <li key={JSON.stringify(t)}>
                <label>
                  <input
                    type={several(offer.targets) ? "checkbox" : "radio"}
                    name={`target-${d.id}`}
                    data-testid="spell-target"
                    checked={targets.includes(i)}
                    onChange={() => toggleTarget(i)}
                  />{" "}
                  {spellTargetText(g, t, d.player)}
                </label>
              </li>
            ))}
          </ul>
          <div className="buttons">
            <button
              type="button"
              data-testid="add-spell"
              disabled={target === null || busy}
              onClick={add}
            >
              {castings > 1
                ? `Add ${castings} castings to the announcement`
                : "Add to the announcement"}
            </button>
          </div>
        </fieldset>
      ) : null}
      {spells.length > 0 ? (
        <>
          <p>Announced, in the order they resolve:</p>
          <ol className="announced" data-testid="announced">
            {spells.map((a, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: one spell may be announced twice alike
              <li key={i} data-testid="announced-spell">
                {announcementText(g, [a], d.player, { colors: true })}{" "}
                <button
                  type="button"
                  aria-label="Resolve earlier"
                  disabled={i === 0}
                  onClick={() => setSpells((s) => moved(s, i, -1))}
                >
                  ↑
                </button>
                <button
                  type="button"
                  aria-label="Resolve later"
                  disabled={i === spells.length - 1}
                  onClick={() => setSpells((s) => moved(s, i, 1))}
                >
                  ↓
                </button>
                <button
                  type="button"
                  aria-label="Remove"
                  data-testid="remove-spell"
                  onClick={() => setSpells((s) => s.filter((_, j) => j !== i))}
                >
                  ✕
                </button>
              </li>
            ))}
          </ol>
        </>
      ) : null}
      <p className="status" aria-live="polite" data-testid="pick-status">
        Left: {pointsText(left)}.{" "}
        {problem ? <span className="problem">Not yet: {problem}.</span> : "Ready."}
      </p>
      <div className="buttons">
        <button
          type="button"
          className="primary"
          data-testid="confirm"
          disabled={problem !== null || spells.length === 0 || busy}
          onClick={() => onSend(choice)}
        >
          Cast {spells.length === 1 ? "this spell" : "these spells"}
        </button>
        <button
          type="button"
          data-testid="cast-nothing"
          disabled={busy}
          onClick={() => onSend({ spells: [] })}
        >
          Cast nothing
        </button>
      </div>
    </div>
  );
}
