// `norenberc import | history | stats | export` on a real data folder, through the real command.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toRecord } from '../../engine/index.ts';
import { playRandom, start } from '../engine/play.ts';
import { openStore } from '../../main/store/index.ts';
import { cli, cliReadingOnly } from '../cli.ts';
import { openHostStore } from '../../main/store/hostStore.ts';
import { messages as en } from '../../languages/en/messages.ts';
import { storeGame } from './storedGames.ts';

// Each `norenberc` command is a Node process of its own (a few seconds on a busy machine): a test runs
// several in turn.
describe('history commands', { timeout: 180_000 }, () => {
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

  it('dates a match as the app does: when it ended, or when it started while it goes on', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'norenberc-cli-when-'));
    const { state, actions } = playRandom(start(2, 'cli-when'), 5);
    const record = toRecord(state, actions);
    const startedAt = Date.UTC(2025, 2, 14, 9, 30);
    const finishedAt = Date.UTC(2025, 2, 16, 21, 5);
    const store = openStore(dir);
    const seats = record.players.map((p) => ({ ...p, botLevel: null, tokenHash: null }));
    const done = store.matches.create('g-done', record, seats, startedAt);
    actions.forEach((action, i) => store.matches.append(done, i, action));
    expect(store.matches.finish(done, finishedAt).ok).toBe(true);
    store.matches.create('g-going', record, seats, startedAt);
    store.close();
    // This computer's time, as the app shows it.
    const local = (ms: number): string =>
      new Date(ms).toLocaleString('sv-SE', { dateStyle: 'short', timeStyle: 'short' });

    // Newest first by the moment shown: #1 finished after #2 began.
    const lines = (await cli('history', '--data-dir', dir)).stdout.split('\n');
    expect(lines[0]).toMatch(new RegExp(`^#1  finished ${local(finishedAt)} {10}2p  Player 1 \\d+`));
    expect(lines[1]).toMatch(
      new RegExp(`^#2  playing, started ${local(startedAt)}  2p  Player 1, Player 2$`),
    );
    // The JSON keeps both moments.
    const json = JSON.parse((await cli('history', '--json', '--data-dir', dir)).stdout);
    expect(
      json.map((m: { startedAt: number; finishedAt: number | null }) => [m.startedAt, m.finishedAt]),
    ).toEqual([
      [startedAt, finishedAt],
      [startedAt, null],
    ]);
  });

  it('names a bot seat by its level in its own words, whatever language the screen that named it spoke, and keeps a name a player gave it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'norenberc-cli-bots-'));
    const record = toRecord(start(4, 'cli-bots'), []);
    // Named by a French screen, a German one and a player: the store keeps the names as they were given.
    const named = [
      ['Hugo', 'hard'],
      ['Robot moyen', 'medium'],
      ['Leichter Bot', 'easy'],
      ['Robot moyen 2', 'medium'],
    ] as const;
    const seats = record.players.map((p, i) => ({
      ...p,
      name: named[i]![0],
      botLevel: named[i]![1],
      tokenHash: null,
    }));
    const store = openStore(dir);
    store.matches.create('g-bots', record, seats, Date.UTC(2025, 2, 14, 9, 30));
    store.close();

    const said = (await cli('history', '--data-dir', dir)).stdout;
    expect(said).toMatch(/ 4p {2}Hugo \(Hard bot\), Medium bot, Easy bot, Medium bot 2\n$/);
    // The JSON keeps the names as stored, each with its level.
    const [match] = JSON.parse((await cli('history', '--json', '--data-dir', dir)).stdout);
    expect(match.seats.map((s: { name: string; botLevel: string | null }) => [s.name, s.botLevel])).toEqual(
      named,
    );
  });

  it('gives the series score of a rematch series, the leader first, as the app does', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'norenberc-cli-series-'));
    const opened = openHostStore(dir, () => {});
    const winners = [...storeGame(opened.store, 'g1', 1)];
    opened.store.rematchOf('g2', 'g1');
    winners.push(...storeGame(opened.store, 'g2', 2));
    opened.close();

    const said = (await cli('history', '--data-dir', dir)).stdout;
    const scores = [...said.matchAll(/\(series game (\d) of 2: (.+)\)$/gm)];
    expect(scores.map((s) => s[1])).toEqual(['2', '1']);
    // Both matches give the one score of the series: each player with the games they won, leader first.
    expect(scores[0]![2]).toBe(scores[1]![2]);
    const wins = scores[0]![2]!.split(', ').map((w) => /^(.+) (\d)$/.exec(w)!);
    expect(wins).toHaveLength(2);
    const names = wins.map((w) => w[1]!.replace(/ \(Easy bot\)$/, ''));
    expect(wins.map((w) => Number(w[2]))).toEqual(
      names.map((name) => winners.filter((w) => w === name).length),
    );
    expect(Number(wins[0]![2])).toBeGreaterThanOrEqual(Number(wins[1]![2]));
  });

  it('counts apart a game a stand-in played one decision of, and says so truthfully', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'norenberc-cli-stand-in-'));
    const { state, actions } = playRandom(start(2, 'cli-stand-in'), 6);
    // The medium bot played one decision of the second seat; its player played the rest himself.
    const once = actions.findIndex((a) => a.seat === 1);
    const record = {
      ...toRecord(state, actions),
      standIns: [{ seat: 1, from: once, to: once + 1, level: 'medium' }],
    };
    const file = join(dir, 'game.json');
    writeFileSync(file, JSON.stringify(record));
    expect((await cli('import', file, '--data-dir', dir)).code).toBe(0);

    const said = (await cli('stats', '--data-dir', dir)).stdout;
    expect(said).toMatch(/^Player 1: 1 game, [01] wins? \(/m);
    expect(said).toMatch(/^Player 2: 1 game a stand-in played part of \(not counted\)$/m);
    // Nor is it a meeting of the two: Player 2 did not play that game alone.
    expect(said).not.toMatch(/ vs /);
    expect((await cli('history', '--data-dir', dir)).stdout).toMatch(
      /Player 2 \d+( \(won\))? \[Medium bot stood in\]/,
    );
  });

  it('counts each seat of a bot level as one meeting in the head-to-head', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'norenberc-cli-meetings-'));
    expect((await cli('selfplay', '--seats', 'medium,easy,easy', '--data-dir', dir)).code).toBe(0);
    const [match] = JSON.parse((await cli('history', '--json', '--data-dir', dir)).stdout);
    const [medium, ...easy] = match.seats.map((s: { rank: number }) => s.rank) as number[];
    const ahead = easy.filter((e) => medium! < e).length;
    const behind = easy.filter((e) => e < medium!).length;
    const level = easy.length - ahead - behind;

    const stats = JSON.parse((await cli('stats', '--json', '--data-dir', dir)).stdout);
    expect(stats.headToHead).toHaveLength(1);
    const pair = stats.headToHead[0];
    const mediumIsA = pair.aBotLevel === 'medium';
    expect([
      pair.games,
      mediumIsA ? pair.aAhead : pair.bAhead,
      mediumIsA ? pair.bAhead : pair.aAhead,
      pair.level,
    ]).toEqual([1, ahead, behind, level]);
    expect((await cli('stats', '--data-dir', dir)).stdout).toContain(
      `${en.common.bot(pair.aBotLevel)} vs ${en.common.bot(pair.bBotLevel)}: ${pair.aAhead}-${pair.bAhead}, ${level} level, in 1 game (2 meetings, one per bot seat)\n`,
    );
  });

  it('ends quietly, exit 0, when the reader of its output stops early (`| head`)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'norenberc-cli-head-'));
    const { state, actions } = playRandom(start(3, 'cli-head'), 9);
    const file = join(dir, 'game.json');
    writeFileSync(file, JSON.stringify(toRecord(state, actions)));
    expect((await cli('import', file, '--data-dir', dir)).code).toBe(0);

    for (const [bytes, args] of [
      [0, ['stats']],
      [0, ['history']],
      [0, ['stats', '--json']],
      [0, ['host', '--help']],
      // Cut in the middle of a long output: the rest goes nowhere, and nothing is said of it.
      [200, ['export', '1']],
      [200, ['replay', file]],
    ] as const) {
      const result = await cliReadingOnly(
        bytes,
        ...args,
        ...(args[0] === 'replay' ? [] : ['--data-dir', dir]),
      );
      expect({ args, code: result.code, stderr: result.stderr }).toEqual({ args, code: 0, stderr: '' });
    }
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

  it('exports a bot seat as a bot, and an import keeps it one: rated as the bots are, never as a person', async () => {
    const home = mkdtempSync(join(tmpdir(), 'norenberc-cli-export-bot-'));
    const opened = openHostStore(home, () => {});
    storeGame(opened.store, 'g1', 1);
    opened.close();
    const exported = await cli('export', '1', '--data-dir', home);
    const record = JSON.parse(exported.stdout);
    expect(record.players.map((p: { bot?: string }) => p.bot ?? null)).toEqual([null, 'easy']);

    const other = mkdtempSync(join(tmpdir(), 'norenberc-cli-import-bot-'));
    const file = join(other, 'game1.json');
    writeFileSync(file, exported.stdout);
    expect((await cli('import', file, '--data-dir', other)).code).toBe(0);
    const [match] = JSON.parse((await cli('history', '--json', '--data-dir', other)).stdout);
    expect(match.seats.map((s: { botLevel: string | null }) => s.botLevel)).toEqual([null, 'easy']);
    const stats = JSON.parse((await cli('stats', '--json', '--data-dir', other)).stdout);
    const rated = stats.ladder.players.map((r: { playerId: number }) => r.playerId);
    const bot = stats.players.find((p: { botLevel: string | null }) => p.botLevel === 'easy');
    expect(bot).toBeDefined();
    expect(rated).not.toContain(bot.playerId);
    const said = (await cli('stats', '--data-dir', other)).stdout;
    expect(said).not.toMatch(new RegExp(`^ +[-\\d.]+ +${en.common.bot('easy')}:`, 'm'));
    // Exported again, it is the same record.
    expect(JSON.parse((await cli('export', '1', '--data-dir', other)).stdout).players).toEqual(
      record.players,
    );
  });

  it('refuses a record seating two names people cannot tell apart, and a game the history holds already', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'norenberc-cli-twins-'));
    const { state, actions } = playRandom(start(3, 'cli-twins'), 4);
    const record = toRecord(state, actions);
    const file = join(dir, 'game.json');
    writeFileSync(file, JSON.stringify(record));
    expect((await cli('import', file, '--data-dir', dir)).code).toBe(0);

    // Seat 0 renamed as seat 2, in another case: not a game the app could have seated.
    const twins = join(dir, 'twins.json');
    const players = record.players.map((p, i) =>
      i === 0 ? { ...p, name: record.players[2]!.name.toUpperCase() } : p,
    );
    writeFileSync(twins, JSON.stringify({ ...record, players }));
    const reason = `players.2.name: "${players[2]!.name}" reads as "${players[0]!.name}", the name of seat 0`;
    for (const command of ['verify', 'import', 'replay']) {
      const refused = await cli(command, twins, ...(command === 'import' ? ['--data-dir', dir] : []));
      expect({ command, code: refused.code }).toEqual({ command, code: 2 });
      // `replay` says it in its JSON answer.
      const said =
        command === 'replay' ? JSON.parse(refused.stdout).error.message : refused.stdout + refused.stderr;
      expect(said).toContain(reason);
    }

    // Another name for seat 0: the same game all the same (the same fingerprint), stored as #1, and
    // said to be so: the same deal and the same actions, whatever names the record gives.
    const renamed = join(dir, 'renamed.json');
    const zed = record.players.map((p, i) => (i === 0 ? { ...p, name: 'Zed' } : p));
    writeFileSync(renamed, JSON.stringify({ ...record, players: zed }));
    expect(await cli('import', renamed, '--data-dir', dir)).toMatchObject({
      code: 2,
      stderr: expect.stringContaining(
        'the history holds this game (the same seed and deal: the same fingerprint) as match #1, with the same actions',
      ),
    });
    expect(await cli('import', file, '--data-dir', dir)).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('this record is already in the history, as match #1'),
    });
    expect(JSON.parse((await cli('history', '--json', '--data-dir', dir)).stdout)).toHaveLength(1);
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
