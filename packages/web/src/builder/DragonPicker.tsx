// The army builder's dragons: the ones chosen, a picker from the catalogue that refuses, with the
// reason, a dragon the force's own magic can never summon, and what tells drakes from wyrms.
import { dieById } from "@dragondice/catalog";
import { DRAKE_AND_WYRM, SUMMONING } from "@dragondice/words";
import { useState } from "react";
import { DieView } from "../table/DieView.tsx";
import { FORCE_DRAGONS, FORCE_RULES } from "./army.ts";
import type { ForceDraft } from "./draft.ts";

export function DragonPicker({
  draft,
  onChange,
}: {
  draft: ForceDraft;
  onChange(dragons: string[]): void;
}) {
  const [pick, setPick] = useState(FORCE_DRAGONS[0]?.id ?? "");
  const [refused, setRefused] = useState<string | null>(null);
  const add = () => {
    const why = FORCE_RULES.dragonSummoningProblem(draft, pick);
    setRefused(why);
    if (!why) onChange([...draft.dragons, pick]);
  };
  return (
    <>
      <details className="sub" data-testid="dragon-forms">
        <summary>Drake or wyrm? How dragons come</summary>
        <p>{DRAKE_AND_WYRM}</p>
        <p>{SUMMONING}</p>
      </details>
      <ul className="chosen-list">
        {draft.dragons.map((id, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the same dragon may be chosen twice
          <li key={`${id}-${i}`}>
            <DieView dieId={id} small /> {dieById(id)?.name ?? id}{" "}
            <button
              type="button"
              aria-label={`Remove ${dieById(id)?.name ?? id}`}
              onClick={() => onChange(draft.dragons.filter((_, j) => j !== i))}
            >
              ✕
            </button>
          </li>
        ))}
      </ul>
      <label>
        Dragon{" "}
        <select
          value={pick}
          data-testid="pick-dragon"
          onChange={(e) => {
            setPick(e.target.value);
            setRefused(null);
          }}
        >
          {FORCE_DRAGONS.map((d) => (
            <option key={d.id} value={d.id}>
              {d.name}
              {FORCE_RULES.dragonSummoningProblem(draft, d.id)
                ? " (this force cannot summon it)"
                : ""}
            </option>
          ))}
        </select>
      </label>{" "}
      <button type="button" onClick={add} data-testid="add-dragon">
        Add dragon
      </button>
      {refused ? (
        <p className="problem" role="alert" data-testid="dragon-refused">
          Not added: {refused}.
        </p>
      ) : null}
    </>
  );
}
