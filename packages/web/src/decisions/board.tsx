// Picking on the board: the open decision's picker offers the dice it lets the player choose, and
// the table highlights them and passes clicks back. One picker offers at a time (the decision
// shown); its offer is withdrawn when it goes.
import { createContext, type ReactNode, useContext, useEffect, useState } from "react";

/** A die the decision lets the player choose, as the table shows it. */
export interface BoardPick {
  /** Picked (ticked, or sent somewhere), open to be picked, or not allowed (see `reason`). */
  state: "picked" | "open" | "blocked";
  /** A word under the die: where it goes ("home", "→ Highland"...). */
  mark?: string;
  /** Why it cannot be picked (blocked), shown on hover. */
  reason?: string;
}

export interface BoardOffer {
  /** Die instance id -> how it can be picked. */
  dice: ReadonlyMap<string, BoardPick>;
  pick(die: string): void;
}

const OfferCtx = createContext<BoardOffer | null>(null);
const SetOfferCtx = createContext<(offer: BoardOffer | null) => void>(() => undefined);

export function BoardProvider({ children }: { children: ReactNode }) {
  const [offer, setOffer] = useState<BoardOffer | null>(null);
  return (
    <SetOfferCtx.Provider value={setOffer}>
      <OfferCtx.Provider value={offer}>{children}</OfferCtx.Provider>
    </SetOfferCtx.Provider>
  );
}

/** The table's side: what the decision shown offers on the board, or null. */
export const useBoardOffer = (): BoardOffer | null => useContext(OfferCtx);

/** The picker's side: offers these dice on the board while the picker is shown. */
export function useOfferOnBoard(offer: BoardOffer | null): void {
  const set = useContext(SetOfferCtx);
  useEffect(() => {
    set(offer);
  }, [set, offer]);
  useEffect(() => () => set(null), [set]);
}
