// The editions games can be played in, and the one new games are played in unless players choose
// another. api.ts holds a ruleset for each; its type refuses one missing.
import type { Edition } from "@dragondice/catalog";

export const PLAYABLE_EDITIONS = ["2.9a"] as const satisfies readonly Edition[];
export type PlayableEdition = (typeof PLAYABLE_EDITIONS)[number];

export const DEFAULT_EDITION: PlayableEdition = "2.9a";

export const isPlayableEdition = (edition: unknown): edition is PlayableEdition =>
  typeof edition === "string" && (PLAYABLE_EDITIONS as readonly string[]).includes(edition);
