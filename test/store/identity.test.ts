// Identity and integrity (issue 13): a guest is their own player, never merged into a local profile
// by name; colours are unique across every kind of seat; an unfinished import is a record to replay,
// never a game to finish; names are text on every way in, the command line included.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  activeSeats,
  apply,
  legalActions,
  newGame,
  toRecord,
  type Action,
  type GameState,
} from '../../engine/index.ts';
import { ScriptedPlayer, seededRandom } from '../../tools/loadtest/scriptedPlayer.ts';
import { main } from '../../main/cli/index.ts';
import { openHostStore } from '../../main/store/hostStore.ts';
import { importRecord } from '../../main/store/recordImport.ts';
import { listMatches } from '../../main/store/index.ts';
import type { Client } from '../../protocol/client.ts';
import { testClient, testHost } from '../host/helpers.ts';

const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn();
});

async function storedHost() {
  const opened = openHostStore(mkdtempSync(join(tmpdir(), 'norenberc-identity-')), () => {});
  const host = await testHost({ store: opened.store, archive: opened.store });
  cleanup.push(async () => {
    await host.close();
    opened.close();
  });
  return { host, store: opened.store };
}

async function client(host: Awaited<ReturnType<typeof testHost>>): Promise<Client> {
  const c = await testClient(host);
  cleanup.push(() => c.close());
  return c;
}

function played(n: number): { state: GameState; actions: Action[] } {
  const created = newGame({
    players: [
      { name: 'Ana', color: 'blue' },
      { name: 'Ben', color: 'red' },
    ],
    seed: 'identity',
  });
  if (!created.ok) throw new Error(created.error);
  let state = created.value;
  const actions: Action[] = [];
  for (let i = 0; i < n; i++) {
    const action = legalActions(state, activeSeats(state)[0]!)[0]!;
    const result = apply(state, action);
    if (!result.ok) throw new Error(result.error);
    state = result.state;
    actions.push(action);
  }
  return { state, actions };
}

describe('identity and integrity', () => {
  it("counts a guest who types a local profile's name as their own player", async () => {
    const { host } = await storedHost();
    const ana = await client(host);
    // One table has no two names alike: the guest "ana" plays at another table than the local Ana.
    const play = async (local: string, guestName: string, playerId?: string): Promise<void> => {
      const { gameId } = await ana.create([{ kind: 'local', name: local }, { kind: 'open' }]);
      const guest = await client(host);
      await guest.join(gameId, guestName, playerId ? { playerId } : {});
      await ana.start(gameId);
      await Promise.all([
        new ScriptedPlayer(ana, gameId, { random: seededRandom(1) }).finished,
        new ScriptedPlayer(guest, gameId, { random: seededRandom(2) }).finished,
      ]);
    };
    await play('Ana', 'Ben');
    await play('Cleo', 'ana', 'a-browser-of-its-own-0001');
    const { players } = await ana.stats();
    const named = players.filter((p) => p.name.toLowerCase() === 'ana');
    expect(named.map((p) => [p.name, p.games])).toEqual([
      ['Ana', 1],
      ['ana', 1],
    ]);
  });

  it('refuses a colour twice at a table, whatever kind of seat holds it', async () => {
    const { host } = await storedHost();
    const ana = await client(host);
    await expect(
      ana.create([
        { kind: 'local', name: 'Ana', color: 'blue' },
        { kind: 'bot', level: 'easy', color: 'blue' },
      ]),
    ).rejects.toMatchObject({ code: 'invalid' });
    const { gameId } = await ana.create([
      { kind: 'local', name: 'Ana' },
      { kind: 'bot', level: 'easy', color: 'yellow' },
      { kind: 'open' },
    ]);
    const table = (await ana.sync(gameId)).table;
    const colors = table.seats.flatMap((s) => (s.color ? [s.color] : []));
    expect(new Set(colors).size).toBe(colors.length);
    const ben = await client(host);
    await expect(ben.join(gameId, 'Ben', { color: 'yellow' })).rejects.toMatchObject({ code: 'color-taken' });
  });

  it('keeps an imported unfinished record to replay: never a game with seats to fill', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'norenberc-import-'));
    const opened = openHostStore(dir, () => {});
    const { state, actions } = played(5);
    const done = importRecord(opened.store.store, toRecord(state, actions), 1);
    expect(done).toMatchObject({ ok: true, finished: false });
    expect(listMatches(opened.store.store.db)).toMatchObject([{ status: 'abandoned', actions: 5 }]);
    expect(opened.store.unfinished()).toEqual([]);
    if (done.ok) expect(opened.store.finishedRecord(done.matchId)!.actions).toEqual(actions);
    opened.close();
  });

  it('refuses control characters and over-long names on every way in', async () => {
    const { host, store } = await storedHost();
    const ana = await client(host);
    await expect(
      ana.create([{ kind: 'local', name: '\u001b[31mAna' }, { kind: 'open' }]),
    ).rejects.toMatchObject({
      code: 'invalid',
    });
    const { gameId } = await ana.create([{ kind: 'local', name: 'Ana' }, { kind: 'open' }]);
    await expect(client(host).then((c) => c.join(gameId, 'Ben\u0007'))).rejects.toMatchObject({
      code: 'invalid',
    });
    const { state, actions } = played(3);
    const record = toRecord(state, actions);
    for (const name of ['\u001b]0;pwned\u0007', 'x'.repeat(25)]) {
      const bad = { ...record, players: [{ name, color: 'blue' }, record.players[1]] };
      expect(importRecord(store.store, bad, 1)).toMatchObject({
        ok: false,
        error: expect.stringMatching(/^not a norenberc-record\/1 game record: players\.0\.name/),
      });
    }
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    cleanup.push(() => stderr.mockRestore());
    expect(await main(['host', '--name', 'Ana\u001b[2J', '--no-mdns'])).toBe(2);
  });
});
