// A shuffle anyone can check, in the app as it ships (`norenberc start --browser`): before the first
// move the game's bar shows its fingerprint (in full in its explanation); no frame the page receives
// before the game is over holds the seed; the final scores reveal the seed, and the SHA-256 of that
// seed with its deal, recomputed here, is the fingerprint shown before the first move. The replay
// from the history shows the same and saves the record, which `norenberc verify` finds sound; the
// database keeps that fingerprint with the match.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { dealFromSeed } from '../../engine/index.ts';
import { fingerprintText } from '../../main/records/fingerprint.ts';
import { openApp, play, shot, startSoloGame } from './driver.ts';
import { DESKTOP, readDatabase } from './journey.ts';
import { newDataDir, startApp } from './programs.ts';
import { journeyRig } from './rig.ts';

const rig = journeyRig();

const HEX64 = /\b[0-9a-f]{64}\b/;
/** What the test reads of a frame from the host: the table's phase and fingerprint, the moves applied. */
const parse = (frame: string) =>
  JSON.parse(frame) as { table?: { phase?: string; fingerprint?: string }; view?: { moves?: number } };
const run = promisify(execFile);

describe('a shuffle anyone can check', () => {
  it('shows the fingerprint before the first move and the seed at the end, and the two agree', async () => {
    const dataDir = newDataDir('shuffle');
    const program = await rig.program(startApp(dataDir));
    const browser = await rig.browser();
    // Every frame the page receives from the host, in order.
    const frames: string[] = [];
    const { page, errors } = await openApp(browser, program.url, {
      viewport: DESKTOP,
      prepare: async (context) => {
        context.on('page', (p) =>
          p.on('websocket', (ws) => ws.on('framereceived', ({ payload }) => frames.push(String(payload)))),
        );
      },
    });

    await startSoloGame(page, ['easy']);
    await page.locator('[data-testid=plan-confirm]').waitFor();

    // Before the first move: the game's first state, before any action was applied, came with the
    // fingerprint; the player's first decision is still to make (the bot plans at the same time, and
    // may have planned already) and the bar shows the fingerprint short, the whole of it where the
    // pointer shows what the short one is.
    const started = frames.map(parse).find((f) => f.table?.phase === 'playing');
    expect(started?.view?.moves).toBe(0);
    const bar = page.locator('[data-testid=bar-fingerprint]');
    const short = await bar.innerText();
    expect(short).toMatch(/^[0-9a-f]{8}$/);
    await bar.hover();
    const explained = await page.locator('[role=tooltip]').innerText();
    const shown = HEX64.exec(explained)?.[0];
    expect(shown?.startsWith(short)).toBe(true);
    expect(started?.table?.fingerprint).toBe(shown);
    expect(await bar.getAttribute('aria-label')).toContain(short);
    await shot(page, 'shuffle-bar');

    expect(await play(page)).toBe('final');
    const scores = page.locator('[data-testid=final-scores]');
    await scores.locator('[data-testid=shuffle-check]').scrollIntoViewIfNeeded();
    await shot(page, 'shuffle-final');
    const revealed = await scores.locator('[data-testid=shuffle-fingerprint]').innerText();
    const seed = await scores.locator('[data-testid=shuffle-seed]').innerText();
    expect(revealed).toBe(shown);
    // 128 random bits, in hexadecimal.
    expect(seed).toMatch(/^[0-9a-f]{32}$/);
    // The game was dealt from its seed: its deal follows from it, and with it the fingerprint.
    const deal = dealFromSeed(2, seed);
    expect(createHash('sha256').update(fingerprintText(seed, deal)).digest('hex')).toBe(shown);

    // The seed came with the end of the game, and in no frame before it.
    const end = frames.findIndex((f) => parse(f).table?.phase === 'finished');
    expect(end).toBeGreaterThan(0);
    expect(frames.slice(0, end).filter((f) => f.includes(seed))).toEqual([]);
    expect(frames[end]).toContain(seed);

    // The replay from the history tells the same.
    await page.click('[data-testid=scores-close]');
    await page.click('[data-testid=leave]');
    await page.click('[data-testid=home-history]');
    await page.locator('[data-testid=match] [data-testid=open-replay]').click();
    // It opens at the end, on the final scores: the shuffle is checked there too, and beside the board.
    const again = page.locator('[data-testid=final-scores]');
    expect(await again.locator('[data-testid=shuffle-fingerprint]').innerText()).toBe(shown);
    expect(await again.locator('[data-testid=shuffle-seed]').innerText()).toBe(seed);
    await page.click('[data-testid=scores-close]');
    await page.locator('[data-testid=replay-shuffle] summary').click();
    const details = page.locator('[data-testid=replay-shuffle]');
    expect(await details.locator('[data-testid=shuffle-fingerprint]').innerText()).toBe(shown);
    expect(await details.locator('[data-testid=shuffle-seed]').innerText()).toBe(seed);
    // The record saved from the replay is the game's, and `norenberc verify` finds it sound.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.click('[data-testid=save-record]'),
    ]);
    expect(download.suggestedFilename()).toMatch(/^norenberc-match-\d+\.json$/);
    const file = join(dataDir, download.suggestedFilename());
    await download.saveAs(file);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ seed, fingerprint: shown, deal });
    const verified = await run(process.execPath, ['bin/norenberc.js', 'verify', file, '--json']);
    expect(JSON.parse(verified.stdout)).toMatchObject({ ok: true, fingerprint: shown });
    expect(errors).toEqual([]);

    expect(await program.stop()).toBe(0);
    const db = readDatabase(dataDir);
    try {
      const row = db.prepare('SELECT seed, setup FROM matches').get() as { seed: string; setup: string };
      expect(row.seed).toBe(seed);
      expect(JSON.parse(row.setup)).toMatchObject({ seed, fingerprint: shown, deal });
    } finally {
      db.close();
    }
  });
});
