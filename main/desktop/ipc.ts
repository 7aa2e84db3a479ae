// The main side of the bridge: every handler checks that the call comes from the app's own page in
// the app's window, and checks its arguments, before doing anything.
import { writeFile } from 'node:fs/promises';
import { basename } from 'node:path';
import * as v from 'valibot';
import type { GameRecord } from '../../engine/index.ts';
import { readRecord } from '../records/recordCheck.ts';
import {
  CHANNELS,
  RECORD_EXTENSION,
  type LanHosting,
  type LanTable,
  type OpenedRecord,
  type TurnNotice,
} from '../../protocol/bridge.ts';
import { LANGUAGES, type Language } from '../../languages/languages.ts';
import { isAppUrl } from './security.ts';
import { readRecordText } from '../store/recordFile.ts';
import { FileProblem } from '../store/safeFiles.ts';

/** The part of an IPC event the checks need. */
interface IpcCall {
  senderFrame: { url: string } | null;
  sender: { id: number };
}

interface IpcMainLike {
  handle(channel: string, handler: (event: IpcCall, ...args: unknown[]) => unknown): void;
  removeHandler(channel: string): void;
}

/** What the handlers need from the app; Electron's dialogs and shell behind plain functions. */
interface IpcServices {
  /** The window whose page may call, and the origin of the app's pages. */
  appWebContentsId(): number | null;
  appOrigin: string;
  version: string;
  hostUrl(): string;
  lanTables(): LanTable[];
  hostLan(tableName: string): Promise<LanHosting>;
  stopLan(): Promise<void>;
  chooseOpenPath(): Promise<string | null>;
  chooseSavePath(suggestedName: string): Promise<string | null>;
  openDataFolder(): Promise<void>;
  /** Shows a system notification unless the app's window is in front. */
  notify(notice: TurnNotice): void;
  /** The page speaks this language now: the menu and the dialogs follow. */
  speak(language: Language): Promise<void>;
}

class IpcRefused extends Error {}

const saveArgs = v.tuple([v.unknown(), v.pipe(v.string(), v.minLength(1), v.maxLength(120))]);
const notifyArgs = v.tuple([
  v.object({
    title: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
    body: v.pipe(v.string(), v.maxLength(300)),
  }),
]);
const speakArgs = v.tuple([v.picklist(LANGUAGES)]);
const hostLanArgs = v.tuple([v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(60))]);

function checkSender(call: IpcCall, services: IpcServices): void {
  const frame = call.senderFrame;
  if (!frame || call.sender.id !== services.appWebContentsId() || !isAppUrl(frame.url, services.appOrigin)) {
    throw new IpcRefused('refused: this call does not come from the Norenberc window');
  }
}

/**
 * Reads a record file: a regular file of a record's size at most (never a FIFO or a device, which would
 * hang the read or never end it), holding JSON. Checking it is a record, and adding it, is the page's and
 * the host's, as for a file chosen in a browser; what went wrong is a code the page words.
 */
export function readRecordFile(path: string): OpenedRecord {
  const fileName = basename(path);
  let text: string;
  try {
    text = readRecordText(path);
  } catch (err) {
    if (!(err instanceof FileProblem)) throw err;
    return { fileName, problem: err.kind === 'link' ? 'unreadable' : err.kind };
  }
  try {
    return { fileName, record: JSON.parse(text) as unknown };
  } catch {
    return { fileName, problem: 'not-json' };
  }
}

function safeFileName(name: string): string {
  // Control characters are exactly what a file name must not carry.
  // eslint-disable-next-line no-control-regex
  const base = name.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_').trim() || 'game';
  return base.endsWith(RECORD_EXTENSION) ? base : `${base}${RECORD_EXTENSION}`;
}

export function registerIpc(ipc: IpcMainLike, services: IpcServices): () => void {
  const handlers: Record<string, (call: IpcCall, ...args: unknown[]) => unknown> = {
    [CHANNELS.version]: () => services.version,
    [CHANNELS.hostUrl]: () => services.hostUrl(),
    [CHANNELS.lanTables]: () => services.lanTables(),
    [CHANNELS.hostLan]: (_call, ...args) => {
      const parsed = v.safeParse(hostLanArgs, args);
      if (!parsed.success)
        throw new IpcRefused('refused: hostLan(tableName) needs a table name of 1 to 60 characters');
      return services.hostLan(parsed.output[0]);
    },
    [CHANNELS.stopLan]: () => services.stopLan(),
    [CHANNELS.openRecord]: async () => {
      const path = await services.chooseOpenPath();
      return path === null ? null : readRecordFile(path);
    },
    [CHANNELS.saveRecord]: async (_call, ...args) => {
      const parsedArgs = v.safeParse(saveArgs, args);
      if (!parsedArgs.success)
        throw new IpcRefused('refused: saveRecord(record, name) needs a record and a file name');
      const record = readRecord(parsedArgs.output[0]);
      if (!record.ok) throw new IpcRefused(`refused: not a game record: ${record.error}`);
      const path = await services.chooseSavePath(safeFileName(parsedArgs.output[1]));
      if (path === null) return false;
      await writeFile(path, `${JSON.stringify(record.record satisfies GameRecord, null, 1)}\n`);
      return true;
    },
    [CHANNELS.openDataFolder]: () => services.openDataFolder(),
    [CHANNELS.notify]: (_call, ...args) => {
      const parsed = v.safeParse(notifyArgs, args);
      if (!parsed.success)
        throw new IpcRefused(
          'refused: notify({ title, body }) needs a title of 1 to 100 characters and a body of at most 300',
        );
      services.notify(parsed.output[0]);
    },
    [CHANNELS.speak]: (_call, ...args) => {
      const parsed = v.safeParse(speakArgs, args);
      if (!parsed.success)
        throw new IpcRefused(`refused: speak(language) needs one of ${LANGUAGES.join(', ')}`);
      return services.speak(parsed.output[0]);
    },
  };
  for (const [channel, handler] of Object.entries(handlers)) {
    ipc.handle(channel, (call, ...args) => {
      checkSender(call, services);
      return handler(call, ...args);
    });
  }
  return () => {
    for (const channel of Object.keys(handlers)) ipc.removeHandler(channel);
  };
}
