// The attack of issue 24 on a game's dice, as a spectator can run it: xoroshiro128+ is linear over
// GF(2), and the parity of a face on an even-sided die is the parity of the generator's output
// (pure-rand's uniformInt takes `output + 2^31` modulo the number of faces), whose lowest bit is
// the XOR of two bits of the state. Each such face seen is one linear equation in the 128 bits of
// the starting state; about 130 of them fix it, and every roll after is foreseen.
//
// What a spectator receives is enough: each `state` message counts the faces rolled so far
// (`view.counters.face`) and its events show the faces of the rolls it made. A stretch whose faces
// do not all show (a dragon's roll shows icons, not faces) is left out, and the count keeps the
// positions of the next ones right.
import { dieById } from "@dragondice/catalog";
import type { GameEvent, PlayerView } from "@dragondice/engine";
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plusFromState } from "pure-rand/generator/xoroshiro128plus";
import type { StateMessage } from "../src/protocol.ts";

/** A face seen: the `index`th face the game rolled, `face` (0-based) of a die of `sides` faces. */
export interface SeenFace {
  index: number;
  face: number;
  sides: number;
}

/** The faces a spectator can place, from the `state` messages of one game in order. */
export function seenFaces(messages: StateMessage[]): SeenFace[] {
  const seen: SeenFace[] = [];
  let rolled = 0;
  for (const m of messages) {
    const now = (m.view as PlayerView).counters.face;
    if (m.events.length === 0 || now === rolled) {
      rolled = now;
      continue;
    }
    const faces = (m.events as GameEvent[]).flatMap(facesOf);
    if (faces.length === now - rolled) {
      faces.forEach((f, i) => {
        seen.push({ index: rolled + i, ...f });
      });
    }
    rolled = now;
  }
  return seen;
}

function facesOf(event: GameEvent): { face: number; sides: number }[] {
  if (event.type === "roll") {
    return event.dice.map((d) => ({ face: d.face, sides: dieById(d.dieId)?.faces.length ?? 0 }));
  }
  if (event.type === "terrain-roll") return [{ face: event.face - 1, sides: 8 }];
  return [];
}

/** One bit of the state as a set of the starting state's 128 bits (a bitmask). */
type Bit = bigint;
/** A 32-bit word of the state, bit by bit (index 0: the lowest). */
type Word = Bit[];

const shl = (w: Word, k: number): Word => w.map((_, i) => (i >= k ? (w[i - k] as Bit) : 0n));
const shr = (w: Word, k: number): Word => w.map((_, i) => (i + k < 32 ? (w[i + k] as Bit) : 0n));
const xor = (...ws: Word[]): Word =>
  (ws[0] as Word).map((_, i) => ws.reduce((acc, w) => acc ^ (w[i] as Bit), 0n));

/**
 * The lowest bit of the generator's `n`th output, for every n below `count`, as a combination of
 * the starting state's bits: pure-rand's `next()` stepped symbolically. State words in getState's
 * order [s01, s00, s11, s10] are bits 0-31, 32-63, 64-95 and 96-127.
 */
function outputParities(count: number): Bit[] {
  const word = (base: number): Word => Array.from({ length: 32 }, (_, i) => 1n << BigInt(base + i));
  let [s01, s00, s11, s10] = [word(0), word(32), word(64), word(96)];
  const parities: Bit[] = [];
  for (let n = 0; n < count; n++) {
    parities.push((s00[0] as Bit) ^ (s10[0] as Bit));
    const a0 = xor(s10, s00);
    const a1 = xor(s11, s01);
    const [o00, o01] = [s00, s01];
    s00 = xor(shl(o00, 24), shr(o01, 8), a0, shl(a0, 16));
    s01 = xor(shl(o01, 24), shr(o00, 8), a1, shl(a1, 16), shr(a0, 16));
    s10 = xor(shl(a1, 5), shr(a0, 27));
    s11 = xor(shl(a0, 5), shr(a1, 27));
  }
  return parities;
}

/** What the faces seen tell of the starting state. */
export interface Recovery {
  /** The state the first 128 independent equations fix (null: fewer than 128). */
  state: number[] | null;
  /** Faces seen that no linear state agrees with, given those before them. */
  contradictions: number;
}

/**
 * Solves the parities of the even-sided faces `seen` for the starting state, by Gaussian
 * elimination over GF(2). From a linear generator they all agree (no contradiction) and fix the
 * state; from one that is not, about half of those past the first 128 contradict the rest.
 */
export function recoverState(seen: SeenFace[]): Recovery {
  const even = seen.filter((s) => s.sides % 2 === 0);
  if (even.length === 0) return { state: null, contradictions: 0 };
  const parities = outputParities((even.at(-1) as SeenFace).index + 1);
  // Rows: 128 bits of coefficients, then the face's parity as bit 128.
  const pivots = new Map<number, bigint>();
  let contradictions = 0;
  for (const s of even) {
    let row = (parities[s.index] as Bit) | (BigInt(s.face & 1) << 128n);
    for (let bit = 127; bit >= 0 && row !== 0n; bit--) {
      if (((row >> BigInt(bit)) & 1n) === 0n) continue;
      const pivot = pivots.get(bit);
      if (pivot === undefined) {
        pivots.set(bit, row);
        row = 0n;
      } else row ^= pivot;
    }
    // A row reduced to "0 = 1".
    if (row !== 0n) contradictions++;
  }
  if (pivots.size < 128) return { state: null, contradictions };
  // Back substitution, lowest pivot first: each pivot's other bits are lower, already solved.
  const bits: number[] = [];
  for (let bit = 0; bit < 128; bit++) {
    const row = pivots.get(bit) as bigint;
    let value = Number((row >> 128n) & 1n);
    for (let other = 0; other < bit; other++) {
      if ((row >> BigInt(other)) & 1n) value ^= bits[other] as number;
    }
    bits.push(value);
  }
  const state = [0, 1, 2, 3].map((w) => {
    let word = 0;
    for (let i = 31; i >= 0; i--) word = (word << 1) | (bits[w * 32 + i] as number);
    return word | 0;
  });
  return { state, contradictions };
}

/** The faces a generator started from `state` gives at the positions of `seen`. */
export function foretell(state: number[], seen: SeenFace[]): number[] {
  const rng = xoroshiro128plusFromState([...state]);
  const faces: number[] = [];
  let position = 0;
  for (const s of seen) {
    for (; position < s.index; position++) rng.next();
    faces.push(uniformInt(rng, 0, s.sides - 1));
    position++;
  }
  return faces;
}
