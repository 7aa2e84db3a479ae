// The threads' line with a reserve for the household: however many guests wait, the household's job
// starts at once on a thread of its own, and no guest's job takes that thread.
import { afterEach, describe, expect, it } from 'vitest';
import { Threads } from '../../../main/host/bots/threads.ts';

const ENTRY = new URL('../fixtures/waitingWorker.js', import.meta.url);
const open: Threads[] = [];
afterEach(async () => {
  for (const threads of open.splice(0)) await threads.close();
});

function threads(reserve: number): Threads {
  const made = new Threads({ size: 2, perGuest: 1, reserve, entry: ENTRY, log: () => {} });
  open.push(made);
  return made;
}

/** Runs a job of `guest` lasting `ms`; says whether a thread took it (at once: the line starts jobs as they come). */
function run(pool: Threads, guest: string, ms: number): { started: boolean; done: Promise<unknown> } {
  const job = { started: false, done: Promise.resolve() as Promise<unknown> };
  job.done = pool
    .run({ kind: 'wait', ms }, { guest, game: 'g' }, new AbortController().signal, () => {
      job.started = true;
    })
    // The jobs still running when a test ends fail as their threads stop.
    .catch(() => null);
  return job;
}

describe('the threads kept for the household', () => {
  it("start the household's job at once while guests hold every other thread, and take no guest's", async () => {
    const pool = threads(1);
    const guests = ['127.0.5.1', '127.0.5.2', '127.0.5.3'].map((g) => run(pool, g, 60_000));
    expect(guests.map((j) => j.started)).toEqual([true, true, false]);
    const household = run(pool, '', 10);
    expect(household.started).toBe(true);
    await household.done;
    // Its thread is free again, and still no guest's: the third guest waits for one of the two.
    expect(guests[2]!.started).toBe(false);
    const again = run(pool, '', 10);
    expect(again.started).toBe(true);
    await again.done;
  });

  it('are none by default: the household waits its turn like a guest', () => {
    const pool = threads(0);
    for (const g of ['127.0.5.1', '127.0.5.2']) run(pool, g, 60_000);
    expect(run(pool, '', 10).started).toBe(false);
  });
});
