// The link hands each review this page asked for what the host tells of it, by the host's id; a lost
// connection ends every review, those whose id has not come back yet too.
import { describe, expect, it } from 'vitest';
import type { ReviewResult } from '../../protocol/review.ts';
import { ReviewWatch, type ReviewListener } from '../../renderer/connection/reviewWatch.ts';

function heard(): { listener: ReviewListener; told: string[] } {
  const told: string[] = [];
  return {
    told,
    listener: {
      progress: (done, total) => told.push(`${done}/${total}`),
      done: () => told.push('done'),
      failed: () => told.push('failed'),
      lost: () => told.push('lost'),
    },
  };
}

const result = {} as ReviewResult;

describe('the reviews under way', () => {
  it('are each told of their own review only, and nothing after they stop listening', () => {
    const watch = new ReviewWatch();
    const a = heard();
    const b = heard();
    const first = watch.ask(a.listener);
    const second = watch.ask(b.listener);
    watch.progress({ v: 1, type: 'reviewProgress', reviewId: 'r1', done: 1, total: 9 });
    first.started('r1');
    second.started('r2');
    watch.progress({ v: 1, type: 'reviewProgress', reviewId: 'r1', done: 2, total: 9 });
    watch.failed({ v: 1, type: 'reviewFailed', reviewId: 'r2', message: 'out of memory' });
    first.off();
    watch.done({ v: 1, type: 'reviewDone', reviewId: 'r1', result });
    expect(a.told).toEqual(['2/9']);
    expect(b.told).toEqual(['failed']);
  });

  it('all end when the connection is lost, asked or started', () => {
    const watch = new ReviewWatch();
    const asked = heard();
    const started = heard();
    watch.ask(asked.listener);
    watch.ask(started.listener).started('r7');
    watch.lost();
    watch.done({ v: 1, type: 'reviewDone', reviewId: 'r7', result });
    expect(asked.told).toEqual(['lost']);
    expect(started.told).toEqual(['lost']);
  });
});
