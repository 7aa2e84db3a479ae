// What the journey tests share: `norenberc host` and a browser for a describe block, a LAN table
// opened and joined through the interface with names typed, the requests a page sends over its socket,
// the final scores and the statistics as the screen shows them, and the database the program leaves in
// its data folder.
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DB_FILE } from '../../main/store/database.ts';
import type { BotLevel } from '../../protocol/messages.ts';
import { appUrl, openApp, type AppPage } from './driver.ts';
import { newDataDir, startHostProgram, type Program } from './programs.ts';
import { appAndBrowser, type AppAndBrowser } from './rig.ts';

/** The desktop size the journeys are played at. */
export const DESKTOP = { width: 1366, height: 850 };

/** `norenberc host` on a fresh data folder and a browser, started before the block's tests, closed after. */
export function hostProgramAndBrowser(name: string): AppAndBrowser {
  return appAndBrowser(() => startHostProgram(newDataDir(name)));
}

/** The requests a page's app sent to the host over its WebSocket, in order (parsed from the frames). */
export class SentRequests {
  readonly list: { type: string; [field: string]: unknown }[] = [];

  /** Records the requests of every page opened in `context` from now on. */
  watch(context: BrowserContext): void {
    context.on('page', (page) =>
      page.on('websocket', (ws) =>
        ws.on('framesent', ({ payload }) => this.list.push(JSON.parse(String(payload)) as never)),
      ),
    );
  }

  /** The types of the requests sent after the first `from`. */
  typesSince(from: number): string[] {
    return this.list.slice(from).map((r) => r.type);
  }
}

/** A player at a table: their page, and whether they tap (a phone) or click. */
export interface Player extends AppPage {
  readonly name: string;
  readonly touch: boolean;
  readonly requests: SentRequests;
}

/** Presses `selector` on the player's screen as they would: a tap on a phone, a click elsewhere. */
export async function press(player: Player, selector: string): Promise<void> {
  const target = player.page.locator(selector);
  await (player.touch ? target.tap() : target.click());
}

/** Types `text` into the field at `selector`, key by key, after reaching it with a click or a tap. */
export async function typeInto(player: Player, selector: string, text: string): Promise<void> {
  await press(player, selector);
  await player.page.locator(selector).pressSequentially(text);
}

/**
 * `name` opens a LAN table on the host program through its page: their own seat, `open` open seats,
 * then `bots` easy bots; the names typed. Returns in the lobby.
 */
export async function openTable(
  browser: Browser,
  program: Pick<Program, 'port'>,
  name: string,
  table: string,
  seats: { open: number; bots?: number },
): Promise<Player> {
  const requests = new SentRequests();
  const app = await openApp(browser, appUrl(program, '#/host'), {
    prepare: async (context) => requests.watch(context),
  });
  const player: Player = { ...app, name, touch: false, requests };
  await typeInto(player, '[data-testid=seat-name-0]', name);
  await typeInto(player, '[data-testid=table-name]', table);
  // The form starts with two open seats.
  const kinds = [...Array(seats.open).fill('open'), ...Array(seats.bots ?? 0).fill('easy')] as string[];
  while ((await app.page.locator('[data-testid^=seat-kind-]').count()) < kinds.length + 1)
    await press(player, '[data-testid=add-seat]');
  while ((await app.page.locator('[data-testid^=seat-kind-]').count()) > kinds.length + 1)
    await press(player, '[data-testid=seat-2] button.remove');
  for (const [i, kind] of kinds.entries())
    await app.page.selectOption(`[data-testid=seat-kind-${i + 1}]`, kind);
  await press(player, '[data-testid=create-table]');
  await app.page.locator('[data-testid=lobby]').waitFor();
  return player;
}

/**
 * `name` joins the table `table` from the join page, their name typed; on a phone they tap. `prepare`
 * readies their browser first (e.g. routes its socket).
 */
export async function joinTable(
  browser: Browser,
  program: Pick<Program, 'port'>,
  name: string,
  table: string,
  device: 'desktop' | 'phone' = 'desktop',
  prepare: (context: BrowserContext) => Promise<void> = async () => {},
): Promise<Player> {
  const requests = new SentRequests();
  const app = await openApp(browser, appUrl(program, '#/join'), {
    device,
    prepare: async (context) => {
      requests.watch(context);
      await prepare(context);
    },
  });
  const player: Player = { ...app, name, touch: device === 'phone', requests };
  await typeInto(player, '[data-testid=join-name]', name);
  const row = app.page.locator('[data-testid^=table-]', { hasText: table });
  await row.waitFor();
  const join = row.locator('[data-testid^=join-]');
  await (player.touch ? join.tap() : join.click());
  await app.page.locator('[data-testid=lobby]').waitFor();
  return player;
}

/**
 * `guest`'s page closes; once `creator`'s table says they are away, the creator hands their seat to a
 * stand-in bot of `level`. Returns the table's address, for the guest to come back to.
 */
export async function handToStandIn(creator: Player, guest: Player, level: BotLevel): Promise<string> {
  const table = guest.page.url();
  await guest.page.close();
  const away = creator.page.locator('[data-testid=away-seat]');
  await away.filter({ hasText: `${guest.name} is away — waiting` }).waitFor();
  await creator.page.selectOption('[data-testid=away-seat] select', level);
  await press(creator, '[data-testid=stand-in]');
  return table;
}

/** The program's database, read-only (the program stopped first: its last writes are in). */
export function readDatabase(dataDir: string): Database.Database {
  return new Database(join(dataDir, DB_FILE), { readonly: true });
}

/** The number of actions the page's game shows applied. */
export async function moveCount(page: Page): Promise<number> {
  return Number(await page.locator('[data-testid=game]').getAttribute('data-moves'));
}

/** Each player's total in the final scores dialog, by name. */
export async function finalTotals(page: Page): Promise<Map<string, number>> {
  const table = page.locator('[data-testid=final-scores] table.score-table').first();
  const names = await table.locator('thead th[scope=col]').allInnerTexts();
  const totals = await table.locator('tr.total td').allInnerTexts();
  // The categories' column has no header: the column headers are the players'.
  return new Map(names.map((name, i) => [name.trim(), Number(totals[i])]));
}

/** The value a statistics card shows for one of its terms ("Games", "Wins", …). */
export async function statsValue(page: Page, card: string, term: string): Promise<string> {
  const article = page.locator('[data-testid=player-stats]', {
    has: page.locator('h3', { hasText: card }),
  });
  return article.locator(`dt:text-is("${term}") + dd`).innerText();
}
