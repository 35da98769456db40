// Our own SVG glyphs for die faces: a sword (melee), an arrow (missile), a star burst (magic), a
// shield (save), double chevrons (maneuver), a triangle (ID), a claw mark (dragon faces), a tower
// (terrain faces) and letters for SAIs. Drawn in currentColor.
import { abbreviation, glyphShape } from "./icons.ts";

function Shape({ icon }: { icon: string }) {
  switch (glyphShape(icon)) {
    case "melee":
      return (
        <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M12 2.5 L14 5 L14 15 L10 15 L10 5 Z" />
          <path d="M6.5 15.5 L17.5 15.5 M12 16 L12 20.5" />
          <circle cx="12" cy="21.5" r="0.8" fill="currentColor" />
        </g>
      );
    case "missile":
      return (
        <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M4 20 L19 5" />
          <path d="M19 5 L13 6 M19 5 L18 11" />
          <path d="M4 20 L4 16 M4 20 L8 20" />
        </g>
      );
    case "magic":
      return (
        <path
          fill="currentColor"
          d="M12 2 L14 9 L21 7 L16 12 L21 17 L14 15 L12 22 L10 15 L3 17 L8 12 L3 7 L10 9 Z"
        />
      );
    case "save":
      return (
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
          d="M12 3 L20 6 C20 13 17 18 12 21 C7 18 4 13 4 6 Z"
        />
      );
    case "maneuver":
      return (
        <g
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M5 7 L10 12 L5 17" />
          <path d="M12 7 L17 12 L12 17" />
        </g>
      );
    case "id":
      return <path fill="currentColor" d="M12 3 L21 20 L3 20 Z" />;
    case "dragon":
      return (
        <g>
          <g fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round">
            <path d="M5 4 Q9 8 7 13 M10 3 Q14 8 12 13 M15 4 Q19 8 17 13" />
          </g>
          <text
            x="12"
            y="21.5"
            textAnchor="middle"
            fontSize="7"
            fontWeight="700"
            fill="currentColor"
          >
            {abbreviation(icon)}
          </text>
        </g>
      );
    case "terrain":
      return (
        <g>
          <path
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
            d="M5 13 V5 H8 V7 H10.5 V5 H13.5 V7 H16 V5 H19 V13"
          />
          <text
            x="12"
            y="21.5"
            textAnchor="middle"
            fontSize="7"
            fontWeight="700"
            fill="currentColor"
          >
            {abbreviation(icon)}
          </text>
        </g>
      );
    default:
      return (
        <g>
          <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <text
            x="12"
            y="15.5"
            textAnchor="middle"
            fontSize="9"
            fontWeight="700"
            fill="currentColor"
          >
            {abbreviation(icon)}
          </text>
        </g>
      );
  }
}

/** A face icon; `label` (default: the icon's name) is what screen readers hear. */
export function Glyph({ icon, size = 24, label }: { icon: string; size?: number; label?: string }) {
  return (
    <svg
      className="glyph"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      role="img"
      aria-label={label ?? icon}
    >
      <title>{label ?? icon}</title>
      <Shape icon={icon} />
    </svg>
  );
}
