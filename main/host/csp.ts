// The app's Content-Security-Policy: sent as a header with every page the host serves, by the desktop
// app's session for its window, and as a meta tag in the built page (for pages opened from files).

/**
 * The Content-Security-Policy of the renderer. Scripts and styles come from the app alone; the only
 * connections are WebSockets to game hosts (the local one, or a LAN host the player joins), and the
 * check that a typed host address answers.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "media-src 'self'",
  // http: only to ask whether a typed LAN address answers before the page goes there.
  "connect-src 'self' ws: wss: http:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
  "object-src 'none'",
].join('; ');
