// The lobby over real sockets: listing, joining, spectating, leaving, starting, and what only the
// creator may do (kick, seats to bots or open, end); races for one seat; limits and abandoned games.
import { afterEach, describe, expect, it } from 'vitest';
import type { HostOptions, RunningHost } from '../../main/host/server.ts';
import type { Client } from '../../protocol/client.ts';
import { ProtocolError } from '../../protocol/pending.ts';
import type { TableInfo } from '../../protocol/messages.ts';
import { next, testClient, testHost } from './helpers.ts';

let host: RunningHost | null = null;
const clients: Client[] = [];

afterEach(async () => {
  for (const c of clients.splice(0)) c.close();
  await host?.close();
  host = null;
});

async function setUp(options: Partial<HostOptions> = {}, count = 3): Promise<Client[]> {
  host = await testHost(options);
  const out: Client[] = [];
  for (let i = 0; i < count; i++) out.push(await testClient(host));
  clients.push(...out);
  return out;
}

function refusal(promise: Promise<unknown>): Promise<{ code: string; message: string; limit?: string }> {
  return promise.then(
    () => expect.fail('expected a refusal'),
    (err: ProtocolError) => ({ code: err.code, message: err.message, limit: err.limit }),
  );
}

describe('lobby', () => {
  it('lists games and pushes the list to watchers as seats fill', async () => {
    const [ana, ben, cleo] = await setUp();
    expect((await cleo!.games()).games).toEqual([]);
    const listed = next(cleo!, 'games', (games) => games.length === 1);
    const created = await ana!.create(
      [{ kind: 'local', name: 'Ana' }, { kind: 'open' }, { kind: 'bot', level: 'easy' }],
      'Evening',
    );
    const [game] = (await listed) as TableInfo[];
    expect(game).toMatchObject({ id: created.gameId, name: 'Evening', phase: 'lobby', spectators: 0 });
    expect(game!.seats.map((s) => s.kind)).toEqual(['human', 'open', 'bot']);
    const filled = next(cleo!, 'games', (games) => games[0]?.seats[1]?.kind === 'human');
    await ben!.join(created.gameId, 'Ben');
    expect(((await filled) as TableInfo[])[0]!.seats[1]).toMatchObject({
      name: 'Ben',
      connected: true,
      level: null,
    });
    expect(host!.lobby.summary()).toEqual({ games: 1, freeSeats: 0, phase: 'lobby' });
  });

  it('joins, spectates and leaves; colours stay distinct', async () => {
    const [ana, ben, cleo] = await setUp();
    const { gameId } = await ana!.create([
      { kind: 'local', name: 'Ana', color: 'blue' },
      { kind: 'open' },
      { kind: 'open' },
    ]);
    expect(await refusal(ben!.join(gameId, 'Ben', { color: 'blue' }))).toMatchObject({
      code: 'color-taken',
      message: /plays blue already/,
    });
    expect(await refusal(ben!.join(gameId, 'Ben', { seat: 0 }))).toMatchObject({
      code: 'conflict',
      message: /seat 0 is taken/,
    });
    const seen = next(ana!, 'update', (m) => m.table.seats[2]?.name === 'Ben');
    const joined = await ben!.join(gameId, 'Ben', { seat: 2 });
    expect(joined.seat).toBe(2);
    expect((await seen).table.seats[2]!.color).not.toBe('blue');
    expect(await refusal(ben!.join(gameId, 'Ben again'))).toMatchObject({
      code: 'already-seated',
      message: /already hold seat 2/,
    });

    const counted = next(ana!, 'update', (m) => m.table.spectators === 1);
    const watching = await cleo!.spectate(gameId);
    expect(watching.you).toEqual({ seats: [], admin: false, focus: null });
    expect(watching.view).toBeNull();
    await counted;

    const opened = next(ana!, 'update', (m) => m.table.seats[2]?.kind === 'open');
    await ben!.leave(gameId);
    expect((await opened).table.seats[2]).toMatchObject({ kind: 'open', name: null, color: null });
    expect(ben!.game(gameId)).toBeUndefined();
    expect(ben!.tokens()).toEqual([]);
  });

  it('starts only when every seat is taken, by the creator only', async () => {
    const [ana, ben] = await setUp();
    const { gameId } = await ana!.create([{ kind: 'local', name: 'Ana' }, { kind: 'open' }]);
    expect(await refusal(ana!.start(gameId))).toMatchObject({
      code: 'conflict',
      message: /seat 1 is still open/,
    });
    await ben!.join(gameId, 'Ben');
    expect(await refusal(ben!.start(gameId))).toMatchObject({ code: 'not-allowed' });
    const started = next(ben!, 'update', (m) => m.table.phase === 'playing');
    await ana!.start(gameId);
    const update = await started;
    expect(update.view?.viewer).toBe(1);
    expect(update.view?.players.map((p) => p.name)).toEqual(['Ana', 'Ben']);
  });

  it('lets the creator kick, replace by a bot, open, add seats and end the game', async () => {
    const [ana, ben, cleo] = await setUp();
    const { gameId } = await ana!.create([
      { kind: 'local', name: 'Ana' },
      { kind: 'open' },
      { kind: 'open' },
    ]);
    const benSeat = await ben!.join(gameId, 'Ben');
    await cleo!.join(gameId, 'Cleo');
    expect(await refusal(ben!.kick(gameId, 2))).toMatchObject({ code: 'not-allowed' });

    const kicked = next(ben!, 'seatLost');
    await ana!.kick(gameId, benSeat.seat);
    expect(await kicked).toMatchObject({ gameId, seat: 1, reason: 'kicked' });
    expect(ben!.tokens()).toEqual([]);
    expect(await refusal(ben!.claim(benSeat.token))).toMatchObject({ code: 'not-found' });
    expect(await refusal(ben!.sync(gameId))).toMatchObject({ code: 'not-found' });

    const replaced = next(cleo!, 'seatLost');
    await ana!.setSeat(gameId, 2, { kind: 'bot', level: 'hard' });
    expect(await replaced).toMatchObject({ seat: 2, reason: 'replaced' });
    await ana!.setSeat(gameId, 1, { kind: 'bot', level: 'easy' });
    await ana!.addSeat(gameId, { kind: 'bot', level: 'medium' });
    await ana!.addSeat(gameId, { kind: 'open' });
    expect(await refusal(ana!.addSeat(gameId, { kind: 'open' }))).toMatchObject({
      code: 'limit',
      limit: 'seats',
    });
    await ana!.setSeat(gameId, 4, { kind: 'bot', level: 'easy' });
    const table = (await ana!.sync(gameId)).table;
    expect(table.seats.map((s) => [s.kind, s.name, s.level])).toEqual([
      ['human', 'Ana', null],
      ['bot', 'Easy bot', 'easy'],
      ['bot', 'Hard bot', 'hard'],
      ['bot', 'Medium bot', 'medium'],
      ['bot', 'Easy bot 2', 'easy'],
    ]);
    expect(new Set(table.seats.map((s) => s.color)).size).toBe(5);

    // A seat nobody plays is taken away (the seats after it move up); a player's is not.
    await ana!.removeSeat(gameId, 2);
    expect((await ana!.sync(gameId)).table.seats.map((s) => s.name)).toEqual([
      'Ana',
      'Easy bot',
      'Medium bot',
      'Easy bot 2',
    ]);
    expect(await refusal(ana!.removeSeat(gameId, 0))).toMatchObject({
      code: 'conflict',
      message: /has a player/,
    });
    expect(await refusal(ana!.removeSeat(gameId, 4))).toMatchObject({ code: 'not-found' });
    expect(await refusal(cleo!.removeSeat(gameId, 3))).toMatchObject({ code: 'not-allowed' });
    await ana!.removeSeat(gameId, 3);
    await ana!.removeSeat(gameId, 1);
    expect(await refusal(ana!.removeSeat(gameId, 1))).toMatchObject({
      code: 'conflict',
      message: /at least 2 seats/,
    });

    await cleo!.spectate(gameId);
    const ended = next(cleo!, 'ended');
    await ana!.end(gameId);
    expect(await ended).toMatchObject({ gameId, reason: 'creator' });
    expect((await ana!.games()).games).toEqual([]);
  });

  it('gives an open seat to exactly one of two clients racing for it', async () => {
    const [ana, ben, cleo] = await setUp();
    const { gameId } = await ana!.create([{ kind: 'local', name: 'Ana' }, { kind: 'open' }]);
    const results = await Promise.allSettled([
      ben!.join(gameId, 'Ben', { seat: 1 }),
      cleo!.join(gameId, 'Cleo', { seat: 1 }),
    ]);
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0]!.reason).toMatchObject({ code: 'conflict', message: 'seat 1 is taken' });
    const table = (await ana!.sync(gameId)).table;
    expect(table.seats[1]!.kind).toBe('human');
  });

  it('ends a lobby whose creator is gone past the grace period, and opens a seat whose guest is', async () => {
    const [ana, ben, cleo] = await setUp({ graceMs: 150 });
    const first = await ana!.create([{ kind: 'local', name: 'Ana' }, { kind: 'open' }, { kind: 'open' }]);
    await ben!.join(first.gameId, 'Ben');
    const reopened = next(ana!, 'update', (m) => m.table.seats[1]?.kind === 'open', 3000);
    const away = next(ana!, 'update', (m) => m.table.seats[1]?.connected === false);
    ben!.close();
    expect((await away).table.seats[1]!.kind).toBe('human');
    await reopened;

    const second = await cleo!.create([{ kind: 'local', name: 'Cleo' }, { kind: 'open' }]);
    const gone = next(ana!, 'games', (games) => !games.some((g) => g.id === second.gameId), 3000);
    await ana!.games();
    cleo!.close();
    await gone;
  });

  it("names a table no one named apart from the host's listed tables; a name given is kept, unless listed", async () => {
    const [ana, ben] = await setUp({}, 2);
    const listed = async (client: Client, name?: string) => {
      const { gameId } = await client.create([{ kind: 'self', name: 'Ana' }, { kind: 'open' }], name);
      return (await ben!.games()).games.find((g) => g.id === gameId)!;
    };
    const named = async (client: Client, name?: string): Promise<string> => (await listed(client, name)).name;
    // Whose it is, and its number, for each reader's screen to word: the host's words beside.
    expect(await listed(ana!)).toMatchObject({
      name: "Ana's game",
      defaultName: { owner: 'Ana', number: 1 },
    });
    expect(await listed(ben!)).toMatchObject({
      name: "Ana's game (2)",
      defaultName: { owner: 'Ana', number: 2 },
    });
    expect((await listed(ana!, 'Friday table')).defaultName).toBeUndefined();
    expect(
      await refusal(ana!.create([{ kind: 'self', name: 'Ana' }, { kind: 'open' }], "ANA'S GAME")),
    ).toMatchObject({ code: 'table-name-taken' });
    expect(await named(ana!, 'Evening table')).toBe('Evening table');
    expect(await named(ben!)).toBe("Ana's game (3)");
    const open = await ana!.create([{ kind: 'open' }, { kind: 'open' }]);
    expect((await ben!.games()).games.find((g) => g.id === open.gameId)).toMatchObject({
      name: 'Game at Test table',
      defaultName: { owner: null, number: 1 },
    });
  });

  it('limits the games per host and per client', async () => {
    const [ana, ben] = await setUp({ maxGames: 3, maxGamesPerGuest: 3, maxGamesPerClient: 2 });
    await ana!.create([{ kind: 'local', name: 'A' }, { kind: 'open' }]);
    const second = await ana!.create([{ kind: 'local', name: 'A' }, { kind: 'open' }]);
    expect(await refusal(ana!.create([{ kind: 'local', name: 'A' }, { kind: 'open' }]))).toMatchObject({
      code: 'limit',
      limit: 'your-games',
    });
    await ben!.create([{ kind: 'local', name: 'B' }, { kind: 'open' }]);
    expect(await refusal(ben!.create([{ kind: 'local', name: 'B' }, { kind: 'open' }]))).toMatchObject({
      code: 'limit',
      message: 'one address may have at most 3 games here',
      limit: 'your-tables',
    });
    expect(await refusal(ana!.spectate((await ben!.games()).games[2]!.id))).toMatchObject({
      code: 'limit',
      limit: 'your-games',
    });
    await ana!.leave(second.gameId);
  });
});
