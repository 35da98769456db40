// A force to play with: a premade force, a random legal one, one built in the army builder, or,
// for an invited seat, the invited player's own choice. Used by the new-game form's seats and by
// an invited player before the game starts.
import { aboutPremade, MAGIC_FORCES, PREMADE_NAMES } from "@dragondice/catalog/premade";
import { lazy, Suspense, useState } from "react";
import { emptyDraft } from "../builder/draft.ts";
import type { ForceChoice } from "./seats.ts";

// The builder (the catalogue's faces drawn, the engine's random forces) loads when first opened.
const ArmyBuilder = lazy(() =>
  import("../builder/ArmyBuilder.tsx").then((m) => ({ default: m.ArmyBuilder })),
);

const optionOf = (force: ForceChoice): string =>
  force.mode === "premade"
    ? `premade:${force.premade}`
    : force.mode === "random" && force.advanced
      ? "random-advanced"
      : force.mode;

export function ForcePicker({
  force,
  onChange,
  forceSize,
  draftName,
  allowTheirs = false,
}: {
  force: ForceChoice;
  onChange(force: ForceChoice): void;
  forceSize: number;
  /** The name a new built force starts with. */
  draftName: string;
  /** Offer "they choose" (an invited seat). */
  allowTheirs?: boolean;
}) {
  const [building, setBuilding] = useState(false);
  return (
    <>
      <label>
        Force{" "}
        <select
          data-testid="seat-force"
          value={optionOf(force)}
          onChange={(e) => {
            const v = e.target.value;
            if (v === "random" || v === "theirs") onChange({ mode: v });
            else if (v === "random-advanced") onChange({ mode: "random", advanced: true });
            else if (v === "custom") {
              onChange({ mode: "custom", draft: emptyDraft(draftName) });
              setBuilding(true);
            } else onChange({ mode: "premade", premade: v.slice("premade:".length) });
          }}
        >
          {allowTheirs ? (
            <option value="theirs">They choose (when they open the link)</option>
          ) : null}
          <optgroup label="Premade forces">
            {PREMADE_NAMES.filter((n) => !MAGIC_FORCES.includes(n)).map((n) => (
              <option key={n} value={`premade:${n}`}>
                {aboutPremade(n)}
              </option>
            ))}
          </optgroup>
          <optgroup label="A force with magic and a dragon">
            {MAGIC_FORCES.map((n) => (
              <option key={n} value={`premade:${n}`}>
                {aboutPremade(n)}
              </option>
            ))}
          </optgroup>
          <option value="random">A random legal force</option>
          <option value="random-advanced">
            A random advanced force (items, Dragonkin, minor and special terrains, the Kings' Die)
          </option>
          <option value="custom">Build my own…</option>
        </select>
      </label>
      {force.mode === "custom" ? (
        <button type="button" onClick={() => setBuilding(!building)} aria-expanded={building}>
          {building ? "Hide the army builder" : "Open the army builder"}
        </button>
      ) : null}
      {building && force.mode === "custom" ? (
        <Suspense fallback={<p className="loading">Loading the army builder…</p>}>
          <ArmyBuilder
            forceSize={forceSize}
            draft={force.draft}
            onChange={(draft) => onChange({ mode: "custom", draft })}
          />
        </Suspense>
      ) : null}
    </>
  );
}
