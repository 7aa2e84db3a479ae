// Wrong codes at a host's door, counted per address (over a minute and over an hour) and for the whole
// host (over a minute). A guest who mistypes has five tries a minute. An address past its own limits
// waits, whatever it types (its right code is not checked either, so it learns nothing faster). The
// host's count never shuts the door: past BUSY_DOOR wrong codes a minute from every address together,
// an address that tried a wrong code within the last minute waits a minute from it before its next try,
// and one that did not is checked at once, so that a guest arriving with the right code comes in
// however many addresses are guessing. What a guesser gets is bounded per address: TRIES_PER_HOUR an
// hour, so a whole /24 network (253 other addresses) tries at most 5,060 codes an hour, and half of the
// 47 million codes take it some 4,650 hours (194 days): 1 evening in 1,550 (six hours) finds the code.
import type { Refusal } from './peer.ts';

export const TRIES_WINDOW_MS = 60_000;
const HOUR_MS = 60 * TRIES_WINDOW_MS;
/** Wrong codes one address may try in a minute. */
export const TRIES_PER_ADDRESS = 5;
/** Wrong codes one address may try in an hour. */
export const TRIES_PER_HOUR = 20;
/** Wrong codes a minute from every address together past which an address that tried has one try a minute. */
export const BUSY_DOOR = 60;
/** Addresses whose tries of the last hour are remembered; past it the least recent is forgotten. */
const REMEMBERED_ADDRESSES = 65_536;

/** The door's wrong codes of the last minute, as the household's screen shows them. */
export interface DoorTrying {
  wrong: number;
  addresses: number;
}

export class DoorTries {
  /** When each address tried a wrong code within the last hour, oldest first; least recent address first. */
  private readonly byAddress = new Map<string, number[]>();
  /** Every wrong code of the last minute, oldest first. */
  private all: number[] = [];
  /** The addresses (and '' for the host) whose limit was logged in the current minute. */
  private readonly told = new Set<string>();

  constructor(
    private readonly log: (line: string) => void,
    private readonly now: () => number = Date.now,
  ) {}

  /** Why `address` must wait before its next try, or null (its code is checked). */
  refused(address: string): Refusal | null {
    const t = this.now();
    const own = this.own(address, t);
    const lastMinute = own.filter((at) => t - at < TRIES_WINDOW_MS);
    const busy = this.recent(t).length >= BUSY_DOOR;
    const until =
      own.length >= TRIES_PER_HOUR
        ? own[own.length - TRIES_PER_HOUR]! + HOUR_MS
        : lastMinute.length >= TRIES_PER_ADDRESS
          ? lastMinute[lastMinute.length - TRIES_PER_ADDRESS]! + TRIES_WINDOW_MS
          : busy && lastMinute.length > 0
            ? lastMinute[lastMinute.length - 1]! + TRIES_WINDOW_MS
            : null;
    if (until === null) return null;
    const seconds = Math.max(1, Math.ceil((until - t) / 1000));
    // While the host is busy its own line says it: one line per address would flood the output.
    if (!busy && !this.told.has(address)) {
      this.told.add(address);
      this.log(`door: ${own.length} wrong codes from ${address} lately; its next try waits ${seconds} s`);
    }
    return {
      code: 'too-many-tries',
      message: `too many wrong codes from this address: try again in ${seconds} s`,
    };
  }

  /** `address` tried a wrong code. */
  failed(address: string): void {
    const t = this.now();
    if (this.recent(t).length === 0) this.told.clear();
    this.all.push(t);
    const own = this.own(address, t);
    this.byAddress.delete(address);
    this.byAddress.set(address, [...own, t]);
    if (this.byAddress.size > REMEMBERED_ADDRESSES)
      this.byAddress.delete(this.byAddress.keys().next().value!);
    if (this.all.length === BUSY_DOOR && !this.told.has('')) {
      this.told.add('');
      this.log(
        `door: ${BUSY_DOOR} wrong codes within a minute from ${this.trying().addresses} addresses: each address that tried waits a minute for its next try (a newcomer with the code still comes in)`,
      );
    }
  }

  /** The wrong codes of the last minute, and from how many addresses. */
  trying(): DoorTrying {
    const t = this.now();
    const wrong = this.recent(t).length;
    let addresses = 0;
    if (wrong > 0)
      for (const times of this.byAddress.values())
        if (t - times[times.length - 1]! < TRIES_WINDOW_MS) addresses++;
    return { wrong, addresses };
  }

  private recent(t: number): number[] {
    this.all = since(this.all, t - TRIES_WINDOW_MS);
    return this.all;
  }

  /** `address`'s wrong codes of the last hour. */
  private own(address: string, t: number): number[] {
    const own = since(this.byAddress.get(address) ?? [], t - HOUR_MS);
    if (own.length) this.byAddress.set(address, own);
    else this.byAddress.delete(address);
    return own;
  }
}

/** The times after `from`. */
function since(times: number[], from: number): number[] {
  const first = times.findIndex((t) => t > from);
  return first < 0 ? [] : first === 0 ? times : times.slice(first);
}
