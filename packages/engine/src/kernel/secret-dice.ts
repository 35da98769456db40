// The secret dice: games among strangers draw their dice from ChaCha20 (RFC 8439, @noble/ciphers)
// keyed with 256 secret bits. xoroshiro128+, the seeded dice, is linear: ~130 faces seen are
// enough to solve for its state and foretell every roll after (issue 24). A stream cipher's
// output tells nothing of what follows it without the key.
//
// The generator's whole state is the key and how many 32-bit words it has given (`SecretDice`),
// so a game still replays exactly from its record; the words are the keystream read in order
// (little-endian), its nonce zero: a game's key serves its dice only. Other secret draws (the
// server's bots) key streams of their own, one per nonce.
import { chacha20 } from "@noble/ciphers/chacha.js";
import type { RandomGenerator } from "pure-rand/types/RandomGenerator";

/** The secret dice's generator: its key (64 lowercase hex digits) and the words drawn so far. */
export interface SecretDice {
  key: string;
  drawn: number;
}

const KEY = /^[0-9a-f]{64}$/;

/** Why a value is not a secret dice key (64 lowercase hex digits: 256 bits), or null. */
export function diceKeyProblem(value: unknown): string | null {
  if (typeof value !== "string" || !KEY.test(value)) {
    return "the dice's key must be 64 lowercase hexadecimal digits (256 bits)";
  }
  return null;
}

/** Words computed at once: four ChaCha20 blocks (a call costs about as much as a block). */
const CHUNK_WORDS = 64;
const ZERO_NONCE = new Uint8Array(12);
/** The keystream is ChaCha20 applied to zeros. */
const ZEROS = new Uint8Array(CHUNK_WORDS * 4);
/** ChaCha20's block counter is 32 bits: 2^32 blocks of 16 words (no game comes near). */
const MAX_WORDS = 2 ** 32 * 16;

/** A hex digit's value (the key is checked to be lowercase hex before it comes here). */
const digit = (code: number): number => (code <= 57 ? code - 48 : code - 87);

function keyBytes(hex: string): Uint8Array {
  const bytes = new Uint8Array(32);
  for (let i = 0; i < 32; i++) {
    bytes[i] = (digit(hex.charCodeAt(2 * i)) << 4) | digit(hex.charCodeAt(2 * i + 1));
  }
  return bytes;
}

/**
 * The keystream as a pure-rand generator (`next()`: a signed 32-bit word), so that the dice's
 * distribution (pure-rand's uniformInt) is the same code for both generators.
 */
export class SecretDiceGenerator implements RandomGenerator {
  private readonly key: Uint8Array;
  private readonly chunk = new Uint8Array(CHUNK_WORDS * 4);
  private readonly words = new DataView(this.chunk.buffer);
  /** The first word of `chunk`, or -1 before it is computed. */
  private chunkStart = -1;
  private drawn: number;

  /** `nonce`: 12 bytes naming one of the key's streams (the dice's is zero). */
  constructor(
    private readonly dice: SecretDice,
    private readonly nonce: Uint8Array = ZERO_NONCE,
  ) {
    this.key = keyBytes(dice.key);
    this.drawn = dice.drawn;
  }

  next(): number {
    const at = this.drawn - this.chunkStart;
    if (this.chunkStart < 0 || at >= CHUNK_WORDS) return this.fill();
    this.drawn++;
    return this.words.getInt32(at * 4, true);
  }

  /** Computes the chunk holding the next word, and draws it. */
  private fill(): number {
    if (this.drawn >= MAX_WORDS) throw new Error("the secret dice's stream is used up");
    const start = this.drawn - (this.drawn % CHUNK_WORDS);
    chacha20(this.key, this.nonce, ZEROS, this.chunk, start / 16);
    this.chunkStart = start;
    return this.next();
  }

  /** Whether this generator stands where `dice` says, on the dice's stream. */
  standsAt(dice: SecretDice): boolean {
    return this.drawn === dice.drawn && this.nonce === ZERO_NONCE && this.dice.key === dice.key;
  }

  /** Where the generator stands: the state to go on from (on the same nonce). */
  position(): SecretDice {
    return { key: this.dice.key, drawn: this.drawn };
  }

  clone(): SecretDiceGenerator {
    return new SecretDiceGenerator(this.position(), this.nonce);
  }

  getState(): readonly number[] {
    return [this.drawn];
  }
}

/**
 * The generator the last step of play left off with. A step of play (one `apply`) rolls a few
 * faces, and a ChaCha20 call costs about as much as 40 faces drawn: the next step of the same game
 * (the usual case) goes on with the words already computed. The words are a function of the key
 * and the position only, so this changes no roll. A step takes the generator while it rolls, so
 * that two steps (one inside another) never share one.
 */
let resting: SecretDiceGenerator | null = null;

/** A generator of the secret dice standing at `dice`. */
export function secretDiceAt(dice: SecretDice): SecretDiceGenerator {
  const last = resting;
  if (last?.standsAt(dice)) {
    resting = null;
    return last;
  }
  return new SecretDiceGenerator(dice);
}

/** Leaves a step's generator for the next step to go on with (`secretDiceAt`). */
export function restSecretDice(generator: SecretDiceGenerator): void {
  resting = generator;
}
