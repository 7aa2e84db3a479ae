// This page at a LAN host's door: where it stands (in, or at the door and why), the code it came with
// (the QR code's `?code=`), the code it types, and, for the household, the evening's code and the
// switch between a door with a code and an open one. A code that let this page in is kept for its tab
// alone (a reload comes in with it) and leaves the address bar, which people share, bookmark and keep
// in their history: an address carrying last week's code would only lead to the door.
import type { Client } from '../../protocol/client.ts';
import { ProtocolError } from '../../protocol/pending.ts';
import { CODE_LENGTH, readCode, strayLetters, type DoorReason } from '../../protocol/door.ts';
import type { Messages } from '../../languages/en/messages.ts';
import { describeError, type FailureCode } from './errors.ts';

/** Where a tab keeps the code that let it in at a host (the key names the host). */
const KEPT = 'norenberc.code';
/**
 * How soon a code this page came with is tried again after the host said too many wrong codes came from
 * its address (a try refused so is not counted: trying again costs nothing).
 */
const RETRY_MS = 10_000;

export class Door {
  #reason = $state<DoorReason | null>(null);
  #refused = $state<FailureCode | null>(null);
  #code = $state<string | null>(null);
  #trying = $state<{ wrong: number; addresses: number }>({ wrong: 0, addresses: 0 });
  /** The code this page came with or typed last, until the host refuses it. */
  #tried = $state<string | null>(null);
  #retry: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly client: () => Client,
    private readonly hostUrl: string,
  ) {}

  /** The code this page comes to the host with: its address's (`?code=`), else the one its tab came in with. */
  brought(): string | undefined {
    // eslint-disable-next-line svelte/prefer-svelte-reactivity -- read once, never state
    const fromAddress = new URLSearchParams(globalThis.location?.search ?? '').get('code');
    this.#tried = fromAddress ?? this.kept();
    return this.#tried ?? undefined;
  }

  /** A guest's page that came in with a code: its table's newcomers will need the code too. */
  get cameWithCode(): boolean {
    return this.#tried !== null && this.#reason === null;
  }

  /** Why this page stands at the host's door; null: it is in. */
  get reason(): DoorReason | null {
    return this.#reason;
  }

  /** Why the code the page came with was refused (a code from an old QR code, say); null: none was. */
  get refused(): FailureCode | null {
    return this.#refused;
  }

  /** The page tries the code it came with again by itself, once the host lets its address try. */
  get retrying(): boolean {
    return this.#refused === 'too-many-tries' && this.#tried !== null;
  }

  /** The household's pages: the evening's code (null: the door is open). */
  get code(): string | null {
    return this.#code;
  }

  /** The household's pages: wrong codes tried at the door in the last minute, and from how many addresses. */
  get trying(): { wrong: number; addresses: number } {
    return this.#trying;
  }

  /** The household's pages: the door's count of wrong codes changed. */
  tried(wrong: number, addresses: number): void {
    this.#trying = { wrong, addresses };
  }

  /** Follows the client's place at the door, from where it stands now (its first knock is over). */
  attach(client: Client): void {
    this.#reason = client.door;
    this.#refused = client.knockRefused;
    this.#code = client.welcome?.code ?? null;
    if (client.door === null) this.cameIn();
    else if (client.knockRefused === 'wrong-code') this.forget();
    else if (client.knockRefused === 'too-many-tries') this.retryLater();
  }

  /** The host welcomed the page again: the household's page learns the evening's code. */
  welcomed(code: string | null): void {
    this.#code = code;
    // The host tells its count again after the welcome if there is one.
    this.#trying = { wrong: 0, addresses: 0 };
  }

  /** Where the page stands at the door changed (null: in); `refused`: why the code it held was not taken. */
  moved(reason: DoorReason | null, refused: FailureCode | null): void {
    this.#reason = reason;
    this.#refused = refused;
    if (reason === null) this.cameIn();
    else if (reason !== 'code' || refused === 'wrong-code') this.forget();
    else if (refused === 'too-many-tries') this.retryLater();
  }

  /** The household's pages: the evening's code changed (null: the door is open). */
  codeChanged(code: string | null): void {
    this.#code = code;
  }

  /**
   * Comes in with the code typed: null when in (its tab then keeps it, for a reload), or what went
   * wrong in words. A typed code of the wrong shape is said here, and never sent.
   */
  async enter(m: Messages, typed: string): Promise<string | null> {
    const code = readCode(typed);
    if (!code) {
      const stray = strayLetters(typed);
      return stray.length > 0 ? m.door.strayLetters(stray.join(' ')) : m.door.shape(CODE_LENGTH);
    }
    try {
      await this.client().enter(code);
    } catch (err) {
      return describeError(m, err);
    }
    this.#tried = code;
    this.cameIn();
    return null;
  }

  /**
   * The host refused to check the code this page came with (too many wrong codes from its address):
   * tried again in a while, until it is checked. In, it is the page's; refused, the field waits.
   */
  private retryLater(): void {
    if (this.#retry || this.#tried === null) return;
    this.#retry = setTimeout(() => {
      this.#retry = null;
      const code = this.#tried;
      if (this.#reason !== 'code' || this.#refused !== 'too-many-tries' || code === null) return;
      this.client()
        .enter(code)
        .then(
          () => {
            this.#refused = null;
            this.cameIn();
          },
          (err: unknown) => {
            const failure = err instanceof ProtocolError ? err.code : null;
            if (failure === 'too-many-tries' || failure === 'disconnected' || failure === 'timeout')
              return this.retryLater();
            this.#refused = failure;
            if (failure === 'wrong-code') this.forget();
          },
        );
    }, RETRY_MS);
  }

  /** In: the code that let this page in is its tab's, and the address bar carries none. */
  private cameIn(): void {
    if (this.#tried) globalThis.sessionStorage?.setItem(this.key, this.#tried);
    const location = globalThis.location;
    if (!location?.search.includes('code=')) return;
    // eslint-disable-next-line svelte/prefer-svelte-reactivity -- the address bar's, written once, never state
    const page = new URL(location.href);
    page.searchParams.delete('code');
    history.replaceState(history.state, '', page);
  }

  /** The host refused the code this page held, or changed it: the tab forgets it. */
  private forget(): void {
    this.#tried = null;
    globalThis.sessionStorage?.removeItem(this.key);
  }

  private kept(): string | null {
    return globalThis.sessionStorage?.getItem(this.key) ?? null;
  }

  private get key(): string {
    return `${KEPT} ${this.hostUrl}`;
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
