// What bench and simulate share in the figures they print.

/** Seeds of the warm-up games: far from the measured ones, which start at a small --seed. */
export const WARMUP_SEEDS = 1_000_000_000;

/** `x` rounded to `places` decimals, as the figures are printed. */
export const round = (x: number, places = 1): number => Math.round(x * 10 ** places) / 10 ** places;
