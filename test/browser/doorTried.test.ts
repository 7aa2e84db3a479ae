// The household's screen while strangers guess the evening's code at the real `norenberc host`: beside
// the code it says the door is being tried, with the wrong codes of the last minute and how many
// addresses they came from, as the host's output does. The strangers are protocol clients, each on a
// loopback address of its own (127.0.x.y), as machines of the LAN would be.
import type { Browser } from 'playwright-core';
import { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages as en } from '../../languages/en/messages.ts';
import { connect, type Client } from '../../protocol/client.ts';
import type { SocketConstructor } from '../../protocol/socket.ts';
import { launch, openApp, shot } from './driver.ts';
import { newDataDir, startHostProgram, type Program } from './programs.ts';

const LAN_NAME = 'norenberc-door-tried.local';

function from(localAddress: string): SocketConstructor {
  return class extends WebSocket {
    constructor(url: string) {
      super(url, { localAddress });
    }
  };
}

describe('a door being tried', () => {
  let program: Program;
  let browser: Browser;
  const strangers: Client[] = [];
  beforeAll(async () => {
    program = await startHostProgram(newDataDir('door-tried'));
    browser = await launch([`--host-resolver-rules=MAP ${LAN_NAME} 127.0.0.1`]);
  });
  afterAll(async () => {
    for (const stranger of strangers) stranger.close();
    await browser?.close();
    await program?.stop();
  });

  it('shows the household how many wrong codes came, and from how many addresses', async () => {
    const key = new URL(program.operatorUrl()).searchParams.get('key')!;
    const household = await openApp(browser, `http://${LAN_NAME}:${program.port}/?key=${key}#/host`);
    await household.page.locator('[data-testid=door-code-shown]').waitFor();
    expect(await household.page.locator('[data-testid=door-tried]').count()).toBe(0);

    for (let a = 1; a <= 3; a++) {
      const stranger = await connect(`ws://127.0.0.1:${program.port}/ws`, {
        WebSocket: from(`127.0.21.${a}`),
      });
      strangers.push(stranger);
      for (const code of ['BBBBBB', 'CCCCCC']) await stranger.enter(code).catch(() => undefined);
    }
    await household.page
      .locator('[data-testid=door-tried]', { hasText: en.hostGame.doorTried(6, 3) })
      .waitFor();
    await household.page.locator('[data-testid=door-tried]').scrollIntoViewIfNeeded();
    await shot(household.page, 'door-tried');
    expect(household.errors).toEqual([]);
  });
});
