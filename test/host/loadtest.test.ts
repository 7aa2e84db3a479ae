// The load test command's machinery, small and bounded: a host process, concurrent games of
// scripted players, bots and spectators played to the end without an error. Its timings are
// printed by `norenberc loadtest`, never asserted.
import { describe, expect, it } from 'vitest';
import { runLoadTest } from '../../main/loadtest/run.ts';

describe('load test', () => {
  it('plays concurrent games against a host process without an error', async () => {
    const result = await runLoadTest({
      clients: 7,
      games: 2,
      bot: 'easy',
      seed: 5,
      timeoutMs: 60_000,
      thinkMs: 0,
    });
    expect(result.errors).toEqual([]);
    expect(result.finishedGames).toBe(2);
    expect(result.actions).toBeGreaterThan(20);
    expect(result.framesReceived).toBeGreaterThan(result.actions);
    expect(result.roundTripMs.p99).toBeGreaterThan(0);
  });
});
