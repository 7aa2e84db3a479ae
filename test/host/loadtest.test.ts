// The load test command's machinery, small and bounded: a host process, concurrent games of
// scripted players, bots and spectators played to the end without an error. Its timings are
// printed by `norenberc loadtest`, never asserted; what it asks of the host stays within the host's limits.
import { describe, expect, it, vi } from 'vitest';
import { main } from '../../main/cli/index.ts';
import { TOOLS } from '../../tools/commands.ts';
import { GUEST_LIMITS } from '../../main/host/hostLimits.ts';
import { runLoadTest } from '../../tools/loadtest/run.ts';
import { ATTACKS } from '../../tools/loadtest/attack.ts';

describe('load test', () => {
  it('plays concurrent games against a host process without an error', async () => {
    const result = await runLoadTest({
      clients: 7,
      games: 2,
      bot: 'easy',
      seed: 5,
      timeoutMs: 60_000,
      thinkMs: 0,
      // Two clients of a game to an address, as phones behind one router.
      perAddress: 2,
    });
    expect(result.errors).toEqual([]);
    expect(result.finishedGames).toBe(2);
    expect(result.actions).toBeGreaterThan(20);
    expect(result.framesReceived).toBeGreaterThan(result.actions);
    expect(result.roundTripMs.p99).toBeGreaterThan(0);
    // Every client connected at once, two to an address, and both games in the host.
    expect(result.hostPeak).toEqual({
      clients: 7,
      games: 2,
      maxClients: GUEST_LIMITS.clients,
      maxGames: GUEST_LIMITS.games,
    });
  });

  it("asks no more of the host than its limits of guests' connections and games", async () => {
    const said = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      const over = [
        ['--clients', String(GUEST_LIMITS.clients + 1), '--games', '8'],
        ['--clients', '100', '--games', String(GUEST_LIMITS.games + 1)],
      ];
      for (const args of over) expect(await main(['loadtest', ...args], TOOLS)).toBe(2);
      expect(String(said.mock.calls[0]![0])).toContain(`to ${GUEST_LIMITS.clients} (the host's limit`);
      expect(String(said.mock.calls[1]![0])).toContain(`to ${GUEST_LIMITS.games} (the host's limit`);
      // Nor more clients of one address than the host's share.
      expect(await main(['loadtest', '--per-address', '33'], TOOLS)).toBe(2);
      expect(String(said.mock.calls[2]![0])).toContain('--per-address takes a whole number from 1 to 32');
    } finally {
      said.mockRestore();
    }
  });

  it('says its ranges and its attacks when asked', async () => {
    let out = '';
    const said = vi
      .spyOn(process.stdout, 'write')
      .mockImplementation((chunk) => ((out += String(chunk)), true));
    try {
      expect(await main(['loadtest', '--help'], TOOLS)).toBe(0);
      expect(out).toContain(`--clients from --games to ${GUEST_LIMITS.clients}`);
      expect(out).toContain('--per-address N (1 to 32');
      for (const attack of ATTACKS) expect(out).toContain(attack);
    } finally {
      said.mockRestore();
    }
  });
});
