// The guided first game over a real WebSocket: the host deals the lesson, plays the others' scripted
// actions, refuses any other action of the player than the step's (with the step's id) and changes
// nothing then; from round 2 on the player's moves are their own and the others answer them as the
// lesson's opponents do (protocol/lesson/opponents.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openHostStore } from '../../main/store/hostStore.ts';
import { apply, replay, score, view, type GameView } from '../../engine/index.ts';
import { decide } from '../../engine/bots/index.ts';
import { othersMove } from '../../protocol/lesson/opponents.ts';
import type { Client } from '../../protocol/client.ts';
import type { ProtocolError } from '../../protocol/pending.ts';
import { GUIDED_UNTIL, LESSON_SEAT, LESSON_STEPS, lessonRecord } from '../../protocol/lesson/steps.ts';
import type { RunningHost } from '../../main/host/server.ts';
import { next, testClient, testHost } from './helpers.ts';

const moves = (client: Client, gameId: string): number => client.game(gameId)?.view?.moves ?? -1;

/** Resolves once the game's view passes `test`. */
async function until(client: Client, gameId: string, test: (view: GameView) => boolean): Promise<void> {
  const passes = () => {
    const view = client.game(gameId)?.view;
    return !!view && test(view);
  };
  while (!passes()) await next(client, 'update', (u) => u.gameId === gameId, 20_000);
}

/** Resolves once the game has reached `n` moves. */
async function reach(client: Client, gameId: string, n: number): Promise<void> {
  await until(client, gameId, (v) => v.moves >= n);
  expect(moves(client, gameId)).toBe(n);
}

describe('the guided first game', () => {
  let host: RunningHost;
  let opened: ReturnType<typeof openHostStore>;
  const dataDir = mkdtempSync(join(tmpdir(), 'norenberc-lesson-'));
  beforeAll(async () => {
    opened = openHostStore(dataDir, () => {});
    host = await testHost({ lessonPaceMs: 5, store: opened.store, archive: opened.store });
  });
  afterAll(async () => {
    await host.close();
    opened.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a wrong action with the step’s id, changing nothing, and plays the script around the player', async () => {
    const client = await testClient(host);
    const created = await client.request('lesson', { name: 'Lea' });
    const gameId = created.gameId;
    await until(client, gameId, (v) => v.phase === 'planning');
    const table = client.game(gameId)!.table;
    expect(table.lesson).toBe(true);
    expect(table.phase).toBe('playing');
    expect(table.seats.map((s) => s.name)).toEqual(['Lea', 'Anselm', 'Berta']);

    const plan = LESSON_STEPS.find((s) => s.id === 'plan')!;
    expect(moves(client, gameId)).toBe(plan.at);
    // The others wait for the learner's plan: nothing is played before it.
    await new Promise((r) => setTimeout(r, 100));
    expect(moves(client, gameId)).toBe(0);
    const wrong = await client.act(gameId, { type: 'plan', seat: LESSON_SEAT, guilds: ['brewers'] }).then(
      () => null,
      (err: ProtocolError) => err,
    );
    expect(wrong).toMatchObject({ code: 'lesson', message: 'plan' });
    const after = await client.sync(gameId);
    expect(after.view?.moves).toBe(0);
    expect(after.view?.seats[LESSON_SEAT]!.planned).toBe(false);
    // Hints wait for the learner's own rounds, where the table allows them.
    expect(table.hints).toBe(true);

    // Each guided step: a wrong action is refused with its id; the record's own is played.
    for (const step of LESSON_STEPS.filter((s) => s.kind === 'act')) {
      await reach(client, gameId, step.at);
      const refused = await client.act(gameId, { type: 'nothing', seat: LESSON_SEAT }).then(
        () => null,
        (err: ProtocolError) => err,
      );
      expect(refused).toMatchObject({ code: 'lesson', message: step.id });
      expect(moves(client, gameId)).toBe(step.at);
      await client.act(gameId, lessonRecord.actions[step.at]!);
    }
    // Past the guided round the moves are the player's own (here the medium bot's choices); the host
    // answers each as the lesson's opponents do, so the game is the one played here alongside.
    await reach(client, gameId, GUIDED_UNTIL + 1);
    const guided = replay(lessonRecord);
    if (!guided.ok) throw new Error(guided.error);
    let alongside = guided.state;
    while (alongside.phase !== 'finished') {
      const others = othersMove(alongside);
      const action =
        others ?? decide(view(alongside, LESSON_SEAT), { level: 'medium', seed: alongside.moves });
      if (!others) {
        await until(client, gameId, (v) => v.moves === alongside.moves);
        await client.act(gameId, action);
      }
      const played = apply(alongside, action);
      if (!played.ok) throw new Error(played.error);
      alongside = played.state;
    }
    await until(client, gameId, (v) => v.phase === 'finished');
    const final = client.game(gameId)!.view!;
    expect(final.moves).toBe(alongside.moves);
    expect(final.scores!.map((x) => x.total)).toEqual(score(alongside).map((x) => x.total));
    // A lesson is not stored: no match in the history, nothing in the statistics, nothing to resume.
    expect((await client.request('history', {})).matches).toEqual([]);
    expect((await client.request('stats', {})).players).toEqual([]);
    expect(opened.store.unfinished()).toEqual([]);
    // Nor is it shown to others: no LAN guest finds it in the host's list of games.
    const other = await testClient(host);
    expect((await other.games()).games.map((g) => g.id)).not.toContain(gameId);
    expect(host.lobby.summary().games).toBe(0);
    other.close();
    client.close();
  });

  it('ends once its learner has left, after the grace period (a lesson does not wait to be resumed)', async () => {
    const quick = await testHost({ lessonPaceMs: 5, graceMs: 50 });
    try {
      const client = await testClient(quick);
      const { gameId } = await client.request('lesson', { name: 'Lea' });
      await until(client, gameId, (v) => v.phase === 'planning');
      expect(quick.lobby.gameCount).toBe(1);
      await client.request('leave', { gameId });
      await expect.poll(() => quick.lobby.gameCount).toBe(0);
      client.close();
    } finally {
      await quick.close();
    }
  });
});
