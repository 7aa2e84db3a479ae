// Ctrl-C on the real `norenberc host` while a player's decisions still wait to be weighed for their
// review (reviewPrep.ts): the host stops, and says nothing of the weighings it drops.
import { rmSync } from 'node:fs';
import { WebSocket } from 'ws';
import { afterEach, describe, expect, it } from 'vitest';
import { connect, type Client } from '../../protocol/client.ts';
import type { SocketConstructor } from '../../protocol/socket.ts';
import { ScriptedPlayer } from '../../tools/loadtest/scriptedPlayer.ts';
import { newDataDir, startHostProgram } from '../browser/programs.ts';
import { until } from '../host/helpers.ts';

const cleanup: (() => void)[] = [];
afterEach(() => {
  for (const fn of cleanup.splice(0)) fn();
});

function from(localAddress: string): SocketConstructor {
  return class extends WebSocket {
    constructor(url: string) {
      super(url, { localAddress });
    }
  };
}

describe('a host stopped with reviews weighed ahead still waiting', () => {
  it('stops without a line for each weighing it drops', async () => {
    const dir = newDataDir('quiet-stop');
    cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
    const program = await startHostProgram(dir, ['--open'], 0, { reviewsAhead: true });
    const client: Client = await connect(`ws://127.0.0.1:${program.port}/ws`, {
      WebSocket: from('127.0.20.1'),
      playerId: 'cXVpZXQtc3RvcC1wbGF5ZXItMDE',
    });
    cleanup.push(() => client.close());
    const { gameId } = await client.create([
      { kind: 'self', name: 'Ana' },
      { kind: 'bot', level: 'easy' },
    ]);
    await client.start(gameId);
    let seed = 1;
    let acted = 0;
    const player = new ScriptedPlayer(client, gameId, {
      random: () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646,
      shouldAct: () => acted++ < 12,
    });
    // Twelve decisions of Ana's in a moment: more than the review threads weigh meanwhile.
    await until(() => acted >= 12, 60_000);
    player.stop();
    expect(await program.stop()).toBe(0);
    expect(program.stderr()).not.toMatch(/weighed ahead failed/);
  }, 120_000);
});
