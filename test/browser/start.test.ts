// `npm start` where Electron cannot run (this machine has no display and no Electron binary): it says
// so in one line and serves the same app on 127.0.0.1, which Chromium loads and plays from.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { launch, openApp, shot } from './driver.ts';

let child: ChildProcess | null = null;

afterAll(() => {
  child?.kill('SIGKILL');
});

describe('npm start without Electron', () => {
  it('serves the app to a browser on 127.0.0.1, says so, and stops cleanly', async () => {
    const env = { ...process.env };
    delete env.DISPLAY;
    delete env.WAYLAND_DISPLAY;
    const dataDir = mkdtempSync(join(tmpdir(), 'norenberc-start-'));
    child = spawn(
      process.execPath,
      ['bin/norenberc.js', 'start', '--port', '0', '--no-open', '--data-dir', dataDir],
      { env, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no address printed: ${out}`)), 120_000);
      child!.stdout!.on('data', (chunk: Buffer) => {
        out += String(chunk);
        // The page the fallback opens carries the host's key: the app's own page, held to no per-address limit.
        const found = /serving Norenberc at (http:\/\/127\.0\.0\.1:\d+\/)\?key=[\w-]{32} /.exec(out);
        if (found) {
          clearTimeout(timer);
          resolve(found[1]!);
        }
      });
      child!.stderr!.resume();
      child!.on('exit', (code) => reject(new Error(`start exited ${code}: ${out}`)));
    });
    expect(out).toMatch(
      /^Electron is not available \(there is no display\): serving Norenberc at http:\/\/127\.0\.0\.1:\d+\/\?key=[\w-]{32} in your browser instead\.$/m,
    );
    expect(await (await fetch(`${url}health`)).json()).toMatchObject({ ok: true });

    const browser = await launch();
    try {
      const page = `${url}?key=${/\?key=([\w-]{32})/.exec(out)![1]}`;
      const app = await openApp(browser, page);
      await app.page.waitForSelector('[data-testid=home-new]', { timeout: 30_000 });
      expect(await app.page.title()).toMatch(/Norenberc/);
      await shot(app.page, 'start-fallback');
      // A LAN table from here: the app's own table serves this computer alone, and says how to host one.
      await app.page.goto(`${page}#/host`);
      const advice = await app.page.locator('[data-testid=guest-address]').innerText();
      expect(advice).toContain('This app’s own table serves this computer only');
      expect(advice).toContain('npx norenberc host');
      expect(app.errors).toEqual([]);
    } finally {
      await browser.close();
    }
    const exited = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    child = null;
  });
});
