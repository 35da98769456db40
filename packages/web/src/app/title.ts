// Each page's own tab title, so that tabs, history and a screen reader's first words tell the
// pages apart. The game's name ends every title but the lobby's, which is the game's name.
import { useEffect } from "react";

export const APP_NAME = "Dragon Dice for everyone";

/** Sets the tab title to "`page` · Dragon Dice for everyone" (the name alone when no page). */
export function usePageTitle(page?: string): void {
  useEffect(() => {
    document.title = page ? `${page} · ${APP_NAME}` : APP_NAME;
  }, [page]);
}
