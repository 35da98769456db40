// The standard game's SAI effects, found by the SAI's name (the catalogue's `SaiDef.name`). An
// SAI's normal results need no entry: they are read from the catalogue (sai-rules.ts). An entry
// gives the SAI's effect beyond them, at its moment in a roll (sai-stage.ts); each lives in its
// own file under sais/. An SAI rolled with an effect and no entry is reported as not in the game
// yet. The rules read these through the ruleset (`tables.effects`: effect-book.ts), where an
// edition may give its own.
import type { Effect } from "../kernel/effects.ts";
import type { Ctx } from "../kernel/flow.ts";
import type { Roll } from "../kernel/roll.ts";
import type { TaskHandler } from "../kernel/ruleset.ts";
import { attune } from "./sais/attune.ts";
import { bash } from "./sais/bash.ts";
import { belly } from "./sais/belly.ts";
import { bullseye } from "./sais/bullseye.ts";
import { cantrip } from "./sais/cantrip.ts";
import { charge } from "./sais/charge.ts";
import { charm } from "./sais/charm.ts";
import { choke } from "./sais/choke.ts";
import { cloak } from "./sais/cloak.ts";
import { coil } from "./sais/coil.ts";
import { confuse } from "./sais/confuse.ts";
import { convert } from "./sais/convert.ts";
import { counter, volley } from "./sais/counter.ts";
import { crush } from "./sais/crush.ts";
import { decapitate, impale } from "./sais/decapitate.ts";
import { dispelMagic } from "./sais/dispel-magic.ts";
import { dragonkinBreath } from "./sais/dragonkin-breath.ts";
import { eldarimLogo } from "./sais/eldarim-logo.ts";
import { elevate } from "./sais/elevate.ts";
import { entangle } from "./sais/entangle.ts";
import { firebreath } from "./sais/firebreath.ts";
import { firecloud } from "./sais/firecloud.ts";
import { flame } from "./sais/flame.ts";
import { flamingArrow } from "./sais/flaming-arrow.ts";
import { frostBreath } from "./sais/frost-breath.ts";
import { galeforce } from "./sais/galeforce.ts";
import { gore } from "./sais/gore.ts";
import { hug } from "./sais/hug.ts";
import { hypnoticGlare } from "./sais/hypnotic-glare.ts";
import { illusion } from "./sais/illusion.ts";
import { kick } from "./sais/kick.ts";
import { kinChampionLogo } from "./sais/kin-champion-logo.ts";
import {
  bronzeMedallionLogo,
  goldMedallionLogo,
  silverMedallionLogo,
} from "./sais/medallion-logos.ts";
import { ferry, firewalking, teleport, vanish } from "./sais/move-units.ts";
import { net } from "./sais/net.ts";
import { plague } from "./sais/plague.ts";
import { poison } from "./sais/poison.ts";
import { regenerate } from "./sais/regenerate.ts";
import { riseFromTheAshes } from "./sais/rise-from-the-ashes.ts";
import { roar } from "./sais/roar.ts";
import { scare } from "./sais/scare.ts";
import { howl, screech } from "./sais/screech.ts";
import { seize } from "./sais/seize.ts";
import { slay } from "./sais/slay.ts";
import { sleep } from "./sais/sleep.ts";
import { smite } from "./sais/smite.ts";
import { smother } from "./sais/smother.ts";
import { sneakAttack } from "./sais/sneak-attack.ts";
import { stomp } from "./sais/stomp.ts";
import { stone } from "./sais/stone.ts";
import { stun } from "./sais/stun.ts";
import { summonDragonSai } from "./sais/summon-dragon.ts";
import { surprise } from "./sais/surprise.ts";
import { swallow } from "./sais/swallow.ts";
import { trumpet } from "./sais/trumpet.ts";
import { wave } from "./sais/wave.ts";
import { wayfare } from "./sais/wayfare.ts";
import { web } from "./sais/web.ts";
import { wildGrowth } from "./sais/wild-growth.ts";
import { wither } from "./sais/wither.ts";

/** One SAI as it came up in a roll: identical SAIs on several dice combine (line 1731). */
export interface SaiUse {
  sai: string;
  /** The catalogue's id of the SAI, which tells variants of one name apart (the logos). */
  id?: string;
  /** Its points of effect, summed over the dice that rolled it. */
  points: number;
  /** The dice that rolled it. */
  dice: string[];
}

export interface SaiEffect {
  /**
   * Its Special or Unique part, at the roll's `sais` stage, before the normal results: it may
   * change the roll, ask for decisions and schedule tasks, which all happen before the roll
   * goes on. A Delayed SAI's part that happens in its own roll (choosing the army its lasting
   * effect is on) is here too.
   */
  immediate?(ctx: Ctx, roll: Roll, use: SaiUse): void;
  /**
   * Its Delayed part, on the roll of the army it acts against, once that roll's results are
   * counted and modified and before they are final (line 1701): `roll` is the target's roll.
   */
  delayed?(ctx: Ctx, roll: Roll, use: SaiUse): void;
  /**
   * Its Delayed part that acts "before they apply any unique or special resolution SAIs" (line
   * 1697): on the target's roll once its dice are rolled, before its `sais` stage.
   */
  beforeSais?(ctx: Ctx, roll: Roll, use: SaiUse): void;
  /**
   * Its lasting effect on an army (made by its `immediate` part), on each roll that army makes,
   * once the dice are rolled and before the roll's Special and Unique SAIs (Galeforce).
   */
  onArmyRoll?(ctx: Ctx, roll: Roll, effect: Effect): void;
  /**
   * Its Late part in the acting army's melee attack, once the defenders' save roll is final (line
   * 1703): the defenders make no counter-attack ("none": Surprise), or make it in their save roll,
   * a combination melee/save roll whose melee hits the attacking army ("in-save-roll": Charge).
   */
  late?: { counterAttack: "none" | "in-save-roll" };
  /** The flow tasks its effect schedules, by task name ("sai:<name>..."). */
  tasks?: Readonly<Record<string, TaskHandler>>;
}

export const SAI_EFFECTS: Readonly<Record<string, SaiEffect>> = {
  Attune: attune,
  Bash: bash,
  // A Dragonkin's (dragons' Belly and Breath are faces of the dragon attack, not SAIs).
  Belly: belly,
  Breath: dragonkinBreath,
  Bullseye: bullseye,
  Cantrip: cantrip,
  Charge: charge,
  Charm: charm,
  Choke: choke,
  Cloak: cloak,
  Coil: coil,
  Confuse: confuse,
  Convert: convert,
  Counter: counter,
  Crush: crush,
  Decapitate: decapitate,
  "Dispel Magic": dispelMagic,
  Elevate: elevate,
  Entangle: entangle,
  Ferry: ferry,
  Firebreath: firebreath,
  Firecloud: firecloud,
  Firewalking: firewalking,
  Flame: flame,
  "Flaming Arrow": flamingArrow,
  "Frost Breath": frostBreath,
  Galeforce: galeforce,
  Gore: gore,
  Howl: howl,
  Hug: hug,
  "Hypnotic Glare": hypnoticGlare,
  Illusion: illusion,
  Impale: impale,
  Kick: kick,
  Net: net,
  Plague: plague,
  Poison: poison,
  Regenerate: regenerate,
  "Rise from the Ashes": riseFromTheAshes,
  Roar: roar,
  Scare: scare,
  Screech: screech,
  Seize: seize,
  // The Eldarim champions' logos; the Dragonkin Champion's shares the name "SFR/TSR Logo".
  "SFR Logo": eldarimLogo,
  "SFR/TSR Logo": kinChampionLogo,
  Slay: slay,
  Sleep: sleep,
  Smite: smite,
  Smother: smother,
  "Sneak Attack": sneakAttack,
  Stomp: stomp,
  Stone: stone,
  Stun: stun,
  "Summon Dragon": summonDragonSai,
  Surprise: surprise,
  Swallow: swallow,
  Teleport: teleport,
  Trumpet: trumpet,
  Vanish: vanish,
  Volley: volley,
  Wave: wave,
  Wayfare: wayfare,
  Web: web,
  "Wild Growth": wildGrowth,
  Wither: wither,
};

/**
 * The effects of SAIs that share their name with others but act otherwise (the medallions' logos,
 * named "SFR/TSR Logo" like the Eldarim champions'), by the catalogue's SAI id; they come before
 * the entry of their name.
 */
export const SAI_VARIANT_EFFECTS: Readonly<Record<string, SaiEffect>> = {
  "logo-bronze-medallion": bronzeMedallionLogo,
  "logo-gold-medallion": goldMedallionLogo,
  "logo-silver-medallion": silverMedallionLogo,
};
