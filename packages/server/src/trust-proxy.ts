// TRUST_PROXY: which X-Forwarded-For entries to believe. A client can write any X-Forwarded-For it
// likes; a proxy appends the address it saw to the end. Trusting the whole header (TRUST_PROXY=1
// used to mean that) let one address pass itself off as many and get past the per-address
// limits. So the server believes only the entries its own proxies added: those of the proxy's
// addresses, or the last N hops.
import { isIP } from "node:net";

/** The proxies in front of the server: how many (hops), their addresses, or none. */
export type TrustProxy = number | string[] | false;

/**
 * Fastify's `trustProxy` for it. A hop count becomes a function (proxy-addr numbers the socket's
 * address 0, then X-Forwarded-For from its end): Fastify itself trusts nobody when given a number,
 * as it cannot tell the proxy from a client that reaches the server directly. With a count the
 * server must be reachable through the proxy only (main.ts warns otherwise).
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== "number") return trust;
  return trust > 0 ? (_address, hop) => hop < trust : false;
}

/** proxy-addr's names for address ranges (loopback: 127.0.0.1/8 and ::1). */
const RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);

export class TrustProxyError extends Error {
  override name = "TrustProxyError";
}

function isAddressOrRange(entry: string): boolean {
  if (RANGES.has(entry)) return true;
  const [address = "", bits, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n <= (family === 4 ? 32 : 128);
}

/**
 * Reads TRUST_PROXY: unset, empty or `0` trusts nobody (the socket's address counts); a whole
 * number N believes the last N entries of X-Forwarded-For (one per proxy in front of the server);
 * otherwise a comma-separated list of the proxies' addresses or CIDR ranges (`127.0.0.1`,
 * `10.0.0.0/8`, `loopback`). Throws a TrustProxyError saying what is wrong with anything else,
 * `true` included: that would believe whatever a client writes.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = raw?.trim() ?? "";
  if (value === "" || value === "0") return false;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(",").map((e) => e.trim());
  const bad = entries.filter((e) => !isAddressOrRange(e));
  if (bad.length > 0) {
    throw new TrustProxyError(
      `TRUST_PROXY must be the number of proxies in front of the server (e.g. 1) or their ` +
        `addresses (e.g. 127.0.0.1 or 10.0.0.0/8, comma-separated), not "${bad.join(", ")}"` +
        ": trusting every X-Forwarded-For would let one address pass itself off as many",
    );
  }
  return entries;
}
