// The bots' turns of one game, with the real engine and a scripted bot runner.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { legalActions, view, type Action, type GameState } from '../../../engine/index.ts';
import type { BotLevel } from '../../../engine/bots/index.ts';
import { BotDriver } from '../../../main/host/botDriver.ts';
import type { BotRunner } from '../../../main/host/bots/pool.ts';
import type { StoreHealth } from '../../../main/host/store.ts';
import { startedGame } from './fakes.ts';

afterEach(() => void vi.useRealTimers());

type Answer = (seat: number, state: GameState) => Promise<Action>;

/** A table of three seats, seats 1 and 2 played by bots, whose bot runner answers with `answer`. */
function botTable(answer: Answer, save: () => true | StoreHealth = () => true) {
  let state = startedGame();
  const played: Action[] = [];
  const logs: string[] = [];
  const asked: { seat: number; signal: AbortSignal }[] = [];
  const runner: BotRunner = {
    decide: (v, _level, signal) => {
      asked.push({ seat: v.viewer!, signal });
      return answer(v.viewer!, state);
    },
    warm: () => {},
  };
  const levels: (BotLevel | null)[] = [null, 'easy', 'easy'];
  const driver: BotDriver = new BotDriver(runner, {
    playing: () => state,
    botLevel: (seat) => levels[seat] ?? null,
    view: (seat) => view(state, seat),
    play: (action, next) => {
      const saved = save();
      if (saved !== true) return saved;
      played.push(action);
      state = next;
      return true;
    },
    log: (line) => logs.push(line),
  });
  return { driver, played, logs, asked, state: () => state };
}

const firstLegal: Answer = (seat, state) => Promise.resolve(legalActions(state, seat)[0]!);
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('BotDriver', () => {
  it('asks each bot seat the game waits for, once, and plays the answers', async () => {
    const t = botTable(firstLegal);
    t.driver.run();
    t.driver.run();
    expect(t.asked.map((a) => a.seat)).toEqual([1, 2]);
    await settle();
    expect(t.played.map((a) => a.seat).sort()).toEqual([1, 2]);
    expect(t.state().moves).toBe(2);
    expect(t.logs).toEqual([]);
  });

  it('keeps the game going with a random legal action when a bot fails or answers for another seat', async () => {
    const t = botTable((seat) =>
      seat === 1 ? Promise.reject(new Error('worker died')) : Promise.resolve({ type: 'pass', seat: 0 }),
    );
    t.driver.run();
    await settle();
    expect(t.played.map((a) => a.seat).sort()).toEqual([1, 2]);
    expect(t.logs.sort()).toEqual([
      'the bot of seat 1 failed (worker died)',
      'the bot of seat 2 failed (it answered for seat 0)',
    ]);
  });

  it('drops the decision of a seat stopped meanwhile', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const t = botTable(async (seat, state) => {
      await gate;
      return legalActions(state, seat)[0]!;
    });
    t.driver.run();
    t.driver.stop(1);
    expect(t.asked[0]).toMatchObject({ seat: 1, signal: { aborted: true } });
    release();
    await settle();
    expect(t.played.map((a) => a.seat)).toEqual([2]);
  });

  it('asks again when its answer is illegal on a state the game moved to meanwhile, and logs nothing', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const illegal: Action = { type: 'sell', seat: 1, count: 99 };
    const t = botTable(async (seat, state) => {
      if (seat !== 1) return legalActions(state, seat)[0]!;
      if (t.asked.filter((a) => a.seat === 1).length > 1) return legalActions(state, 1)[0]!;
      await gate;
      return illegal;
    });
    t.driver.run();
    await settle();
    expect(t.played.map((a) => a.seat)).toEqual([2]);
    release();
    await settle();
    expect(t.asked.map((a) => a.seat)).toEqual([1, 2, 1]);
    expect(t.played.map((a) => a.seat)).toEqual([2, 1]);
    expect(t.logs).toEqual([]);
  });

  it('logs an illegal answer on the state it was asked about, and plays a random legal action instead', async () => {
    const t = botTable((seat, state) =>
      Promise.resolve(seat === 1 ? { type: 'sell', seat: 1, count: 99 } : legalActions(state, seat)[0]!),
    );
    t.driver.run();
    await settle();
    expect(t.played.map((a) => a.seat).sort()).toEqual([1, 2]);
    expect(t.logs).toEqual([expect.stringMatching(/^the bot of seat 1 chose an illegal action/)]);
  });

  it('tries again a second later when a move could not be saved', async () => {
    vi.useFakeTimers();
    let saving = false;
    const t = botTable(firstLegal, () => saving || busy);
    t.driver.run();
    await vi.advanceTimersByTimeAsync(0);
    expect(t.played).toEqual([]);
    saving = true;
    await vi.advanceTimersByTimeAsync(1000);
    expect(t.played.map((a) => a.seat).sort()).toEqual([1, 2]);
    t.driver.dispose();
  });

  it('backs off, rather than trying every second, while the store cannot write', async () => {
    vi.useFakeTimers();
    const t = botTable(firstLegal, () => readOnly);
    t.driver.run();
    await vi.advanceTimersByTimeAsync(0);
    expect(t.asked).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(3000);
    expect(t.asked).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(t.asked.length).toBeGreaterThan(2);
    expect(t.logs.some((l) => l.includes('read-only'))).toBe(true);
    t.driver.dispose();
  });
});

const busy: StoreHealth = {
  ok: false,
  kind: 'busy',
  retryable: true,
  message: 'busy: try again in a moment',
};
const readOnly: StoreHealth = {
  ok: false,
  kind: 'read-only',
  retryable: false,
  message: 'the file is read-only',
};
