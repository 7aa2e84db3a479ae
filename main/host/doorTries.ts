// Wrong codes at a host's door, counted per address and for the whole host over the last minute. Past
// either limit every try waits (right or wrong, it is not checked), so that a guesser learns nothing
// faster than the limits allow, however many addresses it speaks from: at 60 tries a minute, trying half
// of the 47 million codes takes some 270 days. A guest who mistypes has five tries a minute.
import type { Refusal } from './peer.ts';

export const TRIES_WINDOW_MS = 60_000;
/** Wrong codes one address may try in a minute. */
export const TRIES_PER_ADDRESS = 5;
/** Wrong codes the whole host hears in a minute, from any number of addresses. */
export const TRIES_PER_HOST = 60;
/** Past this many addresses counted, those quiet for a minute are forgotten. */
const REMEMBERED_ADDRESSES = 1024;

export class DoorTries {
  /** When each address tried a wrong code within the window, oldest first. */
  private readonly byAddress = new Map<string, number[]>();
  private all: number[] = [];
  /** The addresses (and '' for the host) whose limit was logged in the current window. */
  private readonly told = new Set<string>();

  constructor(
    private readonly log: (line: string) => void,
    private readonly now: () => number = Date.now,
  ) {}

  /** Why `address` must wait before its next try, or null. */
  refused(address: string): Refusal | null {
    const t = this.now();
    this.all = recent(this.all, t);
    const own = recent(this.byAddress.get(address) ?? [], t);
    if (own.length) this.byAddress.set(address, own);
    else this.byAddress.delete(address);
    const full = own.length >= TRIES_PER_ADDRESS ? own : this.all.length >= TRIES_PER_HOST ? this.all : null;
    if (!full) return null;
    const seconds = Math.ceil((full[0]! + TRIES_WINDOW_MS - t) / 1000);
    const who = full === own ? address : '';
    if (!this.told.has(who)) {
      this.told.add(who);
      this.log(
        full === own
          ? `door: ${TRIES_PER_ADDRESS} wrong codes from ${address} within a minute; its tries wait ${seconds} s`
          : `door: ${TRIES_PER_HOST} wrong codes within a minute from ${this.byAddress.size} addresses; every try waits ${seconds} s`,
      );
    }
    return {
      code: 'too-many-tries',
      message: `too many wrong codes ${full === own ? 'from this address' : 'at this host'}: try again in ${seconds} s`,
    };
  }

  /** `address` tried a wrong code. */
  failed(address: string): void {
    const t = this.now();
    this.all.push(t);
    // After a quiet minute every count starts over, and each limit is logged again when reached.
    if (this.all.length === 1) {
      this.told.clear();
      this.byAddress.clear();
    }
    const own = this.byAddress.get(address) ?? [];
    own.push(t);
    this.byAddress.set(address, own);
    if (this.byAddress.size > REMEMBERED_ADDRESSES)
      for (const [other, times] of this.byAddress)
        if (t - times[times.length - 1]! >= TRIES_WINDOW_MS) this.byAddress.delete(other);
  }
}

function recent(times: number[], now: number): number[] {
  const from = times.findIndex((t) => now - t < TRIES_WINDOW_MS);
  return from < 0 ? [] : from === 0 ? times : times.slice(from);
}
