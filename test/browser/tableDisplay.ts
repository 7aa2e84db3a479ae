// The table mode as its tests open it on a real `norenberc host`: the household's page turned into the
// table's display, at its lobby, and phones that are protocol clients of the host over loopback.
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { WebSocket } from 'ws';
import { connect, type Client } from '../../protocol/client.ts';
import { openApp, type AppPage } from './driver.ts';
import type { Program } from './programs.ts';

/** The household's page at `url` (the operator's address) made the display of a new table, at its lobby. */
export async function openDisplay(
  browser: Browser,
  url: string,
  viewport: { width: number; height: number },
): Promise<{ display: AppPage; gameId: string }> {
  const display = await openApp(browser, url, { viewport });
  await display.page.click('[data-testid=home-table]');
  await display.page.locator('[data-testid=display-lobby]').waitFor();
  return { display, gameId: decodeURIComponent(display.page.url().split('/').pop()!) };
}

/** Phones of a host's tables, each a protocol client of its WebSocket (as printed), closed together. */
export class SocketPhones {
  private readonly clients: Client[] = [];

  constructor(private readonly program: () => Program) {}

  async phone(): Promise<Client> {
    const ws = /\(WebSocket (ws:\/\/\S+),/.exec(this.program().stdout())![1]!;
    const client = await connect(ws, { WebSocket, backoff: { initialMs: 20, maxMs: 200 } });
    this.clients.push(client);
    return client;
  }

  closeAll(): void {
    for (const client of this.clients) client.close();
  }
}

/**
 * A seated phone skips the display ahead, as players do, until it shows the final scores: for a test of
 * what follows a game, not of how the display paces it (tableRounds tests that).
 */
export async function skippedToScores(display: Page, phone: Client, gameId: string): Promise<void> {
  const scores = display.locator('[data-testid=display-scores]');
  await expect
    .poll(
      async () => {
        if (await scores.count()) return true;
        await phone.request('displayNext', { gameId });
        return false;
      },
      { timeout: 240_000, interval: 50 },
    )
    .toBe(true);
}
