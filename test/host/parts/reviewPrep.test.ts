// The reviews weighed ahead, alone (main/host/reviewPrep.ts), with the advice threads and the archive
// stood in for: each decision goes to be weighed ahead of need; a take-back drops those it undid, an
// unfinished end drops all; a finished game's seat is kept once every decision is weighed; a review asked
// for meanwhile takes what is weighed or running and takes over what still waits.
import { describe, expect, it } from 'vitest';
import { toRecord } from '../../../engine/index.ts';
import {
  prepareReview,
  reviewIterations,
  summarize,
  type DecisionPoint,
  type Review,
  type ReviewedDecision,
} from '../../../engine/bots/analysis.ts';
import { playMatch } from '../../../engine/bots/match.ts';
import type { Archive } from '../../../main/host/archive.ts';
import { PreparedReviews } from '../../../main/host/reviewPrep.ts';
import { UnsavedGames } from '../../../main/host/store.ts';
import { TableServices } from '../../../main/host/tableServices.ts';

const match = playMatch({ seats: ['medium', 'easy'], seed: 'review-ahead' });
const record = toRecord(match.state, match.actions);
const prepared = prepareReview(record, 0);
if (!prepared.ok) throw new Error(prepared.error);
const points = prepared.points;

/** A decision weighed as the threads would answer it (its loss aside). */
function weighed(point: DecisionPoint): ReviewedDecision {
  const { index, round, played } = point;
  return { index, round, played, best: played, loss: 0, margin: 0, turningPoint: false, reasons: [] };
}

/** The advice threads stood in for: each job waits until the test answers it or it is aborted. */
function threads() {
  const jobs: {
    point: DecisionPoint;
    ahead: boolean;
    signal: AbortSignal;
    started?: () => void;
    answer: () => void;
  }[] = [];
  const weigh = (
    point: DecisionPoint,
    _iterations: number,
    signal: AbortSignal,
    _owner: unknown,
    options: { ahead?: boolean; started?: () => void } = {},
  ): Promise<ReviewedDecision> =>
    new Promise((resolve, reject) => {
      signal.addEventListener('abort', () => reject(new Error('cancelled')));
      jobs.push({
        point,
        ahead: options.ahead ?? false,
        signal,
        started: options.started,
        answer: () => resolve(weighed(point)),
      });
    });
  return { jobs, weigh };
}

function archive(): Archive & { kept: Review[] } {
  const kept: Review[] = [];
  return {
    kept,
    matchOfGame: (gameId: string) => (gameId === 'g' ? 7 : null),
    finishedRecord: (matchId: number) => (matchId === 7 ? record : null),
    keptReview: () => kept.at(-1) ?? null,
    keepReview: (_matchId: number, _seat: number, _iterations: number, review: Review) =>
      void kept.push(review),
  } as unknown as Archive & { kept: Review[] };
}

const settle = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

describe('reviews weighed ahead', () => {
  it('weighs each decision ahead of need, and keeps the seat’s review once the game is over and all are weighed', async () => {
    const { jobs, weigh } = threads();
    const kept = archive();
    const ahead = new PreparedReviews({ weigh }, kept, () => {});
    for (const point of points) ahead.decided('g', 2, point);
    expect(jobs.map((j) => j.ahead)).toEqual(points.map(() => true));
    ahead.finished('g');
    for (const job of jobs.slice(0, -1)) job.answer();
    await settle();
    expect(kept.kept).toEqual([]);
    jobs.at(-1)!.answer();
    await settle();
    expect(kept.kept).toEqual([summarize(0, points.map(weighed), prepared.projection)]);
  });

  it('drops the decisions a take-back undid, and all of an unfinished game', () => {
    const { jobs, weigh } = threads();
    const ahead = new PreparedReviews({ weigh }, archive(), () => {});
    for (const point of points.slice(0, 4)) ahead.decided('g', 2, point);
    ahead.tookBack('g', points[2]!.index);
    expect(jobs.map((j) => j.signal.aborted)).toEqual([false, false, true, true]);
    ahead.drop('g');
    expect(jobs.every((j) => j.signal.aborted)).toBe(true);
  });

  it('says nothing of a weighing dropped or cut short by the host stopping, and what truly failed', async () => {
    const { jobs, weigh } = threads();
    const log: string[] = [];
    const ahead = new PreparedReviews({ weigh }, archive(), (line) => void log.push(line));
    for (const point of points.slice(0, 3)) ahead.decided('g', 2, point);
    ahead.tookBack('g', points[2]!.index);
    ahead.close();
    await settle();
    expect(jobs.every((j) => j.signal.aborted)).toBe(true);
    expect(log).toEqual([]);

    const failing = new PreparedReviews(
      { weigh: () => Promise.reject(new Error('a thread died')) },
      archive(),
      (line) => void log.push(line),
    );
    failing.decided('g', 2, points[0]!);
    await settle();
    expect(log).toEqual(['a review decision of game g weighed ahead failed: a thread died']);
  });

  it('gives an asked-for review what is weighed or running, and takes over what still waits', async () => {
    const { jobs, weigh } = threads();
    const ahead = new PreparedReviews({ weigh }, archive(), () => {});
    for (const point of points.slice(0, 3)) ahead.decided('g', 2, point);
    ahead.finished('g');
    jobs[0]!.answer();
    jobs[1]!.started!();
    await settle();
    const take = ahead.decisions(7, 0, reviewIterations(2))!;
    expect(ahead.decisions(7, 0, 20)).toBeUndefined();
    await expect(take(points[0]!.index)).resolves.toEqual(weighed(points[0]!));
    const running = take(points[1]!.index)!;
    jobs[1]!.answer();
    await expect(running).resolves.toEqual(weighed(points[1]!));
    expect(take(points[2]!.index)).toBeNull();
    expect(jobs[2]!.signal.aborted).toBe(true);
  });

  it('prepares nothing for a host without a history', () => {
    const { jobs, weigh } = threads();
    const ahead = new PreparedReviews({ weigh }, undefined, () => {});
    ahead.decided('g', 2, points[0]!);
    expect(jobs).toEqual([]);
  });

  it('prepares nothing for a host told not to (--no-reviews-ahead), and does for one by default', () => {
    for (const reviewsAhead of [false, undefined]) {
      const { jobs, weigh } = threads();
      const services = new TableServices(
        {
          bots: { warm: () => {}, decide: () => Promise.reject(new Error('no bots here')) },
          advice: { weigh, hint: () => Promise.reject(new Error('no hints here')) },
          store: new UnsavedGames(),
          archive: archive(),
          ...(reviewsAhead === undefined ? {} : { reviewsAhead }),
        },
        () => undefined,
      );
      services.reviewsAhead.decided('g', 2, points[0]!);
      expect(jobs.length).toBe(reviewsAhead === false ? 0 : 1);
    }
  });
});
