// A shuffle anyone can check, in the app as it ships (startApp: a data folder's store under the app's
// hosts, real WebSockets on loopback) and through the real `norenberc` command: a game played to its
// end shows its fingerprint from the start and its seed at the end; the record exported from the
// database carries both, and `norenberc verify` accepts it, refuses it with its seed changed, with an
// action changed, without a fingerprint, and when it is no record at all; `norenberc import` keeps
// the fingerprint and refuses a record whose seed was changed; and a host whose database had a
// match's seed changed refuses to pass its record on, by the code `fingerprint`.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { finalScores, replay, type GameRecord } from '../../engine/index.ts';
import { startApp, type RunningApp } from '../../main/app/compose.ts';
import { fingerprint } from '../../main/records/fingerprint.ts';
import { ScriptedPlayer, seededRandom } from '../../tools/loadtest/scriptedPlayer.ts';
import { DB_FILE } from '../../main/store/database.ts';
import { connect, type Client } from '../../protocol/client.ts';
import { ProtocolError } from '../../protocol/pending.ts';
import { cli } from '../cli.ts';

const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn();
});

async function app(dataDir: string): Promise<{ running: RunningApp; ana: Client }> {
  const running = await startApp({ program: 'start', dataDir, localPort: 0, log: () => {} });
  cleanup.push(() => running.close());
  const local = running.hosts.local!;
  const ana = await connect(`${local.wsUrl}?key=${local.appKey}`, { WebSocket });
  cleanup.push(() => ana.close());
  return { running, ana };
}

/** Writes `record` (as given, or any text) to a file of `dir`; returns its path. */
function file(dir: string, name: string, content: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}

// Each `norenberc` command is a Node process of its own (a few seconds on a busy machine): the file's
// tests run several in turn.
describe('a shuffle anyone can check', { timeout: 180_000 }, () => {
  it('is shown, revealed, stored, exported, verified and imported', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'norenberc-shuffle-'));
    const { running, ana } = await app(dataDir);
    const { gameId } = await ana.create([
      { kind: 'local', name: 'Ana' },
      { kind: 'bot', level: 'easy' },
    ]);
    await ana.start(gameId);
    const shown = ana.game(gameId)!.table!.fingerprint;
    expect(shown).toMatch(/^[0-9a-f]{64}$/);
    expect(ana.game(gameId)!.table!.seed).toBeUndefined();
    const player = new ScriptedPlayer(ana, gameId, { random: seededRandom(5), thinkMs: () => 5 });
    await player.finished;

    // The end reveals the seed; the fingerprint is the one shown before the first move, and the
    // SHA-256 of that seed with the deal the record holds.
    const end = ana.game(gameId)!.table!;
    expect(end.phase).toBe('finished');
    expect(end.fingerprint).toBe(shown);
    expect(end.seed).toMatch(/^[0-9a-f]{32}$/);
    const matchId = running.store.matchOfGame(gameId)!;
    const { record } = await ana.record(matchId);
    expect(record).toMatchObject({ seed: end.seed, fingerprint: shown });
    expect(fingerprint(end.seed!, record.deal!)).toBe(shown);
    await running.close();

    // The record as `norenberc export` writes it from the database: verified.
    const dir = mkdtempSync(join(tmpdir(), 'norenberc-verify-'));
    const exported = await cli('export', String(matchId), '--data-dir', dataDir);
    expect(exported.code).toBe(0);
    const real = JSON.parse(exported.stdout) as GameRecord;
    expect(real).toMatchObject({ seed: end.seed, fingerprint: shown, deal: record.deal });
    const good = file(dir, 'good.json', exported.stdout);
    const verified = await cli('verify', good, '--json');
    expect(verified.code).toBe(0);
    const played = replay(real);
    if (!played.ok) throw new Error(played.error);
    expect(JSON.parse(verified.stdout)).toEqual({
      ok: true,
      fingerprint: shown,
      computed: shown,
      seed: end.seed,
      players: ['Ana', 'Easy bot'],
      actions: real.actions.length,
      finished: true,
      finalScores: finalScores(played.state),
      problems: [],
    });
    const told = await cli('verify', good);
    expect(told.code).toBe(0);
    expect(told.stdout).toMatch(
      /^.*good\.json: verified: its fingerprint is the one of its seed and deal, and all \d+ actions are allowed$/m,
    );
    expect(told.stdout).toContain(shown!);

    // A seed changed after the game: the fingerprint no longer matches, whatever the replay does.
    // (Its last digit made another: the random seed may end in any digit. The seed also draws what
    // the record's deal does not hold, so the replay may fail besides.)
    const digit = end.seed!.endsWith('0') ? '1' : '0';
    const seedChanged = file(dir, 'seed.json', { ...real, seed: `${end.seed!.slice(0, -1)}${digit}` });
    const refused = await cli('verify', seedChanged, '--json');
    expect(refused.code).toBe(2);
    const verdict = JSON.parse(refused.stdout);
    expect(verdict).toMatchObject({ ok: false, fingerprint: shown });
    expect(verdict.computed).not.toBe(shown);
    expect(verdict.problems.map((p: { code: string }) => p.code)).toContain('wrong-fingerprint');
    expect((await cli('verify', seedChanged)).stdout).toMatch(
      /NOT verified \((one problem|\d+ problems), below\)[\s\S]*problem {6}its fingerprint, which the players saw before the first move, is not the SHA-256 of its seed and deal \(the computed one\): its seed or its deal was changed afterwards \[wrong-fingerprint\]/,
    );

    // An action changed: the fingerprint holds, the replay does not.
    const actions = real.actions.slice();
    actions[3] = { type: 'sell', seat: actions[3]!.seat, count: 40 };
    const actionChanged = await cli('verify', file(dir, 'action.json', { ...real, actions }), '--json');
    expect(actionChanged.code).toBe(2);
    expect(JSON.parse(actionChanged.stdout)).toMatchObject({
      ok: false,
      computed: shown,
      actions: 3,
      finalScores: null,
      problems: [
        {
          code: 'illegal-action',
          index: 3,
          message: expect.stringMatching(/^the 4th action \(index 3\) is not allowed: /),
        },
      ],
    });

    // No fingerprint, no JSON, no record, no file: each refused by its own code, exit 2.
    const problem = async (path: string): Promise<string[]> => {
      const out = await cli('verify', path, '--json');
      expect(out.code, path).toBe(2);
      return (JSON.parse(out.stdout) as { problems: { code: string }[] }).problems.map((p) => p.code);
    };
    expect(await problem(file(dir, 'old.json', { ...real, fingerprint: undefined }))).toEqual([
      'no-fingerprint',
    ]);
    expect(await problem(file(dir, 'text.json', 'a game, honestly'))).toEqual(['not-json']);
    expect(await problem(file(dir, 'other.json', { format: 'chess/1' }))).toEqual(['not-a-record']);
    // A part missing is said to be missing.
    const { seed: _, ...seedless } = real;
    expect((await cli('verify', file(dir, 'seedless.json', seedless))).stdout).toContain(
      'problem      not a norenberc-record/1 game record: seed: missing [not-a-record]',
    );
    expect(await problem(file(dir, 'short.json', { ...real, fingerprint: 'abc' }))).toEqual(['not-a-record']);
    expect(await problem(join(dir, 'missing.json'))).toEqual(['unreadable']);
    expect(await cli('verify')).toMatchObject({ code: 2, stderr: expect.stringMatching(/usage/) });

    // Import keeps the fingerprint; a record with its seed changed is refused, and the same game
    // without its fingerprint is the game already imported.
    const other = mkdtempSync(join(tmpdir(), 'norenberc-import-'));
    expect(await cli('import', seedChanged, '--data-dir', other)).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/fingerprint .* is not that of its seed and deal/),
    });
    expect((await cli('import', good, '--data-dir', other)).code).toBe(0);
    const again = JSON.parse((await cli('export', '1', '--data-dir', other)).stdout) as GameRecord;
    expect(again.fingerprint).toBe(shown);
    expect((await cli('verify', file(dir, 'again.json', again))).code).toBe(0);
    expect(
      await cli('import', file(dir, 'bare.json', { ...real, fingerprint: undefined }), '--data-dir', other),
    ).toMatchObject({ code: 2, stderr: expect.stringMatching(/already in the history/) });

    // A database whose match had its seed changed: the host does not pass the record on as that game.
    const db = new Database(join(dataDir, DB_FILE));
    const { setup } = db.prepare('SELECT setup FROM matches WHERE id = ?').get(matchId) as { setup: string };
    const forged = JSON.stringify({ ...JSON.parse(setup), seed: 'another seed' });
    db.prepare('UPDATE matches SET setup = ?, seed = ? WHERE id = ?').run(forged, 'another seed', matchId);
    db.close();
    const reopened = await app(dataDir);
    const asked = await reopened.ana.record(matchId).catch((err: unknown) => err);
    expect(asked).toBeInstanceOf(ProtocolError);
    expect(asked).toMatchObject({ code: 'fingerprint' });
  });
});
