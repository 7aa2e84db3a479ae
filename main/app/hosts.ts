// The game hosts of one running app: the app's own host bound to 127.0.0.1 for hotseat and solo games,
// and a LAN host open to the network and advertised over mDNS (from the start for `norenberc host`, on
// request in the app). Unfinished LAN games reopen on a LAN host (same name, same port where free,
// advertised again), where their guests can reach them and reconnect by themselves. Built only by the
// composition root (compose.ts).
import { advertise, type Advertisement } from '../lan/advertise.ts';
import { startHost, type HostOptions, type RunningHost } from '../host/server.ts';
import type { Archive, GuestPolicy } from '../host/lobby.ts';
import type { GameStore, LanVenue, StoredGame } from '../host/store.ts';

/** What every host of the app shares: where the renderer is, the bot worker, limits and timings. */
export type HostTuning = Omit<
  HostOptions,
  'port' | 'bind' | 'name' | 'local' | 'lan' | 'store' | 'archive' | 'guests' | 'log'
>;

/** A LAN host's place on the network. */
export interface LanPlace {
  name: string;
  port: number;
  /** Default 0.0.0.0: every interface. */
  bind?: string;
}

/** Whether LAN hosts advertise themselves over mDNS, and on which interface (its IPv4 address). */
export interface MdnsChoice {
  advertise: boolean;
  interface?: string;
}

interface AppHostsOptions {
  /** The app's own host on 127.0.0.1 (0 picks a free port); null: none (`norenberc host`). */
  localPort: number | null;
  /** A LAN host opened at once; unfinished LAN games open one at their own venue anyway. */
  lan?: LanPlace;
  mdns: MdnsChoice;
  tuning: HostTuning;
  store: GameStore;
  /** The household's history: the app's own page and the operator (by a host's key) read it all. */
  archive: Archive;
  /** What the guests of every host (clients without its key) read: their own matches. */
  guests: GuestPolicy;
  /** Unfinished games to bring back: local ones into the local host, LAN ones onto the LAN host. */
  resume: readonly StoredGame[];
  log: (line: string) => void;
}

interface RunningLanHost {
  host: RunningHost;
  advertisement: Advertisement | null;
  name: string;
}

/** How bringing back one unfinished game went. */
export type Resumed = { id: string; actions: number } & ({ ok: true } | { ok: false; error: string });

export class AppHosts {
  private lanHost: RunningLanHost | null = null;
  private closing: Promise<void> | null = null;
  private readonly resumedGames: Resumed[] = [];

  private constructor(
    private readonly localHost: RunningHost | null,
    private readonly options: AppHostsOptions,
  ) {}

  static async start(options: AppHostsOptions): Promise<AppHosts> {
    const local = options.localPort === null ? null : await openLocal(options, options.localPort);
    const hosts = new AppHosts(local, options);
    try {
      const lanGames = options.resume.filter((g) => g.lan);
      if (local)
        hosts.resume(
          local,
          options.resume.filter((g) => !g.lan),
        );
      const place = lanPlace(options.lan, lanGames[0]?.lan ?? undefined);
      if (place) {
        const lan = await hosts.startLan(place);
        hosts.resume(lan.host, lanGames);
      }
    } catch (err) {
      await hosts.close();
      throw err;
    }
    return hosts;
  }

  /** The app's own host on 127.0.0.1; null for a LAN-only host (`norenberc host`). */
  get local(): RunningHost | null {
    return this.localHost;
  }

  get lan(): RunningLanHost | null {
    return this.lanHost;
  }

  /** The unfinished games brought back at the start, and how each went. */
  get resumed(): readonly Resumed[] {
    return this.resumedGames;
  }

  /** Opens a host to the LAN and advertises it; a second call returns the same one. */
  async startLan(place: LanPlace): Promise<RunningLanHost> {
    if (this.lanHost) return this.lanHost;
    const host = await this.openLan(place);
    let advertisement: Advertisement | null = null;
    if (this.options.mdns.advertise) {
      advertisement = await advertise({
        name: place.name,
        port: host.port,
        hostId: host.lobby.hostId,
        summary: host.lobby.summary(),
        interface: this.options.mdns.interface,
        log: this.options.log,
      });
      const ad = advertisement;
      host.lobby.onSummary((summary) => ad.update(summary));
    }
    this.lanHost = { host, advertisement, name: advertisement?.name ?? place.name };
    return this.lanHost;
  }

  /** A LAN host on its port, or near it when another program holds it now. */
  private openLan(place: LanPlace): Promise<RunningHost> {
    const bind = place.bind ?? '0.0.0.0';
    const lan: LanVenue = { name: place.name, port: place.port };
    return onFreePort(
      place.port,
      (port) => startHost(hostOptions(this.options, { port, bind, name: place.name }, lan)),
      (port) => `the LAN host opens on port ${port} instead`,
      this.options.log,
    );
  }

  private resume(host: RunningHost, games: readonly StoredGame[]): void {
    for (const game of games) {
      let restored: { ok: true } | { ok: false; error: string };
      try {
        restored = host.lobby.restore(game);
      } catch (err) {
        restored = { ok: false, error: (err as Error).message };
      }
      const actions = game.record.actions.length;
      this.resumedGames.push({ id: game.id, actions, ...restored });
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
   * store). The store is closed by the composition root, after this.
   */
  close(): Promise<void> {
    this.closing ??= (async () => {
      await this.stopLan();
      await this.localHost?.close();
    })();
    return this.closing;
  }
}

/**
 * Where the LAN host opens: where it is asked, else where its unfinished LAN games were. Asked for any
 * free port (0), it takes their port again, where it is free: the pages left open at that address (a
 * table's display, the players' phones) come back by themselves.
 */
function lanPlace(asked: LanPlace | undefined, stored: LanPlace | undefined): LanPlace | undefined {
  if (asked?.port === 0 && stored) return { ...asked, port: stored.port };
  return asked ?? stored;
}

/** How many ports after a busy one a host tries before it takes any free one. */
const NEXT_PORTS = 10;

/** The app's own host on 127.0.0.1, on its port or near it. */
function openLocal(options: AppHostsOptions, wanted: number): Promise<RunningHost> {
  return onFreePort(
    wanted,
    (port) => startHost(hostOptions(options, { port, bind: '127.0.0.1', name: 'Local table', local: true })),
    (port) => `serving on port ${port} instead`,
    options.log,
  );
}

/**
 * A host opened on the wanted port, or, when another program holds that one, on the next free port (a
 * page keeps its saved settings per address, a firewall rule names a port: a nearby port that stays the
 * same beats a random one); after NEXT_PORTS busy ones, any free port. A move is said in one sentence.
 */
async function onFreePort(
  wanted: number,
  open: (port: number) => Promise<RunningHost>,
  instead: (port: number) => string,
  log: (line: string) => void,
): Promise<RunningHost> {
  for (let port = wanted; ; port = port - wanted < NEXT_PORTS && port < 65535 ? port + 1 : 0) {
    try {
      const host = await open(port);
      if (port !== wanted) log(`Port ${wanted} is taken by another program: ${instead(host.port)}.`);
      return host;
    } catch (err) {
      if (port === 0 || (err as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw err;
    }
  }
}

function hostOptions(
  options: AppHostsOptions,
  where: Pick<HostOptions, 'port' | 'bind' | 'name' | 'local'>,
  lan?: LanVenue,
): HostOptions {
  return {
    ...options.tuning,
    ...where,
    lan,
    store: options.store,
    archive: options.archive,
    guests: options.guests,
    log: options.log,
  };
}
