// No panel of the game screen covers another, at the desktop window sizes from 1024×768: the bar, the
// board, the panel of choices (or the round-end story in its place), the log and the chat, each as
// much of it as its scrolling boxes let show. Measured in a LAN game (so the chat is there, with
// messages) during play and while the story of the first round's end is told.
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import {
  activeSeats,
  apply,
  legalActions,
  newGame,
  toRecord,
  type Action,
  type GameState,
} from '../../engine/index.ts';
import { hashToken } from '../../main/host/ids.ts';
import type { RunningHost } from '../../main/host/server.ts';
import type { GameStore, StoredGame } from '../../main/host/store.ts';
import { connect } from '../../protocol/client.ts';
import { next } from '../host/helpers.ts';
import { seeded } from '../renderer/games.ts';
import { appUrl, browserAndHost, openApp, shot } from './driver.ts';

const SIZES = [
  [1366, 850],
  [1024, 768],
] as const;

/** The panels, by the element that draws each. */
const PANELS = {
  bar: '[data-testid=game] .topbar',
  board: '[data-testid=game] main.table',
  choices: '[data-region=panel]:not([data-testid=round-end])',
  story: '[data-testid=round-end]',
  'log title': '#log-title',
  log: '[data-testid=log]',
  'chat title': '[data-testid=chat-toggle]',
  chat: '[data-testid=chat-lines]',
  'chat input': '[data-testid=chat] form',
};

interface Box {
  panel: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** What shows of each panel: its box cut to the window and to every scrolling box around it. */
function shownBoxes(page: Page): Promise<Box[]> {
  return page.evaluate((panels) => {
    const out: Box[] = [];
    for (const [panel, selector] of Object.entries(panels)) {
      const el = document.querySelector(selector);
      if (!el) continue;
      const r = el.getBoundingClientRect();
      let box = { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
      for (let up = el.parentElement; up; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const c = up.getBoundingClientRect();
        box = {
          left: Math.max(box.left, c.left),
          top: Math.max(box.top, c.top),
          right: Math.min(box.right, c.right),
          bottom: Math.min(box.bottom, c.bottom),
        };
      }
      box = {
        left: Math.max(box.left, 0),
        top: Math.max(box.top, 0),
        right: Math.min(box.right, innerWidth),
        bottom: Math.min(box.bottom, innerHeight),
      };
      if (box.right - box.left > 1 && box.bottom - box.top > 1) out.push({ panel, ...box });
    }
    return out;
  }, PANELS);
}

/** The pairs of panels whose shown boxes overlap (by more than a pixel either way). */
async function overlaps(page: Page): Promise<string[]> {
  const boxes = await shownBoxes(page);
  const found: string[] = [];
  for (const [i, a] of boxes.entries())
    for (const b of boxes.slice(i + 1)) {
      const x = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (x > 1 && y > 1) found.push(`${a.panel} × ${b.panel} (${Math.round(x)}×${Math.round(y)} px)`);
    }
  return found;
}

/**
 * A 3-player game played at random to the last action of its first round, where that action is seat
 * 1's alone (the first seed from 1 that gives one): the actions before it and it.
 */
function firstRoundEnd(): { state: GameState; actions: Action[]; last: Action } {
  for (let seed = 1; ; seed++) {
    const created = newGame({
      players: ['Ana', 'Bartholomäus', 'Cleo'].map((name, i) => ({
        name,
        color: ['yellow', 'blue', 'green'][i]!,
      })),
      seed: `panels-${seed}`,
    });
    if (!created.ok) throw new Error(created.error);
    const pick = seeded(seed);
    let state = created.value;
    const actions: Action[] = [];
    for (;;) {
      const seats = activeSeats(state);
      const seat = seats[pick(seats.length)]!;
      const legal = legalActions(state, seat);
      const action = legal[pick(legal.length)]!;
      const next = apply(state, action);
      if (!next.ok) throw new Error(next.error);
      if (next.state.round > state.round) {
        if (seats.length === 1 && seat === 1) return { state, actions, last: action };
        break;
      }
      actions.push(action);
      state = next.state;
    }
  }
}

/**
 * The game of `firstRoundEnd` restored into the host: the page holds seat 0; seat 1, held by a client
 * here, writes in the chat and plays the move that ends the round.
 */
async function roundAboutToEnd(
  page: Page,
  { host, store }: { host: RunningHost; store: GameStore },
): Promise<{ endRound: () => Promise<void>; say: (text: string) => Promise<void> }> {
  const { state, actions, last } = firstRoundEnd();
  const tokens = [0, 1, 2].map(() => randomBytes(24).toString('base64url'));
  const id = `panels-${randomBytes(4).toString('hex')}`;
  const game: StoredGame = {
    id,
    name: 'Panels',
    adminTokenHash: null,
    seats: tokens.map((t) => ({ kind: 'human', tokenHash: hashToken(t) })),
    record: toRecord(state, actions),
  };
  // Stored as the host stores a game it starts: the moves played on are written after it.
  store.gameStarted(game);
  const restored = host.lobby.restore(game);
  if (!restored.ok) throw new Error(restored.error);
  const held = { [host.wsUrl]: [{ token: tokens[0], gameId: id, seat: 0 }] };
  await page.evaluate((h) => localStorage.setItem('norenberc.tokens', h), JSON.stringify(held));
  await page.goto(`http://127.0.0.1:${host.port}/#/table/${encodeURIComponent(id)}`);
  await page.reload();
  await page.locator('[data-testid=game][data-playing=false] [data-testid=player-0]').waitFor();
  const other = await connect(host.wsUrl, { WebSocket, tokens: [tokens[1]!] });
  if (!other.game(id)) await next(other, 'snapshot', (m) => m.gameId === id);
  return {
    say: async (text) => {
      await other.request('say', { gameId: id, content: { kind: 'text', text } });
    },
    endRound: async () => {
      await other.act(id, last);
      other.close();
    },
  };
}

async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

describe('the panels of the game screen', () => {
  const env = browserAndHost(() => ({ graceMs: 600_000 }));

  it('cover none another at 1366×850 and 1024×768, in play and during the round-end story', async () => {
    const { page, context, errors } = await openApp(env.browser, appUrl(env.host));
    const game = await roundAboutToEnd(page, { host: env.host, store: env.app.store });
    for (const text of ['Good evening!', 'Who has the brewers?', 'Tea is on the table.'])
      await game.say(text);
    await page.locator('[data-testid=chat-lines] li', { hasText: 'Tea is on the table.' }).waitFor();

    // The column beside the board scrolls as a whole: it is checked at its top and at its end, where
    // the log and the chat are.
    const check = async (when: 'play' | 'story'): Promise<void> => {
      for (const [width, height] of SIZES) {
        await page.setViewportSize({ width, height });
        for (const end of [false, true]) {
          await page
            .locator('.side')
            .evaluate((side, e) => (side.scrollTop = e ? side.scrollHeight : 0), end);
          await settle(page);
          const at = `${when} at ${width}×${height}, side ${end ? 'at its end' : 'at its top'}`;
          const shown = (await shownBoxes(page)).map((b) => b.panel);
          const wanted = end ? ['log title', 'log', 'chat title', 'chat', 'chat input'] : ['bar', 'board'];
          expect(shown, at).toEqual(expect.arrayContaining(wanted));
          if (!end) expect(shown, at).toContain(when === 'story' ? 'story' : 'choices');
          expect(await overlaps(page), at).toEqual([]);
        }
      }
    };
    await check('play');
    await game.endRound();
    await page.locator('[data-testid=round-end]').waitFor({ timeout: 30_000 });
    await check('story');
    await shot(page, 'panels-round-end');
    expect(errors).toEqual([]);
    await context.close();
  });
});
