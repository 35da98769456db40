// The army's answer to a dragon attack (2.9a Step 6, rules/000 lines 364-378): the dragons
// attacking, each with what it rolled, the damage it does and what it takes to slay it; the
// army's melee, missiles, saves and ID results; steppers to count the IDs as melee, missiles or
// saves, and for each dragon whether melee or missiles slay it or it lives; the damage left after
// saves. Confirm is enabled only when the engine accepts the answer (the forced slaying of line
// 366 included), and the engine's reason is shown in words until then.
import { dieById } from "@dragondice/catalog";
import type { Decision, DecisionOf } from "@dragondice/engine";
import {
  dieOf,
  dragonFacesText,
  dragonName,
  dragonRollDamage,
  plural,
  type Shown,
  withDragonNames,
} from "@dragondice/words";
import { useState } from "react";
import { DragonGlyph } from "../glyphs/DragonGlyph.tsx";
import { problemOf, sampleOf } from "./engine.ts";
import { useEnterConfirms } from "./keys.tsx";
import {
  damageLeft,
  initialResponse,
  type ResponseState,
  responseChoice,
  resultsUsed,
  type Slaying,
  slayWith,
  stateOf,
} from "./response.ts";

const ID_WAYS = [
  ["melee", "melee"],
  ["missile", "missiles"],
  ["save", "saves"],
] as const;

const WAYS: [Slaying | null, string][] = [
  [null, "lives"],
  ["melee", "melee"],
  ["missile", "missiles"],
];

export function DragonResponsePicker({
  g,
  d,
  onSend,
  busy,
}: {
  g: Shown;
  d: Decision & DecisionOf<"dragon-response">;
  onSend(choice: unknown): void;
  busy: boolean;
}) {
  const { data } = d;
  const [s, setS] = useState<ResponseState>(() => initialResponse(data));
  const choice = responseChoice(data, s);
  const engine = problemOf(g, d, choice);
  const problem = engine
    ? withDragonNames(
        g,
        engine,
        data.dragons.map((x) => x.id),
      )
    : null;
  const { have, used } = resultsUsed(data, s);
  const { saves, left } = damageLeft(data, s);
  const counted = s.ids.melee + s.ids.missile + s.ids.save;
  const setIds = (way: keyof ResponseState["ids"], n: number) =>
    setS((x) => ({ ...x, ids: { ...x.ids, [way]: n } }));
  const setSlay = (dragon: string, way: Slaying | null) =>
    setS((x) => slayWith(data, x, dragon, way));
  const suggest = () => {
    const next = stateOf(sampleOf(g, d));
    if (next) setS(next);
  };
  const ready = problem === null && !busy;
  useEnterConfirms(ready, () => onSend(choice));
  const faces = (id: string) => g.dragonBattle?.dragons.find((x) => x.id === id)?.faces ?? [];

  return (
    <div className="picker dragon-response" data-testid="dragon-response">
      <p data-testid="response-roll">
        Your army rolled <strong>{data.melee} melee</strong>,{" "}
        <strong>{plural(data.missile, "missile")}</strong>,{" "}
        <strong>{plural(data.save, "save")}</strong> and <strong>{data.ids} ID</strong>; the dragons
        do <strong>{data.damage} damage</strong>.
      </p>
      {data.ids > 0 ? (
        <fieldset className="options">
          <legend>
            Count the {data.ids} ID as ({data.ids - counted} not counted):
          </legend>
          {ID_WAYS.map(([way, word]) => (
            <span key={way} className="amount" data-testid={`ids-${way}`}>
              {word}{" "}
              <button
                type="button"
                aria-label={`one ID less as ${word}`}
                disabled={s.ids[way] === 0}
                onClick={() => setIds(way, s.ids[way] - 1)}
              >
                −
              </button>
              <output data-testid={`ids-${way}-count`}>{s.ids[way]}</output>
              <button
                type="button"
                aria-label={`one ID more as ${word}`}
                disabled={counted >= data.ids}
                onClick={() => setIds(way, s.ids[way] + 1)}
              >
                +
              </button>{" "}
            </span>
          ))}
        </fieldset>
      ) : null}
      <table className="assign">
        <thead>
          <tr>
            <th>Dragon</th>
            <th>Rolled</th>
            <th>Slain by</th>
            <th>Its fate</th>
          </tr>
        </thead>
        <tbody>
          {data.dragons.map((dragon) => {
            const die = dieOf(g, dragon.id);
            const cat = dieById(die);
            const rolled = faces(dragon.id);
            const name = dragonName(g, dragon.id);
            return (
              <tr key={dragon.id} data-testid="response-dragon" data-dragon={dragon.id}>
                <th scope="row">
                  <DragonGlyph
                    colors={cat?.kind === "dragon" ? cat.colors : []}
                    form={cat?.kind === "dragon" ? cat.form : "drake"}
                    size={24}
                    label={name}
                  />{" "}
                  {name}
                </th>
                <td>
                  {rolled.length
                    ? `${dragonFacesText(die, rolled, g.edition)}: ${dragonRollDamage(die, rolled, g.edition)} damage`
                    : "did not roll"}
                </td>
                <td>
                  {dragon.needs} melee or {dragon.needs} missiles
                </td>
                <td>
                  <fieldset className="options">
                    <legend className="sr-only">What slays {name}</legend>
                    {WAYS.map(([way, word]) => (
                      <label key={word}>
                        <input
                          type="radio"
                          name={`slay-${d.id}-${dragon.id}`}
                          data-testid={`slay-${word}`}
                          checked={(s.slay[dragon.id] ?? null) === way}
                          onChange={() => setSlay(dragon.id, way)}
                        />{" "}
                        {way ? `slain with ${word}` : word}
                      </label>
                    ))}
                  </fieldset>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="status" aria-live="polite" data-testid="pick-status">
        Melee: {used.melee} of {have.melee} used. Missiles: {used.missile} of {have.missile} used.
        Saves: {saves} against {data.damage} damage:{" "}
        <strong>{left > 0 ? `${left} damage left for your units` : "no damage left"}</strong>.{" "}
        {problem ? <span className="problem">Not yet: {problem}.</span> : "Ready."}
      </p>
      <div className="buttons">
        <button
          type="button"
          className="primary"
          data-testid="confirm"
          disabled={!ready}
          onClick={() => onSend(choice)}
        >
          Confirm
        </button>
        <button type="button" onClick={() => setS(initialResponse(data))}>
          Reset
        </button>
        <button type="button" onClick={suggest}>
          Suggest
        </button>
      </div>
    </div>
  );
}
