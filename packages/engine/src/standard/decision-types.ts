// The 2.9a decision kinds, registered with the kernel (kernel/decisions.ts `DecisionTypes`): what
// each one's data holds, what one of its listed options is, and, for a kind without options, the
// choice that answers it (its `decisionKinds` entry reads an answer to that shape). `Ctx.ask` takes
// only requests that match, programs read a decision of a kind (`KnownDecision`) and the task that
// asked reads its answer (`answer(ctx, kind)`) without casts.
import type { Location } from "../kernel/state.ts";
import type { ActionChoice } from "./actions.ts";
import type { CasualtyUnit } from "./casualties.ts";
import type { BreathColor } from "./dragon-breath.ts";
import type { PromotionData } from "./dragon-promotions.ts";
import type { ResponseChoice, ResponseData } from "./dragon-response.ts";
import type { CityChoice, TempleChoice } from "./initial-effects.ts";
import type { BuryData, CarryData } from "./items-carrying.ts";
import type { ManeuverChoice } from "./maneuver.ts";
import type { IdChoice } from "./minor-terrains.ts";
import type { Eligible, Exchange } from "./promotion.ts";
import type { FeralChoice } from "./racial/feralization.ts";
import type { MutationChoice } from "./racial/mutation.ts";
import type { SaiChoiceData, SaiOption } from "./sai-choice.ts";
import type { DamageOffer, DamageSplit } from "./sai-damage.ts";
import type { TargetsOffer } from "./sai-targets.ts";
import type { AssembleChoice } from "./setup.ts";
import type { CASTLE_TYPES } from "./special-terrains.ts";
import type { Announced, CastData } from "./spell-cast.ts";

/** A unit's id and health, as the decisions that share out health list units. */
type Unit = { id: string; health: number };

/** Dead units a rule brings back within `health`, to the army at `army`. */
export type ExchangeData = Eligible & { army: Location; health: number };

declare module "../kernel/decisions.ts" {
  interface DecisionTypes {
    // Set-up.
    "assemble-armies": {
      data: { dice: string[]; terrains: string[]; maxArmyHealth: number };
      choice: AssembleChoice;
    };
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
    "cast-spells": { data: CastData; choice: { spells: Announced[] } };
    // Damage.
    "choose-casualties": {
      data: { units: CasualtyUnit[]; damage: number; cover: number };
      choice: string[];
    };
    "stepped-damage": {
      data: { killed: CasualtyUnit[]; dua: CasualtyUnit[] };
      choice: Record<string, string>;
    };
    // Reserves and racial abilities.
    reinforce: { data: { units: string[]; terrains: string[] }; choice: Record<string, string> };
    retreat: { data: { units: string[] }; choice: string[] };
    "terrain-flight": {
      data: { from: Record<string, string>; terrains: string[] };
      choice: Record<string, string>;
    };
    replanting: {
      data: { army: CasualtyUnit[]; dua: CasualtyUnit[] };
      choice: { out: string[]; in: string[] };
    };
    // SAIs.
    "sai-order": { option: string };
    "sai-choice": { data: SaiChoiceData; option: SaiOption };
    "sai-targets": { data: TargetsOffer; choice: string[] };
    "sai-damage": { data: DamageOffer; choice: DamageSplit };
    // Effects at the start of a turn, racial and terrains'.
    feralization: { option: FeralChoice };
    mutation: { option: MutationChoice };
    "mutation-targets": {
      data: { opponent: number; units: Unit[]; maxHealth: number };
      choice: string[];
    };
    "mutation-exchange": { data: ExchangeData; choice: Exchange };
    city: { option: CityChoice };
    temple: { option: TempleChoice };
    "temple-burial": { option: { bury: string } };
    "minor-terrain-id": { option: { choice: IdChoice } };
    castle: { option: { as: (typeof CASTLE_TYPES)[number] } };
    // Items.
    "carry-items": { data: CarryData; choice: string[] };
    "bury-items": { data: BuryData; choice: string[] };
    // Dragons.
    "choose-dragon-battle": { option: { terrain: string } };
    "dragon-promotions": { data: PromotionData; choice: Exchange };
    "dragon-response": { data: ResponseData; choice: ResponseChoice };
    "dragon-foe": { data: { dragon: string; terrain: string }; option: { foe: string } };
    "choose-breath": { option: { color: BreathColor } };
    "order-breaths": { option: { color: BreathColor } };
  }
}
