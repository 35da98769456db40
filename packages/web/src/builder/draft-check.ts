// Whether a built force is complete, for the lobby: the check needs the catalogue, which loads
// with it (the builder that made the draft has loaded it already), not with the lobby.
import { useEffect, useState } from "react";
import type { ForceDraft } from "./draft.ts";

export type DraftCheck = (draft: ForceDraft, forceSize: number) => boolean;

/** The check, once loaded; null until then. Loading starts when `wanted` (a built force shows). */
export function useDraftCheck(wanted: boolean): DraftCheck | null {
  const [check, setCheck] = useState<DraftCheck | null>(null);
  useEffect(() => {
    if (!wanted || check) return;
    let live = true;
    void import("./army.ts").then((army) => {
      if (live)
        setCheck(
          () => (draft: ForceDraft, size: number) => army.isLegal(army.problems(draft, size)),
        );
    });
    return () => {
      live = false;
    };
  }, [wanted, check]);
  return check;
}
