// The review screen's logic: decisions in the game log's words, the verdicts and the reasons in every
// language, the timeline's keys, the projection chart, the review's addresses, and one review's life
// (progress, result, cancel, a second review replacing the first).
import { describe, expect, it } from 'vitest';
import { flushSync, tick } from 'svelte';
import { components, legalActions, view, type Action } from '../../engine/index.ts';
import type { MatchListItem } from '../../protocol/messages.ts';
import type { Reason, ReviewDecision, ReviewResult } from '../../protocol/review.ts';
import type { HostLink } from '../../renderer/connection/link.svelte.ts';
import {
  ReviewRun,
  findMatch,
  keptReviews,
  reviewOnHost,
  type ReviewJob,
} from '../../renderer/connection/review.svelte.ts';
import type { Client } from '../../protocol/client.ts';
import { ProtocolError } from '../../protocol/pending.ts';
import { ReviewWatch } from '../../renderer/connection/reviewWatch.ts';
import Replay from '../../renderer/screens/Replay.svelte';
import { CATALOGS } from './catalogs.ts';
import { messages as en } from '../../languages/en/messages.ts';
import { formatRoute, parseRoute } from '../../renderer/ui/router.svelte.ts';
import { reasonText, tradeOff } from '../../renderer/view/hints.ts';
import { explain } from '../../engine/bots/explain.ts';
import { grade } from '../../engine/bots/index.ts';
import { PAGE, reviewSeat } from '../../renderer/view/history.ts';
import { replayRecord } from '../../renderer/view/replay.ts';
import {
  decisionAt,
  decisionRows,
  describeAction,
  projectionChart,
  summaryFigures,
  timelineKey,
  lossText,
  signedLoss,
  vpNumber,
} from '../../renderer/view/review.ts';
import FinalScores from '../../renderer/play/FinalScores.svelte';
import DecisionCard from '../../renderer/review/DecisionCard.svelte';
import Timeline from '../../renderer/review/Timeline.svelte';
import { REVIEW_FORMAT, review } from '../../engine/bots/analysis.ts';
import { lopsidedGame, randomRecord } from './games.ts';
import { render } from './mount.ts';

const { GUILDS } = components;
const record = randomRecord(3, 11);
const replay = replayRecord(record);
const SEAT = 1;
const sameAction = (a: Action, b: Action) => JSON.stringify(a) === JSON.stringify(b);

/** The seat's decisions with a made-up judgement: every fifth one a different legal move. */
function decisionsOf(seat: number): ReviewDecision[] {
  return record.actions.flatMap((played, index) => {
    if (played.seat !== seat) return [];
    const before = replay.states[index]!;
    const other = legalActions(before, seat).find((a) => JSON.stringify(a) !== JSON.stringify(played));
    const worse = index % 5 === 0 && other !== undefined;
    return [
      {
        index,
        round: before.round,
        played,
        best: worse ? other : played,
        loss: worse ? (index % 7) + 0.5 : 0,
        margin: worse ? 0.4 : 0,
        turningPoint: false,
        reasons: worse ? explain(view(before, seat), other) : [],
      },
    ];
  });
}

describe('a decision in words', () => {
  it('tells every action of a game as the log does, in every language', () => {
    for (const m of Object.values(CATALOGS)) {
      for (const [index, action] of record.actions.entries()) {
        const text = describeAction(m, record.players, replay.states[index], action);
        expect(text).toMatch(/\S/);
        expect(text).not.toContain(m.review.unknownAction(record.players[action.seat]!.name));
        expect(text).not.toMatch(/undefined|\{|"type"/);
      }
    }
  });

  it('names a plan’s guilds (the record keeps them) and a sale with the log’s own line', () => {
    const plan = { type: 'plan', seat: 0, guilds: ['brewers', 'printers'] } as const satisfies Action;
    expect(describeAction(en, record.players, replay.states[0], plan)).toBe('P0 plans Brewers, Printers.');
    const index = record.actions.findIndex((a) => a.type === 'sell');
    expect(index).toBeGreaterThan(-1);
    const line = replay.events[index + 1]!.find((e) => e.type === 'sold')!;
    expect(line).toBeDefined();
    expect(describeAction(en, record.players, replay.states[index], record.actions[index]!)).toContain(
      `sells ${line.type === 'sold' ? line.count : 0}`,
    );
  });

  it('tells the decision that ends a round without the round\u2019s end (favourites, income)', () => {
    const index = replay.events.findIndex(
      (events, i) => i > 0 && events.some((e) => e.type === 'roundEnded'),
    );
    expect(index).toBeGreaterThan(0);
    const action = record.actions[index - 1]!;
    const text = describeAction(en, record.players, replay.states[index - 1], action);
    const name = record.players[action.seat]!.name;
    expect(text).toMatch(/\S/);
    expect(text).not.toMatch(/favourite| collects /);
    expect(text.startsWith(name)).toBe(true);
  });

  it('says so, rather than guess, for a move the position does not allow', () => {
    const sell = { type: 'sell', seat: 0, count: 3 } as const satisfies Action;
    expect(describeAction(en, record.players, replay.states[0], sell)).toBe(en.review.unknownAction('P0'));
  });
});

describe('the review as rows', () => {
  const decisions = decisionsOf(SEAT);
  const rows = decisionRows(en, record.players, replay, decisions);

  it('has one row per decision; the best move played costs nothing and reads the same', () => {
    expect(rows).toHaveLength(decisions.length);
    for (const [i, row] of rows.entries()) {
      const d = decisions[i]!;
      expect(row.index).toBe(d.index);
      if (d.loss === 0) {
        expect(row.same).toBe(true);
        expect(row.verdict).toBe('best');
        expect(row.best).toBe(row.played);
      } else {
        expect(row.same).toBe(false);
        expect(row.loss).toBe(d.loss);
        expect(row.best).not.toBe(row.played);
        // The best move's own reasons, in the hint's words: its gains apart from its costs.
        const { gains, costs } = tradeOff(d.reasons);
        expect(row.gains).toEqual(gains.map((r) => reasonText(en, record.players, r)));
        expect(row.costs).toEqual(costs.map((r) => reasonText(en, record.players, r)));
      }
    }
    expect(rows.some((r) => !r.same)).toBe(true);
  });

  it('grades losses on the chess sites’ scale, a blunder from 3 VP beyond the margin', () => {
    const [d] = decisions.filter((x) => !sameAction(x.played, x.best));
    const verdict = (loss: number, margin: number) =>
      decisionRows(en, record.players, replay, [{ ...d!, loss, margin }])[0]!.verdict;
    expect([0.3, 1, 2.9, 3, 12].map((loss) => verdict(loss, 0.1))).toEqual([
      'good',
      'inaccuracy',
      'mistake',
      'blunder',
      'blunder',
    ]);
    // Within the estimate's margin of noise, no loss is clear: as the hint's "about as good".
    expect(verdict(3.4, 3.5)).toBe('good');
    expect(verdict(3.4, 1.2)).toBe('blunder');
  });

  it('calls best only the advised move: another within the margin is as good as it, named', () => {
    // A move other than the advised one whose loss measured nothing (or less than its margin).
    const [d] = decisions.filter((x) => !sameAction(x.played, x.best));
    for (const m of Object.values(CATALOGS)) {
      const [row] = decisionRows(m, record.players, replay, [{ ...d!, loss: 0, margin: 1.1 }]);
      expect(row!.same).toBe(false);
      expect(row!.verdict).toBe('good');
      expect(row!.best).not.toBe(row!.played);
      const best = row!.best.replace(/\.$/, '');
      expect(lossText(m, row!)).toBe(m.review.lossWithin(best, '0', vpNumber(m, 1.1)));
      expect(lossText(m, row!)).toContain(best);
    }
    // A loss that rounds to nothing is written 0, never −0; a gain with its sign.
    for (const m of Object.values(CATALOGS)) {
      expect(lossText(m, { loss: -0.04, margin: 1.7, best: 'x' })).toBe(
        m.review.lossWithin('x', '0', vpNumber(m, 1.7)),
      );
      expect(lossText(m, { loss: 0.04, margin: 1.7, best: 'x' })).not.toMatch(/−0(?![.,]\d)/);
      expect(signedLoss(m, 1.26)).toBe(`−${vpNumber(m, 1.3)}`);
      expect(signedLoss(m, -0.4)).toBe(`+${vpNumber(m, 0.4)}`);
    }
    // Beyond it, the loss shows with its margin.
    const [beyond] = decisionRows(en, record.players, replay, [{ ...d!, loss: 4.3, margin: 1.2 }]);
    expect(lossText(en, beyond!)).toBe("−4.3 ± 1.2 VP, beyond the estimate's margin");
    for (const m of Object.values(CATALOGS)) {
      const row = { loss: 1.2, margin: 1.5, best: 'x' };
      expect(lossText(m, row)).not.toBe(lossText(m, { ...row, margin: 0.5 }));
      expect(lossText(m, row)).toMatch(/1[.,]5/);
      expect(lossText(m, { ...row, margin: 0.5 })).toMatch(/0[.,]5/);
    }
  });

  it('sums up in the reader’s numbers', () => {
    const result: ReviewResult = {
      format: REVIEW_FORMAT,
      seat: SEAT,
      decisions,
      summary: { decisions: decisions.length, meanLoss: 1.25, blunders: 2 },
      projection: [],
    };
    expect(summaryFigures(en, result).meanLoss).toBe('1.3 VP');
    expect(summaryFigures(CATALOGS.fr, result).meanLoss).toBe('1,3 PV');
    expect(summaryFigures(en, result).best).toBe(
      decisions.filter((d) => sameAction(d.played, d.best)).length,
    );
    // The ✓ of the timeline: another move than the advised one, as good within the margin.
    const other = decisions.find((d) => !sameAction(d.played, d.best))!;
    const asGood = { ...result, decisions: [...decisions, { ...other, loss: 0.2, margin: 0.5 }] };
    expect(summaryFigures(en, asGood).good).toBe(summaryFigures(en, result).good + 1);
    expect(summaryFigures(en, result).good).toBe(decisions.filter((d) => grade(d) === 'good').length);
  });
});

describe('reasons in words', () => {
  it('reads as the hint words it, gains apart from costs, dropping a code it does not know', () => {
    const reasons = [
      { code: 'majority-lead', gain: true, guild: 'printers' },
      { code: 'something-new', gain: true },
      { code: 'talers', gain: false, count: -6 },
    ] as Reason[];
    const decision = { ...decisionsOf(SEAT)[0]!, reasons };
    for (const m of Object.values(CATALOGS)) {
      const [row] = decisionRows(m, record.players, replay, [decision]);
      expect(row!.gains).toEqual([reasonText(m, record.players, reasons[0]!)]);
      expect(row!.costs).toEqual([reasonText(m, record.players, reasons[2]!)]);
    }
  });
});

describe('the timeline and the chart', () => {
  it('moves along the decisions with the arrows, Home and End, and stays within them', () => {
    expect(timelineKey(10, 3, 'ArrowRight')).toBe(4);
    expect(timelineKey(10, 3, 'ArrowLeft')).toBe(2);
    expect(timelineKey(10, 0, 'ArrowLeft')).toBe(0);
    expect(timelineKey(10, 9, 'ArrowDown')).toBe(9);
    expect(timelineKey(10, 5, 'Home')).toBe(0);
    expect(timelineKey(10, 5, 'End')).toBe(9);
    expect(timelineKey(10, 5, 'Enter')).toBeNull();
    expect(timelineKey(0, 0, 'ArrowRight')).toBeNull();
  });

  it('draws every seat’s projection in its colour, labelled by round and the end', () => {
    const projection = [
      { index: 0, round: 1, scores: [3, 3, 3] },
      { index: 40, round: 2, scores: [10, 12.34, 8] },
      { index: record.actions.length, round: 5, scores: [40, 52, 31] },
    ];
    const chart = projectionChart(en, record.players, projection, record.actions.length);
    expect(chart.data.labels).toEqual(['Start of round 1', 'Start of round 2', 'End']);
    expect(chart.data.datasets.map((d) => d.label)).toEqual(['P0', 'P1', 'P2']);
    expect(chart.data.datasets[1]!.data).toEqual([3, 12.3, 52]);
    expect(chart.data.datasets.map((d) => d.borderColor)).toEqual(['#f0d43a', '#1f6fb2', '#e58a00']);
    expect(new Set(chart.data.datasets.map((d) => d.pointStyle)).size).toBe(3);
  });
});

describe('the timeline and a decision on the screen', () => {
  const rows = decisionRows(en, record.players, replay, decisionsOf(SEAT)).map((r, i) => ({
    ...r,
    turningPoint: i === 2,
  }));

  function timeline(selected: number): { root: HTMLElement; chosen: number[]; opened: number[] } {
    const chosen: number[] = [];
    const opened: number[] = [];
    const root = render(Timeline, {
      rows,
      selected,
      select: (n: number) => chosen.push(n),
      open: (row: { n: number }) => opened.push(row.n),
    });
    return { root, chosen, opened };
  }

  it('is one tab stop, every decision named with its round, verdict, loss and turning point', () => {
    const { root } = timeline(2);
    const buttons = [...root.querySelectorAll<HTMLButtonElement>('[data-testid=timeline-decision]')];
    expect(buttons).toHaveLength(rows.length);
    expect(buttons.filter((b) => b.tabIndex === 0)).toEqual([buttons[2]]);
    expect(buttons[2]!.getAttribute('aria-current')).toBe('true');
    const worse = rows.find((r) => !r.same)!;
    expect(buttons[worse.n]!.getAttribute('aria-label')).toContain(en.review.verdicts[worse.verdict]);
    expect(buttons[worse.n]!.getAttribute('aria-label')).toContain('VP');
    expect(buttons[2]!.getAttribute('aria-label')).toMatch(/^Decision 3 of \d+, Round \d, .*Turning point$/);
    expect(root.querySelectorAll('[data-turning=true]')).toHaveLength(1);
  });

  it('moves with the arrows and opens the replay with Enter; a click only chooses', () => {
    const { root, chosen, opened } = timeline(2);
    const current = root.querySelector<HTMLButtonElement>('[aria-current=true]')!;
    current.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    current.dispatchEvent(new KeyboardEvent('keydown', { key: 'Home', bubbles: true }));
    current.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(chosen).toEqual([3, 0]);
    expect(opened).toEqual([2]);
    root.querySelectorAll<HTMLButtonElement>('[data-testid=timeline-decision]')[4]!.click();
    expect(chosen).toEqual([3, 0, 4]);
    expect(opened).toEqual([2]);
  });

  it('shows a decision’s moves, loss and reasons, and opens the replay there', () => {
    const row = rows.find((r) => !r.same)!;
    const opened: number[] = [];
    const root = render(DecisionCard, {
      row,
      total: rows.length,
      open: (r: { n: number }) => opened.push(r.n),
    });
    expect(root.querySelector('[data-testid=decision-played]')!.textContent).toBe(row.played);
    expect(root.querySelector('[data-testid=decision-best]')!.textContent).toBe(row.best);
    expect(root.querySelector('[data-testid=decision-loss]')!.textContent).toMatch(
      /^−\d+(\.\d)? ± \d+(\.\d)? VP, beyond/,
    );
    expect(row.gains.length + row.costs.length).toBeGreaterThan(0);
    for (const reason of [...row.gains, ...row.costs]) expect(root.textContent).toContain(reason);
    if (row.gains.length)
      expect(root.querySelector('[data-testid=decision-gains]')!.textContent).toContain(en.advice.gains);
    root.querySelector<HTMLButtonElement>('[data-testid=decision-replay]')!.click();
    expect(opened).toEqual([row.n]);
  });
});

describe('a review made by the engine, on the screen', () => {
  const game = lopsidedGame();
  const played = replayRecord(game);
  // Few simulations: the words and the shapes are what is tested here, not the bot's judgement.
  const result = review(game, 0, { iterations: 40 })!;

  it('tells every decision, played and best, in words in every language, and charts every round', () => {
    expect(result.decisions.length).toBeGreaterThanOrEqual(4);
    for (const m of Object.values(CATALOGS)) {
      const rows = decisionRows(m, game.players, played, result.decisions);
      for (const row of rows) {
        expect(row.played).toBe(m.log.passed('Ana'));
        expect(row.best).not.toContain(m.review.unknownAction('Ana'));
        for (const reason of [...row.gains, ...row.costs]) expect(reason).not.toMatch(/undefined|NaN/);
      }
      const chart = projectionChart(m, game.players, result.projection, game.actions.length);
      expect(chart.data.labels!.at(-1)).toBe(m.review.chartEnd);
      expect(chart.data.labels!.slice(0, -1)).toEqual(
        result.projection.slice(0, -1).map((p) => m.review.chartStart(p.round)),
      );
    }
    const rows = decisionRows(en, game.players, played, result.decisions);
    expect(rows.filter((r) => r.same).every((r) => r.loss === 0)).toBe(true);
    // A better plan than the pass is explained by its own guilds only.
    for (const [i, d] of result.decisions.entries()) {
      if (d.best.type !== 'plan') continue;
      const unplanned = GUILDS.filter((g) => d.best.type === 'plan' && !d.best.guilds.includes(g));
      for (const text of [...rows[i]!.gains, ...rows[i]!.costs])
        for (const g of unplanned) expect(text).not.toMatch(new RegExp(`\\b${en.guilds[g]}\\b`));
    }
    expect(rows.filter((r) => r.turningPoint).length).toBeGreaterThanOrEqual(1);
  });
});

describe('the way into the review', () => {
  it('opens from the history on the first seat a person played', () => {
    const seat = (botLevel: 'hard' | null) => ({ name: 'x', color: 'red', botLevel, total: 1, rank: 1 });
    const match = (seats: ReturnType<typeof seat>[]) =>
      ({
        id: 1,
        gameId: 'g',
        status: 'finished',
        playerCount: seats.length,
        seats,
      }) as unknown as MatchListItem;
    expect(reviewSeat(match([seat('hard'), seat(null), seat(null)]))).toBe(1);
    expect(reviewSeat(match([seat('hard'), seat('hard')]))).toBe(0);
  });

  it('is offered by the final scores where there is a review to open', () => {
    const end = view(replay.states.at(-1)!, null);
    const without = render(FinalScores, { view: end, scores: end.scores!, rounds: [], close: () => {} });
    expect(without.querySelector('[data-testid=scores-review]')).toBeNull();
    let asked = 0;
    const el = render(FinalScores, {
      view: end,
      scores: end.scores!,
      rounds: [],
      close: () => {},
      review: () => asked++,
    });
    const button = el.querySelector<HTMLButtonElement>('[data-testid=scores-review]')!;
    expect(button.textContent).toBe('Review the game');
    button.click();
    expect(asked).toBe(1);
  });
});

describe('a replay opened from the review', () => {
  const decisions = decisionsOf(SEAT).map((d, i) => ({ ...d, turningPoint: i === 0 }));
  const reviewed: ReviewResult = {
    format: REVIEW_FORMAT,
    seat: SEAT,
    decisions,
    summary: { decisions: decisions.length, meanLoss: 1, blunders: 0 },
    projection: [],
  };

  it('finds the reviewed decision at a step, and none between them', () => {
    const worse = decisions.findIndex((d) => d.loss > 0);
    const at = decisionAt(en, record.players, replay, reviewed, decisions[worse]!.index)!;
    expect(at.row.n).toBe(worse);
    expect(at.total).toBe(decisions.length);
    expect(at.row.loss).toBe(decisions[worse]!.loss);
    const between = decisions.findIndex((d, i) => decisions[i + 1] && decisions[i + 1]!.index > d.index + 1);
    expect(decisionAt(en, record.players, replay, reviewed, decisions[between]!.index + 1)).toBeNull();
  });

  it('tells the decision at its position, with the way back to the review', async () => {
    keptReviews(9).set(SEAT, reviewed);
    const worse = decisions.find((d) => d.loss > 0)!;
    const link = {
      status: 'open',
      archive: { record: async () => ({ ok: true, value: { record, bots: [], series: null } }) },
    };
    const root = render(Replay, { link, match: 9, start: worse.index, startSeat: SEAT });
    await tick();
    await Promise.resolve();
    flushSync();
    const note = root.querySelector('[data-testid=replay-review-note]')!;
    expect(note.textContent).toContain(
      `Reviewed decision ${decisions.indexOf(worse) + 1} of ${decisions.length}`,
    );
    expect(note.textContent).toMatch(/−\d+(\.\d)? ± \d+(\.\d)? VP/);
    root.querySelector<HTMLButtonElement>('[data-testid=replay-forward]')!.click();
    flushSync();
    const next = decisions.find((d) => d.index === worse.index + 1);
    expect(root.querySelector('[data-testid=replay-review-note]') !== null).toBe(next !== undefined);
  });
});

describe('the review’s addresses', () => {
  it('opens a review for a seat, and a replay at a step as a seat saw it', () => {
    for (const route of [
      { name: 'review', match: 7, seat: 2 },
      { name: 'review', match: 7, seat: null },
      { name: 'replay', match: 7, step: 0 },
      { name: 'replay', match: 7, step: 31, seat: 1 },
      { name: 'replay', match: 7 },
    ] as const)
      expect(parseRoute(formatRoute(route))).toEqual(route);
    expect(parseRoute('#/review/x/1')).toEqual({ name: 'home' });
    expect(parseRoute('#/review/3/-1')).toEqual({ name: 'review', match: 3, seat: null });
  });
});

describe('one review’s life', () => {
  function fakeJobs(): {
    jobs: { seat: number; progress: (d: number, t: number) => void; cancelled: boolean }[];
    resolve: ((answer: { ok: true; value: ReviewResult } | { ok: false; error: string }) => void)[];
    run: ReviewRun;
  } {
    const jobs: { seat: number; progress: (d: number, t: number) => void; cancelled: boolean }[] = [];
    const resolve: ((answer: { ok: true; value: ReviewResult } | { ok: false; error: string }) => void)[] =
      [];
    const run = new ReviewRun((seat, progress): ReviewJob => {
      const job = { seat, progress, cancelled: false };
      jobs.push(job);
      return {
        result: new Promise((r) => resolve.push(r)),
        cancel: () => (job.cancelled = true),
      };
    });
    return { jobs, resolve, run };
  }
  const result: ReviewResult = {
    format: REVIEW_FORMAT,
    seat: 0,
    decisions: [],
    summary: { decisions: 0, meanLoss: 0, blunders: 0 },
    projection: [],
  };

  it('tells in the player’s language that their address has as many reviews under way as it may', async () => {
    for (const m of Object.values(CATALOGS)) {
      const refused = new ProtocolError('your-reviews', '2 reviews from your address are under way');
      const host = { on: () => () => {}, review: () => Promise.reject(refused) } as unknown as Client;
      const job = reviewOnHost(
        () => host,
        new ReviewWatch(),
        m,
        { matchId: 1, seat: 0 },
        () => {},
      );
      expect(await job.result).toEqual({ ok: false, error: m.errors.codes['your-reviews'] });
    }
    expect(new Set(Object.values(CATALOGS).map((m) => m.errors.codes['your-reviews'])).size).toBe(4);
  });

  it('shows progress, then the result', async () => {
    const { jobs, resolve, run } = fakeJobs();
    run.start(0);
    expect(run.state).toEqual({ status: 'asking' });
    jobs[0]!.progress(3, 10);
    flushSync();
    expect(run.state).toEqual({ status: 'running', done: 3, total: 10, since: expect.any(Number) });
    resolve[0]!({ ok: true, value: result });
    await Promise.resolve();
    expect(run.state).toEqual({ status: 'done', result, kept: false });
  });

  it('cancels: the host is told, and a late answer changes nothing', async () => {
    const { jobs, resolve, run } = fakeJobs();
    run.start(1);
    run.cancel();
    expect(jobs[0]!.cancelled).toBe(true);
    expect(run.state).toEqual({ status: 'cancelled' });
    jobs[0]!.progress(5, 10);
    resolve[0]!({ ok: false, error: 'cancelled' });
    await Promise.resolve();
    expect(run.state).toEqual({ status: 'cancelled' });
  });

  it('shows a finished review again at once instead of making it again', async () => {
    const { jobs, resolve, run } = fakeJobs();
    run.start(0);
    resolve[0]!({ ok: true, value: result });
    await Promise.resolve();
    run.start(1);
    expect(jobs).toHaveLength(2);
    run.start(0);
    expect(jobs).toHaveLength(2);
    expect(jobs[1]!.cancelled).toBe(true);
    expect(run.state).toEqual({ status: 'done', result, kept: true });
  });

  it('replaces a running review by another seat’s, and reports a failure in words', async () => {
    const { jobs, resolve, run } = fakeJobs();
    run.start(0);
    run.start(2);
    expect(jobs[0]!.cancelled).toBe(true);
    expect(run.seat).toBe(2);
    resolve[0]!({ ok: true, value: result });
    resolve[1]!({ ok: false, error: 'The host is busy.' });
    await Promise.resolve();
    expect(run.state).toEqual({ status: 'failed', error: 'The host is busy.' });
  });
});

describe('finding the match of a game just finished', () => {
  const item = (id: number, gameId: string) => ({ id, gameId }) as unknown as MatchListItem;
  function linkWith(pages: MatchListItem[][] | string): { link: HostLink; asked: number[] } {
    const asked: number[] = [];
    const history = async (_m: unknown, filter: { status?: string; limit: number; offset: number }) => {
      expect(filter.status).toBe('finished');
      asked.push(filter.offset);
      if (typeof pages === 'string') return { ok: false, error: pages };
      return { ok: true, value: pages[filter.offset / filter.limit] ?? [] };
    };
    const link = { archive: { history } } as unknown as HostLink;
    return { link, asked };
  }
  const full = (from: number) => Array.from({ length: PAGE }, (_, i) => item(from + i, `g${from + i}`));

  it('looks through the newest finished matches, a page at a time', async () => {
    const { link, asked } = linkWith([full(100), [item(7, 'mine'), item(6, 'other')]]);
    expect(await findMatch(link, en, 'mine')).toBe(7);
    expect(asked).toEqual([0, PAGE]);
  });

  it('finds none where the host keeps no history or the game is not among the newest', async () => {
    expect(await findMatch(linkWith('This host keeps no match history.').link, en, 'x')).toBeNull();
    const { link, asked } = linkWith([full(100), full(200), full(300), full(400)]);
    expect(await findMatch(link, en, 'elsewhere')).toBeNull();
    expect(asked).toHaveLength(3);
  });
});
