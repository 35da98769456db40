// /how-to-play: the guide of @dragondice/words (the terminal prints the same), its pictures drawn
// with our own glyphs. A table of contents links each section by its id (#maneuver...).
import { GUIDE, type GuidePicture } from "@dragondice/words";
import { useEffect } from "react";
import { Link } from "../app/router.tsx";
import { usePageTitle } from "../app/title.ts";
import { Glyph } from "../glyphs/Glyph.tsx";
import { glyphShape } from "../glyphs/icons.ts";
import { GuidedButton } from "../guided/GuidedButton.tsx";
import { AppTour } from "./AppTour.tsx";

function Picture({ picture }: { picture: GuidePicture }) {
  return (
    <figure className="guide-picture">
      <div className="guide-faces" role="img" aria-label={picture.caption}>
        {picture.faces.map((f, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed row of faces
          <span key={i} className="guide-face" aria-hidden="true">
            <Glyph icon={f.icon} size={30} />
            <span className="guide-count">
              {glyphShape(f.icon) === "terrain" || f.count > 1 ? f.count : "\u00a0"}
            </span>
          </span>
        ))}
      </div>
      <figcaption className="sub">{picture.caption}</figcaption>
    </figure>
  );
}

export function GuidePage() {
  // Opened at a section (/how-to-play#frontier): scroll to it once the page is drawn.
  usePageTitle("How to play");
  useEffect(() => {
    const id = window.location.hash.slice(1);
    if (id) document.getElementById(id)?.scrollIntoView();
  }, []);
  return (
    <div className="page guide-page">
      <header className="top">
        <Link to="/">← Lobby</Link>
        <h1>How to play</h1>
      </header>
      <nav className="guide-contents" aria-label="Contents">
        <ol>
          <li>
            <a href="#the-app">The app</a>
          </li>
          {GUIDE.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`}>{s.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      <AppTour />
      <div className="guide" data-testid="guide">
        {GUIDE.map((s) => (
          <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`}>
            <h2 id={`${s.id}-title`}>{s.title}</h2>
            {s.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
            {s.pictures?.map((p) => (
              <Picture key={p.caption} picture={p} />
            ))}
          </section>
        ))}
      </div>
      <p>
        <GuidedButton primary />{" "}
        <Link to="/" className="button">
          Start a game
        </Link>
      </p>
    </div>
  );
}
