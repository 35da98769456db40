// The catalogue's public surface: dice, look-ups, per-edition rules data and the summary.
export * from "./dice.ts";
export * from "./editions/index.ts";
export * from "./icons.ts";
export * from "./lookup.ts";
export * from "./summary.ts";
export type * from "./types.ts";
export {
  DRAGON_ICONS,
  EIGHTH_FACE_ICONS,
  MINOR_TERRAIN_ICONS,
  NORMAL_ICONS,
  TERRAIN_ACTION_ICONS,
} from "./types.ts";
