// Game records (norenberc-record/1): validation that names the problem, deals, replays, and the
// `norenberc replay` command.
import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { dealFromSeed, newGame, parseRecord, replay, toRecord } from '../../engine/index.ts';
import type { Deal, GameRecord } from '../../engine/index.ts';
import { fingerprint } from '../../main/records/fingerprint.ts';
import { players, playRandom, start } from './play.ts';
import { PLAYER_COUNTS } from '../../engine/players.ts';

const run = promisify(execFile);

function baseRecord(n = 3, seed = 'record'): GameRecord {
  return { format: 'norenberc-record/1', players: players(n), seed, actions: [] };
}

function dealProblem(edit: (d: Deal) => void, n = 3): string {
  const deal = structuredClone(dealFromSeed(n, 'deal'));
  edit(deal);
  const created = newGame({ players: players(n), seed: 'deal', deal });
  if (created.ok) throw new Error('deal accepted');
  return created.error;
}

describe('record validation', () => {
  it('names the first problem of a malformed record', () => {
    const cases: [unknown, RegExp][] = [
      [{ ...baseRecord(), format: 'norenberc-record/2' }, /format/],
      [{ ...baseRecord(), players: players(1) }, /players/],
      [{ ...baseRecord(), players: players(6) }, /players/],
      [{ ...baseRecord(), seed: 7 }, /seed/],
      [{ ...baseRecord(), actions: [{ type: 'sell', seat: 0, count: 0 }] }, /actions\.0\.count/],
      [{ ...baseRecord(), actions: [{ type: 'dance', seat: 0 }] }, /actions\.0\.type/],
      [{ ...baseRecord(), actions: [{ type: 'buy', seat: 0, goods: { gold: 1 } }] }, /actions\.0\.goods/],
      [
        { ...baseRecord(), actions: [{ type: 'plan', seat: 0, guilds: ['brewers'], extra: 1 }] },
        /actions\.0/,
      ],
      ['not an object', /object/i],
    ];
    for (const [input, pattern] of cases) {
      const parsed = parseRecord(input);
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.error).toMatch(pattern);
    }
  });

  it('says what is wrong as data too, for a screen to word it in its language', () => {
    const problem = (input: unknown): unknown => {
      const parsed = parseRecord(input);
      if (parsed.ok) throw new Error('record accepted');
      return parsed.problem;
    };
    const long = 'Bartholomew Longfellow III';
    const named = (name: unknown) => ({ ...baseRecord(), players: [...players(2), { name, color: 'red' }] });
    const { seed: _seed, ...seedless } = baseRecord();
    const cases: [unknown, unknown][] = [
      ['not an object', { kind: 'not-a-record' }],
      [{ players: [] }, { kind: 'not-a-record' }],
      [{ ...baseRecord(), format: 'chess-pgn/1' }, { kind: 'not-a-record' }],
      [{ ...baseRecord(), format: 'norenberc-record/0' }, { kind: 'not-a-record' }],
      [
        { ...baseRecord(), format: 'norenberc-record/99', seed: 7 },
        { kind: 'newer-format', format: 'norenberc-record/99', reads: 'norenberc-record/1' },
      ],
      [seedless, { kind: 'missing', path: 'seed' }],
      [named(long), { kind: 'name', seat: 2, problem: 'long', max: 24 }],
      [named('  '), { kind: 'name', seat: 2, problem: 'empty', max: 24 }],
      [named('a\u0007b'), { kind: 'name', seat: 2, problem: 'control', max: 24 }],
      [named(12), { kind: 'field', path: 'players.2.name' }],
      [
        { ...baseRecord(), players: Array.from({ length: 6 }, (_, i) => ({ name: `P${i}`, color: 'red' })) },
        { kind: 'players', count: 6, min: 2, max: 5 },
      ],
      [
        { ...baseRecord(), players: players(1) },
        { kind: 'players', count: 1, min: 2, max: 5 },
      ],
      [
        { ...baseRecord(), actions: [{ type: 'sell', seat: 0, count: 0 }] },
        { kind: 'field', path: 'actions.0.count' },
      ],
    ];
    for (const [input, expected] of cases) expect(problem(input)).toEqual(expected);
    // The command line says a later format plainly too.
    const newer = parseRecord({ ...baseRecord(), format: 'norenberc-record/2' });
    expect(newer.ok ? '' : newer.error).toBe(
      'format: "norenberc-record/2" is a later version of the format than this Norenberc reads ' +
        '(norenberc-record/1): the record was made by a newer Norenberc; update Norenberc to read it',
    );
  });

  it('refuses stand-ins that name no seat, run backwards, reach past the actions or overlap', () => {
    const played = playRandom(start(2, 'stand-ins'), 7, () => {}, 12);
    const record = toRecord(start(2, 'stand-ins'), played.actions);
    const problem = (standIns: unknown[]): string => {
      const parsed = parseRecord({ ...record, standIns });
      if (parsed.ok) throw new Error('stand-ins accepted');
      return parsed.error;
    };
    expect(problem([{ seat: 4, from: 0, level: 'easy' }])).toBe(
      'standIns.0.seat: seat 4 is not in this game of 2 players (seats 0 to 1)',
    );
    expect(problem([{ seat: 1, from: 9, to: 3, level: 'easy' }])).toBe(
      'standIns.0.to: a stand-in ends after it begins (from 9, to 3)',
    );
    expect(problem([{ seat: 1, from: 3, to: 3, level: 'easy' }])).toMatch(/^standIns\.0\.to: /);
    expect(problem([{ seat: 0, from: 13, level: 'hard' }])).toBe(
      "standIns.0: action 13 is past the record's 12 actions",
    );
    expect(problem([{ seat: 0, from: 2, to: 13, level: 'hard' }])).toBe(
      "standIns.0: action 13 is past the record's 12 actions",
    );
    expect(
      problem([
        { seat: 1, from: 2, to: 6, level: 'easy' },
        { seat: 1, from: 5, level: 'medium' },
      ]),
    ).toBe('standIns.1: it overlaps standIns.0, a stand-in for the same seat');
    // As a host writes them: back to back on one seat, another seat alongside, one from the next action.
    const fine = [
      { seat: 1, from: 2, to: 6, level: 'easy' },
      { seat: 1, from: 6, to: 12, level: 'medium' },
      { seat: 0, from: 4, level: 'hard' },
      { seat: 1, from: 12, level: 'easy' },
    ];
    expect(parseRecord({ ...record, standIns: fine }).ok).toBe(true);
    // Typed, for a screen to word it in its player's language.
    expect(parseRecord({ ...record, standIns: [{ seat: 4, from: 0, level: 'easy' }] })).toMatchObject({
      ok: false,
      problem: { kind: 'stand-in', standIn: { index: 0, kind: 'seat', seat: 4, players: 2 } },
    });
  });

  it("reads a bot's seat by its level, which the game it deals does not carry", () => {
    const seated = {
      ...baseRecord(2),
      players: [
        { name: 'Ana', color: 'blue' },
        { name: 'Easy bot', color: 'red', bot: 'easy' },
      ],
    };
    const parsed = parseRecord(seated);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.record.players[1]).toEqual({ name: 'Easy bot', color: 'red', bot: 'easy' });
    const played = replay(parsed.record);
    if (!played.ok) throw new Error(played.error);
    expect(played.state.setup.players).toEqual([
      { name: 'Ana', color: 'blue' },
      { name: 'Easy bot', color: 'red' },
    ]);
    const bad = { ...seated, players: [seated.players[0], { ...seated.players[1], bot: 'grandmaster' }] };
    expect(parseRecord(bad)).toMatchObject({ ok: false, error: expect.stringMatching(/^players\.1\.bot/) });
  });

  it('refuses inconsistent deals with a message naming the problem', () => {
    expect(dealProblem((d) => (d.turnOrder = [0, 0, 1]))).toMatch(/turnOrder/);
    expect(dealProblem((d) => d.townsmen.pop())).toMatch(/keeps 12 townsmen/);
    expect(dealProblem((d) => (d.townsmen[0] = 'wizard-1'))).toMatch(/wizard-1.*not a townsman/);
    expect(dealProblem((d) => (d.guilds.brewers!.workshop[0] = 'bakers-1'))).toMatch(
      /not a brewers craftsman|appears twice/,
    );
    expect(dealProblem((d) => (d.guilds.brewers!.lodgings[0] = d.guestStack.shift()!))).toMatch(
      /window 1 stays empty/,
    );
    expect(dealProblem((d) => d.guestStack.push(d.guestStack[0]!))).toMatch(/appears twice/);
    expect(dealProblem((d) => d.guestStack.pop())).toMatch(/missing from the deal/);
    expect(dealProblem((d) => (d.guilds.tailors = d.guilds.brewers))).toMatch(/tailors is not in play/);
    expect(dealProblem((d) => delete d.guilds.printers)).toMatch(/printers is missing/);
    expect(dealProblem((d) => d.guestStack.push('hatmakers-3'))).toMatch(/hatmakers-3 is not in this game/);
  });

  it('keeps the townsmen count per player count', () => {
    for (const [n, townsmen, guilds] of [
      [2, 8, 3],
      [3, 12, 4],
      [4, 16, 5],
      [5, 20, 6],
    ] as const) {
      const deal = dealFromSeed(n, 'count');
      expect(deal.townsmen).toHaveLength(townsmen);
      expect(Object.keys(deal.guilds)).toHaveLength(guilds);
      expect(newGame({ players: players(n), seed: 'count', deal }).ok).toBe(true);
    }
  });
});

describe('replay', () => {
  it('applies the first N actions with upto, and reports the index of the first illegal action', () => {
    const { state, actions } = playRandom(start(2, 'replay'), 3);
    const record = toRecord(state, actions);
    const partial = replay(record, 10);
    expect(partial.ok && partial.state.moves).toBe(10);
    const broken = {
      ...record,
      actions: [...actions.slice(0, 5), { type: 'sell', seat: 0, count: 99 } as const, ...actions.slice(5)],
    };
    const result = replay(broken);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.index).toBe(5);
      expect(result.error.length).toBeGreaterThan(5);
    }
  });

  it('writes records well under 20 KB', () => {
    for (const n of PLAYER_COUNTS) {
      const { state, actions } = playRandom(start(n, `size${n}`), n);
      expect(JSON.stringify(toRecord(state, actions)).length).toBeLessThan(20_000);
    }
  });
});

describe('npx norenberc replay', () => {
  async function replayCli(
    content: string | null,
    ...args: string[]
  ): Promise<{ code: number; out: Record<string, unknown> }> {
    const dir = await mkdtemp(join(tmpdir(), 'norenberc-replay-'));
    const file = join(dir, 'game.json');
    if (content !== null) await writeFile(file, content);
    try {
      const { stdout } = await run(process.execPath, ['bin/norenberc.js', 'replay', file, ...args]);
      return { code: 0, out: JSON.parse(stdout) };
    } catch (err) {
      const e = err as { code: number; stdout: string };
      return { code: e.code, out: JSON.parse(e.stdout) };
    }
  }

  it('prints the final state and scores of a finished game (exit 0)', async () => {
    const { state, actions } = playRandom(start(3, 'cli'), 11);
    const { code, out } = await replayCli(JSON.stringify(toRecord(state, actions)));
    expect(code).toBe(0);
    expect(out.ok).toBe(true);
    expect(out.finished).toBe(true);
    expect(out.round).toBe(4);
    const scores = out.scores as {
      seat: number;
      total: number;
      rank: number;
      breakdown: Record<string, number>;
    }[];
    expect(scores).toHaveLength(3);
    expect(Object.keys(scores[0]!.breakdown).sort()).toEqual([
      'allTypes',
      'crests',
      'majorities',
      'richest',
      'thirtyPlus',
      'townsmen',
    ]);
    const st = out.state as {
      seats: { talers: number; agents: { total: number } }[];
      guilds: Record<string, { roof: number }>;
      guestStack: number;
    };
    expect(st.seats[0]!.talers).toBe(state.seats[0]!.talers);
    expect(typeof st.guestStack).toBe('number');
    expect(Object.keys(st.guilds)).toEqual(['brewers', 'bakers', 'shoemakers', 'printers']);
  });

  it('stops after --upto N actions, unfinished, with null scores', async () => {
    const { state, actions } = playRandom(start(2, 'cli-upto'), 5);
    const { code, out } = await replayCli(JSON.stringify(toRecord(state, actions)), '--upto', '3');
    expect(code).toBe(0);
    expect(out).toMatchObject({ ok: true, finished: false, round: 1, scores: null });
  });

  it('exits 2 naming the fingerprint when the seed was changed after the game began, as verify does', async () => {
    const { state, actions } = playRandom(start(2, 'cli-seed'), 6);
    const record = toRecord(state, actions);
    const signed = { ...record, fingerprint: fingerprint(record.seed, state.setup.deal) };
    expect(await replayCli(JSON.stringify(signed))).toMatchObject({ code: 0, out: { ok: true } });
    const changed = { ...signed, seed: `${record.seed}x` };
    const { deal: _deal, ...dealtFromSeed } = changed;
    for (const tampered of [changed, dealtFromSeed])
      expect(await replayCli(JSON.stringify(tampered))).toMatchObject({
        code: 2,
        out: {
          ok: false,
          error: { index: -1, message: expect.stringMatching(/fingerprint .* seed or its deal was changed/) },
        },
      });
  });

  it('exits 2 naming the first illegal action, or -1 for a malformed record or file', async () => {
    const record = { ...baseRecord(2), actions: [{ type: 'sell', seat: 0, count: 1 }] };
    expect(await replayCli(JSON.stringify(record))).toMatchObject({
      code: 2,
      out: { ok: false, error: { index: 0 } },
    });
    expect(await replayCli('{ not json')).toMatchObject({
      code: 2,
      out: { ok: false, error: { index: -1 } },
    });
    expect(await replayCli(JSON.stringify({ format: 'x' }))).toMatchObject({
      code: 2,
      out: { error: { index: -1 } },
    });
    expect(await replayCli(null)).toMatchObject({
      code: 2,
      out: { error: { index: -1, message: expect.stringMatching(/cannot read/) } },
    });
    expect(await replayCli(JSON.stringify(baseRecord(2)), '--upto', 'x')).toMatchObject({
      code: 2,
      out: { error: { index: -1 } },
    });
  });
});
