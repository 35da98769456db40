// Player settings, kept in localStorage: dice animation (off by default when the system asks for
// reduced motion), auto-advance through rolls, how long each roll stays on screen, and a sound
// when a decision of yours arrives while the tab is in the background (off by default).
import { createContext, type ReactNode, useContext, useEffect, useState } from "react";

export interface Settings {
  animate: boolean;
  autoAdvance: boolean;
  /** Milliseconds a roll stays before the game moves on (auto-advance). */
  rollDelay: number;
  /** A short sound when it becomes your turn while the tab is in the background. */
  sound: boolean;
}

const KEY = "dragondice.settings";

function initial(): Settings {
  const reduced = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
  const base: Settings = { animate: !reduced, autoAdvance: true, rollDelay: 1800, sound: false };
  try {
    const saved = JSON.parse(
      window.localStorage.getItem(KEY) ?? "null",
    ) as Partial<Settings> | null;
    return saved ? { ...base, ...saved } : base;
  } catch {
    return base;
  }
}

const Ctx = createContext<[Settings, (s: Partial<Settings>) => void] | null>(null);

export function SettingsProvider({ children }: { children: ReactNode }) {
  const [settings, setSettings] = useState(initial);
  useEffect(() => {
    try {
      window.localStorage.setItem(KEY, JSON.stringify(settings));
    } catch {
      // storage full or disabled: settings last for this page only
    }
    document.documentElement.dataset.animate = settings.animate ? "on" : "off";
  }, [settings]);
  return (
    <Ctx.Provider value={[settings, (s) => setSettings((old) => ({ ...old, ...s }))]}>
      {children}
    </Ctx.Provider>
  );
}

export function useSettings(): [Settings, (s: Partial<Settings>) => void] {
  const v = useContext(Ctx);
  if (!v) throw new Error("useSettings outside SettingsProvider");
  return v;
}

/** The settings toggles (used on the table and in the lobby). */
export function SettingsBar() {
  const [s, set] = useSettings();
  return (
    <fieldset className="settings">
      <legend>Settings</legend>
      <label>
        <input
          type="checkbox"
          data-testid="animation-toggle"
          checked={s.animate}
          onChange={(e) => set({ animate: e.target.checked })}
        />{" "}
        Animate dice
      </label>
      <label>
        <input
          type="checkbox"
          data-testid="auto-advance-toggle"
          checked={s.autoAdvance}
          onChange={(e) => set({ autoAdvance: e.target.checked })}
        />{" "}
        Auto-advance rolls
      </label>
      <label>
        Roll pause{" "}
        <select
          value={s.rollDelay}
          onChange={(e) => set({ rollDelay: Number(e.target.value) })}
          aria-label="How long each roll stays on screen"
        >
          <option value={600}>short</option>
          <option value={1800}>normal</option>
          <option value={3500}>long</option>
        </select>
      </label>
      <label>
        <input
          type="checkbox"
          data-testid="sound-toggle"
          checked={s.sound}
          onChange={(e) => set({ sound: e.target.checked })}
        />{" "}
        Sound when it is your turn (tab in the background)
      </label>
    </fieldset>
  );
}
