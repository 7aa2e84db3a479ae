// Typing in the chat is writing, never playing: every printable ASCII character and Enter typed into
// the chat of a LAN table served by `norenberc host`, at a planning decision and at a guild turn,
// sends the message and nothing else: no action played, no dialog or hint opened, and the only
// request on the socket is `say`.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { play } from './driver.ts';
import { hostProgramAndBrowser, joinTable, moveCount, openTable, typeInto, type Player } from './journey.ts';

/** Every printable ASCII character, from the space to the tilde: each of the app's keys among them. */
const PRINTABLE = String.fromCharCode(...Array.from({ length: 0x7f - 0x20 }, (_, i) => 0x20 + i));

/** Counts, from now on, the dialogs and hint panels that appear on the page, however briefly. */
async function watchOpenings(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { openings: string[] };
    w.openings = [];
    new MutationObserver((records) => {
      for (const r of records)
        for (const node of r.addedNodes) {
          if (!(node instanceof Element)) continue;
          const opened = [node, ...node.querySelectorAll('*')].filter((el) =>
            el.matches('[role=dialog], [data-testid=hint-panel], [data-testid=hint-error]'),
          );
          w.openings.push(...opened.map((el) => el.getAttribute('data-testid') ?? el.tagName));
        }
    }).observe(document.body, { childList: true, subtree: true });
  });
}

/**
 * `writer` types every printable character and Enter into the chat; `reader` receives the message.
 * Nothing else happens: the same moves, nothing opened, the one request `say` with the text typed.
 */
async function typeEverything(writer: Player, reader: Player, times: number): Promise<void> {
  const page = writer.page;
  const before = await moveCount(page);
  const pressed = await page.locator('[aria-pressed=true], [aria-checked=true]').count();
  await watchOpenings(page);
  const from = writer.requests.list.length;
  await typeInto(writer, '[data-testid=chat-input]', PRINTABLE);
  await page.keyboard.press('Enter');
  await expect.poll(() => writer.requests.typesSince(from)).toEqual(['say']);
  const lines = reader.page.locator('[data-testid=chat-lines] li', { hasText: PRINTABLE.trim() });
  await expect.poll(() => lines.count()).toBe(times);
  expect(writer.requests.list[from]).toMatchObject({ content: { kind: 'text', text: PRINTABLE } });
  // The draft is kept until the host acknowledges it, which may reach the writer after the reader.
  await expect.poll(() => page.inputValue('[data-testid=chat-input]')).toBe('');
  expect(await page.evaluate(() => (window as unknown as { openings: string[] }).openings)).toEqual([]);
  expect(await page.locator('[role=dialog]').count()).toBe(0);
  expect(await page.locator('[aria-pressed=true], [aria-checked=true]').count()).toBe(pressed);
  expect(await moveCount(page)).toBe(before);
  expect(await moveCount(reader.page)).toBe(before);
}

describe('typing in the chat of a LAN game', () => {
  const env = hostProgramAndBrowser('chat-keys');

  it('sends the message and plays nothing, at a planning decision and at a guild turn', async () => {
    const ana = await openTable(env.browser, env.program, 'Ana', 'Keys table', { open: 1 });
    const ben = await joinTable(env.browser, env.program, 'Ben', 'Keys table');
    await ana.page.click('[data-testid=lobby-start]');
    for (const p of [ana.page, ben.page]) await p.locator('[data-testid=plan-confirm]').waitFor();

    // Planning: the digits would pick guilds, Enter would play the cards, H ask for a hint, T and ?
    // open the standings and the key list.
    await typeEverything(ben, ana, 1);
    expect(await ben.page.locator('[data-testid=plan-confirm]').count()).toBe(1);

    // Ben's turn at a guild: N would reach "Do nothing" (and Space press it), S, B, R pick a way to act.
    const bensTurn = async (): Promise<boolean> =>
      (await ben.page.locator('[data-testid=game][data-playing=false] [data-testid=nothing]').count()) > 0;
    expect(
      await Promise.all([play(ana.page, { stop: bensTurn }), play(ben.page, { stop: bensTurn })]),
    ).toEqual(['stopped', 'stopped']);
    await typeEverything(ben, ana, 2);
    expect(await ben.page.locator('[data-testid=nothing]').count()).toBe(1);
    expect(await ben.page.locator('[data-testid$=-confirm]:not([data-testid=plan-confirm])').count()).toBe(0);

    expect(ana.errors).toEqual([]);
    expect(ben.errors).toEqual([]);
  });
});
