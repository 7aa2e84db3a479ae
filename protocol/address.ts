// Host addresses. Manual entry of a host where multicast is blocked: "192.168.1.20", "ana-pc.local:7412",
// "[fe80::1]:7412" or a pasted http:// or ws:// address all become the host's WebSocket endpoint.
// Browser-safe.
import { DEFAULT_PORT, WS_PATH } from './messages.ts';

export function hostUrl(input: string): { ok: true; url: string } | { ok: false; error: string } {
  const text = input.trim();
  if (!text) return { ok: false, error: 'enter a host address, such as 192.168.1.20 or 192.168.1.20:7412' };
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `ws://${text}`);
  } catch {
    return { ok: false, error: `"${text}" is not a host address (host or host:port)` };
  }
  // A host serves plain HTTP and WebSocket on one port (it is meant for a LAN).
  if (url.protocol !== 'ws:' && url.protocol !== 'http:') {
    return { ok: false, error: `a host is reached over ws:// or http://, not ${url.protocol}//` };
  }
  if (!url.hostname) return { ok: false, error: `"${text}" names no host` };
  return { ok: true, url: `ws://${url.hostname}:${url.port || DEFAULT_PORT}${WS_PATH}` };
}

/** A name or address of this machine alone ("localhost", 127.x.x.x, ::1, with or without brackets): no guest reaches it. */
export function isLoopback(host: string): boolean {
  const name = host.replace(/^\[|\]$/g, '').toLowerCase();
  return name === 'localhost' || name.startsWith('127.') || name === '::1';
}
