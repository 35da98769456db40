// Dragon Dice in plain words, shared by the terminal and the browser.
export * from "./components.ts";
export * from "./dragons.ts";
export * from "./effects.ts";
export * from "./events.ts";
export * from "./guide.ts";
export * from "./guided.ts";
export * from "./help.ts";
export * from "./minor-terrains.ts";
export * from "./names.ts";
export * from "./odds.ts";
export * from "./options.ts";
export * from "./phase.ts";
export * from "./recap.ts";
export * from "./sai.ts";
export * from "./spells.ts";
export * from "./steps.ts";
export * from "./tally.ts";
