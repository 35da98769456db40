// Reading a JSON file the user named: a missing file, one too big, or bad JSON is a usage error
// (exit 2). The size is checked before anything is read, so a huge file (a 3 GB one took a minute
// to fail) is refused at once; a pipe or device, whose size is unknown, is read only up to the
// limit.
import { closeSync, fstatSync, openSync, readSync } from "node:fs";
import { UsageError } from "./usage-error.ts";

/** The largest file of each kind read: far beyond any real one (a force of the largest size
 * is tens of kilobytes; a 500-round game's record a few megabytes). */
export const FILE_LIMITS = {
  "force file": 1024 * 1024,
  "saved game": 32 * 1024 * 1024,
  scenario: 32 * 1024 * 1024,
} as const;

export type FileKind = keyof typeof FILE_LIMITS;

/** "812 bytes", "64 KB", "1.5 MB", "3.0 GB": a size as people read it. */
export function sizeText(bytes: number): string {
  const units = ["KB", "MB", "GB", "TB"];
  if (bytes < 1024) return `${bytes} bytes`;
  let n = bytes / 1024;
  let unit = 0;
  while (n >= 1024 && unit < units.length - 1) {
    n /= 1024;
    unit++;
  }
  return `${n < 10 && !Number.isInteger(n) ? n.toFixed(1) : Math.round(n)} ${units[unit]}`;
}

/** The bytes of `path`, refused past `limit` bytes (by its size when it has one, before reading). */
function readBounded(path: string, label: string, kind: FileKind): Buffer {
  const limit = FILE_LIMITS[kind];
  const tooBig = (size: string) =>
    new UsageError(`${label} is ${size}; a ${kind} is at most ${sizeText(limit)}`);
  let fd: number;
  try {
    fd = openSync(path, "r");
  } catch {
    throw new UsageError(`cannot read ${path}`);
  }
  try {
    const stat = fstatSync(fd);
    if (stat.isDirectory()) throw new UsageError(`${label} is a folder, not a ${kind}`);
    if (stat.isFile() && stat.size > limit) throw tooBig(sizeText(stat.size));
    // Read to one byte past the limit: a file growing, or a pipe, is refused the same way.
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      const chunk = Buffer.alloc(Math.min(64 * 1024, limit + 1 - total));
      const n = readSync(fd, chunk, 0, chunk.length, null);
      if (n === 0) break;
      chunks.push(chunk.subarray(0, n));
      total += n;
      if (total > limit) throw tooBig(`more than ${sizeText(limit)}`);
    }
    return Buffer.concat(chunks);
  } catch (e) {
    if (e instanceof UsageError) throw e;
    throw new UsageError(`cannot read ${path}`);
  } finally {
    closeSync(fd);
  }
}

/** The parsed JSON of `path`, a file of `kind`; `label` names the file in messages (default:
 * the path). */
export function readJsonFile(path: string, kind: FileKind, label = path): unknown {
  const text = readBounded(path, label, kind).toString("utf8");
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new UsageError(`${label} is not valid JSON: ${(e as Error).message}`);
  }
}
