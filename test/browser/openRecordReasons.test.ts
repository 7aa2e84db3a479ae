// What *Open a game record…* says of a record it does not add, against the app as it ships
// (`norenberc start --browser`): a refused record gets its own reason in the player's language (a name
// too long, a record of a newer version, a missing part, a deal that does not hold together, an illegal
// action, by its number), as `norenberc verify` finds it; a record of a game the history holds already
// says how it is that game (the same record, the same deal and actions under other names, or only the
// first actions of it). Nothing is stored for any of them.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { frenchSpaces } from '../../languages/fr/typography.ts';
import { openApp } from './driver.ts';
import { readDatabase } from './journey.ts';
import { newDataDir, startApp, type Program } from './programs.ts';
import { journeyRig } from './rig.ts';
import { savedRecord } from './savedRecord.ts';

interface SavedRecord {
  format: string;
  players: { name: string; color: string }[];
  seed?: string;
  fingerprint?: string;
  deal: { guestStack: string[] };
  actions: { type: string; seat: number }[];
}

const rig = journeyRig();
let files = '';
let recordFile = '';

beforeAll(async () => {
  // A finished game's record, as the replay's *Save the record* gives it (a game of bots stored elsewhere).
  ({ file: recordFile, folder: files } = await savedRecord('reasons', 'match-1.json'));
}, 120_000);

/** A copy of the saved record, changed by `change`, written as `name`. */
function copy(name: string, change: (record: SavedRecord) => void): string {
  const record = JSON.parse(readFileSync(recordFile, 'utf8')) as SavedRecord;
  change(record);
  const path = join(files, name);
  writeFileSync(path, JSON.stringify(record));
  return path;
}

async function choose(page: Page, path: string): Promise<void> {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.click('[data-testid=open-record]'),
  ]);
  await chooser.setFiles(path);
}

/** What the history says once `path` (named `name`) is opened: a refusal or a record found. */
async function said(page: Page, path: string, name: string, outcome: 'failed' | 'done'): Promise<string> {
  await choose(page, path);
  const line = page.locator(`[data-testid=open-record-${outcome}]`, { hasText: name });
  await line.waitFor();
  return line.innerText();
}

/** The app on a fresh data folder, its history open, holding the saved record as match 1. */
async function holdingMatch1(name: string): Promise<{ program: Program; page: Page; errors: string[] }> {
  const program = await rig.program(startApp(newDataDir(name)));
  const { page, errors } = await openApp(await rig.browser(), program.url);
  await page.click('[data-testid=home-history]');
  await page.locator('[data-testid=open-record]').waitFor();
  expect(await said(page, recordFile, 'match-1.json', 'done')).toBe(
    '“match-1.json” is in your history now, as match 1.',
  );
  return { program, page, errors };
}

/** After the program stopped: its history holds match 1 alone, all its actions and no others. */
function onlyMatch1(program: Program): void {
  const db = readDatabase(program.dataDir);
  expect(db.prepare('SELECT COUNT(*) AS n FROM matches').get()).toEqual({ n: 1 });
  expect(db.prepare('SELECT COUNT(*) AS n FROM actions').get()).toEqual({ n: savedActions() });
  db.close();
}

function savedActions(): number {
  return (JSON.parse(readFileSync(recordFile, 'utf8')) as SavedRecord).actions.length;
}

describe('a game record the history does not add', () => {
  it("is refused with its own reason, in the player's language", async () => {
    const { program, page, errors } = await holdingMatch1('open-record-reasons');
    const actions = savedActions();

    // Each with the reason `norenberc verify` finds, in words.
    const longName = copy('long-name.json', (r) => (r.players[1]!.name = 'Bartholomew Longfellow III'));
    expect(await said(page, longName, 'long-name.json', 'failed')).toBe(
      '“long-name.json” could not be opened: the name of player 2 is too long: a name has at most 24 characters.',
    );
    const newer = copy('newer.json', (r) => (r.format = 'norenberc-record/99'));
    expect(await said(page, newer, 'newer.json', 'failed')).toBe(
      '“newer.json” could not be opened: it was made by a newer version of Norenberc (its format is norenberc-record/99; this version reads norenberc-record/1): update Norenberc to open it.',
    );
    const noSeed = copy('no-seed.json', (r) => delete r.seed);
    expect(await said(page, noSeed, 'no-seed.json', 'failed')).toBe(
      '“no-seed.json” could not be opened: its part “seed” is missing.',
    );
    // A deal that places a tile twice (no fingerprint to check it against first).
    const twice = copy('twice.json', (r) => {
      delete r.fingerprint;
      r.deal.guestStack[0] = r.deal.guestStack[1]!;
    });
    expect(await said(page, twice, 'twice.json', 'failed')).toBe(
      '“twice.json” could not be opened: its deal does not hold together (a tile placed twice or left out, the wrong number of townsmen, or a guild not in play).',
    );
    const illegal = copy(
      'illegal.json',
      (r) => (r.actions[4] = { type: 'sell', seat: 0, count: 40 } as never),
    );
    expect(await said(page, illegal, 'illegal.json', 'failed')).toBe(
      `“illegal.json” could not be opened: its action 5 (of ${actions}) is one the rules do not allow at that point of the game.`,
    );
    expect(errors).toEqual([]);

    const { page: french, errors: frenchErrors } = await openApp(await rig.browser(), program.url, {
      language: 'fr',
    });
    await french.click('[data-testid=home-history]');
    await french.locator('[data-testid=open-record]').waitFor();
    expect(await said(french, newer, 'newer.json', 'failed')).toBe(
      frenchSpaces(
        'Impossible d’ouvrir « newer.json » : il a été fait par une version plus récente de Norenberc (son format est norenberc-record/99 ; celle-ci lit norenberc-record/1) : mettez Norenberc à jour pour l’ouvrir.',
      ),
    );
    expect(await said(french, illegal, 'illegal.json', 'failed')).toBe(
      frenchSpaces(
        `Impossible d’ouvrir « illegal.json » : son action 5 (sur ${actions}) est un coup que les règles ne permettent pas à ce moment de la partie.`,
      ),
    );
    expect(frenchErrors).toEqual([]);

    expect(await program.stop()).toBe(0);
    onlyMatch1(program);
  });

  it('of a game the history holds already says how it is that game', async () => {
    const { program, page, errors } = await holdingMatch1('open-record-held');
    const actions = savedActions();

    // An unfinished copy: the game's first 30 actions.
    const cut = copy('cut.json', (r) => (r.actions = r.actions.slice(0, 30)));
    expect(await said(page, cut, 'cut.json', 'done')).toBe(
      `“cut.json” holds only the first 30 of the ${actions} actions of match 1, which your history holds whole: nothing was added.`,
    );
    // A player renamed: the same deal and actions.
    const bob = copy('bob.json', (r) => (r.players[0]!.name = 'Bob'));
    expect(await said(page, bob, 'bob.json', 'done')).toBe(
      '“bob.json” is the same game as match 1 (the same deal and the same actions), which your history holds already: nothing was added.',
    );
    // The very record.
    expect(await said(page, recordFile, 'match-1.json', 'done')).toBe(
      '“match-1.json” was in your history already, as match 1.',
    );
    expect(errors).toEqual([]);

    expect(await program.stop()).toBe(0);
    onlyMatch1(program);
  });
});
