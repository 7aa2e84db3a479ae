// Where guests on the LAN open a host in their browser, as the host and lobby screens tell its creator.
import { isLoopback } from '../../protocol/address.ts';

/**
 * The page's own address when the host served it under a name guests can reach; else the addresses
 * the host gives for its LAN interfaces; null when the host serves this machine only.
 */
export function guestAddress(
  page: Pick<Location, 'protocol' | 'hostname' | 'origin'>,
  hostAddresses: readonly string[],
): string | null {
  if ((page.protocol === 'http:' || page.protocol === 'https:') && !isLoopback(page.hostname))
    return page.origin;
  return hostAddresses.length ? hostAddresses.map((a) => `http://${a}`).join(', ') : null;
}
