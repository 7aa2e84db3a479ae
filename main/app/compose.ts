// The composition root: the one place that builds a running Norenberc from a data folder — its
// store, its hosts, its unfinished games brought back — and takes it down in the order that loses
// nothing. `norenberc start`, `norenberc host`, `norenberc dev`, the Electron entry and the tests all
// call it, so the program the tests drive is the program people start.
import { AppHosts, type HostTuning, type LanPlace, type MdnsChoice } from './hosts.ts';
import { acquireFolderLock, type LockProgram } from '../store/folderLock.ts';
import { openHostStore, readyDataFolder, type HostGameStore } from '../store/hostStore.ts';
import { householdKey } from './householdKey.ts';

export type { HostTuning, LanPlace, MdnsChoice, Resumed } from './hosts.ts';

/** The word by which `norenberc start` and `host`, and the desktop app, weigh no review ahead of need. */
export const NO_REVIEWS_AHEAD = '--no-reviews-ahead';

/** How a program runs the app. */
export interface AppPlan {
  /** Which program runs the app: it holds the data folder's lock under this name. */
  program: LockProgram;
  /** The data folder: the database (and its lock) live here. */
  dataDir: string;
  /** The app's own host on 127.0.0.1 (0 picks a free port); null: none (`norenberc host`). */
  localPort: number | null;
  /** A host open to the LAN from the start (`norenberc host`); the app opens one on request. */
  lan?: LanPlace;
  /** Whether LAN hosts advertise themselves over mDNS (default: they do, on every interface). */
  mdns?: MdnsChoice;
  /** What every host shares: static files, bot worker, limits, timings. */
  tuning?: HostTuning;
  log: (line: string) => void;
}

export interface RunningApp {
  readonly hosts: AppHosts;
  readonly store: HostGameStore;
  /** Where it serves: the app's own page (with its key), or the LAN host of `norenberc host`. */
  readonly url: string;
  /** Closes the hosts (their games' last writes go to the store), then the store. Idempotent. */
  close(): Promise<void>;
}

/**
 * Takes the data folder (one program at a time), opens its store and starts the hosts on it, with its
 * unfinished games. Throws FolderInUseError (another program holds the folder) or StoreOpenError (the
 * path is no folder, its store cannot be used, or was written by a newer version); nothing is left
 * running or held then.
 */
export async function startApp(plan: AppPlan): Promise<RunningApp> {
  readyDataFolder(plan.dataDir, plan.log);
  const lock = acquireFolderLock(plan.dataDir, plan.program);
  let opened: ReturnType<typeof openHostStore> | null = null;
  let hosts: AppHosts;
  try {
    opened = openHostStore(plan.dataDir, plan.log);
    const history = opened.store;
    hosts = await AppHosts.start({
      localPort: plan.localPort,
      lan: plan.lan,
      mdns: plan.mdns ?? { advertise: true },
      tuning: { appKey: householdKey(plan.dataDir, plan.log), ...plan.tuning },
      store: opened.store,
      // One view of the history per audience: the household reads it all, each guest their own matches.
      archive: history,
      guests: { archive: (guestKey) => history.forGuest(guestKey) },
      resume: opened.store.unfinished(),
      log: plan.log,
    });
  } catch (err) {
    opened?.close();
    lock.release();
    throw err;
  }
  const url = servedAt(hosts);
  lock.setUrl(url);
  const store = opened;
  let closing: Promise<void> | null = null;
  return {
    hosts,
    store: store.store,
    url,
    close() {
      // The folder is free only once its store is closed: a program taking it over opens it after.
      closing ??= hosts.close().finally(() => {
        try {
          store.close();
        } finally {
          lock.release();
        }
      });
      return closing;
    },
  };
}

function servedAt(hosts: AppHosts): string {
  if (hosts.local) return `http://127.0.0.1:${hosts.local.port}/?key=${hosts.local.appKey}`;
  return `http://${new URL(hosts.lan!.host.wsUrl).host}`;
}
