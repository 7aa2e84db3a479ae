// The host as it welcomed this page: its name, whether it is the app's own table on this machine, where
// guests on the LAN reach it, and whether this page is the household's.
import type { HostMessageOf } from '../../protocol/messages.ts';
import type { HomeMessages } from '../i18n/i18n.svelte.ts';

export class HostInfo {
  #name = $state('');
  #local = $state(false);
  #addresses = $state.raw<string[]>([]);
  #household = $state(true);

  get name(): string {
    return this.#name;
  }

  /** The host is the app's own table on this machine: its name is the player's language's, not the host's. */
  get local(): boolean {
    return this.#local;
  }

  /** "host:port" where guests on the LAN reach the host, as it says; empty when it serves its own machine only. */
  get addresses(): readonly string[] {
    return this.#addresses;
  }

  /**
   * This page is the household's (the app's own, or opened with the host's key): it reads the whole
   * history and seats players at its screen. A guest sees their own games and plays only their own seat.
   */
  get household(): boolean {
    return this.#household;
  }

  /** The host's welcome, at each connection (null: none yet). */
  welcomed(welcome: Pick<HostMessageOf<'welcome'>, 'host' | 'household'> | null): void {
    this.#name = welcome?.host.name ?? '';
    this.#local = welcome?.host.local ?? false;
    this.#addresses = welcome?.host.addresses ?? [];
    this.#household = welcome?.household ?? true;
  }

  /** The host's name as the player reads it (empty before the welcome). */
  label(m: HomeMessages): string {
    return this.#local && this.#name ? m.home.localHost : this.#name;
  }
}
