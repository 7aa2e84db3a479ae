// Post-game reviews kept with their match, on a real SQLite file: one per seat, a more thorough one
// replacing a lighter one (never the other way), listed in the history, kept across a restart.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { REVIEW_FORMAT, type Review } from '../../engine/bots/analysis.ts';
import { toRecord } from '../../engine/index.ts';
import { openHostStore, type HostGameStore } from '../../main/store/hostStore.ts';
import { importRecord } from '../../main/store/recordImport.ts';
import { playRandom, start } from '../engine/play.ts';

const closing: (() => void)[] = [];
afterEach(() => {
  for (const close of closing.splice(0)) close();
});

function storeWithAMatch(): { store: HostGameStore; matchId: number; dir: string } {
  const dir = mkdtempSync(join(tmpdir(), 'norenberc-reviews-'));
  const opened = openHostStore(dir, () => {});
  closing.push(opened.close);
  const { state, actions } = playRandom(start(2, 'reviews'), 3);
  const imported = importRecord(opened.store.store, toRecord(state, actions), 1_700_000_000_000);
  if (!imported.ok) throw new Error(imported.error);
  return { store: opened.store, matchId: imported.matchId, dir };
}

const reviewOf = (seat: number, meanLoss: number): Review => ({
  format: REVIEW_FORMAT,
  seat,
  decisions: [],
  summary: { decisions: 0, meanLoss, blunders: 0 },
  projection: [{ index: 0, round: 1, scores: [8, 8] }],
});

describe('reviews kept with their match', () => {
  it('gives a seat its review back, made with at least the iterations asked for', () => {
    const { store, matchId } = storeWithAMatch();
    expect(store.keptReview(matchId, 0, 2400)).toBeNull();
    store.keepReview(matchId, 0, 2400, reviewOf(0, 1.5));
    expect(store.keptReview(matchId, 0, 2400)).toEqual(reviewOf(0, 1.5));
    expect(store.keptReview(matchId, 0, 600)).toEqual(reviewOf(0, 1.5));
    expect(store.keptReview(matchId, 0, 4800)).toBeNull();
    expect(store.keptReview(matchId, 1, 2400)).toBeNull();
  });

  it('keeps the more thorough of two reviews of one seat', () => {
    const { store, matchId } = storeWithAMatch();
    store.keepReview(matchId, 1, 2400, reviewOf(1, 2));
    store.keepReview(matchId, 1, 240, reviewOf(1, 9));
    expect(store.keptReview(matchId, 1, 10)).toEqual(reviewOf(1, 2));
    store.keepReview(matchId, 1, 4800, reviewOf(1, 3));
    expect(store.keptReview(matchId, 1, 10)).toEqual(reviewOf(1, 3));
  });

  it('makes again a review kept in an older shape, and replaces it even with a lighter one', () => {
    const { store, matchId } = storeWithAMatch();
    // Before REVIEW_FORMAT, a review's reasons were differences of playouts: not to be shown again.
    const { format: _, ...older } = reviewOf(0, 4);
    store.keepReview(matchId, 0, 4800, older as Review);
    expect(store.keptReview(matchId, 0, 2400)).toBeNull();
    expect(store.history({})[0]!.seats.map((s) => s.reviewed ?? false)).toEqual([false, false]);
    store.keepReview(matchId, 0, 2400, reviewOf(0, 1));
    expect(store.keptReview(matchId, 0, 2400)).toEqual(reviewOf(0, 1));
    expect(store.history({})[0]!.seats.map((s) => s.reviewed ?? false)).toEqual([true, false]);
  });

  it('says in the history which seats have their review ready', () => {
    const { store, matchId } = storeWithAMatch();
    expect(store.history({})[0]!.seats.map((s) => s.reviewed ?? false)).toEqual([false, false]);
    store.keepReview(matchId, 1, 2400, reviewOf(1, 2));
    expect(store.history({})[0]!.seats.map((s) => s.reviewed ?? false)).toEqual([false, true]);
  });

  it('holds across a restart of the program', () => {
    const { store, matchId, dir } = storeWithAMatch();
    store.keepReview(matchId, 0, 2400, reviewOf(0, 1));
    closing.pop()!();
    const reopened = openHostStore(dir, () => {});
    closing.push(reopened.close);
    expect(reopened.store.keptReview(matchId, 0, 2400)).toEqual(reviewOf(0, 1));
  });
});
