// Where guests on the LAN open a host in their browser, as the host and lobby screens tell its creator.
import { isLoopback } from '../../protocol/address.ts';

/**
 * Where guests open this host: the page's own origin when the host served it under a name guests can
 * reach; else one address per LAN interface the host gives; none when the host serves this machine only.
 */
export function guestOrigins(
  page: Pick<Location, 'protocol' | 'hostname' | 'origin'>,
  hostAddresses: readonly string[],
): string[] {
  if ((page.protocol === 'http:' || page.protocol === 'https:') && !isLoopback(page.hostname))
    return [page.origin];
  return hostAddresses.map((a) => `http://${a}`);
}

/** The page a guest's phone opens from the QR code: this host's join screen. */
export function joinUrl(origin: string): string {
  return `${origin}/#/join`;
}

/**
 * The loopback address a host that serves this machine alone was bound to, as this page reached it
 * (the page opened on it); 127.0.0.1 for a page that came another way.
 */
export function boundHere(page: Pick<Location, 'hostname'>): string {
  const host = page.hostname.replace(/^\[(.*)\]$/, '$1');
  return isLoopback(host) ? host : '127.0.0.1';
}

/**
 * An address as a screen may break it over lines: at its slashes alone ("http://", the host and its port
 * with the "/", the code), so that no line ends inside the port number or the code.
 */
export function addressParts(address: string): string[] {
  return address.match(/[^/]*(?:\/+|$)/g)!.filter(Boolean);
}
