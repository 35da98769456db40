// Set-up in 2.9a: pick the home terrain and split the force into home, campaign and horde
// armies, each 1 to half the force in health (shown per army as the units are placed).
import { dieById } from "@dragondice/catalog";
import type { Decision } from "@dragondice/engine";
import { dieOf, labelOfId, type Shown, terrainAbout } from "@dragondice/words";
import { useState } from "react";
import { DieView } from "../table/DieView.tsx";
import { problemOf, sampleOf } from "./engine.ts";
import { ARMY_NAMES, type ArmyName, armyTotals, assembleChoice } from "./picks.ts";

export function AssemblePicker({
  g,
  d,
  onSend,
  busy,
}: {
  g: Shown;
  d: Decision;
  onSend(choice: unknown): void;
  busy: boolean;
}) {
  const {
    dice = [],
    terrains = [],
    maxArmyHealth = Math.floor(g.forceSize / 2),
  } = (d.data ?? {}) as { dice?: string[]; terrains?: string[]; maxArmyHealth?: number };
  const homes = terrains.filter((id) => {
    const t = g.terrains.find((x) => x.id === id);
    const die = t ? dieById(t.die) : undefined;
    return die?.kind === "terrain" && die.category === "major";
  });
  const [home, setHome] = useState(homes[0] ?? terrains[0] ?? "");
  const [assignment, setAssignment] = useState<Record<string, ArmyName | undefined>>({});
  const choice = assembleChoice(home, assignment);
  const unassigned = dice.filter((id) => !assignment[id]);
  const problem =
    unassigned.length > 0
      ? `${unassigned.length} units not in an army yet`
      : problemOf(g, d, choice);
  const totals = armyTotals(g, assignment, maxArmyHealth);
  const split = () => {
    const c = sampleOf(g, d) as { armies?: Record<ArmyName, string[]> } | undefined;
    if (!c?.armies) return;
    const next: Record<string, ArmyName> = {};
    for (const a of ARMY_NAMES) for (const id of c.armies[a] ?? []) next[id] = a;
    setAssignment(next);
  };
  return (
    <div className="picker assemble">
      <fieldset>
        <legend>Home terrain (the other one is your proposed frontier)</legend>
        {(homes.length ? homes : terrains).map((id) => (
          <label key={id} className="radio">
            <input
              type="radio"
              name={`home-${d.id}`}
              data-testid="home-terrain"
              checked={home === id}
              onChange={() => setHome(id)}
            />{" "}
            {terrainAbout(g, id)}
          </label>
        ))}
      </fieldset>
      <p>
        Put every unit in one of three armies. Each army needs 1 to {maxArmyHealth} health (half the
        force, rounded down).
      </p>
      <ul className="army-totals" aria-live="polite">
        {totals.map((t) => (
          <li key={t.army} className={t.ok ? "ok" : "bad"} data-testid={`army-total-${t.army}`}>
            {t.ok ? "✓" : "✗"} {t.text}
          </li>
        ))}
      </ul>
      <table className="assign">
        <thead>
          <tr>
            <th scope="col">Unit</th>
            {ARMY_NAMES.map((a) => (
              <th key={a} scope="col">
                {a}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {dice.map((id) => (
            <tr key={id}>
              <th scope="row">
                <DieView dieId={dieOf(g, id)} small /> {labelOfId(g, id)}
              </th>
              {ARMY_NAMES.map((a) => (
                <td key={a}>
                  <input
                    type="radio"
                    name={`army-${d.id}-${id}`}
                    aria-label={`${labelOfId(g, id)} in the ${a} army`}
                    data-testid={`assign-${a}`}
                    checked={assignment[id] === a}
                    onChange={() => setAssignment((s) => ({ ...s, [id]: a }))}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="status" data-testid="pick-status">
        {problem ? <span className="problem">Not yet: {problem}.</span> : "Ready."}
      </p>
      <div className="buttons">
        <button
          type="button"
          className="primary"
          data-testid="confirm"
          disabled={problem !== null || busy}
          onClick={() => onSend(choice)}
        >
          Confirm armies
        </button>
        <button type="button" onClick={split}>
          Split it for me
        </button>
        <button type="button" onClick={() => setAssignment({})}>
          Clear
        </button>
      </div>
    </div>
  );
}
