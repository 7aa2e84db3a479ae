// Host addresses. Manual entry of a host where multicast is blocked: "192.168.1.20", "ana-pc.local:7412",
// "[fe80::1]:7412" or a pasted http:// or ws:// address all become the host's WebSocket endpoint; the
// door's short address ("192.168.1.20:7412/KTZWMP") brings the evening's code along. Browser-safe.
import { DEFAULT_PORT, WS_PATH } from './wire.ts';
import { codeOfPath, readCode } from './door.ts';

/** Why a typed address names no host, for the screen to say in its player's language. */
export const ADDRESS_PROBLEMS = ['empty', 'unreadable', 'scheme', 'no-host'] as const;

export type AddressProblem = (typeof ADDRESS_PROBLEMS)[number];

export function hostUrl(
  input: string,
): { ok: true; url: string; code?: string } | { ok: false; problem: AddressProblem } {
  const text = input.trim();
  if (!text) return { ok: false, problem: 'empty' };
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `ws://${text}`);
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
  // A host serves plain HTTP and WebSocket on one port (it is meant for a LAN).
  if (url.protocol !== 'ws:' && url.protocol !== 'http:') return { ok: false, problem: 'scheme' };
  if (!url.hostname) return { ok: false, problem: 'no-host' };
  // A machine's name or address: letters, digits, dots, hyphens and underscores (or an IPv6 address in brackets).
  if (!/^(\[[0-9a-f:.]+\]|[a-z0-9._-]+)$/i.test(url.hostname)) return { ok: false, problem: 'unreadable' };
  const code = codeOfPath(url.pathname) ?? readCode(url.searchParams.get('code') ?? '');
  return {
    ok: true,
    url: `ws://${url.hostname}:${url.port || DEFAULT_PORT}${WS_PATH}`,
    ...(code ? { code } : {}),
  };
}

/** A name or address of this machine alone ("localhost", 127.x.x.x, ::1, with or without brackets): no guest reaches it. */
export function isLoopback(host: string): boolean {
  const name = host.replace(/^\[|\]$/g, '').toLowerCase();
  return name === 'localhost' || name.startsWith('127.') || name === '::1';
}
