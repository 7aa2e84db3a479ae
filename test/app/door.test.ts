// The door of the real `norenberc host` program: guests come in with the evening's code (its short
// address leads there), a wrong one is refused and counted per address, a change of code shuts out
// whoever holds no seat while seated guests keep playing (their seat tokens let them back in), a guest a
// creator removed is refused by player and by address, and `--open` needs no code. Each guest speaks
// from its own loopback address (127.0.x.y), as machines on a LAN would.
import { request } from 'node:http';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { BUSY_DOOR, TRIES_PER_ADDRESS } from '../../main/host/doorTries.ts';
import { Client, connect } from '../../protocol/client.ts';
import type { ClientOptions } from '../../protocol/clientTypes.ts';
import { ProtocolError } from '../../protocol/pending.ts';
import type { SocketConstructor } from '../../protocol/socket.ts';
import { newDataDir, startHostProgram, type Program } from '../browser/programs.ts';
import { next, until } from '../host/helpers.ts';

const clients: Client[] = [];
afterEach(() => {
  for (const c of clients.splice(0)) c.close();
});

/** The ws WebSocket speaking from `localAddress`. */
function from(localAddress: string): SocketConstructor {
  return class extends WebSocket {
    constructor(url: string) {
      super(url, { localAddress });
    }
  };
}

const playerId = (): string => randomBytes(18).toString('base64url');

async function guest(program: Program, address: string, options: ClientOptions = {}): Promise<Client> {
  const client = await connect(`ws://127.0.0.1:${program.port}/ws`, {
    WebSocket: from(address),
    backoff: { initialMs: 20, maxMs: 200 },
    playerId: playerId(),
    ...options,
  });
  clients.push(client);
  return client;
}

/** The operator's page: the household, by the host's key. */
async function household(program: Program): Promise<Client> {
  const key = new URL(program.operatorUrl()).searchParams.get('key')!;
  const client = await connect(`ws://127.0.0.1:${program.port}/ws?key=${key}`, { WebSocket });
  clients.push(client);
  return client;
}

/** The evening's code now, as the household's page is told it (the printed one may have changed since). */
async function currentCode(program: Program): Promise<string> {
  const operator = await household(program);
  return operator.welcome!.code!;
}

function refusal(promise: Promise<unknown>): Promise<string> {
  return promise.then(
    () => 'accepted',
    (err: unknown) => (err instanceof ProtocolError ? err.code : String(err)),
  );
}

function get(port: number, path: string): Promise<{ status: number; location?: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, location: res.headers.location });
    });
    req.on('error', reject);
    req.end();
  });
}

/** A code other than `code`, of the same shape. */
const otherCode = (code: string): string => (code === 'BBBBBB' ? 'CCCCCC' : 'BBBBBB');

/**
 * `norenberc host` (with `extra` options) on a fresh data folder for the tests of one describe block:
 * started before them, stopped after.
 */
function hostFor(name: string, extra: string[] = []): () => Program {
  let program: Program | undefined;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = newDataDir(name);
    program = await startHostProgram(dataDir, extra);
  }, 30_000);
  afterAll(async () => {
    await program?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return () => program!;
}

describe('a LAN host asking for the evening’s code', () => {
  const host = hostFor('door');

  it('prints its code; its short address leads to the join page with it, in any case', async () => {
    const program = host();
    const code = program.code()!;
    expect(code).toMatch(/^[BCDFGHJKMNPQRSTVWXZ]{6}$/);
    expect(await get(program.port, `/${code.toLowerCase()}`)).toEqual({
      status: 302,
      location: `/?code=${code}#/join`,
    });
    // A wrong code leads there alike: the address says nothing of the code.
    expect((await get(program.port, `/${otherCode(code)}`)).status).toBe(302);
    // Typed as the screen shows it, with its space, or with a dash: the same code.
    for (const typed of [`/${code.slice(0, 3)}%20${code.slice(3)}`, `/${code.slice(0, 3)}-${code.slice(3)}`])
      expect(await get(program.port, typed)).toEqual({ status: 302, location: `/?code=${code}#/join` });
  });

  it('keeps a guest without the code at the door, and lets in one with it', async () => {
    const program = host();
    const stranger = await guest(program, '127.0.10.1');
    expect(stranger.door).toBe('code');
    expect(stranger.welcome?.household).toBe(false);
    expect(await refusal(stranger.games())).toBe('code-needed');
    expect(await refusal(stranger.create([{ kind: 'self', name: 'Eve' }, { kind: 'open' }]))).toBe(
      'code-needed',
    );

    expect(await refusal(stranger.enter(otherCode(program.code()!)))).toBe('wrong-code');
    expect(stranger.door).toBe('code');
    // Typed in small letters, with a space: the same code.
    const code = program.code()!;
    await stranger.enter(`${code.slice(0, 3).toLowerCase()} ${code.slice(3)}`);
    expect(stranger.door).toBeNull();
    expect((await stranger.games()).type).toBe('games');

    const invited = await guest(program, '127.0.10.2', { code });
    expect(invited.door).toBeNull();
    expect((await invited.games()).type).toBe('games');
  });

  it('counts wrong codes per address: past the limit even the right one waits, elsewhere it does not', async () => {
    const program = host();
    const code = program.code()!;
    const guesser = await guest(program, '127.0.11.1');
    for (let i = 0; i < TRIES_PER_ADDRESS; i++)
      expect(await refusal(guesser.enter(otherCode(code)))).toBe('wrong-code');
    expect(await refusal(guesser.enter(code))).toBe('too-many-tries');
    // A new connection from the same address is no way round it.
    const again = await guest(program, '127.0.11.1');
    expect(await refusal(again.enter(code))).toBe('too-many-tries');
    const neighbour = await guest(program, '127.0.11.2');
    await neighbour.enter(code);
    expect(neighbour.door).toBeNull();
    expect(program.stderr()).toMatch(/wrong codes from 127\.0\.11\.1/);
  });

  it('lets the household in without a code and tells it the code', async () => {
    const program = host();
    const operator = await household(program);
    expect(operator.door).toBeNull();
    expect(operator.welcome).toMatchObject({ household: true, code: program.code() });
    expect((await operator.games()).type).toBe('games');
  });
});

describe('a door tried from many addresses', () => {
  const host = hostFor('door-tried');

  it('lets a guest with the code in while strangers guess from many addresses, and tells the household', async () => {
    const program = host();
    const code = program.code()!;
    const operator = await household(program);
    const tried = new Promise<[number, number]>((resolve) =>
      operator.on('doorTries', (wrong, addresses) => wrong >= BUSY_DOOR && resolve([wrong, addresses])),
    );
    // 40 addresses, two wrong codes each: past the host's count of a busy door.
    const answers: string[] = [];
    await Promise.all(
      Array.from({ length: 40 }, async (_, a) => {
        const stranger = await guest(program, `127.0.16.${a + 1}`);
        for (const letter of 'CD') answers.push(await refusal(stranger.enter(`BBBBB${letter}`)));
      }),
    );
    // Each address was checked at least once; past the busy count, an address that tried waits.
    expect(answers.filter((a) => a === 'wrong-code').length).toBeGreaterThanOrEqual(BUSY_DOOR);
    expect(answers.filter((a) => a !== 'wrong-code').every((a) => a === 'too-many-tries')).toBe(true);
    // A guest arriving by the QR code (its code in the address), and one typing it: both come in.
    const scanned = await guest(program, '127.0.17.1', { code });
    expect(scanned.door).toBeNull();
    const typing = await guest(program, '127.0.17.2');
    await typing.enter(code);
    expect(typing.door).toBeNull();
    expect(await tried).toEqual([expect.any(Number), 40]);
    expect(program.stderr()).toMatch(/door: 60 wrong codes within a minute from \d+ addresses/);
  });
});

describe('a change of code and a removal for the evening', () => {
  const host = hostFor('door-change');

  it('shuts out whoever holds no seat; the seated play on and come back by their seats', async () => {
    const program = host();
    const code = program.code()!;
    const operator = await household(program);
    const ana = await guest(program, '127.0.12.1', { code });
    const created = await ana.create([{ kind: 'self', name: 'Ana' }, { kind: 'open' }]);
    const benId = playerId();
    const ben = await guest(program, '127.0.12.2', { code, playerId: benId });
    await ben.join(created.gameId, 'Ben');
    const cleo = await guest(program, '127.0.12.3', { code });
    await cleo.games();

    const shut = next(cleo, 'door');
    const reply = await operator.request('setDoor', { open: false });
    const newCode = reply.code!;
    expect(newCode).not.toBe(code);
    expect(await shut).toBe('code-changed');
    expect(cleo.door).toBe('code-changed');
    expect(await refusal(cleo.games())).toBe('code-needed');
    // The seated stay in: the game starts and goes on.
    expect(ana.door).toBeNull();
    expect(ben.door).toBeNull();
    await ana.start(created.gameId);

    // Ben's connection drops; his page comes back holding the old code and his seat: the seat lets him in.
    const tokens = ben.tokens();
    ben.close();
    const back = await guest(program, '127.0.12.2', { code, playerId: benId, tokens });
    await next(back, 'door', (reason) => reason === null).catch(() => undefined);
    expect(back.door).toBeNull();
    expect(back.game(created.gameId)?.you.seats).toEqual([1]);

    // A newcomer with the old code is at the door; with the new one, in.
    const late = await guest(program, '127.0.12.4', { code });
    expect(late.door).toBe('code');
    await late.enter(newCode);
    expect(late.door).toBeNull();
    await cleo.enter(newCode);
    expect((await cleo.games()).type).toBe('games');
  });

  it('refuses a removed guest from a new address with the same player, and from the same address as a new one', async () => {
    const program = host();
    const code = await currentCode(program);
    const ana = await guest(program, '127.0.13.1', { code });
    const created = await ana.create([{ kind: 'self', name: 'Ana' }, { kind: 'open' }, { kind: 'open' }]);
    const benId = playerId();
    const ben = await guest(program, '127.0.13.2', { code, playerId: benId });
    await ben.join(created.gameId, 'Ben');
    const dan = await guest(program, '127.0.13.4', { code });
    await dan.join(created.gameId, 'Dan');

    const lost = next(ben, 'seatLost');
    const shut = next(ben, 'door');
    await ana.request('kick', { gameId: created.gameId, seat: 1, evening: true });
    expect((await lost).reason).toBe('removed');
    expect(await shut).toBe('removed');
    expect(await refusal(ben.games())).toBe('removed');
    expect(ana.game(created.gameId)?.table.seats[1]?.kind).toBe('open');

    // The same player from another address, with the code: refused as he knocks, and again after.
    const refused = new Promise((resolve) => {
      const moved = new Client(`ws://127.0.0.1:${program.port}/ws`, {
        WebSocket: from('127.0.13.3'),
        code,
        playerId: benId,
      });
      clients.push(moved);
      moved.on('door', (reason, why) => resolve({ reason, why, door: moved.door }));
    });
    expect(await refused).toEqual({ reason: 'removed', why: undefined, door: 'removed' });
    const moved = clients.at(-1)!;
    expect(await refusal(moved.enter(code))).toBe('removed');
    // A new player from Ben's address, holding no seat here: refused at once, the code or not.
    const disguised = await guest(program, '127.0.13.2', { code });
    expect(disguised.door).toBe('address-removed');
    expect(await refusal(disguised.enter(code))).toBe('address-removed');
    // Nobody else is touched: Dan plays on, the creator keeps her table.
    expect(dan.door).toBeNull();
    expect((await dan.games()).type).toBe('games');
    expect(ana.door).toBeNull();
    expect(program.stderr()).toMatch(/removed for the evening/);
  });

  it('keeps another guest seated at the removed player’s address in their seat, over a reconnection too', async () => {
    const program = host();
    const code = await currentCode(program);
    const ana = await guest(program, '127.0.18.1', { code });
    const created = await ana.create([{ kind: 'self', name: 'Ana' }, { kind: 'open' }, { kind: 'open' }]);
    const ben = await guest(program, '127.0.18.5', { code });
    await ben.join(created.gameId, 'Ben');
    const cleoId = playerId();
    const cleo = await guest(program, '127.0.18.5', { code, playerId: cleoId });
    await cleo.join(created.gameId, 'Cleo');
    const doors: unknown[] = [];
    cleo.on('door', (reason) => doors.push(reason));

    const shut = next(ben, 'door');
    await ana.request('kick', { gameId: created.gameId, seat: 1, evening: true });
    expect(await shut).toBe('removed');
    // Cleo is told nothing, keeps her seat and is heard.
    expect((await cleo.games()).type).toBe('games');
    expect(doors).toEqual([]);
    expect(cleo.door).toBeNull();
    expect(ana.game(created.gameId)?.table.seats[2]).toMatchObject({ kind: 'human', name: 'Cleo' });

    // Her page reloads: her seat lets her in from the refused address.
    const tokens = cleo.tokens();
    cleo.close();
    const back = await guest(program, '127.0.18.5', { playerId: cleoId, tokens });
    expect(back.door).toBeNull();
    // Her seat's snapshot follows the host's answer to her claim.
    await until(() => back.game(created.gameId) !== undefined, 5000);
    expect(back.game(created.gameId)?.you.seats).toEqual([2]);
    expect(program.stderr()).toMatch(/1 address refused to newcomers without a seat/);
  });

  it('never refuses the host’s own machine by address', async () => {
    const program = host();
    const code = await currentCode(program);
    const ana = await guest(program, '127.0.19.1', { code });
    const created = await ana.create([{ kind: 'self', name: 'Ana' }, { kind: 'open' }]);
    const ben = await guest(program, '127.0.0.1', { code });
    await ben.join(created.gameId, 'Ben');
    const shut = next(ben, 'door');
    await ana.request('kick', { gameId: created.gameId, seat: 1, evening: true });
    expect(await shut).toBe('removed');
    const next127 = await guest(program, '127.0.0.1', { code });
    expect(next127.door).toBeNull();
    expect((await next127.games()).type).toBe('games');
  });

  it('keeps a seat at the creator’s screen from being removed for the evening', async () => {
    const program = host();
    const operator = await household(program);
    const created = await operator.create([
      { kind: 'local', name: 'Ana' },
      { kind: 'local', name: 'Kim' },
      { kind: 'open' },
    ]);
    expect(await refusal(operator.request('kick', { gameId: created.gameId, seat: 1, evening: true }))).toBe(
      'conflict',
    );
  });

  it('lets only the household open or shut the door', async () => {
    const program = host();
    const code = await currentCode(program);
    const ana = await guest(program, '127.0.14.1', { code });
    expect(await refusal(ana.request('setDoor', { open: true }))).toBe('not-allowed');
  });
});

describe('an open host', () => {
  const host = hostFor('door-open', ['--open']);

  it('needs no code (--open), and is shut and opened again from the household’s page', async () => {
    const program = host();
    expect(program.code()).toBeNull();
    expect(program.stdout()).toMatch(/the door is open/);
    const ana = await guest(program, '127.0.15.1');
    expect(ana.door).toBeNull();
    await ana.games();

    const operator = await household(program);
    const shut = next(ana, 'door');
    const { code } = await operator.request('setDoor', { open: false });
    expect(code).toMatch(/^[A-Z]{6}$/);
    expect(await shut).toBe('code-changed');
    const newcomer = await guest(program, '127.0.15.2');
    expect(newcomer.door).toBe('code');

    // Opened again: whoever waits at the door is let in, and told so.
    const opened = next(newcomer, 'door');
    expect((await operator.request('setDoor', { open: true })).code).toBeNull();
    expect(await opened).toBeNull();
    expect((await newcomer.games()).type).toBe('games');
    expect(ana.door).toBeNull();
  });
});
