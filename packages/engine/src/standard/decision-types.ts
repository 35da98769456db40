// The 2.9a decision kinds, registered with the kernel (kernel/decisions.ts `DecisionTypes`): what
// each one's data holds and what one of its listed options is. `Ctx.ask` takes only requests that
// match, and programs read a decision of a kind (`KnownDecision`) without casts. A kind with
// neither holds nothing but its prompt; its answers are read by its `decisionKinds` entry.
import type { Location } from "../kernel/state.ts";
import type { ActionChoice } from "./actions.ts";
import type { CasualtyUnit } from "./casualties.ts";
import type { BreathColor } from "./dragon-breath.ts";
import type { PromotionData } from "./dragon-promotions.ts";
import type { ResponseData } from "./dragon-response.ts";
import type { CityChoice, FeralChoice, MutationChoice, TempleChoice } from "./initial-effects.ts";
import type { BuryData, CarryData } from "./items-carrying.ts";
import type { ManeuverChoice } from "./maneuver.ts";
import type { IdChoice } from "./minor-terrains.ts";
import type { Eligible } from "./promotion.ts";
import type { SaiChoiceData, SaiOption } from "./sai-choice.ts";
import type { DamageOffer } from "./sai-damage.ts";
import type { TargetsOffer } from "./sai-targets.ts";
import type { CASTLE_TYPES } from "./special-terrains.ts";
import type { CastData } from "./spell-cast.ts";

/** A unit's id and health, as the decisions that share out health list units. */
type Unit = { id: string; health: number };

/** Dead units a rule brings back within `health`, to the army at `army`. */
export type ExchangeData = Eligible & { army: Location; health: number };

declare module "../kernel/decisions.ts" {
  interface DecisionTypes {
    // Set-up.
    "assemble-armies": { data: { dice: string[]; terrains: string[]; maxArmyHealth: number } };
    "first-or-frontier": { option: "play-first" | "choose-frontier" };
    "choose-frontier": { option: string };
    "place-armies": { option: { horde: string; campaign: string } };
    // The turn: marches, maneuvers, actions.
    "choose-march": { option: { army: Location | null } };
    maneuver: { option: ManeuverChoice };
    "counter-maneuver": { option: boolean };
    "choose-action": { option: ActionChoice };
    "counter-attack": { option: boolean };
    "magic-negation": { option: boolean };
    "cast-spells": { data: CastData };
    // Damage.
    "choose-casualties": { data: { units: CasualtyUnit[]; damage: number; cover: number } };
    "stepped-damage": { data: { killed: CasualtyUnit[]; dua: CasualtyUnit[] } };
    // Reserves and racial abilities.
    reinforce: { data: { units: string[]; terrains: string[] } };
    retreat: { data: { units: string[] } };
    "terrain-flight": { data: { from: Record<string, string>; terrains: string[] } };
    replanting: { data: { army: CasualtyUnit[]; dua: CasualtyUnit[] } };
    // SAIs.
    "sai-order": { option: string };
    "sai-choice": { data: SaiChoiceData; option: SaiOption };
    "sai-targets": { data: TargetsOffer };
    "sai-damage": { data: DamageOffer };
    // Effects at the start of a turn, racial and terrains'.
    feralization: { option: FeralChoice };
    mutation: { option: MutationChoice };
    "mutation-targets": { data: { opponent: number; units: Unit[]; maxHealth: number } };
    "mutation-exchange": { data: ExchangeData };
    city: { option: CityChoice };
    temple: { option: TempleChoice };
    "temple-burial": { option: { bury: string } };
    "minor-terrain-id": { option: { choice: IdChoice } };
    castle: { option: { as: (typeof CASTLE_TYPES)[number] } };
    // Items.
    "carry-items": { data: CarryData };
    "bury-items": { data: BuryData };
    // Dragons.
    "choose-dragon-battle": { option: { terrain: string } };
    "dragon-promotions": { data: PromotionData };
    "dragon-response": { data: ResponseData };
    "dragon-foe": { data: { dragon: string; terrain: string }; option: { foe: string } };
    "choose-breath": { option: { color: BreathColor } };
    "order-breaths": { option: { color: BreathColor } };
  }
}
