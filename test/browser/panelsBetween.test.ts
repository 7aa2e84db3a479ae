// No panel of the game screen covers another, at any window size from a 360×640 phone to a desktop,
// the sizes between the phone's layout and the desktop's above all (a small laptop window, a tablet
// sideways under its browser's bars; panels.test.ts looks closer at the desktop's sizes). A guest at a LAN table of the real `norenberc host` program, with
// a second player (away, played by a stand-in) so that the chat shows: during planning and at the
// guest's guild turns, the decision panel, the players' areas, the board, the log and the chat lie
// apart (one inside another is fine), and every control of the decision can be clicked where it is
// drawn once scrolled to.
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { connect, type Client } from '../../protocol/client.ts';
import type { SocketConstructor } from '../../protocol/socket.ts';
import { codeOf, guestUrl, openApp, play, shot, type AppPage } from './driver.ts';
import { newDataDir, startHostProgram } from './programs.ts';
import { appAndBrowser } from './rig.ts';

const SIZES = [
  [360, 640],
  [600, 800],
  [700, 600],
  [820, 700],
  [900, 650],
  [1000, 700],
  [768, 1024],
  [1024, 768],
  [1280, 720],
] as const;

/** The panels that must not overlap, by what a player calls them. */
const PANELS = {
  decision: '[data-region=panel]',
  players: '[data-region=players]',
  board: '[data-region=board]',
  log: '[data-testid=log]',
  chat: '[data-testid=chat]',
} as const;

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * The pairs of panels whose drawn parts (their boxes cut to the boxes that scroll them) intersect with
 * neither inside the other, in words.
 */
function overlaps(page: Page): Promise<string[]> {
  return page.evaluate((panels) => {
    const boxes = Object.entries(panels).flatMap(([name, selector]) => {
      const el = document.querySelector(selector);
      if (!el) return [];
      let { left, top, right, bottom } = el.getBoundingClientRect();
      for (let e = el.parentElement; e && e !== document.body; e = e.parentElement) {
        const s = getComputedStyle(e);
        if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
        const b = e.getBoundingClientRect();
        left = Math.max(left, b.left + e.clientLeft);
        top = Math.max(top, b.top + e.clientTop);
        right = Math.min(right, b.left + e.clientLeft + e.clientWidth);
        bottom = Math.min(bottom, b.top + e.clientTop + e.clientHeight);
      }
      return right - left > 0 && bottom - top > 0 ? [{ name, r: { left, top, right, bottom } }] : [];
    });
    const out: string[] = [];
    for (const [i, a] of boxes.entries())
      for (const b of boxes.slice(i + 1)) {
        const meet =
          a.r.left < b.r.right - 0.5 &&
          b.r.left < a.r.right - 0.5 &&
          a.r.top < b.r.bottom - 0.5 &&
          b.r.top < a.r.bottom - 0.5;
        const inside = (x: Box, y: Box): boolean =>
          x.left >= y.left - 0.5 &&
          x.right <= y.right + 0.5 &&
          x.top >= y.top - 0.5 &&
          x.bottom <= y.bottom + 0.5;
        if (meet && !inside(a.r, b.r) && !inside(b.r, a.r)) {
          const where = (x: Box): string =>
            `${Math.round(x.left)},${Math.round(x.top)}–${Math.round(x.right)},${Math.round(x.bottom)}`;
          out.push(`${a.name} ${where(a.r)} and ${b.name} ${where(b.r)}`);
        }
      }
    return out;
  }, PANELS);
}

/**
 * The decision's controls that a click cannot reach: once scrolled to, the point at their centre lies
 * outside the window or is something else's (a panel drawn over them).
 */
function covered(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const controls = document.querySelectorAll<HTMLElement>(
      '[data-region=panel] button:not([disabled]), [data-region=panel] label:has(input:not([disabled]))',
    );
    const out: string[] = [];
    for (const el of controls) {
      if (el.getClientRects().length === 0) continue;
      el.scrollIntoView({ block: 'center', inline: 'center' });
      const r = el.getBoundingClientRect();
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      const hit =
        x >= 0 && y >= 0 && x <= innerWidth && y <= innerHeight ? document.elementFromPoint(x, y) : null;
      if (hit && (hit === el || el.contains(hit))) continue;
      const name = el.dataset.testid ?? el.textContent?.trim().slice(0, 30);
      const over = hit ? `${hit.tagName.toLowerCase()}.${hit.className}` : 'outside the window';
      out.push(`${name} (under ${over})`);
    }
    scrollTo(0, 0);
    return out;
  });
}

/** At every size: what overlaps and what cannot be clicked (none: an empty list). */
async function problems(page: Page, moment: string, shots: boolean): Promise<string[]> {
  const out: string[] = [];
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height });
    // Two frames: the layout and the container queries settle on the new size.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const size = `${width}×${height}, ${moment}`;
    for (const o of await overlaps(page)) out.push(`${size}: ${o} overlap`);
    for (const c of await covered(page)) out.push(`${size}: ${c} cannot be clicked`);
    if (shots) await shot(page, `between-${moment}-${width}x${height}`);
  }
  return out;
}

describe('the game screen between the phone and the desktop', () => {
  // No grace: the second player is away as soon as they step away, for the stand-in to take over.
  const live = appAndBrowser(() => startHostProgram(newDataDir('between'), ['--grace', '0']));
  const clients: Client[] = [];
  afterAll(() => {
    for (const c of clients) c.close();
  });

  const client = async (): Promise<Client> => {
    const c = await connect(`${live.program.url.replace(/^http/, 'ws')}/ws`, {
      WebSocket: WebSocket as unknown as SocketConstructor,
      code: codeOf(live.program) ?? undefined,
    });
    clients.push(c);
    return c;
  };

  /** A table of three (the guest, Ben away and played by an easy bot, an easy bot): its guest's page. */
  async function table(): Promise<AppPage> {
    const creator = await client();
    const { gameId } = await creator.create(
      [{ kind: 'open' }, { kind: 'open' }, { kind: 'bot', level: 'easy' }],
      'Panels table',
    );
    const guest = await openApp(live.browser, guestUrl(live.program, '#/join'), {
      viewport: { width: 1280, height: 720 },
    });
    const { page } = guest;
    await page.fill('[data-testid=join-name]', 'Ada');
    await page.click(`[data-testid="join-${gameId}"]`);
    await page.locator('[data-testid=lobby]').waitFor();
    const ben = await client();
    await ben.join(gameId, 'Ben', { seat: 1 });
    await creator.start(gameId);
    await ben.away(gameId);
    await expect
      .poll(() =>
        creator.request('standIn', { gameId, seat: 1, level: 'easy' }).then(
          () => 'standing in',
          (e: Error) => e.message,
        ),
      )
      .toBe('standing in');
    return guest;
  }

  it(
    'keeps every panel apart and every control of the decision in reach, in planning and at guild turns',
    { timeout: 300_000 },
    async () => {
      const { page, context, errors } = await table();
      await page.locator('[data-testid=chat]').waitFor();
      const seen: string[] = [];
      await play(page, {
        stop: async () => {
          const round = Number((await page.locator('[data-testid=round]').innerText()).match(/\d/)?.[0]);
          const kind = (await page.locator('[data-testid=plan-confirm]').count())
            ? 'plan'
            : (await page.locator('[data-testid=nothing]').count())
              ? 'act'
              : null;
          const moment = kind && `${kind}-${round}`;
          if (moment && !seen.includes(moment)) {
            seen.push(moment);
            expect(await problems(page, moment, round === 1)).toEqual([]);
          }
          return seen.length >= 4;
        },
      });
      expect(seen).toEqual(['plan-1', 'act-1', 'plan-2', 'act-2']);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
