// The game hosts of one running app: a local host bound to 127.0.0.1 for hotseat and solo games, and
// on request a LAN host open to the network and advertised over mDNS. Unfinished LAN games reopen on
// a LAN host (same name, same port where free, advertised again), where their guests can reach them
// and reconnect by themselves. Plain Node: the desktop app and the browser fallback of `npm start`
// both run it.
import { advertise, type Advertisement } from '../lan/advertise.ts';
import { startHost, type HostOptions, type RunningHost } from '../host/server.ts';
import type { Archive } from '../host/lobby.ts';
import type { GameStore, LanVenue, StoredGame } from '../host/store.ts';

interface AppHostsOptions {
  staticDir?: string;
  /** Port of the local host (0 picks a free one). */
  localPort?: number;
  store?: GameStore;
  /** The match history the hosts answer history and statistics requests from. */
  archive?: Archive;
  /** Unfinished games to bring back (from the store): local ones into the local host, LAN ones onto a LAN host. */
  resume?: readonly StoredGame[];
  /** Whether a reopened LAN host advertises itself over mDNS (default true). */
  mdns?: boolean;
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
    const hosts = new AppHosts(local, options);
    const games = options.resume ?? [];
    const lanGames = games.filter((g) => g.lan);
    hosts.resume(
      local,
      games.filter((g) => !g.lan),
    );
    const venue = lanGames[0]?.lan;
    if (venue) {
      const lan = await hosts.startLan(venue.name, venue.port, options.mdns ?? true);
      hosts.resume(lan.host, lanGames);
    }
    return hosts;
  }

  get lan(): RunningLanHost | null {
    return this.lanHost;
  }

  /** Opens a host to the LAN (all interfaces) and advertises it; a second call returns the same one. */
  async startLan(name: string, port: number, mdns = true): Promise<RunningLanHost> {
    if (this.lanHost) return this.lanHost;
    const host = await this.openLan(name, port);
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

  /** A LAN host on `port`, or on a free one when another program holds it now. */
  private async openLan(name: string, port: number): Promise<RunningHost> {
    const lan = { name, port };
    try {
      return await startHost(hostOptions(this.options, { port, bind: '0.0.0.0', name }, lan));
    } catch (err) {
      if (port === 0 || (err as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw err;
      this.options.log(`port ${port} is taken: the LAN host opens on another one`);
      return startHost(hostOptions(this.options, { port: 0, bind: '0.0.0.0', name }, lan));
    }
  }

  private resume(host: RunningHost, games: readonly StoredGame[]): void {
    for (const game of games) {
      const restored = host.lobby.restore(game);
      if (!restored.ok) this.options.log(`game ${game.id} could not be resumed: ${restored.error}`);
    }
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
  lan?: LanVenue,
): HostOptions {
  return {
    ...where,
    lan,
    staticDir: options.staticDir,
    allowedOrigins: options.allowedOrigins,
    store: options.store,
    archive: options.archive,
    botWorker: options.botWorker,
    log: options.log,
  };
}
