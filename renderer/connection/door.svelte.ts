// This page at a LAN host's door: where it stands (in, or at the door and why), the code it came with
// (the QR code's `?code=`), the code it types, and, for the household, the evening's code and the
// switch between a door with a code and an open one.
import type { Client } from '../../protocol/client.ts';
import { CODE_LENGTH, readCode, type DoorReason } from '../../protocol/door.ts';
import type { Messages } from '../i18n/en.ts';
import { describeError, type FailureCode } from './errors.ts';

/** The evening's code the page's address carries (`?code=`), if any. */
export function pageCode(location: Pick<Location, 'search'>): string | undefined {
  // eslint-disable-next-line svelte/prefer-svelte-reactivity -- read once, never state
  return new URLSearchParams(location.search).get('code') ?? undefined;
}

export class Door {
  #reason = $state<DoorReason | null>(null);
  #refused = $state<FailureCode | null>(null);
  #code = $state<string | null>(null);

  constructor(private readonly client: () => Client) {}

  /** Why this page stands at the host's door; null: it is in. */
  get reason(): DoorReason | null {
    return this.#reason;
  }

  /** Why the code the page came with was refused (a code from an old QR code, say); null: none was. */
  get refused(): FailureCode | null {
    return this.#refused;
  }

  /** The household's pages: the evening's code (null: the door is open). */
  get code(): string | null {
    return this.#code;
  }

  /** Follows the client's place at the door, from where it stands now (its first knock is over). */
  attach(client: Client): void {
    this.#reason = client.door;
    this.#refused = client.knockRefused;
    this.#code = client.welcome?.code ?? null;
    client.on('open', (welcome) => (this.#code = welcome.code ?? null));
    client.on('door', (reason, refused) => {
      this.#reason = reason;
      this.#refused = refused ?? null;
    });
    client.on('doorCode', (code) => (this.#code = code));
  }

  /**
   * Comes in with the code typed: null when in (the page's address then carries it, for a reload), or
   * what went wrong in words. A typed code of the wrong shape is said here, and never sent.
   */
  async enter(m: Messages, typed: string): Promise<string | null> {
    const code = readCode(typed);
    if (!code) return m.door.shape(CODE_LENGTH);
    try {
      await this.client().enter(code);
    } catch (err) {
      return describeError(m, err);
    }
    // eslint-disable-next-line svelte/prefer-svelte-reactivity -- the address bar's, written once, never state
    const page = new URL(location.href);
    page.searchParams.set('code', code);
    history.replaceState(history.state, '', page);
    return null;
  }

  /** The household opens the door, or shuts it with a new code: null when done, or why not in words. */
  async set(m: Messages, open: boolean): Promise<string | null> {
    try {
      this.#code = (await this.client().request('setDoor', { open })).code;
      return null;
    } catch (err) {
      return describeError(m, err);
    }
  }
}
