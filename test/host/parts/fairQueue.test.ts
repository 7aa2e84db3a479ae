// The bots' waiting line: fair between guests first, then between a guest's games.
import { describe, expect, it } from 'vitest';
import { FairQueue } from '../../../main/host/bots/fairQueue.ts';

describe('the fair line of bot decisions', () => {
  it("serves a guest with one game between the many games of another, and each guest's games in turn", () => {
    const queue = new FairQueue<string>();
    for (let g = 1; g <= 3; g++)
      for (let i = 1; i <= 2; i++) queue.push({ guest: 'hog', game: `h${g}` }, `h${g}.${i}`);
    queue.push({ guest: 'ana', game: 'a' }, 'a.1');
    queue.push({ guest: 'ana', game: 'a' }, 'a.2');
    const order: string[] = [];
    while (queue.size > 0) order.push(queue.shift(() => 0)!);
    expect(order).toEqual(['h1.1', 'a.1', 'h2.1', 'a.2', 'h3.1', 'h1.2', 'h2.2', 'h3.2']);
  });

  it('serves first the guest with the fewest decisions running', () => {
    const queue = new FairQueue<string>();
    queue.push({ guest: 'hog', game: 'h' }, 'h.1');
    queue.push({ guest: 'ana', game: 'a' }, 'a.1');
    expect(queue.shift((guest) => (guest === 'hog' ? 2 : 0))).toBe('a.1');
  });

  it('keeps a guest at its cap of decisions running waiting, and serves the others meanwhile', () => {
    const queue = new FairQueue<string>();
    queue.push({ guest: 'hog', game: 'r1' }, 'r1.1');
    queue.push({ guest: 'hog', game: 'r2' }, 'r2.1');
    const cap = (_guest: string, n: number): boolean => n < 2;
    expect(queue.shift((guest) => (guest === 'hog' ? 2 : 0), cap)).toBeUndefined();
    queue.push({ guest: 'ana', game: 'a' }, 'a.1');
    expect(queue.shift((guest) => (guest === 'hog' ? 2 : 0), cap)).toBe('a.1');
    expect(queue.shift((guest) => (guest === 'hog' ? 1 : 0), cap)).toBe('r1.1');
    expect(queue.size).toBe(1);
  });

  it('forgets a cancelled decision and gives back what waited', () => {
    const queue = new FairQueue<string>();
    queue.push({ guest: 'g', game: 'x' }, 'x.1');
    queue.push({ guest: 'g', game: 'y' }, 'y.1');
    expect(queue.remove('x.1')).toBe(true);
    expect(queue.remove('x.1')).toBe(false);
    expect(queue.size).toBe(1);
    expect(queue.drain()).toEqual(['y.1']);
    expect(queue.size).toBe(0);
  });
});
