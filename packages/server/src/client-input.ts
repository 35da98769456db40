// What a client's message or request body must be before anything reads it: no NUL and no lone
// surrogate in any text or key (PostgreSQL's jsonb refuses the NUL, and neither has a place in a
// name, an id or a choice), no text longer than any field takes, nested no deeper than any
// message is. Its size in bytes is bounded before it is parsed (MAX_MESSAGE_BYTES for a socket's
// messages, Fastify's bodyLimit for request bodies).

/** Deeper than any message or body (a move's choice is 4 deep, a new game's dice 4). */
export const MAX_INPUT_DEPTH = 8;
/** Longer than any name, id or token. */
export const MAX_INPUT_TEXT = 1000;

/** In Unicode mode a lone surrogate is a code point of its own (Cs); a pair is one character. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the NUL is what this refuses.
const BAD_CHARACTER = /[\u0000\p{Cs}]/u;

function textProblem(text: string, what: "text" | "key"): string | null {
  if (text.length > MAX_INPUT_TEXT) {
    return `has a ${what} of ${text.length} characters; at most ${MAX_INPUT_TEXT}`;
  }
  const bad = BAD_CHARACTER.exec(text);
  if (!bad) return null;
  return bad[0] === "\u0000"
    ? `has a NUL character (\\u0000) in a ${what}`
    : `has a lone surrogate (half of a UTF-16 pair) in a ${what}`;
}

/**
 * Why a parsed client value is refused unread ("has a NUL character..."; the caller says what it
 * is), or null. Walks without recursion: JSON.parse accepts any depth.
 */
export function inputProblem(value: unknown): string | null {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const v = next.value;
    if (typeof v === "string") {
      const problem = textProblem(v, "text");
      if (problem) return problem;
      continue;
    }
    if (typeof v !== "object" || v === null) continue;
    if (next.depth >= MAX_INPUT_DEPTH) return `is nested more than ${MAX_INPUT_DEPTH} deep`;
    const depth = next.depth + 1;
    if (Array.isArray(v)) {
      for (const item of v) stack.push({ value: item, depth });
      continue;
    }
    for (const key of Object.keys(v)) {
      const problem = textProblem(key, "key");
      if (problem) return problem;
      stack.push({ value: (v as Record<string, unknown>)[key], depth });
    }
  }
  return null;
}
