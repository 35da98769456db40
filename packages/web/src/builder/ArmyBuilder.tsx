// The army builder: dice from the catalogue (by species, size and class, faces shown), items and
// the Kings' Die, the two terrains (a special terrain as the frontier), the dragons (none the
// force's own magic can never summon: DragonPicker.tsx), and the summoning pool's Dragonkin and
// minor terrains (rules/000 "Advanced Rules"), with running totals and each section's allowance
// and problems beside it; save and load force files, start from a premade force or a random one
// (of the standard rules or of the whole catalogue).
import {
  aboutPremade,
  dieById,
  PREMADE_NAMES,
  premadeForce,
  type UnitDie,
} from "@dragondice/catalog";
import { randomForce } from "@dragondice/engine";
import { speciesName } from "@dragondice/words";
import { useMemo, useState } from "react";
import { Glyph } from "../glyphs/Glyph.tsx";
import { DieView } from "../table/DieView.tsx";
import {
  FORCE_DRAGONKIN,
  FORCE_ITEMS,
  FORCE_MINOR_TERRAINS,
  FORCE_RULES,
  FORCE_TERRAINS,
  ForceFileError,
  filterUnits,
  problems,
  readForceFile,
  SPECIAL_TERRAINS,
  totals,
  unitFilters,
} from "./army.ts";
import { DragonPicker } from "./DragonPicker.tsx";
import type { ForceDraft } from "./draft.ts";

const randomInt = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));

function Problems({ list, section }: { list: string[]; section: string }) {
  if (list.length === 0) {
    return (
      <p className="ok" data-testid={`problems-${section}`}>
        ✓ OK
      </p>
    );
  }
  return (
    <ul className="problems" data-testid={`problems-${section}`} aria-live="polite">
      {list.map((p) => (
        <li key={p}>{p}</li>
      ))}
    </ul>
  );
}

/** "Dawn Blade (Red): uncommon magical item, 2 health", for the item picker. */
function itemOption(d: (typeof FORCE_ITEMS)[number]): string {
  if (d.kind === "unit") return `${d.name}: promotional die, ${d.health} health`;
  const what = d.itemType === "magical-item" ? `${d.size} magical item` : d.itemType;
  return `${d.name}: ${what}, ${d.health} health`;
}

/**
 * A list of the summoning pool or of items: the dice chosen (each with a remove button) and a
 * picker from the catalogue with an Add button.
 */
function PickList({
  section,
  ids,
  offer,
  label,
  onChange,
}: {
  section: string;
  ids: string[];
  offer: readonly { id: string; name: string }[];
  label: (id: string) => string;
  onChange(ids: string[]): void;
}) {
  const [pick, setPick] = useState(offer[0]?.id ?? "");
  return (
    <>
      <ul className="chosen-list" data-testid={`chosen-${section}`}>
        {ids.map((id, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the same die may be chosen twice
          <li key={`${id}-${i}`}>
            {/* A terrain die has no face to show until it is rolled at the table. */}
            {dieById(id)?.kind === "terrain" ? null : <DieView dieId={id} small />}{" "}
            {dieById(id)?.name ?? id}{" "}
            <button
              type="button"
              aria-label={`Remove ${dieById(id)?.name ?? id}`}
              onClick={() => onChange(ids.filter((_, j) => j !== i))}
            >
              ✕
            </button>
          </li>
        ))}
      </ul>
      <select
        value={pick}
        onChange={(e) => setPick(e.target.value)}
        data-testid={`pick-${section}`}
        aria-label={`Choose from the catalogue (${section})`}
      >
        {offer.map((d) => (
          <option key={d.id} value={d.id}>
            {label(d.id)}
          </option>
        ))}
      </select>{" "}
      <button type="button" onClick={() => onChange([...ids, pick])} data-testid={`add-${section}`}>
        Add
      </button>
    </>
  );
}

function UnitRow({ u, onAdd }: { u: UnitDie; onAdd(): void }) {
  return (
    <li className="unit-row">
      <span className="unit-name">
        <strong>{u.name}</strong>{" "}
        <span className="sub">
          {speciesName(u.species)} · {u.size} · {u.class} · {u.health} health
        </span>
      </span>
      <span
        className="faces"
        role="img"
        aria-label={`faces: ${u.faces.map((f) => `${f.count} ${f.icon}`).join(", ")}`}
      >
        {u.faces.map((f, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed faces
          <span key={i} className="face" aria-hidden="true">
            <Glyph icon={f.icon} size={16} />
            {f.count > 1 ? f.count : ""}
          </span>
        ))}
      </span>
      <button type="button" onClick={onAdd} aria-label={`Add ${u.name}`} data-testid="add-unit">
        Add
      </button>
    </li>
  );
}

export function ArmyBuilder({
  forceSize,
  draft,
  onChange,
}: {
  forceSize: number;
  draft: ForceDraft;
  onChange(d: ForceDraft): void;
}) {
  const filters = useMemo(unitFilters, []);
  const [f, setF] = useState({ species: "", size: "", cls: "", text: "" });
  const [limit, setLimit] = useState(40);
  const [fileError, setFileError] = useState<string | null>(null);
  const list = useMemo(() => filterUnits(f), [f]);
  const t = totals(draft, forceSize);
  const p = problems(draft, forceSize);
  const set = (patch: Partial<ForceDraft>) => onChange({ ...draft, ...patch });

  const save = () => {
    const blob = new Blob([`${JSON.stringify(draft, null, 2)}\n`], { type: "application/json" });
    const a = document.createElement("a");
    a.href = URL.createObjectURL(blob);
    a.download = `${draft.name.replace(/[^a-z0-9-]+/gi, "-") || "force"}.json`;
    a.click();
    URL.revokeObjectURL(a.href);
  };
  // A file that is not a force file changes nothing: the force stays as it was.
  const load = async (file: File) => {
    let draft: ForceDraft;
    try {
      draft = readForceFile(await file.text());
    } catch (e) {
      const why = e instanceof ForceFileError ? e.message : "it could not be read";
      setFileError(`Could not load ${file.name}: ${why}. Your force is unchanged.`);
      return;
    }
    onChange(draft);
    setFileError(null);
  };
  // `advanced`: drawn from the whole catalogue (items, the Kings' Die, Dragonkin, minor and
  // special terrains). Drawn again while its magic could never summon its dragons (the builder
  // would refuse them); after a few tries the last draw shows, its problems listed.
  const random = (advanced: boolean) => {
    const draw = () =>
      randomForce(draft.name || "Random force", forceSize, randomInt, { advanced });
    let force = draw();
    for (
      let tries = 1;
      tries < 20 && FORCE_RULES.dragonSummoningProblems(force).length > 0;
      tries++
    ) {
      force = draw();
    }
    onChange({ dragonkin: [], minorTerrains: [], ...force });
  };
  const applyPremade = (name: string) => {
    try {
      const force = premadeForce(name, forceSize);
      onChange({
        name: force.label,
        dice: force.dice,
        terrains: force.terrains,
        dragons: force.dragons,
        dragonkin: force.dragonkin ?? [],
        minorTerrains: force.minorTerrains ?? [],
      });
      setFileError(null);
    } catch (e) {
      setFileError(e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <div className="builder" data-testid="army-builder">
      <div className="builder-head">
        <label>
          Force name{" "}
          <input
            value={draft.name}
            maxLength={60}
            onChange={(e) => set({ name: e.target.value })}
          />
        </label>
        <p className="totals" aria-live="polite" data-testid="builder-totals">
          <span className={t.health === forceSize ? "ok" : "bad"}>
            Health {t.health} / {forceSize}
          </span>{" "}
          ·{" "}
          <span className={t.magic <= t.magicCap ? "ok" : "bad"}>
            Magic points {t.magic} / at most {t.magicCap}
          </span>{" "}
          ·{" "}
          <span className={t.dragonSlots === t.dragonsRequired ? "ok" : "bad"}>
            Dragons {t.dragonSlots} / {t.dragonsRequired}
          </span>{" "}
          ·{" "}
          <span className={t.dragonkin <= t.dragonkinAllowed ? "ok" : "bad"}>
            Dragonkin {t.dragonkin} / at most {t.dragonkinAllowed}
          </span>{" "}
          ·{" "}
          <span className={t.minorTerrains <= t.minorTerrainsAllowed ? "ok" : "bad"}>
            Minor terrains {t.minorTerrains} / at most {t.minorTerrainsAllowed}
          </span>
        </p>
        <div className="buttons">
          <label>
            Premade{" "}
            <select
              value=""
              onChange={(e) => e.target.value && applyPremade(e.target.value)}
              data-testid="builder-premade"
            >
              <option value="">choose…</option>
              {PREMADE_NAMES.map((n) => (
                <option key={n} value={n}>
                  {aboutPremade(n)}
                </option>
              ))}
            </select>
          </label>
          <button type="button" onClick={() => random(false)}>
            Random force
          </button>
          <button type="button" onClick={() => random(true)} data-testid="random-advanced">
            Random advanced force
          </button>
          <button type="button" onClick={save}>
            Save as file
          </button>
          <label className="file">
            Load file{" "}
            <input
              type="file"
              accept="application/json,.json"
              onChange={(e) => {
                const file = e.target.files?.[0];
                // Cleared, so that choosing the same file again (fixed) loads it again.
                e.target.value = "";
                if (file) void load(file);
              }}
            />
          </label>
        </div>
        {fileError ? (
          <p className="problem" role="alert">
            {fileError}
          </p>
        ) : null}
      </div>

      <fieldset>
        <legend>Dice: units, items and the Kings' Die</legend>
        <Problems list={p.dice} section="dice" />
        <div className="chosen">
          {draft.dice.length === 0 ? (
            <p className="sub">No units yet: add some from the catalogue below.</p>
          ) : null}
          <ul className="chosen-list">
            {draft.dice.map((id, i) => {
              const d = dieById(id);
              // Items and the Kings' Die are listed in their own section below.
              if (FORCE_ITEMS.some((x) => x.id === id)) return null;
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: the same die may be chosen twice
                <li key={`${id}-${i}`}>
                  <DieView dieId={id} small /> {d?.name ?? id}
                  {d?.kind === "unit" ? ` (${d.health})` : ""}{" "}
                  <button
                    type="button"
                    aria-label={`Remove ${d?.name ?? id}`}
                    onClick={() => set({ dice: draft.dice.filter((_, j) => j !== i) })}
                  >
                    ✕
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
        <div className="filters">
          <label>
            Species{" "}
            <select value={f.species} onChange={(e) => setF({ ...f, species: e.target.value })}>
              <option value="">all</option>
              {filters.species.map((s) => (
                <option key={s} value={s}>
                  {speciesName(s)}
                </option>
              ))}
            </select>
          </label>
          <label>
            Size{" "}
            <select value={f.size} onChange={(e) => setF({ ...f, size: e.target.value })}>
              <option value="">all</option>
              {filters.sizes.map((s) => (
                <option key={s}>{s}</option>
              ))}
            </select>
          </label>
          <label>
            Class{" "}
            <select value={f.cls} onChange={(e) => setF({ ...f, cls: e.target.value })}>
              <option value="">all</option>
              {filters.classes.map((s) => (
                <option key={s}>{s}</option>
              ))}
            </select>
          </label>
          <label>
            Name{" "}
            <input
              type="search"
              value={f.text}
              onChange={(e) => setF({ ...f, text: e.target.value })}
            />
          </label>
        </div>
        <ul className="catalogue">
          {list.slice(0, limit).map((u) => (
            <UnitRow key={u.id} u={u} onAdd={() => set({ dice: [...draft.dice, u.id] })} />
          ))}
        </ul>
        {list.length > limit ? (
          <button type="button" onClick={() => setLimit(limit + 80)}>
            Show more ({list.length - limit} left)
          </button>
        ) : null}
        <fieldset data-testid="section-items">
          <legend>Items and the Kings' Die (advanced rules)</legend>
          <p className="sub">
            Magical items, artifacts and medallions cost their health, but a second uncommon item
            costs 1; each is carried by a unit of its colour (medallions by any unit; Amazons, white
            Eldarim and the Kings' Die carry any), one item per unit. One Kings' Die at most: it
            waits beside the reserve area. Their problems show with the dice above.
          </p>
          <PickList
            section="items"
            ids={draft.dice.filter((id) => FORCE_ITEMS.some((d) => d.id === id))}
            offer={FORCE_ITEMS}
            label={(id) => {
              const d = FORCE_ITEMS.find((x) => x.id === id);
              return d ? itemOption(d) : id;
            }}
            onChange={(items) =>
              set({
                dice: [
                  ...draft.dice.filter((id) => !FORCE_ITEMS.some((d) => d.id === id)),
                  ...items,
                ],
              })
            }
          />
        </fieldset>
      </fieldset>

      <fieldset>
        <legend>Terrains (home and proposed frontier)</legend>
        <p className="sub">
          The home is a major terrain; the frontier may be a special terrain (Castle, Dragon's Lair,
          Grove, Vortex), which is only ever a frontier.
        </p>
        <Problems list={p.terrains} section="terrains" />
        {[0, 1].map((i) => (
          <label key={i} className="block">
            {i === 0 ? "Home terrain" : "Frontier terrain"}{" "}
            <select
              data-testid={`terrain-${i}`}
              value={draft.terrains[i] ?? ""}
              onChange={(e) => {
                const next = [draft.terrains[0] ?? "", draft.terrains[1] ?? ""];
                next[i] = e.target.value;
                set({ terrains: next.filter((x) => x !== "") });
              }}
            >
              <option value="">choose…</option>
              {(i === 0 ? FORCE_TERRAINS : [...FORCE_TERRAINS, ...SPECIAL_TERRAINS]).map((tr) => (
                <option key={tr.id} value={tr.id}>
                  {tr.name} ({tr.category === "advanced" ? "special" : tr.category},{" "}
                  {tr.colors.join("/")}, {tr.eighthFace})
                </option>
              ))}
            </select>
          </label>
        ))}
      </fieldset>

      <fieldset>
        <legend>Dragons ({t.dragonsRequired} needed; a white dragon counts as two)</legend>
        <Problems list={p.dragons} section="dragons" />
        <DragonPicker draft={draft} onChange={(dragons) => set({ dragons })} />
      </fieldset>

      <fieldset data-testid="section-dragonkin">
        <legend>
          Dragonkin (summoning pool): {t.dragonkin} / at most {t.dragonkinAllowed} health
        </legend>
        <p className="sub">
          One health of Dragonkin for each full three health of the force; they wait in the
          summoning pool until magic summons them.
        </p>
        <Problems list={p.dragonkin} section="dragonkin" />
        <PickList
          section="dragonkin"
          ids={draft.dragonkin}
          offer={FORCE_DRAGONKIN}
          label={(id) => {
            const d = dieById(id);
            return d?.kind === "unit" ? `${d.name}: ${d.size}, ${d.health} health` : id;
          }}
          onChange={(dragonkin) => set({ dragonkin })}
        />
      </fieldset>

      <fieldset data-testid="section-minor-terrains">
        <legend>
          Minor terrains (summoning pool): {t.minorTerrains} / at most {t.minorTerrainsAllowed}
        </legend>
        <p className="sub">
          An army that maneuvers at a terrain may bring one in instead of turning the terrain.
        </p>
        <Problems list={p.minorTerrains} section="minor-terrains" />
        <PickList
          section="minor-terrains"
          ids={draft.minorTerrains}
          offer={FORCE_MINOR_TERRAINS}
          label={(id) => {
            const d = dieById(id);
            return d?.kind === "terrain"
              ? `${d.name} (${d.colors.join("/")}, ${d.eighthFace})`
              : id;
          }}
          onChange={(minorTerrains) => set({ minorTerrains })}
        />
      </fieldset>
    </div>
  );
}
