// The army's answer to a dragon attack (2.9a Step 6, rules/000 lines 364-378) as the picker holds
// it: how the ID results are counted, and what slays each dragon. Pure, so the arithmetic the
// picker shows is tested without a browser; the engine alone says whether an answer is legal.
import type { DragonResponseData } from "@dragondice/engine";
import { fieldOf } from "@dragondice/words";

/** What the engine poses. */
export type ResponseData = DragonResponseData;

export type Slaying = "melee" | "missile";

export interface ResponseState {
  ids: { melee: number; missile: number; save: number };
  /** Dragon id -> what slays it (absent: it lives). */
  slay: Record<string, Slaying>;
}

/** The choice the engine takes, from the picker's state (dragons in the attack's order). */
export function responseChoice(data: ResponseData, s: ResponseState) {
  return {
    ids: { ...s.ids },
    slay: data.dragons.flatMap((d) => {
      const way = s.slay[d.id];
      return way ? [{ dragon: d.id, with: way }] : [];
    }),
  };
}

/** Melee and missile results there are (IDs counted in), and how many the slayings use. */
export function resultsUsed(data: ResponseData, s: ResponseState) {
  const have = { melee: data.melee + s.ids.melee, missile: data.missile + s.ids.missile };
  const used = { melee: 0, missile: 0 };
  for (const d of data.dragons) {
    const way = s.slay[d.id];
    if (way) used[way] += d.needs;
  }
  return { have, used };
}

/** The saves (IDs counted as saves in) and the damage they leave for the army's units. */
export function damageLeft(data: ResponseData, s: ResponseState) {
  const saves = data.save + s.ids.save;
  return { saves, left: Math.max(0, data.damage - saves) };
}

/**
 * The state with a dragon slain with `way` (or spared: null). When the results of that kind fall
 * short of what the slayings use, ID results counted as saves move over to make up the lack, as
 * far as they go: a player who picks melee for a dragon means the IDs to help (line 372).
 */
export function slayWith(
  data: ResponseData,
  s: ResponseState,
  dragon: string,
  way: Slaying | null,
): ResponseState {
  const slay = { ...s.slay };
  if (way) slay[dragon] = way;
  else delete slay[dragon];
  const next: ResponseState = { ids: { ...s.ids }, slay };
  if (!way) return next;
  const { have, used } = resultsUsed(data, next);
  const moved = Math.min(next.ids.save, Math.max(0, used[way] - have[way]));
  next.ids.save -= moved;
  next.ids[way] += moved;
  return next;
}

/**
 * Where the picker starts: the IDs as saves, and each dragon slain, in order, with melee if
 * enough is left, else missiles, else it lives (what the results rolled must slay, line 368).
 */
export function initialResponse(data: ResponseData): ResponseState {
  const s: ResponseState = { ids: { melee: 0, missile: 0, save: data.ids }, slay: {} };
  const left = { melee: data.melee, missile: data.missile };
  for (const d of data.dragons) {
    const way = (["melee", "missile"] as const).find((r) => left[r] >= d.needs);
    if (way) {
      s.slay[d.id] = way;
      left[way] -= d.needs;
    }
  }
  return s;
}

const isSlaying = (x: unknown): x is Slaying => x === "melee" || x === "missile";

/** The picker's state from a choice (the engine's suggestion), its parts checked as it is read. */
export function stateOf(choice: unknown): ResponseState | null {
  const ids = fieldOf(choice, "ids");
  const [melee, missile, save] = ["melee", "missile", "save"].map((way) => fieldOf(ids, way));
  const slay = fieldOf(choice, "slay");
  if (typeof melee !== "number" || typeof missile !== "number" || typeof save !== "number")
    return null;
  if (!Array.isArray(slay)) return null;
  const ways = slay.flatMap((x: unknown) => {
    const [dragon, way] = [fieldOf(x, "dragon"), fieldOf(x, "with")];
    return typeof dragon === "string" && isSlaying(way) ? [[dragon, way] as const] : [];
  });
  return { ids: { melee, missile, save }, slay: Object.fromEntries(ways) };
}
