// Guests at a LAN evening against the real `norenberc host` program (issue "A LAN evening without a
// hitch", items 2, 3 and 5): a guest who closed the tab opens the join page (the QR code's landing)
// again and goes back to their seat with one tap, their name filled in; names people could not tell
// apart are refused in the guest's language, and names that show nothing, in the page and over a raw
// WebSocket frame; on a page that is not a secure context the notification setting says why none can
// come and what still calls the player.
import { describe, expect, it } from 'vitest';
import { messages as en } from '../../languages/en/messages.ts';
import { messages as fr } from '../../languages/fr/messages.ts';
import { RawClient } from '../host/helpers.ts';
import { appUrl, codeOf, launch, openApp } from './driver.ts';
import { hostProgramAndBrowser, joinTable, openTable, press, type Player } from './journey.ts';

/** A LAN name (mDNS-like) that Chromium resolves to loopback: its pages are no secure context. */
const LAN_NAME = 'norenberc-guests.local';

/** Types `name` on the join page and taps Join at `table`; resolves with the error shown, or null once seated. */
async function tryJoin(guest: Player, table: string, name: string): Promise<string | null> {
  await guest.page.fill('[data-testid=join-name]', name);
  await press(guest, `[data-testid^=table-]:has-text("${table}") [data-testid^=join-]`);
  const outcome = await Promise.race([
    guest.page
      .locator('[data-testid=lobby]')
      .waitFor()
      .then(() => null),
    guest.page
      .locator('.problem[role=alert]')
      .waitFor()
      .then(() => 'error'),
  ]);
  return outcome === null ? null : guest.page.locator('.problem[role=alert]').innerText();
}

describe('guests at a LAN evening', () => {
  const env = hostProgramAndBrowser('lan-guests');

  it('takes a guest who closed the tab back to their seat with one tap, their name filled in', async () => {
    const ana = await openTable(env.browser, env.program, 'Ana', 'Back table', { open: 1 });
    const ben = await joinTable(env.browser, env.program, 'Ben', 'Back table', 'phone');
    await ana.page.locator('[data-testid^=lobby-seat-]', { hasText: 'Ben' }).waitFor();
    await press(ana, '[data-testid=lobby-start]');
    await ben.page.locator('[data-testid=plan-confirm]').waitFor();

    // The tab is closed; the phone scans the QR code again: the join page, in a new tab.
    await ben.page.close();
    const again = await ben.context.newPage();
    await again.goto(appUrl(env.program, '#/join'));
    const guest: Player = { ...ben, page: again };
    await expect.poll(() => again.locator('[data-testid=join-name]').inputValue()).toBe('Ben');
    const row = again.locator('[data-testid^=table-]', { hasText: 'Back table' });
    await row.locator('[data-testid^=back-]').waitFor();
    expect(await row.innerText()).toContain(en.guests.yourSeat('Ben'));
    // Watch is not what it offers: the seat is.
    expect(await row.getByRole('button', { name: en.join.watch }).count()).toBe(0);
    await row.locator('[data-testid^=back-]').tap();
    await again.locator('[data-testid=plan-confirm]').waitFor();
    expect(again.url()).toMatch(/#\/table\//);
    expect(guest.errors).toEqual([]);
    // Every page here comes from one address, which the host allows only so many connections.
    await Promise.all([ana.context.close(), ben.context.close()]);
  });

  it('refuses names people could not tell apart, in the guest’s language, and names that show nothing', async () => {
    const hanna = await openTable(env.browser, env.program, 'Hanna', 'Names table', { open: 3 });
    const seated = async (name: string): Promise<void> => {
      await hanna.page.locator('[data-testid^=lobby-seat-]', { hasText: name }).waitFor();
    };
    const open = async (language: 'en' | 'fr'): Promise<Player> => {
      const app = await openApp(env.browser, appUrl(env.program, '#/join'), { language });
      return { ...app, name: '', touch: false, requests: null as never };
    };

    const second = await open('fr');
    expect(await tryJoin(second, 'Names table', 'hanna')).toBe(fr.errors.codes['name-taken']);
    expect(await tryJoin(second, 'Names table', 'Ana')).toBeNull();
    await seated('Ana');
    // A lobby seat waits for its guest: the name stays taken (and the address's connections free).
    await second.context.close();

    const third = await open('en');
    // Cyrillic А: it looks like the Latin A of "Ana".
    expect(await tryJoin(third, 'Names table', '\u0410na')).toBe(en.errors.codes['name-taken']);
    expect(await tryJoin(third, 'Names table', '\u3164\u3164')).toBe(en.guests.nameProblems.invisible);
    expect(await tryJoin(third, 'Names table', '\u2800')).toBe(en.guests.nameProblems.invisible);
    expect(await tryJoin(third, 'Names table', 'Jose\u0301')).toBeNull();
    await seated('Jos\u00e9');
    await third.context.close();

    const fourth = await open('en');
    expect(await tryJoin(fourth, 'Names table', 'Jos\u00e9')).toBe(en.errors.codes['name-taken']);

    // Over a raw WebSocket frame, as a hostile guest (who has the code) would send it: refused, nothing seated.
    const raw = await RawClient.open(`ws://127.0.0.1:${env.program.port}/ws`);
    expect(await raw.request(0, { type: 'enter', code: codeOf(env.program) })).toMatchObject({ type: 'ok' });
    const games = await raw.request(1, { type: 'games' });
    const table = (games.games as { id: string; name: string }[]).find((g) => g.name === 'Names table')!;
    const frames = [
      `{"v":1,"id":2,"type":"join","gameId":"${table.id}","name":"\\u3164"}`,
      `{"v":1,"id":3,"type":"join","gameId":"${table.id}","name":"\\u2800\\u200b"}`,
      `{"v":1,"id":4,"type":"join","gameId":"${table.id}","name":"Mira\\ud800"}`,
      `{"v":1,"id":5,"type":"join","gameId":"${table.id}","name":"HANNA"}`,
    ];
    const answers = [];
    for (const [i, frame] of frames.entries()) {
      const answer = raw.waitFor((m) => m.re === i + 2);
      raw.send(frame);
      answers.push(await answer);
    }
    expect(answers.map((a) => a.code)).toEqual(['invalid', 'invalid', 'invalid', 'name-taken']);
    raw.close();
    const seats = await hanna.page.locator('[data-testid^=lobby-seat-]').allInnerTexts();
    expect(seats.join(' ')).not.toMatch(/Mira|\u3164|\u2800/);
  });

  it('refuses a bot’s default name in any language as a person’s, in the guest’s language', async () => {
    const olga = await openTable(env.browser, env.program, 'Olga', 'Bots table', { open: 1 });
    const app = await openApp(env.browser, appUrl(env.program, '#/join'), { language: 'fr' });
    const guest: Player = { ...app, name: '', touch: false, requests: null as never };
    // German's medium bot at an English host, a French guest: refused in French.
    expect(await tryJoin(guest, 'Bots table', 'Mittlerer Bot')).toBe(fr.errors.codes['bot-name']);
    // Numbered, in full-width letters, in another case: a bot's name all the same.
    expect(await tryJoin(guest, 'Bots table', '\uff32obot moyen 2')).toBe(fr.errors.codes['bot-name']);
    expect(await tryJoin(guest, 'Bots table', 'EASY BOT')).toBe(fr.errors.codes['bot-name']);
    expect(await tryJoin(guest, 'Bots table', 'Bot medio')).toBe(fr.errors.codes['bot-name']);
    // A name that only begins like one is a person's.
    expect(await tryJoin(guest, 'Bots table', 'Robotnik')).toBeNull();
    await olga.page.locator('[data-testid^=lobby-seat-]', { hasText: 'Robotnik' }).waitFor();
    await Promise.all([olga.context.close(), guest.context.close()]);
  });

  it('says, on a page that is no secure context, why no notification can come and what still calls', async () => {
    const browser = await launch([`--host-resolver-rules=MAP ${LAN_NAME} 127.0.0.1`]);
    try {
      const origin = `http://${LAN_NAME}:${env.program.port}`;
      const guest = await openApp(browser, `${origin}/#/settings`);
      expect(await guest.page.evaluate(() => window.isSecureContext)).toBe(false);
      const note = guest.page.locator('[data-testid=alerts-insecure]');
      await note.waitFor();
      expect(await note.innerText()).toBe(en.guests.alertsInsecure(`${LAN_NAME}:${env.program.port}`));
      const box = guest.page.locator('[data-testid=turn-alert]');
      expect(await box.isChecked()).toBe(false);
      expect(await box.isDisabled()).toBe(true);
      expect(await guest.page.locator('[data-testid=turn-bell]').isChecked()).toBe(true);
      expect(await guest.page.locator('[data-testid=allow-alerts]').count()).toBe(0);

      // On the host's own loopback address the page is a secure context: the setting is as before.
      const local = await openApp(browser, appUrl(env.program, '#/settings'));
      expect(await local.page.evaluate(() => window.isSecureContext)).toBe(true);
      await local.page.locator('[data-testid=allow-alerts]').waitFor();
      expect(await local.page.locator('[data-testid=turn-alert]').isChecked()).toBe(true);
      expect(await local.page.locator('[data-testid=alerts-insecure]').count()).toBe(0);
    } finally {
      await browser.close();
    }
  });
});
