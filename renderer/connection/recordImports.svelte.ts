// Game records opened on this screen: a file chosen in the history, the desktop menu's Open Game
// Record…, or a record file opened with the desktop app. The host adds each to the household's history
// (replayed and its fingerprint checked first; the same game twice is one match), and the history
// screen tells the outcome and offers the replay. The host judges the record, and says why it refuses one.
import type { HeldAs } from '../../protocol/history.ts';
import { MAX_FRAME_BYTES } from '../../protocol/limits.ts';
import type { NorenbercBridge, OpenedRecord, RecordFileProblem } from '../../protocol/bridge.ts';
import type { Messages } from '../../languages/en/messages.ts';
import type { HostLink } from './link.svelte.ts';

export type RecordOutcome =
  | { status: 'working'; fileName: string }
  /** `held`: not added, how the record is the game match `matchId` holds. */
  | { status: 'done'; fileName: string; matchId: number; added: boolean; held?: HeldAs }
  /** `fileName` null: the desktop app refused the call itself (its file unknown). */
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
    // Not read at all past what a record could be. A pipe or a device shows as empty, and is not read.
    if (file.size > 4 * MAX_RECORD_BYTES) return this.fail(fileName, m.records.tooLarge);
    if (file.size === 0) return this.fail(fileName, m.records.empty);
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
    let opened: OpenedRecord | null;
    try {
      opened = await bridge.openRecord();
    } catch {
      // The desktop side refused the call itself (its file unknown here).
      return this.fail(null, m.records.unreadable);
    }
    if (opened) await this.opened(link, m, opened);
  }

  /** A file the desktop app read (chosen in its dialog, or opened with the app): added, or why not. */
  async opened(link: HostLink, m: Messages, opened: OpenedRecord): Promise<void> {
    if ('problem' in opened) return this.fail(opened.fileName, problemWords(m, opened.problem));
    await this.open(link, m, opened.record, opened.fileName);
  }

  /** A record already read: added to the history. */
  async open(link: HostLink, m: Messages, record: unknown, fileName: string): Promise<void> {
    if (new TextEncoder().encode(JSON.stringify(record)).length > MAX_RECORD_BYTES)
      return this.fail(fileName, m.records.tooLarge);
    this.#last = { status: 'working', fileName };
    const reply = await link.archive.importRecord(m, record);
    this.#last = reply.ok
      ? { status: 'done', fileName, ...reply.value }
      : { status: 'failed', fileName, error: reply.error };
  }

  private fail(fileName: string | null, error: string): void {
    this.#last = { status: 'failed', fileName, error };
  }
}

/** Why the desktop app could not read a file, in the player's words. */
function problemWords(m: Messages, problem: RecordFileProblem): string {
  const words: Record<RecordFileProblem, string> = {
    missing: m.records.missing,
    'not-a-file': m.records.notAFile,
    'too-large': m.records.tooLarge,
    unreadable: m.records.unreadable,
    'not-json': m.records.notRecord,
  };
  return words[problem];
}

export const recordImports = new RecordImports();
