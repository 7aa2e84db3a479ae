// The game hosts of one running app: a local host bound to 127.0.0.1 for hotseat and solo games, and
// on request a LAN host open to the network and advertised over mDNS. Plain Node: the desktop app
// and the browser fallback of `npm start` both run it.
import { advertise, type Advertisement } from '../lan/advertise.ts';
import { startHost, type HostOptions, type RunningHost } from '../host/server.ts';
import type { Archive } from '../host/lobby.ts';
import type { GameStore, StoredGame } from '../host/store.ts';

interface AppHostsOptions {
  staticDir?: string;
  /** Port of the local host (0 picks a free one). */
  localPort?: number;
  store?: GameStore;
  /** The match history the hosts answer history and statistics requests from. */
  archive?: Archive;
  /** Unfinished games to bring back into the local host (from the store). */
  resume?: readonly StoredGame[];
  /** Closes the store once no host can write to it any more. */
  closeStore?: () => void;
  /** The bot worker's entry (the bundled one in the desktop app). */
  botWorker?: URL;
  /** Extra web origins allowed to connect (the Vite dev server in development). */
  allowedOrigins?: string[];
  log: (line: string) => void;
}

interface RunningLanHost {
  host: RunningHost;
  advertisement: Advertisement | null;
  name: string;
}

export class AppHosts {
  private lanHost: RunningLanHost | null = null;
  private closing: Promise<void> | null = null;

  private constructor(
    readonly local: RunningHost,
    private readonly options: AppHostsOptions,
  ) {}

  static async start(options: AppHostsOptions): Promise<AppHosts> {
    const local = await startHost(
      hostOptions(options, { port: options.localPort ?? 0, bind: '127.0.0.1', name: 'Local table' }),
    );
    for (const game of options.resume ?? []) {
      const restored = local.lobby.restore(game);
      if (!restored.ok) options.log(`game ${game.id} could not be resumed: ${restored.error}`);
    }
    return new AppHosts(local, options);
  }

  get lan(): RunningLanHost | null {
    return this.lanHost;
  }

  /** Opens a host to the LAN (all interfaces) and advertises it; a second call returns the same one. */
  async startLan(name: string, port: number, mdns = true): Promise<RunningLanHost> {
    if (this.lanHost) return this.lanHost;
    const host = await startHost(hostOptions(this.options, { port, bind: '0.0.0.0', name }));
    let advertisement: Advertisement | null = null;
    if (mdns) {
      advertisement = await advertise({
        name,
        port: host.port,
        hostId: host.lobby.hostId,
        summary: host.lobby.summary(),
        log: this.options.log,
      });
      const ad = advertisement;
      host.lobby.onSummary((summary) => ad.update(summary));
    }
    this.lanHost = { host, advertisement, name: advertisement?.name ?? name };
    return this.lanHost;
  }

  async stopLan(): Promise<void> {
    const lan = this.lanHost;
    this.lanHost = null;
    if (!lan) return;
    await lan.advertisement?.stop();
    await lan.host.close();
  }

  /**
   * Shuts down in the order that loses nothing: the LAN advertisement says goodbye first (no new
   * guests), then the hosts close their sockets and end their games (their last writes go to the
   * store), and the store closes last.
   */
  close(): Promise<void> {
    this.closing ??= (async () => {
      await this.lanHost?.advertisement?.stop();
      await this.lanHost?.host.close();
      this.lanHost = null;
      await this.local.close();
      this.options.closeStore?.();
    })();
    return this.closing;
  }
}

function hostOptions(
  options: AppHostsOptions,
  where: Pick<HostOptions, 'port' | 'bind' | 'name'>,
): HostOptions {
  return {
    ...where,
    staticDir: options.staticDir,
    allowedOrigins: options.allowedOrigins,
    store: options.store,
    archive: options.archive,
    botWorker: options.botWorker,
    log: options.log,
  };
}
