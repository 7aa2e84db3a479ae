// A LAN game where one player's link is slow: Ana's plans reach the host a second late, so Ben's plan
// comes in while hers is on its way. Her screen waits for the host's answer rather than acting on the
// panel about to go, and the game is played to its end with nothing lost.
import { describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { browserAndHost, lanTableOfTwo, play } from './driver.ts';

const DELAY_MS = 1000;

/** Holds the page's planning actions (plan, pass) back on their way to the host; frames keep their order. */
async function slowPlans(context: BrowserContext): Promise<void> {
  await context.routeWebSocket(/.*/, (ws) => {
    const host = ws.connectToServer();
    let queue = Promise.resolve();
    ws.onMessage((frame) => {
      const planning = typeof frame === 'string' && /"type":"act".*"type":"(plan|pass)"/.test(frame);
      queue = queue
        .then(() => planning && new Promise((resolve) => setTimeout(resolve, DELAY_MS)))
        .then(() => host.send(frame));
    });
  });
}

describe('a player on a slow link', () => {
  const env = browserAndHost();

  it("plays to the end although another player's plan comes while hers is on its way", async () => {
    const { ana, ben } = await lanTableOfTwo(
      env.browser,
      env.host,
      'Slow table',
      { language: 'en', join: 'Join' },
      { prepare: slowPlans },
    );
    await ana.page.click('[data-testid=lobby-start]');
    const results = await Promise.all([play(ana.page), play(ben.page)]);
    expect(results).toEqual(['final', 'final']);
    expect(ana.errors).toEqual([]);
    expect(ben.errors).toEqual([]);
  });
});
