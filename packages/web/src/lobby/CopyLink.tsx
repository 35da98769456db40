// A link to hand to someone: shown in full (selectable, for any way of sending it) with a Copy
// button. Paths become full addresses on this site.
import { useState } from "react";

export function CopyLink({
  label,
  path,
  testId,
  seat,
}: {
  label: string;
  path: string;
  testId?: string;
  seat?: number;
}) {
  const url = `${window.location.origin}${path}`;
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // No clipboard (an insecure page, a refused permission): let the player copy it by hand.
      window.prompt("Copy this link:", url);
    }
  };
  return (
    <div className="copy-link">
      <label className="copy-field">
        <span className="copy-label">{label}</span>
        <input
          readOnly
          value={url}
          data-testid={testId}
          data-seat={seat}
          onFocus={(e) => e.target.select()}
        />
      </label>
      <button type="button" onClick={copy} aria-label={`Copy the link: ${label}`}>
        {copied ? "Copied ✓" : "Copy"}
      </button>
    </div>
  );
}
