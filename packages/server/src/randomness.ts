// Where a server game's randomness comes from: the operating system's cryptographic randomness
// (node:crypto), drawn afresh for each use so that nothing seen of one tells anything of another.
// A game draws, in this order: its secret dice's key (256 bits), each random force, the bots' key
// (256 bits). Nothing is ever taken from a client, and no draw is derived from another. The keys
// feed ChaCha20 (the engine's secret dice, `keyedRandomInt`): what a game shows of its dice and
// of its bots' choices tells nothing of the rest, as a linear generator's output would (issue 24).
import { randomBytes } from "node:crypto";
import {
  type GeneratorState,
  hashedRandomInt,
  type RandomInt,
  randomIntFromState,
} from "@dragondice/engine";

/** Gives `bytes` random bytes. */
export type RandomBytes = (bytes: number) => Uint8Array;

/** The operating system's cryptographic randomness: what every game uses but tests' and benches'. */
export const cryptoRandomBytes: RandomBytes = (bytes) => randomBytes(bytes);

function draw(random: RandomBytes, bytes: number): DataView {
  const b = random(bytes);
  if (b.length !== bytes) throw new Error(`the random source gave ${b.length} bytes, not ${bytes}`);
  return new DataView(b.buffer, b.byteOffset, b.byteLength);
}

/** A secret key (the dice's, the bots'): 32 fresh bytes as 64 lowercase hex digits. */
export function drawKey(random: RandomBytes): string {
  const bytes = draw(random, 32);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("hex");
}

/** A generator's starting state: 16 fresh bytes as four signed 32-bit words. */
function drawGeneratorState(random: RandomBytes): GeneratorState {
  const bytes = draw(random, 16);
  const words = [0, 1, 2, 3].map((i) => bytes.getInt32(i * 4, true)) as GeneratorState;
  // From all zeros the generator would draw only zeros: one chance in 2^128, or a broken source.
  if (words.every((w) => w === 0)) throw new Error("the random source gave 128 zero bits");
  return words;
}

/** Draws for one purpose (a random force) from a generator of their own, fresh state and all. */
export function drawRandomInt(random: RandomBytes): RandomInt {
  return randomIntFromState(drawGeneratorState(random));
}

/**
 * A reproducible stream of bytes from a seed, for tests and the load bench only: they give it to
 * `buildServer` as `ServerOptions.random`, in code. No request and no environment variable can
 * make the server use it.
 */
export function seededRandomBytes(seed: number): RandomBytes {
  const randomInt = hashedRandomInt(seed);
  return (bytes) => Uint8Array.from({ length: bytes }, () => randomInt(0, 255));
}
