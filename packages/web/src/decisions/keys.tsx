// Keyboard shortcuts on the table: number keys pick, Space and Enter go on. Keys typed into a
// text field are left alone, and so are keys with Ctrl, Alt or Meta.
import { useEffect, useRef } from "react";

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
export function numberKey(e: KeyboardEvent): number | null {
  return /^[1-9]$/.test(e.key) ? Number(e.key) : null;
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
