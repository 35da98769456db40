// A new decision's question and its first options are brought into view together: the column
// they sit in (the side column on a desktop, the bar at the bottom on a phone) keeps the scroll a
// taller decision before it left (an army assembly scrolled down to its Confirm button), which
// would show the next options with their question scrolled away above them.
import { type RefObject, useEffect } from "react";

/** The nearest ancestor that scrolls its content (overflow auto or scroll), if any. */
function scroller(el: HTMLElement): HTMLElement | null {
  for (let p = el.parentElement; p; p = p.parentElement) {
    const { overflowY } = getComputedStyle(p);
    if ((overflowY === "auto" || overflowY === "scroll") && p.scrollHeight > p.clientHeight)
      return p;
  }
  return null;
}

/**
 * Whenever `key` changes (a new decision), scrolls the box around `ref` so that the element's
 * top (the question) is at the top of what the box shows, unless the whole element shows already.
 */
export function useQuestionInView(ref: RefObject<HTMLElement | null>, key: unknown): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new decision is a new key
  useEffect(() => {
    const el = ref.current;
    const box = el && scroller(el);
    if (!el || !box) return;
    const shown = box.getBoundingClientRect();
    const at = el.getBoundingClientRect();
    if (at.top >= shown.top && at.bottom <= shown.bottom) return;
    box.scrollTop += at.top - shown.top;
  }, [key]);
}
