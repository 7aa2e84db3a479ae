// `norenberc host`: runs a game host until interrupted, advertised on the LAN unless --no-mdns.
import { isIP } from 'node:net';
import { hostname } from 'node:os';
import { cleanName, nameProblem, nameProblemText } from '../../engine/index.ts';
import { NOT_AHEAD, REVIEWS_AHEAD_OPTION } from './reviewsAhead.ts';
import { startApp, type RunningApp } from '../app/compose.ts';
import { householdPage } from '../app/householdKey.ts';
import { GUEST_LIMITS } from '../host/hostLimits.ts';
import type { HostOptions, RunningHost } from '../host/server.ts';
import { guestAddresses } from '../lan/addresses.ts';
import { doorAddress } from '../../protocol/door.ts';
import { DEFAULT_PORT, TABLE_NAME_MAX } from '../../protocol/messages.ts';
import { FolderInUseError, notAnswering } from '../store/folderLock.ts';
import { norenbercAnswers } from '../app/answering.ts';
import { StoreOpenError } from '../store/hostStore.ts';
import { defaultDataDir } from '../store/dataDir.ts';
import { UsageError, portNumber, readArgs, wholeNumber } from './args.ts';
import { stopRequested } from './stopping.ts';

export const HOST_USAGE =
  'host [--port P] [--bind ADDR] [--name NAME] [--no-mdns] [--mdns-interface ADDR] [--static DIR] ' +
  '[--allow-origin ORIGIN]... [--grace SECONDS] [--data-dir D] ' +
  '[--max-clients N] [--max-clients-per-address N] [--max-games N] [--max-games-per-address N] ' +
  '[--lobby-idle MINUTES] [--open] [--no-reviews-ahead]   run a game host';

export async function runHost(args: string[]): Promise<number> {
  const { options, mdns, mdnsInterface, dataDir } = parseHostArgs(args);
  const log = (line: string): void => {
    process.stderr.write(`${new Date().toISOString()} ${line}\n`);
  };
  // The host must outlive any single fault: a stray exception is logged, never fatal.
  process.on('uncaughtException', (err) => log(`unexpected error: ${err.stack ?? err.message}`));
  process.on('unhandledRejection', (err) => log(`unexpected rejection: ${String(err)}`));

  // From here on a stop request (Ctrl-C, SIGTERM from a service manager) closes the host cleanly.
  const stopped = stopRequested();

  const { port, bind, name, ...tuning } = options;
  let app: RunningApp;
  try {
    // Its games are LAN games: stored with its name and port, they reopen on a LAN host after a restart
    // (this command's or the desktop app's), where their guests reach them.
    app = await startApp({
      program: 'host',
      dataDir,
      localPort: null,
      lan: { name, port, bind },
      mdns: { advertise: mdns, interface: mdnsInterface },
      tuning,
      log,
    });
  } catch (err) {
    const message =
      err instanceof FolderInUseError
        ? await refusal(err)
        : err instanceof StoreOpenError
          ? err.message
          : `cannot listen on ${bind}:${port}: ${(err as Error).message}`;
    process.stderr.write(`${message}\n`);
    return 1;
  }
  for (const game of app.hosts.resumed) {
    process.stdout.write(
      game.ok
        ? `resumed game ${game.id} at action ${game.actions}\n`
        : `game ${game.id} not resumed: ${game.error}\n`,
    );
  }
  const lan = app.hosts.lan!;
  // Where guests open the host, and the operator's own address: its key opens the household's view
  // (the whole history, players at one screen). The key is the data folder's (household.key): it stays
  // across restarts.
  const { evening } = lan.host.lobby;
  const door = (code: string | null, said: string): string =>
    (code
      ? `the evening's code: ${code} (${said})\n`
      : 'the door is open: anyone on the network comes in without a code\n') +
    guestAddresses(bind, lan.host.port)
      .map((address) =>
        code
          ? `guests open ${doorAddress(`http://${address}`, code)} (or http://${address}/ and type the code; ` +
            `each sees only the games they played)\n`
          : `guests open http://${address}/ (each sees only the games they played)\n`,
      )
      .join('');
  process.stdout.write(
    `Norenberc host "${name}" listening on http://${bind}:${lan.host.port} ` +
      `(WebSocket ${lan.host.wsUrl}, status /health)\n` +
      door(evening.code, 'guests come in with it; a new one at each start, changed from your own view') +
      `your own view (${OWN_VIEW}): ${operatorPage(lan.host)}\n` +
      `the table's display (${DISPLAY_VIEW}): ${operatorPage(lan.host)}#/display\n` +
      (tuning.reviewsAhead ? '' : NOT_AHEAD),
  );
  // The operator reads the code off this terminal as well as off their own view: a change is said here too.
  evening.watchCode((code) =>
    process.stdout.write(
      door(code, 'a new code, from your own view: guests at no table yet are asked for it'),
    ),
  );
  if (lan.advertisement) {
    process.stdout.write(`advertised on the LAN as "${lan.name}" (_norenberc._tcp)\n`);
    if (/^(127\.|::1$|localhost$)/.test(bind)) {
      log(
        `note: bound to ${bind}, so only this machine can connect; --bind 0.0.0.0 opens the host to the LAN`,
      );
    }
  }

  await stopped;
  process.stdout.write(
    'closing: running games are kept and go on at the next start; tables in their lobby close\n',
  );
  await app.close();
  return 0;
}

/**
 * Why a host does not start on a folder another program serves, with that program's household page:
 * the operator reaches the games there without stopping it.
 */
async function refusal(err: FolderInUseError): Promise<string> {
  const { url } = err.holder;
  if (url && !(await norenbercAnswers(url))) return notAnswering(err.dataDir, { ...err.holder, url });
  const page = url && householdPage(err.dataDir, url);
  return page ? `${err.message}\nYour own view there (${OWN_VIEW}): ${page}` : err.message;
}

/** What the household's own page is, as the host names it. */
const OWN_VIEW = 'whole history, players at one screen';

/** The host's page with its key, on the address this machine reaches it at. */
/** What the display address opens: Play at the table, on the operator's screen. */
const DISPLAY_VIEW = 'the board on this screen, the players at their phones';

function operatorPage(host: RunningHost): string {
  return `http://${new URL(host.wsUrl).host}/?key=${host.appKey}`;
}

const LIMIT_FLAGS = ['max-clients', 'max-clients-per-address', 'max-games', 'max-games-per-address'] as const;

interface HostArgs {
  options: Omit<HostOptions, 'store'> & { name: string };
  mdns: boolean;
  mdnsInterface: string | undefined;
  dataDir: string;
}

/** Refuses a share of one address above what all the guests hold together. */
function eachWithinAll(
  limits: Record<string, number | undefined>,
  each: (typeof LIMIT_FLAGS)[number],
  all: (typeof LIMIT_FLAGS)[number],
  fallback: number,
): void {
  const total = limits[all] ?? fallback;
  if ((limits[each] ?? 0) > total)
    throw new UsageError(
      `--${each} (${limits[each]}) cannot be above the guests' ${total} in all (--${all})`,
    );
}

/** Whether `text` is a web origin as a browser sends it: http(s), a host, perhaps a port, nothing after. */
function webOrigin(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === text;
  } catch {
    return false;
  }
}

/** The host's options from its words; a word it cannot take throws a UsageError. */
function parseHostArgs(args: string[]): HostArgs {
  const { values } = readArgs(args, {
    port: { type: 'string' },
    bind: { type: 'string' },
    name: { type: 'string' },
    'no-mdns': { type: 'boolean' },
    'mdns-interface': { type: 'string' },
    static: { type: 'string' },
    'allow-origin': { type: 'string', multiple: true },
    grace: { type: 'string' },
    'data-dir': { type: 'string' },
    'max-clients': { type: 'string' },
    'max-clients-per-address': { type: 'string' },
    'max-games': { type: 'string' },
    'max-games-per-address': { type: 'string' },
    'lobby-idle': { type: 'string' },
    open: { type: 'boolean' },
    ...REVIEWS_AHEAD_OPTION,
  });
  const port = portNumber(values.port, DEFAULT_PORT);
  const grace = values.grace === undefined ? 60 : Number(values.grace);
  if (!Number.isFinite(grace) || grace < 0)
    throw new UsageError(`--grace takes a number of seconds, 0 or more (not ${values.grace})`);
  const limits: Record<string, number | undefined> = {};
  for (const flag of LIMIT_FLAGS) limits[flag] = wholeNumber(`--${flag}`, values[flag], undefined, 1);
  eachWithinAll(limits, 'max-clients-per-address', 'max-clients', GUEST_LIMITS.clients);
  eachWithinAll(limits, 'max-games-per-address', 'max-games', GUEST_LIMITS.games);
  const bind = values.bind ?? '0.0.0.0';
  if (isIP(bind) === 0)
    throw new UsageError(
      `--bind takes an IP address of this machine, such as 0.0.0.0 or 127.0.0.1 (not ${bind})`,
    );
  for (const origin of values['allow-origin'] ?? [])
    if (!webOrigin(origin))
      throw new UsageError(
        `--allow-origin takes a web origin, such as http://localhost:5173 (not ${origin})`,
      );
  const lobbyIdle = values['lobby-idle'] === undefined ? undefined : Number(values['lobby-idle']);
  if (lobbyIdle !== undefined && !(Number.isFinite(lobbyIdle) && lobbyIdle > 0))
    throw new UsageError('--lobby-idle takes a number of minutes (a fraction, such as 0.5, too)');
  // The machine's own name: the same in every guest's language (a phrase around it would be English).
  const name = cleanName(values.name ?? (hostname().slice(0, TABLE_NAME_MAX).trim() || 'Norenberc'));
  const problem = nameProblem(name, TABLE_NAME_MAX);
  if (problem) throw new UsageError(`--name: ${nameProblemText(problem, TABLE_NAME_MAX)}`);
  return {
    options: {
      port,
      bind,
      name,
      staticDir: values.static,
      allowedOrigins: values['allow-origin'],
      graceMs: grace * 1000,
      maxClients: limits['max-clients'],
      maxClientsPerAddress: limits['max-clients-per-address'],
      maxGames: limits['max-games'],
      maxGamesPerGuest: limits['max-games-per-address'],
      lobbyIdleMs: lobbyIdle === undefined ? undefined : lobbyIdle * 60_000,
      // A trusted network may do without the evening's code.
      door: values.open ? 'open' : 'code',
      reviewsAhead: !values['no-reviews-ahead'],
    },
    mdns: !values['no-mdns'],
    mdnsInterface: values['mdns-interface'],
    dataDir: values['data-dir'] ?? defaultDataDir(),
  };
}
