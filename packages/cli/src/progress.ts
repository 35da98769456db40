// A progress bar for long runs (simulate, bench): on standard error, and only when it is a
// terminal, so piped or captured output never holds it. It is redrawn in place, at most once per
// hundredth of the run (a redraw per game would slow down what bench measures), and wiped at the
// end.

export interface Progress {
  /** `done` of the run's steps are done. */
  tick(done: number): void;
  /** Wipes the bar. */
  end(): void;
}

/** A bar over `total` steps, each a `unit` ("games"), with `note` after the count. */
export function progress(total: number, unit: string, note = ""): Progress {
  if (!process.stderr.isTTY || total <= 0) return { tick: () => {}, end: () => {} };
  const width = 30;
  let drawn = -1;
  return {
    tick: (done) => {
      const hundredths = Math.floor((done / total) * 100);
      if (hundredths === drawn) return;
      drawn = hundredths;
      const filled = Math.round((done / total) * width);
      process.stderr.write(
        `\r[${"#".repeat(filled)}${"-".repeat(width - filled)}] ${done}/${total} ${unit}${note}`,
      );
    },
    end: () => process.stderr.write("\r\x1b[K"),
  };
}
