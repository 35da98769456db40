// 2.9a the Eldarim champions' logos (rules/000 lines 2068-2106), Conditional: rolled before a
// dragon attack, they tame, slay or control a dragon. That roll is the dragon attack's first step
// (eldarim-logos.ts), where only the logo counts; in every other roll a logo gives its normal
// results (four saves against an individual-targeting effect; a Dragonmaster's, Dragonhunter's
// or Dragonzealot's a two-point ID icon), read from the catalogue. So its registry entry is empty.
// The Dragonkin Champion's logo, of the same name "SFR/TSR Logo", is kin-champion-logo.ts.
import type { SaiEffect } from "../sai-effects.ts";

export const eldarimLogo: SaiEffect = {};
