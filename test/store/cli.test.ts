// `norenberc import | history | stats | export` on a real data folder, through the real command.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toRecord } from '../../engine/index.ts';
import { playRandom, start } from '../engine/play.ts';
import { cli } from '../cli.ts';
import { openHostStore } from '../../main/store/hostStore.ts';
import { en } from '../../renderer/i18n/en.ts';
import { storeGame } from './storedGames.ts';

describe('history commands', () => {
  it('import, list, export and replay a game to the same scores', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'norenberc-cli-'));
    const { state, actions } = playRandom(start(2, 'cli-store'), 8);
    const file = join(dir, 'game.json');
    writeFileSync(file, JSON.stringify(toRecord(state, actions)));

    const imported = await cli('import', file, '--data-dir', dir);
    expect(imported.code).toBe(0);
    expect(imported.stdout).toMatch(/imported as match #1 \(finished\)/);
    expect((await cli('import', file, '--data-dir', dir)).stderr).toMatch(/already in the history/);

    const history = JSON.parse((await cli('history', '--data-dir', dir, '--json')).stdout);
    expect(history).toHaveLength(1);
    expect(history[0].seats.map((s: { name: string }) => s.name)).toEqual(['Player 1', 'Player 2']);

    const stats = JSON.parse((await cli('stats', '--data-dir', dir, '--json')).stdout);
    expect(stats.players.map((p: { games: number }) => p.games)).toEqual([1, 1]);
    expect(stats.headToHead).toHaveLength(1);
    // The ladder: both new to it after their one game, the bots' anchors beside them.
    expect(
      stats.ladder.players.map((r: { games: number; provisional: boolean }) => [r.games, r.provisional]),
    ).toEqual([
      [1, true],
      [1, true],
    ]);
    expect(stats.ladder.anchors.map((a: { level: string }) => a.level)).toEqual(['easy', 'medium', 'hard']);
    // In words: counts in the singular where they are one, ids as words.
    const said = (await cli('stats', '--data-dir', dir)).stdout;
    expect(said).toMatch(/^Player 1: 1 game, [01] wins? \(/m);
    expect(said).toMatch(/ in 1 game$/m);
    expect(said).toMatch(
      /^Ladder \(conservative rating, mu - 3 sigma\):\n +-?\d+\.\d {2}Player \d: \d+\.\d ± \d\.\d, 1 rated game, provisional$/m,
    );
    expect(said).toMatch(/^ {2}bots \(fixed\): Easy bot 12\.2, Medium bot 25\.0, Hard bot 34\.4$/m);
    expect(said).not.toMatch(/\b1 games\b|[a-z][A-Z]|favourite guild [a-z]/);

    const exported = await cli('export', '1', '--data-dir', dir);
    const out = join(dir, 'out.json');
    writeFileSync(out, exported.stdout);
    const replayed = JSON.parse((await cli('replay', out)).stdout);
    expect(replayed.scores.map((s: { total: number }) => s.total)).toEqual(
      history[0].seats.map((s: { total: number }) => s.total),
    );
  });

  it('names a bot in `norenberc stats` as the app does: "Easy bot", never its stored "Bot (easy)"', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'norenberc-cli-bots-'));
    const opened = openHostStore(dir, () => {});
    storeGame(opened.store, 'g1', 1);
    opened.close();
    const said = (await cli('stats', '--data-dir', dir)).stdout;
    expect(said).toMatch(new RegExp(`^${en.common.bot('easy')}: 1 game, `, 'm'));
    expect(said).toMatch(
      new RegExp(`^Player \\d vs ${en.common.bot('easy')}: |^${en.common.bot('easy')} vs `, 'm'),
    );
    expect(said).not.toMatch(/Bot \(easy\)/);
  });

  it('says what is wrong with bad arguments, exit 2', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'norenberc-cli-bad-'));
    expect(await cli('export', '7', '--data-dir', dir)).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/no match #7/),
    });
    // Each command's own usage, asked for: exit 0.
    expect(await cli('host', '--help')).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(/^usage: norenberc host \[--port P\]/),
    });
    expect(await cli('history', '--bogus')).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/bogus/),
    });
    expect(await cli('import', join(dir, 'missing.json'), '--data-dir', dir)).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/cannot read/),
    });
  });
});
