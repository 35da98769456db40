// The rules data a text speaks of: the game's edition's (`g.edition`), or, where no game is at hand
// (a die shown on its own, a force being built), the edition new games are played in. Words never
// name an edition: the engine's ruleset for it holds its data.
import type { Edition, EditionRulesData, SpellDef } from "@dragondice/catalog";
import { DEFAULT_EDITION, type Odds, oddsFor, rulesFor } from "@dragondice/engine";

export const rulesData = (edition: Edition = DEFAULT_EDITION): EditionRulesData =>
  rulesFor(edition).tables.data;

export const odds = (edition: Edition = DEFAULT_EDITION): Odds => oddsFor(edition);

const spellsByData = new WeakMap<EditionRulesData, Map<string, SpellDef>>();

/** The edition's spell of a catalogue id (every spell it lists, played or not). */
export function spellOf(id: string, edition?: Edition): SpellDef | undefined {
  const data = rulesData(edition);
  let byId = spellsByData.get(data);
  if (!byId) {
    byId = new Map(data.spells.map((s) => [s.id, s]));
    spellsByData.set(data, byId);
  }
  return byId.get(id);
}
