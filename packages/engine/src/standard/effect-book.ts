// The standard game's spell and SAI effects, and an edition's changes to them. An edition whose
// spell or SAI acts otherwise (or that has one the standard game has not) gives its own effect by
// name (`EditionParts.effects`); the rules find every effect through the ruleset's tables
// (`tables.effects`, `saiEffectOf`), never by importing these maps.
import type { EditionRulesData } from "@dragondice/catalog";
import type { TaskHandler } from "../kernel/ruleset.ts";
import type { EffectBook } from "./edition-tables.ts";
import { SAI_EFFECTS, SAI_VARIANT_EFFECTS } from "./sai-effects.ts";
import { SPELL_EFFECTS } from "./spell-effects.ts";

export const STANDARD_EFFECTS: EffectBook = {
  spells: SPELL_EFFECTS,
  sais: SAI_EFFECTS,
  saiVariants: SAI_VARIANT_EFFECTS,
};

/** An edition's own effects, each by the name its part of the book uses. */
export type EffectChanges = { readonly [K in keyof EffectBook]?: EffectBook[K] };

/**
 * The standard effects with an edition's changes. A name its data has not (a misspelt spell id,
 * an SAI of another edition) is refused when the ruleset is built: an effect nothing can use is a
 * mistake, not a rule.
 */
export function withEffectChanges(data: EditionRulesData, changes: EffectChanges): EffectBook {
  const names: Record<keyof EffectBook, Set<string>> = {
    spells: new Set(data.spells.map((s) => s.id)),
    sais: new Set(data.sais.map((s) => s.name)),
    saiVariants: new Set(data.sais.map((s) => s.id)),
  };
  for (const part of Object.keys(names) as (keyof EffectBook)[]) {
    for (const name of Object.keys(changes[part] ?? {})) {
      if (!names[part].has(name)) {
        throw new Error(`an effect for ${part} "${name}", which the edition's data has not`);
      }
    }
  }
  return {
    spells: { ...STANDARD_EFFECTS.spells, ...changes.spells },
    sais: { ...STANDARD_EFFECTS.sais, ...changes.sais },
    saiVariants: { ...STANDARD_EFFECTS.saiVariants, ...changes.saiVariants },
  };
}

/**
 * The flow tasks the effects schedule, by name. Effects may share a task (the spells that bury
 * share one handler); two different handlers under one name are refused.
 */
export function effectTasks(book: EffectBook): Record<string, TaskHandler> {
  const tasks: Record<string, TaskHandler> = {};
  const effects = [
    ...Object.values(book.spells),
    ...Object.values(book.sais),
    ...Object.values(book.saiVariants),
  ];
  for (const effect of effects) {
    for (const [name, handler] of Object.entries(effect.tasks ?? {})) {
      if (tasks[name] !== undefined && tasks[name] !== handler) {
        throw new Error(`two effects' tasks are named "${name}"`);
      }
      tasks[name] = handler;
    }
  }
  return tasks;
}
