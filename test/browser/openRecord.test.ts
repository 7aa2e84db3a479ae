// Game records opened into the household's history, against the app as it ships (`norenberc start
// --browser`): a record file chosen in the history is added (replayed and its fingerprint checked by
// the host), offered to replay, found there when opened again; a file that is no record, a record
// whose seed was changed, one whose stand-ins do not fit the game, and a pipe or a device (read as
// nothing) are refused in the player's words, and nothing is stored for them. The desktop app's side,
// with its preload API stood in for in the page: its menu's commands lead to their screens (a running
// game is stepped away from, not lost), Open Game Record… and a record file opened with the app, and
// what the app says when the file it was given is no file or too large, in the player's language.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import type { OpenedRecord } from '../../protocol/bridge.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { frenchSpaces } from '../../languages/fr/typography.ts';
import { openApp } from './driver.ts';
import { readDatabase } from './journey.ts';
import { newDataDir, startApp } from './programs.ts';
import { journeyRig } from './rig.ts';
import { savedRecord } from './savedRecord.ts';

const rig = journeyRig();
let files = '';
let recordFile = '';

beforeAll(async () => {
  // A record as another household's app saves it: a game of bots stored elsewhere, exported.
  ({ file: recordFile, folder: files } = await savedRecord('records', 'evening.norenberc.json'));
}, 120_000);

async function choose(page: Page, path: string): Promise<void> {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.click('[data-testid=open-record]'),
  ]);
  await chooser.setFiles(path);
}

/**
 * The preload API as the desktop app gives it (protocol/bridge.ts), its events sent from the test by
 * `desktopSends`; its Open Game Record… answers `chosen`, what the app read from the file its dialog chose.
 */
async function asDesktop(context: BrowserContext, hostUrl: string, chosen: OpenedRecord): Promise<void> {
  await context.addInitScript(
    ({ hostUrl, chosen }) => {
      const listeners: Record<string, (value: unknown) => void> = {};
      const on = (name: string) => (listener: (value: unknown) => void) => {
        listeners[name] = listener;
        return () => delete listeners[name];
      };
      Object.assign(window, {
        desktopSends: (name: string, value: unknown) => listeners[name]!(value),
        norenberc: {
          version: async () => 'test',
          hostUrl: async () => hostUrl,
          lanTables: async () => [],
          onLanTables: on('lan'),
          hostLan: async () => {
            throw new Error('not in this test');
          },
          stopLan: async () => {},
          openRecord: async () => chosen,
          saveRecord: async () => false,
          openDataFolder: async () => {},
          onMenu: on('menu'),
          onRecordOpened: on('opened'),
          notify: async () => {},
          speak: async () => {},
        },
      });
    },
    { hostUrl, chosen },
  );
}

/** What the desktop app sends the page, as its menu or the system does. */
function desktopSends(app: Page, name: string, value: unknown): Promise<void> {
  return app.evaluate(
    ([n, v]) => (window as unknown as { desktopSends: (n: string, v: unknown) => void }).desktopSends(n, v),
    [name, value] as const,
  );
}

describe('a game record opened into the history', () => {
  it('is added, replayed, found again, and a broken or changed one refused', async () => {
    const program = await rig.program(startApp(newDataDir('open-record')));
    const { page, errors } = await openApp(await rig.browser(), program.url);
    await page.click('[data-testid=home-history]');
    await page.locator('[data-testid=open-record]').waitFor();

    await choose(page, recordFile);
    await page.locator('[data-testid=open-record-done]').waitFor();
    expect(await page.locator('[data-testid=open-record-done]').innerText()).toBe(
      '“evening.norenberc.json” is in your history now, as match 1.',
    );
    await page.locator('[data-testid=match][data-status=finished]').waitFor();
    await page.click('[data-testid=open-record-replay]');
    await page.locator('[data-testid=replay]').waitFor();
    expect(await page.locator('h1').innerText()).toBe('Replay of match 1');

    // The same record again: the match that holds it, nothing added.
    await page.goBack();
    await choose(page, recordFile);
    await page.locator('[data-testid=open-record-done]', { hasText: 'already' }).waitFor();
    expect(await page.locator('[data-testid=open-record-done]').innerText()).toBe(
      '“evening.norenberc.json” was in your history already, as match 1.',
    );
    // Its players renamed, it is the same game (the same deal and actions): found, and said so, not added.
    const record = JSON.parse(readFileSync(recordFile, 'utf8')) as { players: { name: string }[] };
    const renamed = join(files, 'renamed.json');
    writeFileSync(
      renamed,
      JSON.stringify({ ...record, players: record.players.map((p, i) => ({ ...p, name: `Ana ${i}` })) }),
    );
    await choose(page, renamed);
    await page.locator('[data-testid=open-record-done]', { hasText: 'renamed.json' }).waitFor();
    expect(await page.locator('[data-testid=open-record-done]').innerText()).toBe(
      '“renamed.json” is the same game as match 1 (the same deal and the same actions), which your history holds already: nothing was added.',
    );
    // Two players going by one name (in another case): no table seats them so.
    const twins = join(files, 'twins.json');
    const names = ['Cleo', 'CLEO'];
    writeFileSync(
      twins,
      JSON.stringify({ ...record, players: record.players.map((p, i) => ({ ...p, name: names[i] })) }),
    );
    await choose(page, twins);
    await page.locator('[data-testid=open-record-failed]', { hasText: 'twins.json' }).waitFor();
    expect(await page.locator('[data-testid=open-record-failed]').innerText()).toBe(
      '“twins.json” could not be opened: two of its players go by the same name, or by names that look the same: no table seats them so.',
    );

    // A file that is no record, and a record whose seed was changed after its fingerprint was made.
    const junk = join(files, 'notes.json');
    writeFileSync(junk, 'shopping: beer, pretzels');
    await choose(page, junk);
    await page.locator('[data-testid=open-record-failed]', { hasText: 'notes.json' }).waitFor();
    expect(await page.locator('[data-testid=open-record-failed]').innerText()).toBe(
      '“notes.json” could not be opened: it is not a Norenberc game record.',
    );
    const changed = JSON.parse(readFileSync(recordFile, 'utf8')) as { seed: string };
    changed.seed = `${changed.seed}x`;
    const forged = join(files, 'forged.json');
    writeFileSync(forged, JSON.stringify(changed));
    await choose(page, forged);
    await page.locator('[data-testid=open-record-failed]', { hasText: 'forged.json' }).waitFor();
    expect(await page.locator('[data-testid=open-record-failed]').innerText()).toMatch(
      /its seed or its deal was changed after the game began/,
    );
    // Stand-ins for a seat the game does not have, and running backwards: the reason, in words.
    const standIns = [[{ seat: 4, from: 0, level: 'easy' }], [{ seat: 1, from: 9, to: 3, level: 'medium' }]];
    const said = [
      '“seat-five.json” could not be opened: a stand-in bot in it plays seat 5, but the game has only 2 seats.',
      '“backwards.json” could not be opened: a stand-in bot in it ends before it begins (it starts at action 10 and ends before action 4).',
    ];
    for (const [i, name] of ['seat-five.json', 'backwards.json'].entries()) {
      const file = join(files, name);
      writeFileSync(
        file,
        JSON.stringify({ ...JSON.parse(readFileSync(recordFile, 'utf8')), standIns: standIns[i] }),
      );
      await choose(page, file);
      await page.locator('[data-testid=open-record-failed]', { hasText: name }).waitFor();
      expect(await page.locator('[data-testid=open-record-failed]').innerText()).toBe(said[i]);
    }
    // A pipe and a device hold nothing a page can read: said so, nothing waits on them.
    const pipe = join(files, 'pipe.json');
    execFileSync('mkfifo', [pipe]);
    for (const [path, name] of [
      [pipe, 'pipe.json'],
      ['/dev/zero', 'zero'],
    ]) {
      await choose(page, path!);
      await page.locator('[data-testid=open-record-failed]', { hasText: name }).waitFor();
      expect(await page.locator('[data-testid=open-record-failed]').innerText()).toBe(
        `“${name}” could not be opened: it is empty.`,
      );
    }
    expect(errors).toEqual([]);

    expect(await program.stop()).toBe(0);
    const db = readDatabase(program.dataDir);
    expect(db.prepare('SELECT COUNT(*) AS n FROM matches').get()).toEqual({ n: 1 });
    // The record's bots (two easy bots played it) stay bots: no person is rated for their games.
    expect(db.prepare('SELECT name, bot_level AS bot FROM seats ORDER BY seat').all()).toEqual(
      record.players.map((p) => ({ name: p.name, bot: 'easy' })),
    );
    db.close();
  });

  it("follows the desktop app's menu and opens the record files it is given", async () => {
    const program = await rig.program(startApp(newDataDir('desktop-menu')));
    const page = new URL(program.url);
    const hostUrl = `ws://${page.host}/ws?key=${page.searchParams.get('key')}`;
    const record = JSON.parse(readFileSync(recordFile, 'utf8')) as unknown;
    const { page: app, errors } = await openApp(await rig.browser(), program.url, {
      prepare: (context) => asDesktop(context, hostUrl, { fileName: 'chosen.norenberc.json', record }),
    });
    const send = (name: string, value: unknown): Promise<void> => desktopSends(app, name, value);
    await app.locator('[data-testid=home-history]').waitFor();

    for (const [command, screen] of [
      ['history', '[data-testid=history-list]'],
      ['statistics', '[data-testid=stats]'],
      ['settings', '[data-testid=data-folder]'],
      ['rules', '[data-testid=rules-lesson]'],
      ['new-game', '[data-testid=start-game]'],
    ] as const) {
      await send('menu', command);
      await app.locator(screen).waitFor();
    }

    // In a running game, a menu command leaves it waiting: Home continues it.
    await app.fill('[data-testid=seat-name-0]', 'Ana');
    await app.selectOption('[data-testid=seat-kind-1]', 'easy');
    await app.click('[data-testid=start-game]');
    await app.locator('[data-testid=plan-confirm]').waitFor();
    await send('menu', 'history');
    await app.locator('[data-testid=match][data-status=playing]').waitFor();
    await app.goto(program.url);
    await app.locator('[data-testid=continue]').waitFor();

    // Open Game Record… (the desktop's file dialog), then the same file opened with the app.
    await send('menu', 'open-record');
    await app.locator('[data-testid=open-record-done]').waitFor();
    expect(await app.locator('[data-testid=open-record-done]').innerText()).toBe(
      '“chosen.norenberc.json” is in your history now, as match 2.',
    );
    await app.goto(program.url);
    await app.locator('[data-testid=home-history]').waitFor();
    await send('opened', { fileName: 'double-clicked.norenberc.json', record });
    await app.locator('[data-testid=open-record-done]').waitFor();
    expect(await app.locator('[data-testid=open-record-done]').innerText()).toBe(
      '“double-clicked.norenberc.json” was in your history already, as match 2.',
    );
    expect(errors).toEqual([]);
  });

  it("says in the player's language what was wrong with a file the desktop app could not read", async () => {
    const program = await rig.program(startApp(newDataDir('desktop-problems')));
    const page = new URL(program.url);
    const hostUrl = `ws://${page.host}/ws?key=${page.searchParams.get('key')}`;
    const { page: app, errors } = await openApp(await rig.browser(), program.url, {
      language: 'fr',
      // As the desktop app answers for a pipe chosen in its dialog.
      prepare: (context) => asDesktop(context, hostUrl, { fileName: 'tube.json', problem: 'not-a-file' }),
    });
    await app.locator('[data-testid=home-history]').waitFor();
    await desktopSends(app, 'menu', 'open-record');
    await app.locator('[data-testid=open-record-failed]').waitFor();
    expect(await app.locator('[data-testid=open-record-failed]').innerText()).toBe(
      frenchSpaces(
        'Impossible d’ouvrir « tube.json » : ce n’est pas un fichier : un dossier ou un périphérique ne contient pas d’enregistrement de partie.',
      ),
    );
    // A file opened with the app (double-click), too large to be a record.
    await desktopSends(app, 'opened', { fileName: 'énorme.norenberc.json', problem: 'too-large' });
    await app.locator('[data-testid=open-record-failed]', { hasText: 'énorme' }).waitFor();
    expect(await app.locator('[data-testid=open-record-failed]').innerText()).toBe(
      frenchSpaces(
        'Impossible d’ouvrir « énorme.norenberc.json » : il est trop gros pour être un enregistrement de partie.',
      ),
    );
    expect(errors).toEqual([]);
    expect(await program.stop()).toBe(0);
    const db = readDatabase(program.dataDir);
    expect(db.prepare('SELECT COUNT(*) AS n FROM matches').get()).toEqual({ n: 0 });
    db.close();
  });
});
