// "Your turn" while the tab is in the background: the tab title says it (and a short chime
// sounds, when the player turned it on) as a decision of theirs arrives; the title comes back
// when they return to the tab or the decision is gone.
import { useEffect } from "react";

export const YOUR_TURN_TITLE = "Your turn · Dragon Dice";

/** A short two-note chime (Web Audio; silently nothing where audio is not allowed). */
function chime(): void {
  try {
    const audio = new AudioContext();
    const gain = audio.createGain();
    gain.connect(audio.destination);
    gain.gain.setValueAtTime(0.08, audio.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.5);
    [660, 880].forEach((hz, i) => {
      const tone = audio.createOscillator();
      tone.frequency.value = hz;
      tone.connect(gain);
      tone.start(audio.currentTime + i * 0.15);
      tone.stop(audio.currentTime + 0.5);
    });
    setTimeout(() => void audio.close(), 800);
  } catch {
    // no audio here: the title says it
  }
}

export function useYourTurnSignal(yourTurn: boolean, sound: boolean): void {
  useEffect(() => {
    // The page's own title, read as the turn comes (the page sets it as it opens).
    const title = document.title;
    if (!yourTurn) return;
    if (document.hidden) {
      document.title = YOUR_TURN_TITLE;
      if (sound) chime();
    }
    const back = () => {
      if (!document.hidden) document.title = title;
    };
    document.addEventListener("visibilitychange", back);
    return () => {
      document.removeEventListener("visibilitychange", back);
      document.title = title;
    };
  }, [yourTurn, sound]);
}
