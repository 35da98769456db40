// A die in the set-up list with what planning a split needs, without opening it: its face, name
// and health, a badge for a magic user, monster, item or champion, and its faces added up.
import { dieById } from "@dragondice/catalog";
import { dieMarks, dieOf, facesSummary, MARK_WORDS, type Shown } from "@dragondice/words";
import { Glyph } from "../glyphs/Glyph.tsx";
import { DieView } from "../table/DieView.tsx";

export function AssembleUnit({ g, id }: { g: Shown; id: string }) {
  const dieId = dieOf(g, id);
  const die = dieById(dieId);
  const name = die?.name ?? id;
  const health = die && "health" in die ? die.health : 0;
  const summary = facesSummary(dieId);
  return (
    <span className="assemble-unit" data-testid="assemble-unit" title={`${name}: ${summary}`}>
      <DieView dieId={dieId} small tabbable={false} /> <span className="unit-name">{name}</span>{" "}
      <span className="unit-health" data-testid="unit-health">
        {health} health
      </span>
      {dieMarks(dieId, g.edition).map((m) => (
        <span key={m} className={`mark mark-${m}`} data-testid={`mark-${m}`}>
          {m === "magic" ? (
            <span aria-hidden="true">
              <Glyph icon="Magic" size={12} />
            </span>
          ) : null}
          {MARK_WORDS[m]}
        </span>
      ))}
      <span className="faces-summary" data-testid="faces-summary">
        {summary}
      </span>
    </span>
  );
}
