// Undo over real sockets on loopback, with the SQLite store: a player takes back their own last
// decision while nothing was revealed or drawn since and no other player acted; the bots' moves since
// go with it and are decided again; the store keeps only the actions that stand, so a restarted host
// resumes where the game stands; and an action decided before a take-back is refused, whatever its
// move count, since the state token (the version) never repeats.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { legalActions, stateFromView, type Action } from '../../engine/index.ts';
import { seededRandom } from '../../tools/loadtest/scriptedPlayer.ts';
import type { RunningHost } from '../../main/host/server.ts';
import { openHostStore } from '../../main/store/hostStore.ts';
import { listMatches } from '../../main/store/index.ts';
import type { Client } from '../../protocol/client.ts';
import type { GameMirror } from '../../protocol/mirrors.ts';
import type { SeatSpec } from '../../protocol/messages.ts';
import { SEED } from '../seed.ts';
import { next, testClient, testHost } from './helpers.ts';

const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn();
});

/** A host on the SQLite store of `dataDir`, with the games stored there brought back. */
async function storedHost(dataDir: string) {
  const opened = openHostStore(dataDir, () => {});
  const host = await testHost({ store: opened.store, archive: opened.store, botThreads: 1 });
  for (const game of opened.store.unfinished()) expect(host.lobby.restore(game)).toEqual({ ok: true });
  let open = true;
  const close = async (): Promise<void> => {
    if (!open) return;
    open = false;
    await host.close();
    opened.close();
  };
  cleanup.push(close);
  const db = opened.store.store.db;
  /** The stored actions of the game, in order. */
  const actions = (gameId: string): Action[] =>
    (
      db
        .prepare(
          'SELECT a.action FROM actions a JOIN matches m ON m.id = a.match_id WHERE m.game_id = ? ORDER BY a.idx',
        )
        .all(gameId) as { action: string }[]
    ).map((r) => JSON.parse(r.action) as Action);
  return { host, db, actions, close };
}

async function client(host: RunningHost, tokens?: string[]): Promise<Client> {
  const c = await testClient(host, tokens ? { tokens } : {});
  cleanup.push(() => c.close());
  return c;
}

/** The game as `c` sees it once `test` holds (now, or after an update or a snapshot). */
async function when(c: Client, gameId: string, test: (m: GameMirror) => boolean): Promise<GameMirror> {
  const holds = (): boolean => {
    const m = c.game(gameId);
    return !!m && test(m);
  };
  if (!holds()) await Promise.race([next(c, 'update', holds, 20_000), next(c, 'snapshot', holds, 20_000)]);
  return c.game(gameId)!;
}

/** The game waits for `seat` alone (every bot has played), or is over. */
const waitsFor = (seat: number) => (m: GameMirror) =>
  m.view?.phase === 'finished' || (m.view?.waitingFor.length === 1 && m.view.waitingFor[0] === seat);

function legal(m: GameMirror, seat: number): Action[] {
  return legalActions(stateFromView(m.view!), seat);
}

/**
 * Ana (seat 0) plays moves chosen by `random` until her last decision, with bots' moves after it, may
 * be taken back: the actions stored then, and how many stand before that decision.
 */
async function playUntilUndoable(
  ana: Client,
  gameId: string,
  stored: (gameId: string) => Action[],
  random: () => number,
): Promise<{ keep: number; before: Action[] }> {
  // The view Ana decided on: the next one to look at comes after her move (an answer may come
  // before the update that tells of it).
  let decidedAt = -1;
  for (;;) {
    const m = await when(ana, gameId, (x) => waitsFor(0)(x) && (x.view?.moves ?? 0) > decidedAt);
    expect(m.view!.phase).not.toBe('finished');
    const before = stored(gameId);
    const last = before.map((a) => a.seat).lastIndexOf(0);
    if (m.you.undo?.[0]?.refusal === null && last >= 0 && before.length - last > 1) {
      expect(before.slice(last + 1).every((a) => a.seat !== 0)).toBe(true);
      return { keep: last, before };
    }
    const options = legal(m, 0);
    decidedAt = m.view!.moves;
    await ana.act(gameId, options[Math.floor(random() * options.length)]!);
  }
}

async function started(c: Client, seats: SeatSpec[], choices = {}): Promise<string> {
  const { gameId } = await c.create(seats, undefined, choices);
  await c.start(gameId);
  await when(c, gameId, (m) => m.view !== null);
  return gameId;
}

describe('taking back a decision', () => {
  it('takes back a solo move with the bots\u2019 moves after it, which the bots decide again; a restarted host resumes there', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'norenberc-undo-'));
    const first = await storedHost(dataDir);
    const ana = await client(first.host);
    const gameId = await started(ana, [
      { kind: 'local', name: 'Ana' },
      { kind: 'bot', level: 'easy' },
      { kind: 'bot', level: 'easy' },
    ]);
    // Ana plays until her last decision, with bot moves after it, may be taken back.
    const random = seededRandom(SEED);
    const { keep, before } = await playUntilUndoable(ana, gameId, first.actions, random);
    const mine = before[keep]!;
    const bots = before.length - keep - 1;
    const version = ana.game(gameId)!.version!;

    const heard = next(ana, 'update', (u) => u.events.some((e) => e.type === 'tookBack'));
    await ana.takeBack(gameId, 0);
    const update = await heard;
    expect(update.events).toEqual([{ type: 'tookBack', seat: 0, decision: mine.type, bots }]);
    expect(update.view).toMatchObject({ moves: keep, waitingFor: [0] });
    expect(update.version).toBe(version + 1);
    expect(first.actions(gameId)).toEqual(before.slice(0, keep));
    expect(legal(ana.game(gameId)!, 0)).toContainEqual(mine);
    // The log keeps the line for anyone who syncs later, and only the actions that stand before it.
    const synced = (await ana.request('sync', { gameId, since: 0 })).log;
    expect(synced.every((entry) => entry.moves <= keep)).toBe(true);
    expect(synced.at(-1)!.events).toEqual(update.events);
    expect(first.db.prepare('SELECT seat, keep, undone FROM take_backs').all()).toEqual([
      { seat: 0, keep, undone: bots + 1 },
    ]);

    // The same decision again: the bots decide their moves after it again.
    await ana.act(gameId, mine);
    await when(ana, gameId, (x) => waitsFor(0)(x) && x.view!.moves > keep + 1);
    const replayed = first.actions(gameId);
    expect(replayed[keep]).toEqual(mine);
    expect(replayed.length).toBeGreaterThan(keep + 1);
    expect(replayed.slice(keep + 1).every((a) => a.seat !== 0)).toBe(true);

    // Taken back once more, then the host stops: the new one resumes where the game stands. The bots
    // decided afresh and may have drawn this time (that decision then stands): Ana plays on until one
    // of hers may be taken back again.
    const later = await playUntilUndoable(ana, gameId, first.actions, random);
    const again = later.before;
    const mineAgain = again[later.keep]!;
    await ana.takeBack(gameId, 0);
    const standing = await when(ana, gameId, (m) => m.view!.moves === later.keep);
    const tokens = ana.tokens().map((t) => t.token);
    await first.close();
    const second = await storedHost(dataDir);
    expect(second.actions(gameId)).toEqual(again.slice(0, later.keep));
    const back = await client(second.host, tokens);
    const resumed = await when(back, gameId, (m) => m.you.seats.includes(0) && m.view !== null);
    expect(resumed.view).toEqual(standing.view);
    // The token goes on from where it was: nothing decided before the restart matches it by chance.
    // One change per action ever played, and one per take-back.
    expect(resumed.version).toBe(standing.version);
    expect(resumed.version).toBe(before.length + (again.length - keep) + 2);
    await expect(
      back.request('act', { gameId, action: mineAgain, version: standing.version! - 1 }),
    ).rejects.toMatchObject({ code: 'conflict' });
    await back.act(gameId, mineAgain);
    expect(second.actions(gameId)[later.keep]).toEqual(mineAgain);
    const [match] = listMatches(second.db);
    expect(match!.seats[0]).toMatchObject({ name: 'Ana', takeBacks: 2 });
  });

  it('lets a LAN player take back a plan before the others have seen it, each seat seeing only its own', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'norenberc-undo-lan-'));
    const { host, actions } = await storedHost(dataDir);
    const ana = await client(host);
    const { gameId } = await ana.create([
      { kind: 'local', name: 'Ana' },
      { kind: 'open' },
      { kind: 'bot', level: 'easy' },
    ]);
    const ben = await client(host);
    await ben.join(gameId, 'Ben');
    await ana.start(gameId);
    const planning = (m: GameMirror): boolean =>
      m.view?.phase === 'planning' && m.view.waitingFor.join() === '0,1';
    const a = await when(ana, gameId, planning);
    await when(ben, gameId, planning);
    expect(a.table.undo).toBe(true);
    expect(ben.game(gameId)!.you.undo).toEqual([{ seat: 1, refusal: 'no-decision' }]);
    const plan = legal(a, 0).find((x) => x.type === 'plan')!;
    await ana.act(gameId, plan);
    expect((await when(ana, gameId, (m) => m.view!.moves === 2)).you.undo).toEqual([
      { seat: 0, refusal: null },
    ]);

    const benHears = next(ben, 'update', (u) => u.events.some((e) => e.type === 'tookBack'));
    await ana.takeBack(gameId, 0);
    const heard = await benHears;
    expect(heard.events).toEqual([{ type: 'tookBack', seat: 0, decision: 'plan', bots: 0 }]);
    expect(heard.view!.seats[0]).toMatchObject({ planned: false, cards: 0, plan: [] });
    expect(heard.view!.seats[1]!.talers).not.toBeNull();
    expect(heard.view!.seats[0]!.talers).toBeNull();
    expect((await when(ana, gameId, (m) => m.view!.moves === 1)).view!.seats[0]!.planned).toBe(false);
    expect(actions(gameId)).toHaveLength(1);

    // Once Ben has planned (and so revealed the plans), Ana's plan stands.
    await ana.act(gameId, plan);
    await when(ben, gameId, (m) => m.view!.moves === 2);
    await ben.act(gameId, legal(ben.game(gameId)!, 1)[0]!);
    const after = await when(ana, gameId, (m) => m.view!.moves >= 3);
    expect(after.you.undo).toEqual([{ seat: 0, refusal: 'other-acted' }]);
    await expect(ana.takeBack(gameId, 0)).rejects.toMatchObject({
      code: 'take-back',
      message: 'other-acted',
    });
    expect((await when(ben, gameId, (m) => m.view!.moves >= 3)).you.undo).toEqual([
      { seat: 1, refusal: 'revealed' },
    ]);
    await expect(ben.takeBack(gameId, 1)).rejects.toMatchObject({ code: 'take-back', message: 'revealed' });
    await expect(ben.takeBack(gameId, 0)).rejects.toMatchObject({ code: 'not-allowed' });
  });

  it('tells a screen of several seats what each of them may take back, the last to decide first', async () => {
    const { host } = await storedHost(mkdtempSync(join(tmpdir(), 'norenberc-undo-hotseat-')));
    const ana = await client(host);
    const gameId = await started(ana, [
      { kind: 'local', name: 'Ana' },
      { kind: 'local', name: 'Ben' },
      { kind: 'local', name: 'Cleo' },
    ]);
    expect(ana.game(gameId)!.you.undo).toEqual([
      { seat: 0, refusal: 'no-decision' },
      { seat: 1, refusal: 'no-decision' },
      { seat: 2, refusal: 'no-decision' },
    ]);
    await ana.act(gameId, { type: 'pass', seat: 2 });
    await ana.act(gameId, { type: 'pass', seat: 1 });
    // Ben decided after Cleo: his pass may be taken back, hers no longer.
    expect((await when(ana, gameId, (m) => m.view!.moves === 2)).you.undo).toEqual([
      { seat: 1, refusal: null },
      { seat: 2, refusal: 'other-acted' },
      { seat: 0, refusal: 'no-decision' },
    ]);
    await ana.takeBack(gameId, 1);
    expect((await when(ana, gameId, (m) => m.view!.moves === 1)).you.undo).toEqual([
      { seat: 2, refusal: null },
      { seat: 0, refusal: 'no-decision' },
      { seat: 1, refusal: 'no-decision' },
    ]);
  });

  it('refuses once a round has ended, and where the table turned undo off (kept after a restart)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'norenberc-undo-off-'));
    const first = await storedHost(dataDir);
    const ana = await client(first.host);
    const hotseat: SeatSpec[] = [
      { kind: 'local', name: 'Ana' },
      { kind: 'local', name: 'Ben' },
      { kind: 'local', name: 'Cleo' },
    ];
    const gameId = await started(ana, hotseat);
    for (const seat of [0, 1, 2]) await ana.act(gameId, { type: 'pass', seat });
    const m = await when(ana, gameId, (g) => g.view!.round === 2);
    // Each seat of the screen hears its own, the last to decide first, and the most telling reason:
    // the round ended since, though the others also decided after the first two.
    expect(m.you.undo).toEqual([
      { seat: 2, refusal: 'round-ended' },
      { seat: 1, refusal: 'round-ended' },
      { seat: 0, refusal: 'round-ended' },
    ]);
    await expect(ana.takeBack(gameId, 2)).rejects.toMatchObject({
      code: 'take-back',
      message: 'round-ended',
    });
    await expect(ana.takeBack(gameId, 0)).rejects.toMatchObject({
      code: 'take-back',
      message: 'round-ended',
    });
    expect(first.actions(gameId)).toHaveLength(3);

    const off = await started(ana, hotseat, { undo: false });
    await ana.act(off, { type: 'pass', seat: 0 });
    const offered = await when(ana, off, (g) => g.view!.moves === 1);
    expect(offered.table.undo).toBe(false);
    expect(offered.you).not.toHaveProperty('undo');
    await expect(ana.takeBack(off, 0)).rejects.toMatchObject({ code: 'not-allowed' });
    const tokens = ana.tokens().map((t) => t.token);
    await first.close();
    const second = await storedHost(dataDir);
    const back = await client(second.host, tokens);
    const resumed = await when(back, off, (g) => g.you.seats.length === 3);
    expect(resumed.table.undo).toBe(false);
    await expect(back.takeBack(off, 0)).rejects.toMatchObject({ code: 'not-allowed' });
    expect(second.actions(off)).toEqual([{ type: 'pass', seat: 0 }]);
  });

  it('refuses an action decided before a take-back, though its move count matches the game again', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'norenberc-undo-stale-'));
    const { host, actions } = await storedHost(dataDir);
    const ana = await client(host);
    const gameId = await started(ana, [
      { kind: 'local', name: 'Ana' },
      { kind: 'local', name: 'Ben' },
    ]);
    const plans = legal(ana.game(gameId)!, 0).filter((x) => x.type === 'plan');
    await ana.act(gameId, plans[0]!);
    const decided = await when(ana, gameId, (m) => m.view!.moves === 1);
    // Ben's plan, decided on this state, is held up; meanwhile Ana takes hers back and plans again.
    const benPlan = legal(decided, 1)[0]!;
    const stale = { moves: decided.view!.moves, version: decided.version! };
    await ana.takeBack(gameId, 0);
    await ana.act(gameId, plans[1]!);
    const now = await when(ana, gameId, (m) => m.view!.moves === 1 && m.version! > stale.version);
    expect(now.view!.moves).toBe(stale.moves);
    await expect(ana.request('act', { gameId, action: benPlan, ...stale })).rejects.toMatchObject({
      code: 'conflict',
    });
    // The move count alone (an older client's token) names no state once something was taken back.
    await expect(ana.request('act', { gameId, action: benPlan, moves: stale.moves })).rejects.toMatchObject({
      code: 'conflict',
    });
    expect(actions(gameId)).toEqual([plans[1]]);
    await ana.act(gameId, benPlan);
    expect(actions(gameId)).toEqual([plans[1], benPlan]);
  });
});
