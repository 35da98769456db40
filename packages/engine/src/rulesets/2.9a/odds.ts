// What the 2.9a roll rules say about single faces, for bots and odds displays: the same counting
// as an army roll, so that nothing outside the engine restates the rules.
export { PURPOSES, type RollPurpose, type Wanted } from "./purposes.ts";
export { automaticResults, faceWorth, isGroupMonster } from "./results.ts";
// Which SAI an icon is on a given die (icons such as Breath and Logo differ by die).
export { saiFor } from "./sai-rules.ts";
