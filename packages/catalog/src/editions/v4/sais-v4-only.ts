// Icons on the reference dice that the v2.9a rulebook (rules/000) does not define as SAIs, with
// where V4 defines them. Every other SAI icon on the dice is in editions/2.9a/sais.ts; V4 gives
// many of those a different meaning, which belongs with the V4 SAI data, not here.

import type { V4OnlySai } from "../../rules/sai-types.ts";

const ELEMENTAL_RELIC_SOURCE =
  'rules/003 "Relics" > "Elemental Relic" (lines 223-231); v4/core/31_special_action_icons.md "Elemental Relic"; v4/core/59_items.md "Relics"';

const elementReason = (element: string): string =>
  `Face of the Elemental Relic (a V4 six-sided relic item): picks ${element} as the element a unit must contain to be affected by the relic's re-roll, recruit or promote effect. 2.9a has no relics.`;

export const v4OnlySais: V4OnlySai[] = [
  { icon: "Element Air", reason: elementReason("air"), source: ELEMENTAL_RELIC_SOURCE },
  { icon: "Element Death", reason: elementReason("death"), source: ELEMENTAL_RELIC_SOURCE },
  { icon: "Element Earth", reason: elementReason("earth"), source: ELEMENTAL_RELIC_SOURCE },
  { icon: "Element Fire", reason: elementReason("fire"), source: ELEMENTAL_RELIC_SOURCE },
  { icon: "Element Water", reason: elementReason("water"), source: ELEMENTAL_RELIC_SOURCE },
  {
    icon: "Logo",
    appliesTo: "Elemental Relic",
    reason:
      "The relic's logo face matches every element (and ivory) for the relic's effect. 2.9a defines Logo only for the Eldarim champions, the Dragonkin Champion and the medallions; it has no relics.",
    source: ELEMENTAL_RELIC_SOURCE,
  },
  {
    icon: "Logo",
    appliesTo: "Earthfang",
    reason:
      "Earthfang's logo face (Chill Wind in magic or missile actions, a delayed kill of a unit that rolled ID in melee, dragon slaying or four melee results against dragons) is defined only for this V4 relic; 2.9a has no relics.",
    source:
      'rules/003 "Relics" > "Earthfang Relic" (lines 235-240); v4/core/31_special_action_icons.md "SFR Logo (Relic)"',
  },
  {
    icon: "Hoof",
    reason:
      "V4 lists Hoof (Treefolk Satyr) as an SAI giving maneuver, save and dragon-attack save results. 2.9a does not: its Treefolk SAI table has no Hoof, so there the face is maneuver art, handled by the dice importer.",
    source:
      'v4/core/31_special_action_icons.md "Hoof"; absent from rules/000 "SAI List" and the Treefolk SAI table (line 3572)',
  },
];
