// The host process's network face: one HTTP port serving the renderer, GET /health and the WebSocket
// endpoint (WS_PATH). Plain Node: the Electron main process and `norenberc host` both start it.
import { createServer, type IncomingMessage } from 'node:http';
import { isIP, type AddressInfo, type Socket } from 'node:net';
import { hostname as machineName } from 'node:os';
import type { Duplex } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { WebSocketServer } from 'ws';
import { Admission, addressOf } from './admission.ts';
import { PlainConnections } from './plainConnections.ts';
import { GUEST_LIMITS, HOUSEHOLD_RESERVE, clientsPerAddress } from './hostLimits.ts';
import { AdvicePool } from './bots/advice.ts';
import { BotPool } from './bots/pool.ts';
import { pacedBots } from './bots/pace.ts';
import { ReviewRunner } from './bots/reviewRunner.ts';
import { Connection } from './connection.ts';
import { CompressedFiles } from './compressed.ts';
import { SECURITY_HEADERS, serveFile, text } from './files.ts';
import { Lobby, type LobbyOptions } from './lobby.ts';
import { newToken } from './ids.ts';
import { KeyAttempts, isKey } from './keyAttempts.ts';
import { guestAddresses } from '../lan/addresses.ts';
import { HEALTH_APP, MAX_FRAME_BYTES, WS_PATH } from '../../protocol/messages.ts';
import { codeOfPath, entryPage } from '../../protocol/door.ts';

const DEFAULT_STATIC_DIR = fileURLToPath(new URL('../../dist/renderer', import.meta.url));

export interface HostOptions extends Omit<LobbyOptions, 'bots' | 'advice' | 'reviews' | 'guestAddresses'> {
  /** 0 picks a free port. */
  port: number;
  /** 127.0.0.1 keeps the host to this machine; 0.0.0.0 opens it to the LAN. */
  bind: string;
  /** Where the built renderer lives; default dist/renderer. */
  staticDir?: string;
  /** Web origins (besides the host's own pages) whose scripts may connect, e.g. a dev server. */
  allowedOrigins?: string[];
  heartbeatMs?: number;
  /** The guests' WebSockets in all (the household's pages have a reserve of their own besides). */
  maxClients?: number;
  /** WebSockets one address may hold at once (default an eighth of maxClients, at least 4). */
  maxClientsPerAddress?: number;
  /**
   * The secret by which the household's pages are known (`?key=` on its WebSocket URL): they are held
   * to no guest's limit and have a reserve of their own. Default: a fresh one each run (see RunningHost.appKey).
   */
  appKey?: string;
  /** Bot worker threads (default: one less than the cores, 1 to 4). */
  botThreads?: number;
  /** Threads for reviews (default: see AdvicePool). */
  adviceThreads?: number;
  /** Threads for hints (default: see AdvicePool). */
  hintThreads?: number;
  /** Search time of a hard bot per decision (default 1 s). */
  hardBotBudgetMs?: number;
  /** The least time a bot's move takes (default 0: as fast as it thinks). */
  botPaceMs?: number;
}

export interface RunningHost {
  readonly lobby: Lobby;
  readonly port: number;
  /** ws://…/ws on the bound address (127.0.0.1 when bound to every interface). */
  readonly wsUrl: string;
  /** This run's secret of the app's own page: only the app's window and the page it opens hold it. */
  readonly appKey: string;
  clients(): number;
  /** How many hints and review decisions were worked out so far. */
  computed(): { hints: number; reviewDecisions: number };
  close(): Promise<void>;
}

/** Frames beyond this are cut off by the socket layer (close 1009); up to it they get an error reply. */
const MAX_PAYLOAD_BYTES = 16 * MAX_FRAME_BYTES;
/**
 * A request's headers must have come in full this soon, the whole request this soon, checked this
 * often: a connection that trickles its headers (slowloris) holds its descriptor for seconds, not minutes.
 */
export const HEADERS_TIMEOUT_MS = 5_000;
const REQUEST_TIMEOUT_MS = 10_000;
const TIMEOUT_CHECK_MS = 1_000;

export async function startHost(options: HostOptions): Promise<RunningHost> {
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const bots = new BotPool({
    threads: options.botThreads,
    hardBudgetMs: options.hardBotBudgetMs,
    log,
  });
  const advice = new AdvicePool({
    threads: options.adviceThreads,
    hintThreads: options.hintThreads,
    householdThreads: HOUSEHOLD_RESERVE.adviceThreads,
    log,
  });
  let port = 0;
  const lobby = new Lobby({
    ...options,
    bots: options.botPaceMs ? pacedBots(bots, options.botPaceMs) : bots,
    advice,
    reviews: new ReviewRunner({ advice }),
    log,
    guestAddresses: () => guestAddresses(options.bind, port),
  });
  const staticDir = options.staticDir ?? DEFAULT_STATIC_DIR;
  const compressed = new CompressedFiles();
  const allowed = new Set(options.allowedOrigins ?? []);
  const maxClients = options.maxClients ?? GUEST_LIMITS.clients;
  const appKey = options.appKey ?? newToken();
  const keyAttempts = new KeyAttempts({ log });
  const connections = new Admission<Connection>({
    maxClients,
    perAddress: options.maxClientsPerAddress ?? clientsPerAddress(maxClients),
    household: HOUSEHOLD_RESERVE.clients,
    worth: () => lobby.holdings(),
    log,
  });
  const plain = new PlainConnections({
    perAddress: GUEST_LIMITS.httpPerAddress,
    unfinishedPerAddress: GUEST_LIMITS.unfinishedHttpPerAddress,
    guests: GUEST_LIMITS.http,
    log,
  });
  let nextId = 1;

  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_PAYLOAD_BYTES,
    perMessageDeflate: false,
  });

  const http = createServer(
    {
      headersTimeout: HEADERS_TIMEOUT_MS,
      requestTimeout: REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: TIMEOUT_CHECK_MS,
    },
    (req, res) => {
      plain.requested(req.socket);
      res.once('close', () => plain.answered(req.socket));
      const url = new URL(req.url ?? '/', 'http://host');
      if (req.method !== 'GET' && req.method !== 'HEAD') return text(res, 405, 'method not allowed\n');
      if (url.pathname === '/health') {
        const body = JSON.stringify({
          ok: true,
          app: HEALTH_APP,
          games: lobby.gameCount,
          clients: connections.size,
        });
        res.writeHead(200, {
          'content-type': 'application/json',
          'cache-control': 'no-store',
          ...SECURITY_HEADERS,
        });
        res.end(req.method === 'HEAD' ? undefined : body);
        return;
      }
      // The door's short address (/KTZWMP): on to the join page with the code, right or wrong alike.
      const code = codeOfPath(url.pathname);
      if (code) {
        res.writeHead(302, { location: entryPage(code), 'cache-control': 'no-store', ...SECURITY_HEADERS });
        res.end();
        return;
      }
      serveFile(staticDir, req, res, url.pathname, compressed).catch((err: Error) => {
        log(`http ${url.pathname}: ${err.message}`);
        if (!res.headersSent) text(res, 500, 'internal error\n');
        else res.destroy();
      });
    },
  );
  http.on('clientError', (_err, socket) => socket.destroy());
  http.on('connection', (socket: Socket) => plain.connected(socket));

  http.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    plain.done(req.socket);
    socket.on('error', () => socket.destroy());
    const url = new URL(req.url ?? '/', 'http://host');
    if (url.pathname !== WS_PATH) return refuse(socket, 404, 'Not Found');
    if (!originAllowed(req, allowed)) return refuse(socket, 403, 'Forbidden');
    // Every address is a guest like any other, loopback included; the household's pages, by the key, are none.
    const key = url.searchParams.get('key');
    const household = key !== null && isKey(key, appKey);
    const guest = household ? undefined : addressOf(req.socket);
    // A wrong key is said (a line a minute per address) and, past its address's allowance, refused.
    if (guest !== undefined && key !== null && !keyAttempts.wrong(guest))
      return refuse(socket, 429, 'Too Many Requests');
    const turned = connections.admit(guest);
    if (turned) return refuse(socket, turned.status, turned.reason);
    wss.handleUpgrade(req, socket, head, (ws) => {
      const connection = new Connection(nextId++, ws, lobby, log, guest);
      connections.add(connection);
      ws.on('close', () => connections.remove(connection));
    });
  });

  const heartbeat = setInterval(() => {
    for (const connection of connections.all()) connection.ping();
  }, options.heartbeatMs ?? 15_000);
  heartbeat.unref();

  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(options.port, options.bind, () => {
      http.off('error', reject);
      resolve();
    });
  });
  http.on('error', (err) => log(`http server: ${err.message}`));
  port = (http.address() as AddressInfo).port;
  lobby.listening(port);
  const reachable = options.bind === '0.0.0.0' || options.bind === '::' ? '127.0.0.1' : options.bind;
  const hostPart = reachable.includes(':') ? `[${reachable}]` : reachable;

  return {
    lobby,
    port,
    wsUrl: `ws://${hostPart}:${port}${WS_PATH}`,
    appKey,
    clients: () => connections.size,
    computed: () => advice.computed(),
    async close() {
      clearInterval(heartbeat);
      keyAttempts.close();
      lobby.close();
      const moment = () => new Promise((resolve) => setTimeout(resolve, 1000).unref());
      // No new connection from here; a file being sent (a font the page asked for as it saw the host
      // go) gets the same moment as the sockets to arrive whole, rather than an empty response.
      const httpClosed = new Promise<void>((resolve) => http.close(() => resolve()));
      http.closeIdleConnections();
      const closed = [...wss.clients].map((ws) => new Promise((resolve) => ws.once('close', resolve)));
      for (const connection of connections.all()) connection.close(1001, 'host closing');
      // Clients get a moment to answer the close handshake; any still there are cut off.
      await Promise.race([Promise.all(closed), moment()]);
      for (const ws of wss.clients) ws.terminate();
      await Promise.race([httpClosed, moment()]);
      http.closeAllConnections();
      await httpClosed;
      wss.close();
      await Promise.all([bots.close(), advice.close()]);
    },
  };
}

/**
 * Browsers always send Origin: a page may connect if the host served it (same host and port, under a
 * name a LAN uses) or its origin was allowed explicitly. Programs other than browsers send no Origin
 * and are not limited here.
 */
function originAllowed(req: IncomingMessage, allowed: Set<string>): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  // The desktop app's pages, loaded from its own files (a web page can never have this origin).
  if (origin === 'file://') return true;
  if (allowed.has(origin)) return true;
  try {
    const page = new URL(origin);
    return page.host === req.headers.host && lanName(page.hostname);
  } catch {
    return false;
  }
}

/**
 * An address, localhost, an mDNS name or this machine's name. A web site's own name is none of these:
 * a site that points its name at this machine (DNS rebinding) gets no access to the games.
 */
function lanName(hostname: string): boolean {
  const name = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const self = machineName().toLowerCase();
  return (
    isIP(name) !== 0 ||
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    name.endsWith('.local') ||
    name === self ||
    name === `${self}.local`
  );
}

function refuse(socket: Duplex, status: number, reason: string): void {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}
