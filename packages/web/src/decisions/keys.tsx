// Keyboard shortcuts on the table: number keys pick, Space and Enter go on. Keys typed into a
// text field are left alone, and so are keys with Ctrl, Alt or Meta.
import { type RefObject, useEffect, useRef } from "react";

function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target instanceof HTMLInputElement) return !["checkbox", "radio"].includes(target.type);
  return target.isContentEditable || target instanceof HTMLTextAreaElement;
}

/**
 * Calls `handler` on each key pressed while `active`; when it returns true the key was used and
 * the browser does nothing more with it.
 */
export function useKeyDown(handler: (e: KeyboardEvent) => boolean, active = true): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    if (!active) return;
    const on = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.altKey || e.metaKey || e.defaultPrevented || typingIn(e.target)) return;
      if (latest.current(e)) e.preventDefault();
    };
    window.addEventListener("keydown", on);
    return () => window.removeEventListener("keydown", on);
  }, [active]);
}

/** 1-9 for the keys "1" to "9" (the top row or the keypad), else null. */
function numberKey(e: KeyboardEvent): number | null {
  return /^[1-9]$/.test(e.key) ? Number(e.key) : null;
}

/** The keys "1" to "9" pick the first to ninth of a picker's rows, unless it is busy. */
export function useNumberPicks<T>(
  rows: readonly T[],
  busy: boolean,
  pick: (row: T, index: number) => void,
): void {
  useKeyDown((e) => {
    const n = numberKey(e);
    if (n === null || n > rows.length || busy) return false;
    pick(rows[n - 1] as T, n - 1);
    return true;
  });
}

/** A ref for the element that takes the focus when a picker appears (without scrolling to it). */
export function useFocusOnShow<T extends HTMLElement>(): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus({ preventScroll: true }), []);
  return ref;
}

/**
 * Whether the element focused does something itself with the key pressed: a button or a link
 * with Enter or Space, a checkbox, a radio button or a list (select) with Space.
 */
export function actsOnKey(e: KeyboardEvent): boolean {
  if (!(e.target instanceof HTMLElement)) return false;
  if (["BUTTON", "A", "SUMMARY"].includes(e.target.tagName)) return true;
  return e.key === " " && (e.target instanceof HTMLInputElement || e.target.tagName === "SELECT");
}

/** Enter sends the picker's choice once it is legal (unless a button has the focus). */
export function useEnterConfirms(ready: boolean, confirm: () => void): void {
  useKeyDown((e) => {
    if (e.key !== "Enter" || !ready || actsOnKey(e)) return false;
    confirm();
    return true;
  });
}
