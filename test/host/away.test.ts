// Stepping away from a running game (the game menu's "Leave the game"), over real sockets: the seats
// wait and the game pauses, the tokens stay with the client, a reconnection does not take the seats
// back behind the player's back, and coming back takes them all back at the same position.
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { RunningHost } from '../../main/host/server.ts';
import { connect, type Client } from '../../protocol/client.ts';
import type { TableInfo } from '../../protocol/messages.ts';
import { Cable, next, testClient, testHost } from './helpers.ts';

let host: RunningHost | null = null;
let cable: Cable | null = null;
const clients: Client[] = [];

afterEach(async () => {
  for (const c of clients.splice(0)) c.close();
  await cable?.close();
  cable = null;
  await host?.close();
  host = null;
});

/** Ana plays two seats of a running game on one screen, over a cable that can be cut; a watcher lists the games. */
async function hotseatOfTwo(): Promise<{ ana: Client; watcher: Client; gameId: string }> {
  host = await testHost();
  cable = await Cable.open(host);
  const ana = await connect(cable.url, { WebSocket, backoff: { initialMs: 20, maxMs: 100 } });
  const watcher = await testClient(host);
  clients.push(ana, watcher);
  await watcher.games();
  // No bot: nothing moves but what Ana plays.
  const { gameId } = await ana.create([
    { kind: 'local', name: 'Ana' },
    { kind: 'local', name: 'Ben' },
  ]);
  await ana.start(gameId);
  return { ana, watcher, gameId };
}

const listed = (games: TableInfo[], gameId: string): TableInfo | undefined =>
  games.find((g) => g.id === gameId);

describe('stepping away from a running game', () => {
  it('keeps the seats waiting and their tokens held, and comes back to the same position', async () => {
    const { ana, watcher, gameId } = await hotseatOfTwo();
    const moves = ana.game(gameId)!.view!.moves;
    const tokens = ana.tokens();
    expect(tokens.map((t) => t.seat).sort()).toEqual([0, 1, null]);

    const paused = next(watcher, 'games', (games) => listed(games, gameId)?.paused === true);
    await ana.away(gameId);
    const info = listed(await paused, gameId)!;
    expect(info.phase).toBe('playing');
    expect(info.seats.map((s) => s.connected)).toEqual([false, false]);
    // Nothing of the game is kept but the tokens; its requests are refused until the client is back.
    expect(ana.game(gameId)).toBeUndefined();
    expect(ana.tokens()).toEqual(tokens);
    await expect(ana.sync(gameId)).rejects.toMatchObject({ code: 'not-found' });

    const running = next(watcher, 'games', (games) => listed(games, gameId)?.paused === false);
    await ana.comeBack(gameId);
    await running;
    const back = ana.game(gameId)!;
    expect(back.you.admin).toBe(true);
    expect([...back.you.seats].sort()).toEqual([0, 1]);
    expect(back.view!.moves).toBe(moves);
    // Back: a second comeBack has nothing to do.
    await ana.comeBack(gameId);
    expect(ana.tokens()).toEqual(tokens);
  });

  it('takes the seat back before the creator’s rights: the first picture it gets is its seat’s', async () => {
    host = await testHost();
    const ana = await testClient(host);
    clients.push(ana);
    const { gameId } = await ana.create([
      { kind: 'local', name: 'Ana' },
      { kind: 'bot', level: 'easy' },
    ]);
    await ana.start(gameId);
    // The creator's token came first; the seat's is claimed first all the same.
    expect(ana.tokens().map((t) => t.seat)).toEqual([null, 0]);
    await ana.away(gameId);
    const seen: number[][] = [];
    ana.on('snapshot', (s) => {
      if (s.gameId === gameId) seen.push([...s.you.seats]);
    });
    await ana.comeBack(gameId);
    expect(seen[0]).toEqual([0]);
  });

  it('leaves the seats waiting across a reconnection until the client comes back', async () => {
    const { ana, watcher, gameId } = await hotseatOfTwo();
    const paused = next(watcher, 'games', (games) => listed(games, gameId)?.paused === true);
    await ana.away(gameId);
    await paused;
    // The connection drops and comes back: the client reclaims nothing it stepped away from.
    const reopened = next(ana, 'open');
    cable!.cut();
    await reopened;
    // Anything the reconnection would have claimed is answered before this.
    await ana.games();
    expect(ana.game(gameId)).toBeUndefined();
    expect(listed((await watcher.games()).games, gameId)?.seats[0]?.connected).toBe(false);
    await ana.comeBack(gameId);
    expect(ana.game(gameId)?.you.seats.length).toBe(2);
  });

  it('fails to come back to a game that ended meanwhile, and forgets its tokens', async () => {
    const { ana, gameId } = await hotseatOfTwo();
    await ana.away(gameId);
    // The same creator's token on another device ends the game.
    const other = await testClient(host!, { tokens: ana.tokens().map((t) => t.token) });
    clients.push(other);
    await next(other, 'snapshot', (m) => m.gameId === gameId);
    await other.end(gameId);
    await expect(ana.comeBack(gameId)).rejects.toMatchObject({ code: 'not-found' });
    expect(ana.tokens()).toEqual([]);
  });
});
