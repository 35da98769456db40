// The headers every response carries. A seat's link holds its token (/play/ID?token=...), so the
// page must never hand its address to anyone else, and the browser must run only our own files.

/**
 * The app's content security policy: everything from the server itself. The built app is files
 * only (no inline script or style element, no eval); React sets `style` props through the CSSOM,
 * which CSP does not govern, so `style-src 'self'` holds with no 'unsafe-inline' (the browser
 * tests check that a whole game raises no violation). `img-src data:` is the page's empty icon
 * (`<link rel="icon" href="data:,">`, no request for /favicon.ico); `connect-src 'self'` covers
 * the API and the game socket (ws:/wss: to the same host). Nothing may frame the app (a seat's
 * buttons under someone else's page), and forms and <base> cannot send anything elsewhere.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "content-security-policy": CONTENT_SECURITY_POLICY,
  // No Referer: the address of a game's page is its seat's key.
  "referrer-policy": "no-referrer",
  // A file is what its Content-Type says (no JSON or text sniffed into a script).
  "x-content-type-options": "nosniff",
};
