// Where the host is, and who this browser is to it.
import { DEFAULT_PORT, WS_PATH } from '../../protocol/wire.ts';

const PLAYER_KEY = 'norenberc.playerId';

/**
 * This browser's own player id, made once and kept with the seat tokens: the games a guest plays from
 * here count for them, never for a host's local profile that happens to have the same name.
 */
export function browserPlayerId(): string | undefined {
  try {
    let id = globalThis.localStorage?.getItem(PLAYER_KEY);
    if (!id) {
      const bytes = crypto.getRandomValues(new Uint8Array(18));
      id = btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, '-')
        .replace(/\//g, '_');
      globalThis.localStorage?.setItem(PLAYER_KEY, id);
    }
    return id;
  } catch {
    // Without storage the host names the guest by their seat.
    return undefined;
  }
}

/** Where the host is: the one that served this page, unless the address names another (?host=). */
export function defaultHostUrl(location: Pick<Location, 'protocol' | 'host' | 'search'>): string {
  const params = new URLSearchParams(location.search);
  const named = params.get('host');
  if (named) return named;
  if (location.protocol === 'http:' || location.protocol === 'https:') {
    // The page the app opened itself carries the host's key (no per-address limits); it goes along.
    const key = params.get('key');
    const query = key ? `?key=${encodeURIComponent(key)}` : '';
    return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${WS_PATH}${query}`;
  }
  return `ws://127.0.0.1:${DEFAULT_PORT}${WS_PATH}`;
}
