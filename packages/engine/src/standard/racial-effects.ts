// The standard game's racial abilities that add a step or a decision to the game, found by the
// name the catalogue's `RacialAbility.effect` gives them. Each lives in its own file under
// racial/, which says where in the turn it acts and asks the edition's tables which races have it
// (`EditionTables.speciesWith`), never a race by name. A name the catalogue adds needs an entry
// here: the record must name them all.
import type { RacialEffect } from "@dragondice/catalog";
import type { DecisionKind, TaskHandler } from "../kernel/ruleset.ts";
import { feralizationEffect } from "./racial/feralization.ts";
import { magicNegationEffect } from "./racial/magic-negation.ts";
import { mutationEffect } from "./racial/mutation.ts";
import { replantingEffect } from "./racial/replanting.ts";
import { resistBurialEffect } from "./racial/resist-burial.ts";
import { resistFearEffect } from "./racial/resist-fear.ts";
import { sacrificeDragonkinEffect } from "./racial/sacrifice-dragonkin.ts";
import { scorchingTouchEffect } from "./racial/scorching-touch.ts";
import { steppedDamageEffect } from "./racial/stepped-damage.ts";
import { terrainFlightEffect } from "./racial/terrain-flight.ts";

/** What a racial effect brings to the flow besides the call at its step. */
export interface RacialEffectParts {
  readonly tasks?: Readonly<Record<string, TaskHandler>>;
  /** Kinds of decision without listed options, by kind. */
  readonly decisionKinds?: Readonly<Record<string, DecisionKind>>;
}

export const RACIAL_EFFECTS: Readonly<Record<RacialEffect, RacialEffectParts>> = {
  "stepped-damage": steppedDamageEffect,
  "resist-burial": resistBurialEffect,
  "magic-negation": magicNegationEffect,
  "scorching-touch": scorchingTouchEffect,
  "terrain-flight": terrainFlightEffect,
  replanting: replantingEffect,
  feralization: feralizationEffect,
  mutation: mutationEffect,
  "resist-fear": resistFearEffect,
  "sacrifice-dragonkin": sacrificeDragonkinEffect,
};

const parts = Object.values(RACIAL_EFFECTS);

/** The racial effects' tasks, one record (the ruleset refuses a name given twice). */
export const racialTasks: Readonly<Record<string, TaskHandler>> = Object.assign(
  {},
  ...parts.map((p) => p.tasks ?? {}),
);

/** The racial effects' decision kinds. */
export const racialDecisionKinds: Readonly<Record<string, DecisionKind>> = Object.assign(
  {},
  ...parts.map((p) => p.decisionKinds ?? {}),
);
