// Join by QR code: the lobby of a table the household opened under a LAN name shows the guests' address,
// with the evening's code in it, in large type and as a QR code, which a real decoder reads back as that
// address; a phone that opens it is in, at the host's tables, with no code to type. The LAN name
// resolves to loopback inside Chromium, so nothing leaves this machine.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { host, launch, openApp, type HostedApp } from './driver.ts';
import { decodeQr } from './scan.ts';

const LAN_NAME = 'norenberc-test.local';

describe('join by QR code', () => {
  let running: HostedApp;
  let browser: Browser;
  beforeAll(async () => {
    running = await host();
    browser = await launch([`--host-resolver-rules=MAP ${LAN_NAME} 127.0.0.1`]);
  });
  afterAll(async () => {
    await browser?.close();
    await running?.app.close();
  });

  it("shows the guests' address in large type and as a QR code that leads to the host's tables", async () => {
    const origin = `http://${LAN_NAME}:${running.host.port}`;
    const ana = await openApp(browser, `${origin}/?key=${running.host.appKey}#/host`);
    await ana.page.fill('[data-testid=seat-name-0]', 'Ana');
    await ana.page.locator('[data-testid=seat-2] button.remove').click();
    await ana.page.click('[data-testid=create-table]');
    await ana.page.locator('[data-testid=lobby]').waitFor();

    const code = running.host.lobby.evening.code!;
    const address = ana.page.locator('[data-testid=guest-address]');
    expect(await address.locator('.url').innerText()).toBe(`${origin}/${code}`);
    const qr = address.locator('[data-testid=qr-code]');
    expect(await qr.getAttribute('aria-label')).toBe(`QR code: ${origin}/${code}`);
    const [scanned] = await decodeQr(await qr.screenshot());
    expect(scanned).toBe(`${origin}/${code}`);

    // The code leads a guest's phone to the join screen, where the table is listed: one scan.
    const ben = await openApp(browser, scanned!, { device: 'phone' });
    // In, the code leaves the address bar (the tab keeps it).
    await ben.page.waitForURL(`${origin}/#/join`);
    await ben.page.getByText('Ana').first().waitFor();
    expect(await ben.page.locator('[data-testid=door]').count()).toBe(0);
    expect(ana.errors).toEqual([]);
    expect(ben.errors).toEqual([]);
  });
});
