// Takes back the seat's last choice, shown only while the server says it may (issue 25): until
// dice are rolled or something hidden is shown, and while nobody else has acted. "u" does it too.
import { useKeyDown } from "../decisions/keys.tsx";

export function UndoButton({ onUndo, busy }: { onUndo: () => void; busy: boolean }) {
  useKeyDown((e) => {
    if (e.key !== "u" || busy) return false;
    onUndo();
    return true;
  }, true);
  return (
    <button
      type="button"
      className="undo"
      data-testid="undo"
      disabled={busy}
      onClick={onUndo}
      title="Take back your last choice (u)"
    >
      Undo
    </button>
  );
}
