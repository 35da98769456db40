// A real terminal for tests about what the screen shows: dragondice runs in a tmux window of a
// given size, keys are typed into it, and the screen (with everything scrolled away) is read
// back as tmux shows it. Lines the terminal had to break are joined again (capture-pane -J), so
// a line longer than the window is one the program failed to wrap.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const bin = fileURLToPath(new URL("../bin/dragondice.js", import.meta.url));

export const hasTmux = spawnSync("tmux", ["-V"]).status === 0;

let sockets = 0;

/** How long the screen stays as it is before a prompt on it is taken to be waiting. */
const STILL_MS = 120;

export class TmuxScreen {
  private readonly socket = `dd-test-${process.pid}-${++sockets}`;

  /** Starts `dragondice args` in a window of `columns` x `rows`, in `cwd`, with `env` added. */
  constructor(
    readonly columns: number,
    readonly rows: number,
    args: string[],
    cwd: string,
    env: Record<string, string> = {},
  ) {
    const quote = (s: string) => `'${s.replaceAll("'", `'\\''`)}'`;
    const vars = Object.entries(env).map(([k, v]) => `${k}=${quote(v)}`);
    // The shell stays after the command, so its last words can still be read; "[exit N]" says
    // it ended and how.
    const command = `env ${vars.join(" ")} ${quote(process.execPath)} ${quote(bin)} ${args
      .map(quote)
      .join(" ")}; echo "[exit $?]"; sleep 600`;
    this.tmux(
      "start-server",
      ";",
      "set-option",
      "-g",
      "history-limit",
      "100000",
      ";",
      "new-session",
      "-d",
      "-x",
      String(columns),
      "-y",
      String(rows),
      "-c",
      cwd,
      command,
    );
  }

  private tmux(...args: string[]): string {
    const r = spawnSync("tmux", ["-L", this.socket, "-f", "/dev/null", ...args], {
      encoding: "utf8",
    });
    if (r.status !== 0) throw new Error(`tmux ${args[0]}: ${r.stderr}`);
    return r.stdout;
  }

  /** Everything the window has shown, scrolled away or not, one line per line the program
   * wrote (the terminal's own breaks joined), without trailing spaces, and without colour unless
   * `colours` (then with the escape codes tmux draws them with). */
  text(colours = false): string {
    const escapes = colours ? ["-e"] : [];
    return this.tmux("capture-pane", "-p", "-J", ...escapes, "-S", "-", "-E", "-")
      .split("\n")
      .map((l) => l.trimEnd())
      .join("\n")
      .trimEnd();
  }

  /** The screen as it is now: its `rows` lines, as the player sees them. */
  screen(): string[] {
    return this.tmux("capture-pane", "-p").split("\n").slice(0, this.rows);
  }

  /** Types `text` (then Enter when `enter`). */
  type(text: string, enter = true): void {
    if (text !== "") this.tmux("send-keys", "-l", text);
    if (enter) this.tmux("send-keys", "Enter");
  }

  /** Waits until `check` holds for the text shown so far (at most `ms`). */
  async until(check: (text: string) => boolean, what: string, ms = 30_000): Promise<string> {
    for (let waited = 0; ; waited += 50) {
      const text = this.text();
      if (check(text)) return text;
      if (waited > ms) throw new Error(`timed out waiting for ${what}:\n${text.slice(-2000)}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  /**
   * The screen as it is now, after how many lines have scrolled away: it changes whenever the
   * program writes, and is far cheaper to read than everything shown so far.
   */
  private glance(): string {
    return this.tmux(
      "display-message",
      "-p",
      "#{history_size}",
      ";",
      "capture-pane",
      "-p",
    ).trimEnd();
  }

  /**
   * Answers each prompt with `reply(text so far)` until the command ends (its status) or `reply`
   * gives null (status null, the command still waiting).
   */
  async answer(
    reply: (text: string) => string | null,
    ms = 90_000,
  ): Promise<{ text: string; status: number | null }> {
    let answered = "";
    let last = "";
    let changedAt = Date.now();
    for (const end = Date.now() + ms; Date.now() < end; ) {
      const glance = this.glance();
      if (/\[exit (\d+)\]$/.test(glance)) {
        const text = this.text();
        const exit = /\[exit (\d+)\]$/.exec(text);
        if (exit) return { text: text.slice(0, exit.index).trimEnd(), status: Number(exit[1]) };
      }
      if (glance !== last) changedAt = Date.now();
      last = glance;
      // A prompt waits ("Choose 1-3 [1]: ", "Numbers to pick...: "): the screen has been still
      // for a while, ends with a colon, and has changed since the last answer.
      if (Date.now() - changedAt >= STILL_MS && glance.endsWith(":") && glance !== answered) {
        const line = reply(this.text());
        if (line === null) return { text: this.text(), status: null };
        answered = glance;
        this.type(line);
      }
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error(`the command did not end:\n${this.text().slice(-2000)}`);
  }

  /** Presses Enter at every prompt until the command ends; the text shown and its status. */
  async enterToTheEnd(ms = 90_000): Promise<{ text: string; status: number }> {
    const { text, status } = await this.answer(() => "", ms);
    return { text, status: status ?? 0 };
  }

  close(): void {
    spawnSync("tmux", ["-L", this.socket, "kill-server"]);
  }
}
