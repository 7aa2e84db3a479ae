// The your-turn notification: shown through the browser's Notification API (permission granted with
// Playwright) when the turn comes while the window is in the background, never while it is in front,
// and not at all once the player turns it off. The page's Notification is wrapped to count what it shows.
import { describe, expect, it } from 'vitest';
import type { RunningHost } from '../../main/host/server.ts';
import { appUrl, browserAndHost, openApp, type AppPage } from './driver.ts';

interface Shown {
  title: string;
  body: string;
}

async function recordNotifications(app: AppPage): Promise<void> {
  await app.context.addInitScript(() => {
    const shown: { title: string; body: string }[] = [];
    (window as unknown as { shown: typeof shown }).shown = shown;
    const Real = window.Notification;
    window.Notification = class extends Real {
      constructor(title: string, options?: NotificationOptions) {
        super(title, options);
        shown.push({ title, body: options?.body ?? '' });
      }
    };
  });
  await app.page.reload();
}

const shown = (app: AppPage): Promise<Shown[]> =>
  app.page.evaluate(() => (window as unknown as { shown: Shown[] }).shown);

/** What the browser tells the page when the player switches to another window, or back. */
const leaveWindow = (app: AppPage) => app.page.evaluate(() => window.dispatchEvent(new Event('blur')));
const returnToWindow = (app: AppPage) => app.page.evaluate(() => window.dispatchEvent(new Event('focus')));

async function newGameAgainstBot(app: AppPage, host: RunningHost): Promise<void> {
  await app.page.goto(appUrl(host, '#/new'));
  await app.page.fill('[data-testid=seat-name-0]', 'Ana');
  await app.page.selectOption('[data-testid=seat-kind-1]', 'easy');
}

describe('the your-turn notification', () => {
  const env = browserAndHost();

  it('asks the browser for permission from the settings, on a click', async () => {
    const app = await openApp(env.browser, appUrl(env.host, '#/settings'));
    const allow = app.page.locator('[data-testid=allow-alerts]');
    await allow.waitFor();
    await app.context.grantPermissions(['notifications']);
    await allow.click();
    await allow.waitFor({ state: 'detached' });
    expect(app.errors).toEqual([]);
  });

  it('calls a player in another window to their turn, and only then', async () => {
    const app = await openApp(env.browser, appUrl(env.host), { permissions: ['notifications'] });
    await recordNotifications(app);
    await newGameAgainstBot(app, env.host);
    await leaveWindow(app);
    await app.page.click('[data-testid=start-game]');
    await app.page.locator('[data-testid=plan-confirm]').waitFor();
    await expect
      .poll(() => shown(app))
      .toEqual([{ title: 'Norenberc', body: 'Ana, your turn: choose your guilds.' }]);

    // Back in front: the next turn is seen on the board, with no notification.
    await returnToWindow(app);
    await app.page.click('[data-testid=plan-bakers]');
    await app.page.click('[data-testid=plan-confirm]');
    await app.page.locator('[data-testid=nothing], [data-testid=plan-confirm]').first().waitFor();
    expect(await shown(app)).toHaveLength(1);
    expect(app.errors).toEqual([]);
  });

  it('stays silent once the player turns it off', async () => {
    const app = await openApp(env.browser, appUrl(env.host, '#/settings'), {
      permissions: ['notifications'],
    });
    await recordNotifications(app);
    await app.page.uncheck('[data-testid=turn-alert]');
    await newGameAgainstBot(app, env.host);
    await leaveWindow(app);
    await app.page.click('[data-testid=start-game]');
    // The title is set with the notification, in the same update: once it shows, any would have too.
    await app.page.waitForFunction(() => document.title.startsWith('● Your turn'));
    expect(await shown(app)).toEqual([]);
  });
});
