// Game records opened on this screen: a file chosen in the history, the desktop menu's Open Game
// Record…, or a record file opened with the desktop app. The host adds each to the household's history
// (replayed and its fingerprint checked first; the same record twice is one match), and the history
// screen tells the outcome and offers the replay.
import { MAX_FRAME_BYTES } from '../../protocol/messages.ts';
import type { NorenbercBridge } from '../../protocol/bridge.ts';
import type { Messages } from '../i18n/en.ts';
import type { HostLink } from './link.svelte.ts';

export type RecordOutcome =
  | { status: 'working'; fileName: string }
  | { status: 'done'; fileName: string; matchId: number; added: boolean }
  /** `fileName` null: a file the desktop app could not read. */
  | { status: 'failed'; fileName: string | null; error: string };

/** A record goes to the host in one message, which holds at most this much with its envelope. */
const MAX_RECORD_BYTES = MAX_FRAME_BYTES - 1024;

class RecordImports {
  #last = $state.raw<RecordOutcome | null>(null);

  /** The record opened last, and how it went. */
  get last(): RecordOutcome | null {
    return this.#last;
  }

  /** A file chosen in a browser: read as JSON, then added. */
  async openFile(link: HostLink, m: Messages, file: File): Promise<void> {
    const fileName = file.name;
    // Not read at all past what a record could be.
    if (file.size > 4 * MAX_RECORD_BYTES) return this.fail(fileName, m.records.tooLarge);
    let record: unknown;
    try {
      record = JSON.parse(await file.text());
    } catch {
      return this.fail(fileName, m.records.notRecord);
    }
    await this.open(link, m, record, fileName);
  }

  /** Asks the desktop app for a record file (its own file dialog), then adds it; nothing if cancelled. */
  async choose(link: HostLink, m: Messages, bridge: NorenbercBridge): Promise<void> {
    try {
      const opened = await bridge.openRecord();
      if (opened) await this.open(link, m, opened.record, opened.fileName);
    } catch {
      // The desktop side reads the file and refuses one that is no record (its name unknown here).
      this.fail(null, m.records.notRecord);
    }
  }

  /** A record already read: added to the history. */
  async open(link: HostLink, m: Messages, record: unknown, fileName: string): Promise<void> {
    if (new TextEncoder().encode(JSON.stringify(record)).length > MAX_RECORD_BYTES)
      return this.fail(fileName, m.records.tooLarge);
    this.#last = { status: 'working', fileName };
    const reply = await link.importRecord(m, record);
    this.#last = reply.ok
      ? { status: 'done', fileName, ...reply.value }
      : { status: 'failed', fileName, error: reply.error };
  }

  private fail(fileName: string | null, error: string): void {
    this.#last = { status: 'failed', fileName, error };
  }
}

export const recordImports = new RecordImports();
