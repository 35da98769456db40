// Numbers in requests (and the environment) are plain decimal integers. Number() would also read
// "0x18" as 24, "1e1" as 10, "24.0" and " 24 " as 24, "" as 0, and a repeated query parameter
// (["24"]) as 24: text that says something else, taken for a number it never wrote.

/** The whole number `raw` writes in decimal digits only (at most 9: exact, and enough), or null
 * for anything else (not a string, a sign, a space, a point, an exponent, a prefix...). */
export function decimalInteger(raw: unknown): number | null {
  return typeof raw === "string" && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}
