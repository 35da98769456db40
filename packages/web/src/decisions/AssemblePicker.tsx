// Set-up in 2.9a: pick the home terrain and split the force into home, campaign and horde
// armies, each 1 to half the force in health (shown per army as the units are placed). A unit is
// placed in its row here, or by clicking it on the table (each click puts it in the next army
// with room for it). An army a unit would overfill cannot be chosen, and says why. The table is
// one stop for Tab: the arrow keys move between units (up, down) and armies (left, right).
import { dieById } from "@dragondice/catalog";
import type { Decision, DecisionOf } from "@dragondice/engine";
import {
  dieOf,
  fieldOf,
  groupDice,
  idsOf,
  labelOfId,
  type Shown,
  terrainAbout,
} from "@dragondice/words";
import { type KeyboardEvent, useMemo, useRef, useState } from "react";
import { AssembleUnit } from "./AssembleUnit.tsx";
import { type BoardPick, useOfferOnBoard } from "./board.tsx";
import { problemOf, sampleOf } from "./engine.ts";
import { useEnterConfirms, useFocusOnShow } from "./keys.tsx";
import { PoolDragons } from "./PoolDragons.tsx";
import { ARMY_NAMES, type ArmyName, armyBlocked, armyTotals, assembleChoice } from "./picks.ts";

export function AssemblePicker({
  g,
  d,
  onSend,
  busy,
}: {
  g: Shown;
  d: Decision & DecisionOf<"assemble-armies">;
  onSend(choice: unknown): void;
  busy: boolean;
}) {
  const { dice, terrains, maxArmyHealth } = d.data;
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
  const blocked = (unit: string, army: ArmyName) =>
    armyBlocked(g, assignment, maxArmyHealth, unit, army);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the decision's data is fixed
  const offer = useMemo(() => {
    const board = new Map<string, BoardPick>();
    for (const id of dice) {
      const army = assignment[id];
      board.set(id, army ? { state: "picked", mark: army } : { state: "open" });
    }
    // Each click: the next army with room for the unit, then out of every army.
    const pick = (unit: string) =>
      setAssignment((a) => {
        const order: (ArmyName | undefined)[] = [...ARMY_NAMES, undefined];
        const from = order.indexOf(a[unit]);
        for (let step = 1; step <= order.length; step++) {
          const next = order[(from + step) % order.length];
          if (!next || !armyBlocked(g, a, maxArmyHealth, unit, next)) return { ...a, [unit]: next };
        }
        return a;
      });
    return { dice: board, pick };
  }, [assignment]);
  useOfferOnBoard(offer);
  const first = useFocusOnShow<HTMLInputElement>();
  // The unit whose row holds the table's one Tab stop: the last one the keyboard was on.
  const [row, setRow] = useState(0);
  const table = useRef<HTMLTableElement>(null);
  // Units by kind (words' groupDice); the arrow keys go down the rows in the order shown.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the decision's data is fixed
  const groups = useMemo(() => groupDice(dice, (id) => dieOf(g, id), g.edition), []);
  const order = groups.flatMap((group) => group.ids);
  const toRow = (e: KeyboardEvent<HTMLInputElement>, from: number, army: ArmyName) => {
    const to = from + (e.key === "ArrowDown" ? 1 : e.key === "ArrowUp" ? -1 : 0);
    if (to === from) return;
    // Up and down leave the row's own radio group (where they would change the army).
    e.preventDefault();
    const rows = table.current?.querySelectorAll("tr.unit-row");
    const radios = [...(rows?.[to]?.querySelectorAll("input") ?? [])];
    const open = radios.filter((r) => !r.disabled);
    (
      open.find((r) => r.dataset.testid === `assign-${army}`) ??
      open.find((r) => r.checked) ??
      open[0]
    )?.focus();
  };
  useEnterConfirms(problem === null && !busy, () => onSend(choice));

  const split = () => {
    const armies = fieldOf(sampleOf(g, d), "armies");
    if (!armies) return;
    const next: Record<string, ArmyName> = {};
    for (const a of ARMY_NAMES) for (const id of idsOf(fieldOf(armies, a))) next[id] = a;
    setAssignment(next);
  };
  return (
    <div className="picker assemble">
      <fieldset>
        <legend>Home terrain (the other one is your proposed frontier)</legend>
        {(homes.length ? homes : terrains).map((id, i) => (
          <label key={id} className="radio">
            <input
              ref={i === 0 ? first : undefined}
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
        Put every unit in one of three armies, here or by clicking it on the table. Each army needs
        1 to {maxArmyHealth} health (half the force, rounded down).
      </p>
      <ul className="army-totals" aria-live="polite">
        {totals.map((t) => (
          <li key={t.army} className={t.ok ? "ok" : "bad"} data-testid={`army-total-${t.army}`}>
            {t.ok ? "✓" : "✗"} {t.text}
          </li>
        ))}
      </ul>
      <table className="assign" ref={table}>
        <caption className="sr-only">
          Up and down arrows go from unit to unit, left and right from army to army.
        </caption>
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
        {groups.map((group) => (
          <tbody key={group.key}>
            <tr className="group">
              <th scope="rowgroup" colSpan={ARMY_NAMES.length + 1}>
                {group.title}
              </th>
            </tr>
            {group.ids.map((id) => {
              const i = order.indexOf(id);
              return (
                <tr key={id} className="unit-row">
                  <th scope="row">
                    <AssembleUnit g={g} id={id} />
                  </th>
                  {ARMY_NAMES.map((a) => {
                    const why = blocked(id, a);
                    return (
                      <td key={a} title={why ?? undefined}>
                        <input
                          type="radio"
                          name={`army-${d.id}-${id}`}
                          aria-label={`${labelOfId(g, id)} in the ${a} army${why ? ` (${why})` : ""}`}
                          data-testid={`assign-${a}`}
                          checked={assignment[id] === a}
                          disabled={why !== null}
                          tabIndex={i === row ? 0 : -1}
                          onFocus={() => setRow(i)}
                          onKeyDown={(e) => toRow(e, i, a)}
                          onChange={() => setAssignment((s) => ({ ...s, [id]: a }))}
                        />
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        ))}
      </table>
      <PoolDragons g={g} />
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
