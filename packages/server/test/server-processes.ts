// Server processes for tests: `main.ts` run by Node itself (with tsx's loader), on port 0, its
// output collected; the processes it started; waiting for a condition.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { type AddressInfo, createServer } from "node:net";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** Runs `main.ts` with `env` added to this one's, on port 0; its output collected. */
export function spawnMain(env: Record<string, string | undefined>) {
  // Node itself with tsx's loader (not tsx's command, which would run the server in a child
  // process that a SIGKILL of the command would leave running).
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      WEB_ROOT: resolve(serverDir, "no-web-app"),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  return { child, output };
}

/** The server processes `pid` started (Linux): those running `main.ts`, not the esbuild
 * service tsx starts in a process that compiles a file missing from its cache (a fresh clone's
 * first run), which made the primary's children three and the worker-kills test kill nothing. */
export function childrenOf(pid: number): number[] {
  const listed = spawnSync("pgrep", ["-P", String(pid), "-f", "src/main\\.ts"], {
    encoding: "utf8",
  }).stdout;
  return listed.split("\n").filter(Boolean).map(Number);
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  output: string[];
}

/** `main.ts` in a process of its own; resolves once it listens (on a free port, unless `env`
 * gives PORT). */
export function startServer(
  databaseUrl: string,
  processes = 1,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const { child, output } = spawnMain({
    DATABASE_URL: databaseUrl,
    PROCESSES: String(processes),
    ...env,
  });
  return new Promise((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`no server: ${output.join("")}`)), 30_000);
    const read = () => {
      const port = /running at http:\/\/localhost:(\d+)/.exec(output.join(""))?.[1];
      if (port) {
        clearTimeout(timer);
        done({ child, port: Number(port), output });
      }
    };
    child.stdout?.on("data", read);
    child.stderr?.on("data", read);
    child.once("exit", (code) => fail(new Error(`server exited (${code}): ${output.join("")}`)));
  });
}

/** A port free now (for a server whose workers must all listen on the same one: with PORT=0, the
 * primary draws a new port when every worker has died and one listens again). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  await new Promise((done) => server.close(done));
  return port;
}
