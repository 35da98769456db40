// Our own picture of a dragon die (no Dragon Dice art): a twelve-sided outline filled with the
// dragon's colours (a hybrid's two side by side, white and ivory as they are), three claw marks,
// and W for a wyrm or D for a drake.
import { useId } from "react";
import { DIE_COLORS, inkOn } from "./icons.ts";

/** The corners of a regular dodecagon around (12, 12). */
const DODECAGON = Array.from({ length: 12 }, (_, i) => {
  const a = (Math.PI / 6) * i + Math.PI / 12;
  return `${(12 + 11 * Math.cos(a)).toFixed(2)},${(12 + 11 * Math.sin(a)).toFixed(2)}`;
}).join(" ");

export function DragonGlyph({
  colors,
  form,
  size = 28,
  label,
}: {
  /** The die's colours (elements, "ivory", "white"). */
  colors: readonly string[];
  form: "drake" | "wyrm";
  size?: number;
  label: string;
}) {
  const fill = useId();
  const [first = "ivory", second = first] = colors;
  const ink = inkOn(first);
  return (
    <svg
      className="glyph dragon-glyph"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      role="img"
      aria-label={label}
      data-testid="dragon-glyph"
      data-colors={colors.join(" ")}
      data-form={form}
    >
      <title>{label}</title>
      <defs>
        <linearGradient id={fill} x1="0" x2="1" y1="0" y2="0">
          <stop offset="0.5" stopColor={DIE_COLORS[first] ?? "#888"} />
          <stop offset="0.5" stopColor={DIE_COLORS[second] ?? "#888"} />
        </linearGradient>
      </defs>
      <polygon points={DODECAGON} fill={`url(#${fill})`} stroke="#222" strokeWidth="1" />
      <g fill="none" stroke={ink} strokeWidth="1.4" strokeLinecap="round">
        <path d="M7 5 Q10 8 8.5 12 M11 4.5 Q14 8 12.5 12 M15 5 Q18 8 16.5 12" />
      </g>
      <text x="12" y="20" textAnchor="middle" fontSize="7" fontWeight="700" fill={ink}>
        {form === "wyrm" ? "W" : "D"}
      </text>
    </svg>
  );
}
