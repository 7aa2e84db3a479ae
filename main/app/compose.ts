// The composition root: the one place that builds a running Norenberc from a data folder — its
// store, its hosts, its unfinished games brought back — and takes it down in the order that loses
// nothing. `norenberc start`, `norenberc host`, `norenberc dev`, the Electron entry and the tests all
// call it, so the program the tests drive is the program people start.
import { AppHosts, type HostTuning, type LanPlace, type MdnsChoice } from './hosts.ts';
import { openHostStore, type HostGameStore } from '../store/hostStore.ts';

export type { HostTuning, LanPlace, MdnsChoice, Resumed } from './hosts.ts';

/** How a program runs the app. */
export interface AppPlan {
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
  /** Closes the hosts (their games' last writes go to the store), then the store. Idempotent. */
  close(): Promise<void>;
}

/**
 * Opens the data folder's store and starts the hosts on it, with its unfinished games. Throws
 * StoreOpenError (from the store) when the data folder cannot be used; nothing is left running then.
 */
export async function startApp(plan: AppPlan): Promise<RunningApp> {
  const opened = openHostStore(plan.dataDir, plan.log);
  let hosts: AppHosts;
  try {
    hosts = await AppHosts.start({
      localPort: plan.localPort,
      lan: plan.lan,
      mdns: plan.mdns ?? { advertise: true },
      tuning: plan.tuning ?? {},
      store: opened.store,
      archive: opened.store,
      resume: opened.store.unfinished(),
      log: plan.log,
    });
  } catch (err) {
    opened.close();
    throw err;
  }
  let closing: Promise<void> | null = null;
  return {
    hosts,
    store: opened.store,
    close() {
      closing ??= hosts.close().finally(() => opened.close());
      return closing;
    },
  };
}
