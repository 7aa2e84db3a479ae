// The pictures of playing at the table on `norenberc host`: the display's lobby on a 1920×1080 screen,
// the players' phones joining; then, the program started again on a game written to its folder, the
// display in the middle of a round and a player's phone, their hand, at their turn. The host is reached
// under the LAN name Chromium resolves to this machine, as in the LAN evening's pictures.
import type { Browser } from 'playwright-core';
import { WebSocket } from 'ws';
import { activeSeats } from '../../engine/index.ts';
import type { PlayerColor } from '../../engine/players.ts';
import { connect, type Client } from '../../protocol/client.ts';
import { startHostProgram, type Program } from '../browser/programs.ts';
import { openPage, atTable, type Camera } from './camera.ts';
import { held, seat, writeGames } from './data.ts';
import { playUntil, type Player } from './games.ts';
import { freePort, LAN_NAME } from './lanScenes.ts';

const TV = { width: 1920, height: 1080 };
const PHONE = { width: 390, height: 844 };
const PLAYERS: (Player & { color: PlayerColor })[] = [
  { name: 'Ben', color: 'orange' },
  { name: 'Cleo', color: 'green' },
  { name: 'Dora', color: 'red' },
  { name: 'Easy bot', color: 'yellow' },
];

/** The operator's own view on the program, under the LAN name, at `hash`. */
function operatorPage(program: Program, hash: string): string {
  const page = new URL(program.operatorUrl());
  page.hostname = LAN_NAME;
  return `${page.href}${hash}`;
}

export async function tableScenes(browser: Browser, camera: Camera, dataDir: string): Promise<void> {
  const port = await freePort();
  let program = await startHostProgram(dataDir, ['--name', 'Living room'], port);
  const clients: Client[] = [];
  try {
    // Play at the table: the display's lobby, three phones joined by its QR code, a bot given a seat.
    const display = await openPage(browser, operatorPage(program, '#/display'), { viewport: TV });
    await display.page.locator('[data-testid=display-lobby] [data-testid=qr-code]').waitFor();
    const gameId = decodeURIComponent(new URL(display.page.url()).hash.split('/')[2]!);
    for (const { name, color } of PLAYERS.slice(0, 3)) {
      const client = await connect(`ws://127.0.0.1:${port}/ws`, {
        WebSocket,
        code: program.code() ?? undefined,
      });
      clients.push(client);
      await client.join(gameId, name, { color });
      await display.page.locator('[data-testid^=display-seat-]', { hasText: name }).waitFor();
    }
    await display.page.selectOption('[data-testid=display-lobby] select', 'easy');
    await display.page.click('[data-testid=display-add-bot]');
    await display.page.locator('[data-testid=display-seat-3]', { hasText: 'Easy bot' }).waitFor();
    await camera.shoot(display.page, 'table-display-lobby');
    await display.context.close();
  } finally {
    for (const client of clients) client.close();
    await program.stop();
  }

  // A game at the table in its second round, written to the folder, Ben to act at a guild.
  const game = seat(
    'table-evening',
    playUntil(
      PLAYERS,
      'docs-table',
      (s) => s.round >= 2 && s.phase === 'action' && activeSeats(s).join() === '0',
    ),
    [{ human: 'Ben' }, { human: 'Cleo' }, { human: 'Dora' }, { bot: 'easy' }],
    { name: 'Living room', lan: { name: 'Living room', port }, display: true },
  );
  writeGames(dataDir, [game]);
  program = await startHostProgram(dataDir, ['--name', 'Living room'], port);
  const ws = `ws://${LAN_NAME}:${port}/ws`;
  // Cleo's and Dora's phones are at the table too (their seats taken back), waiting for Ben.
  const others = await Promise.all(
    [1, 2].map((s) => connect(`ws://127.0.0.1:${port}/ws`, { WebSocket, tokens: [game.tokens[s]!] })),
  );
  try {
    const display = await openPage(browser, operatorPage(program, `#/table/${game.game.id}`), {
      viewport: TV,
      held: { [ws]: held(game, [], true) },
    });
    const ben = await openPage(browser, `http://${LAN_NAME}:${port}/#/table/${game.game.id}`, {
      viewport: PHONE,
      touch: true,
      held: { [ws]: held(game, [0]) },
    });
    await atTable(ben.page);
    await display.page.locator('[data-testid=display-player-0][data-status=deciding]').waitFor();
    await ben.page.getByText('is away').waitFor({ state: 'detached' });
    await camera.shoot(display.page, 'table-display');
    await camera.shoot(ben.page, 'table-phone');
    await display.context.close();
    await ben.context.close();
  } finally {
    for (const client of others) client.close();
    await program.stop();
  }
}
