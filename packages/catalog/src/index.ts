// The catalogue's public surface: dice, look-ups, per-edition rules data and the summary.
export * from "./dice.ts";
export { rules29a } from "./editions/2.9a/index.ts";
export { isMagicUser, magicPointValue } from "./editions/2.9a/magic-points.ts";
export * from "./editions/index.ts";
export * from "./icons.ts";
export * from "./lookup.ts";
export * from "./premade-forces.ts";
export type * from "./rules/sai-types.ts";
export type * from "./rules/spell-types.ts";
export type * from "./rules/world-types.ts";
export * from "./summary.ts";
export type * from "./types.ts";
export {
  DRAGON_ICONS,
  EIGHTH_FACE_ICONS,
  MINOR_TERRAIN_ICONS,
  NORMAL_ICONS,
  TERRAIN_ACTION_ICONS,
} from "./types.ts";
