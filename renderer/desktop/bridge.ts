// The desktop app's preload API (window.norenberc), when the renderer runs in Electron; absent in a
// browser. Everything the renderer does with it also works without it, in the browser's own way.
import type { NorenbercBridge } from '../../protocol/bridge.ts';
import { defaultHostUrl } from '../connection/address.ts';

export function desktopBridge(): NorenbercBridge | null {
  return (globalThis as { norenberc?: NorenbercBridge }).norenberc ?? null;
}

/** The host this page talks to: a named one (?host=), the desktop app's own, or the page's server. */
export async function resolveHostUrl(location: Location): Promise<string> {
  const bridge = desktopBridge();
  if (bridge && !new URLSearchParams(location.search).get('host')) return bridge.hostUrl();
  return defaultHostUrl(location);
}

/**
 * This same page, talking to another host (the desktop app reloads itself with ?host=), with the evening's
 * code of that host's door where one is known.
 */
export function pageForHost(wsUrl: string, route: string, location: Location, code?: string): string {
  const page = new URL(location.href);
  page.searchParams.set('host', wsUrl);
  if (code) page.searchParams.set('code', code);
  else page.searchParams.delete('code');
  page.hash = route;
  return page.toString();
}
