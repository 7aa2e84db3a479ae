// The chat of a LAN table in two browsers: text shown as text, quick phrases in each reader's
// language, the rate limit refusing with a reason, and the recent messages after a reload.
import { describe, expect, it } from 'vitest';
import { browserAndHost, lanTableOfTwo, shot } from './driver.ts';

describe('the chat of a LAN table', () => {
  const env = browserAndHost();

  it('carries text and quick phrases between two browsers, within its limits', async () => {
    const { ana, ben } = await lanTableOfTwo(env.browser, env.host, 'Chat table', {
      language: 'fr',
      join: 'Rejoindre',
    });
    const anaLines = ana.page.locator('[data-testid=chat-lines]');
    const benLines = ben.page.locator('[data-testid=chat-lines]');

    // Markup arrives as the characters typed, never as elements.
    const markup = '<b>bold</b> <img src=x onerror="document.title=1">';
    await ben.page.fill('[data-testid=chat-input]', markup);
    await ben.page.keyboard.press('Enter');
    await anaLines.getByText(markup).waitFor();
    expect(await anaLines.locator('b, img').count()).toBe(0);

    // A quick phrase travels as an id: each reader sees it in their own language.
    await ana.page.click('[data-testid=chat-phrases]');
    await ana.page.click('[data-testid=phrase-wellPlayed]');
    await anaLines.getByText('Well played!').waitFor();
    await benLines.getByText('Bien joué !').waitFor();

    // Ana writes until the host refuses: the refusal says why, and Ben never sees that message.
    let refused = 0;
    for (let i = 1; i <= 12 && !refused; i++) {
      await ana.page.fill('[data-testid=chat-input]', `message ${i}`);
      await ana.page.keyboard.press('Enter');
      await ana.page
        .locator('[data-testid=chat-error]')
        .or(anaLines.getByText(`message ${i}`, { exact: true }))
        .first()
        .waitFor();
      if (await ana.page.locator('[data-testid=chat-error]').isVisible()) refused = i;
    }
    expect(refused).toBeGreaterThan(1);
    expect(await ana.page.locator('[data-testid=chat-error]').innerText()).toContain('Too many messages');
    await benLines.getByText(`message ${refused - 1}`, { exact: true }).waitFor();
    expect(await benLines.getByText(`message ${refused}`, { exact: true }).count()).toBe(0);
    // The text refused stays in the field, to be sent again later.
    expect(await ana.page.inputValue('[data-testid=chat-input]')).toBe(`message ${refused}`);
    await shot(ana.page, 'chat-lobby');

    // The game keeps the chat; a reload brings the recent messages back.
    await ana.page.click('[data-testid=lobby-start]');
    await ben.page.locator('[data-testid=plan-confirm]').waitFor();
    await ben.page.reload();
    await ben.page.locator('[data-testid=plan-confirm]').waitFor();
    await benLines.getByText('Bien joué !').waitFor();
    await benLines.getByText(markup).waitFor();
    await ben.page.click('[data-testid=chat-phrases]');
    await ben.page.click('[data-testid=phrase-yourTurn]');
    await anaLines.getByText('Your turn!').waitFor();
    await shot(ana.page, 'chat-game');

    expect(ana.errors).toEqual([]);
    expect(ben.errors).toEqual([]);
  });
});
