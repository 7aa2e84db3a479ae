// Where guests on the LAN can reach this machine: its IPv4 addresses on real interfaces.
import { networkInterfaces } from 'node:os';
import { isLoopback } from '../../protocol/address.ts';

/** This machine's LAN IPv4 addresses (only `pinned` when an interface is pinned). */
export function lanAddresses(pinned?: string): string[] {
  const out: string[] = [];
  for (const list of Object.values(networkInterfaces())) {
    for (const a of list ?? [])
      if (a.family === 'IPv4' && !a.internal && (!pinned || a.address === pinned)) out.push(a.address);
  }
  return out;
}

/** "host:port" for each address a host bound to `bind` answers guests on, none when it serves this machine only. */
export function guestAddresses(bind: string, port: number): string[] {
  if (bind === '0.0.0.0' || bind === '::') return lanAddresses().map((ip) => `${ip}:${port}`);
  return isLoopback(bind) ? [] : [`${bind.includes(':') ? `[${bind}]` : bind}:${port}`];
}
