// A finished table in the list of the real `norenberc host` program: its players see it while they are
// at it (its final scores, its rematch), the household always, and a stranger at the host never, nor
// a player once they left it. Each guest is a protocol client from its own loopback address, in by the
// evening's code.
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { ScriptedPlayer, seededRandom } from '../../tools/loadtest/scriptedPlayer.ts';
import { connect, type Client } from '../../protocol/client.ts';
import type { SocketConstructor } from '../../protocol/socket.ts';
import { newDataDir, startHostProgram, trackPrograms, type Program } from '../browser/programs.ts';
import { next } from '../host/helpers.ts';

const track = trackPrograms();
const clients: Client[] = [];
afterEach(() => {
  for (const c of clients.splice(0)) c.close();
});

/** A protocol client from `address`: a guest with the evening's code, or the household with its key. */
async function client(program: Program, address: string, household = false): Promise<Client> {
  const From = class extends WebSocket {
    constructor(url: string) {
      super(url, { localAddress: address });
    }
  };
  const ws = `ws://127.0.0.1:${program.port}/ws`;
  const key = new URL(program.operatorUrl()).searchParams.get('key');
  const made = await connect(household ? `${ws}?key=${key}` : ws, {
    WebSocket: From as unknown as SocketConstructor,
    reconnect: false,
    ...(household ? {} : { code: program.code()! }),
  });
  clients.push(made);
  return made;
}

const listed = async (c: Client, gameId: string): Promise<boolean> =>
  (await c.games()).games.some((g) => g.id === gameId);

describe('a finished table in the list', () => {
  it('is listed to its players while they are at it and to the household, never to a stranger', async () => {
    const program = await track(startHostProgram(newDataDir('finished-tables')));
    const [ana, ben, cleo, household] = await Promise.all([
      client(program, '127.0.3.1'),
      client(program, '127.0.3.2'),
      client(program, '127.0.3.3'),
      client(program, '127.0.3.4', true),
    ]);
    const { gameId } = await ana.create([{ kind: 'self', name: 'Ana' }, { kind: 'open' }]);
    await ben.join(gameId, 'Ben');
    const players = [ana, ben].map(
      (c, i) => new ScriptedPlayer(c, gameId, { random: seededRandom(i + 1), thinkMs: () => 10 }),
    );
    // Cleo is at the host, watching its list, but was never at the table.
    expect(await listed(cleo, gameId)).toBe(true);
    await ana.start(gameId);
    await Promise.all(players.map((p) => p.finished));
    await expect.poll(() => ana.game(gameId)?.table.phase).toBe('finished');

    expect(await listed(ana, gameId)).toBe(true);
    expect(await listed(ben, gameId)).toBe(true);
    expect(await listed(household, gameId)).toBe(true);
    expect(await listed(cleo, gameId)).toBe(false);
    // Ben leaves it: the list he watches drops it; the household's keeps it.
    const dropped = next(ben, 'games', (games) => !games.some((g) => g.id === gameId));
    await ben.leave(gameId);
    await dropped;
    expect(await listed(household, gameId)).toBe(true);
    // A finished game holds its name no longer: the household opens a new table of that name, which a
    // table not over still refuses.
    const finishedName = (await household.games()).games.find((g) => g.id === gameId)!.name;
    const again = await household.create([{ kind: 'local', name: 'Dora' }, { kind: 'open' }], finishedName);
    await expect(
      household.create([{ kind: 'local', name: 'Eli' }, { kind: 'open' }], finishedName),
    ).rejects.toMatchObject({ code: 'table-name-taken' });
    expect(
      (await household.games()).games.filter((g) => g.name === finishedName).map((g) => g.phase),
    ).toEqual(expect.arrayContaining(['finished', 'lobby']));
    expect(again.gameId).not.toBe(gameId);
  }, 120_000);
});
