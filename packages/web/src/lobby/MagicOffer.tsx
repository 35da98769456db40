// The new-game form's offer to a newcomer: the premade forces have little magic, so a first game
// would show no spell and no dragon; one click gives my seat a force built to show them.
import { aboutPremade, MAGIC_FORCES } from "@dragondice/catalog/premade";

export function MagicOffer({ onPick }: { onPick(premade: string): void }) {
  const premade = MAGIC_FORCES[0];
  if (!premade) return null;
  return (
    <p className="magic-offer" data-testid="magic-offer">
      New to the game? Spells and dragons come with magic users.{" "}
      <button type="button" onClick={() => onPick(premade)} title={aboutPremade(premade)}>
        Play a force with magic and a dragon
      </button>
    </p>
  );
}
