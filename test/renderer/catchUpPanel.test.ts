// What was missed, as the panel tells it: the moves before a round end, its story, then the moves
// after it, in that order; a story begun before a reload goes on at its step with its number and its
// count of steps, saying that the board is the game as it is now; and its title, which says "while you
// were away" unless the page was reloaded or reopened where it had shown the game.
import { flushSync } from 'svelte';
import { afterEach, describe, expect, it } from 'vitest';
import { view, type GameEvent, type PlayerInfo } from '../../engine/index.ts';
import { messages as en } from '../../languages/en/messages.ts';
import { CatchUp } from '../../renderer/play/catchUp.svelte.ts';
import CatchUpPanel from '../../renderer/play/CatchUp.svelte';
import { keepSeen, keepStory } from '../../renderer/play/seenStore.ts';
import { missedSince } from '../../renderer/view/missed.ts';
import { roundEndSteps } from '../../renderer/view/roundEnd.ts';
import { playRandom } from './games.ts';
import { render } from './mount.ts';

afterEach(() => localStorage.clear());

type Item = { seq: number; moves: number; event: GameEvent };

/** A random game of two, its log as a screen receives it, cut where `seat` is to plan round 2, the other's plan made. */
function game(): { log: Item[]; end: number; seat: number; players: readonly PlayerInfo[] } {
  const log: Item[] = [];
  let seq = 0;
  let players: readonly PlayerInfo[] = [];
  playRandom(2, 11, (s, events) => {
    seq++;
    players = view(s, null).players;
    for (const event of events) log.push({ seq, moves: seq, event });
  });
  const end = log.findIndex((i) => i.event.type === 'roundEnded' && i.event.round === 1);
  const plans = (seat: number): number =>
    log.findIndex((i, n) => n > end && i.event.type === 'planned' && i.event.seat === seat);
  // The seat that plans second in round 2 comes back to the screen: the other planned meanwhile.
  const seat = plans(0) > plans(1) ? 0 : 1;
  const cut = log.filter((i) => i.seq < log[plans(seat)]!.seq);
  return { log: cut, end: log[end]!.seq, seat, players };
}

describe('the catch-up panel', () => {
  const { log, end, seat, players } = game();

  it('goes on with a story begun at the step reached, numbered as it was, and then tells what came after', () => {
    const missed = missedSince(log, seat, new Set(log.filter((i) => i.seq < end).map((i) => i.seq)), [], {
      seq: end,
      read: 1,
    })!;
    expect(missed.later.length).toBeGreaterThan(0);
    const steps = roundEndSteps(missed.roundEnd!);
    const panel = render(CatchUpPanel, { missed, players, standIns: [], done: () => {} });
    const story = panel.querySelector<HTMLElement>('[data-testid=round-end]')!;
    expect(story.querySelector('h3')!.textContent!.trim()).toMatch(/^2\. Agents come home/);
    expect(story.querySelectorAll('.progress li')).toHaveLength(steps.length);
    expect(story.querySelectorAll('.progress li.on')).toHaveLength(2);
    expect(panel.querySelector('[data-testid=story-said]')!.textContent).toContain(
      `Step 2 of ${steps.length}: Agents come home`,
    );
    expect(story.querySelector('[data-testid=story-board-now]')!.textContent).toBe(en.catchUp.boardNow);
    // The story comes first: what came after the round's end is under it.
    const groups = [...panel.querySelectorAll('[data-testid=catch-up-group]')];
    expect(groups.length).toBeGreaterThan(0);
    for (const group of groups)
      expect(story.compareDocumentPosition(group) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(panel.querySelector('h2')!.textContent).toBe(en.catchUp.title);
    // On: the next step by its number, then Skip tells the rest at once.
    story.querySelector<HTMLButtonElement>('[data-testid=round-end-next]')!.click();
    flushSync();
    expect(panel.querySelector('[data-testid=round-end] h3')!.textContent!.trim()).toMatch(/^3\. /);
    panel.querySelector<HTMLButtonElement>('[data-testid=round-end-skip]')!.click();
    flushSync();
    expect(panel.querySelector('[data-testid=round-end]')).toBeNull();
    expect(panel.querySelectorAll('[data-testid=catch-up-group]')).toHaveLength(groups.length);
  });

  it('tells the moves before a round end above its story', () => {
    const missed = missedSince(log, seat, new Set())!;
    expect(missed.groups.length).toBeGreaterThan(0);
    const panel = render(CatchUpPanel, { missed, players, standIns: [], done: () => {} });
    const story = panel.querySelector('[data-testid=round-end]')!;
    expect(story.querySelector('h3')!.textContent!.trim()).toMatch(/^1\. /);
    // Each group above the story but those told after the round, which are under it.
    const later = new Set(
      panel.querySelectorAll('[data-testid=catch-up-later] [data-testid=catch-up-group]'),
    );
    const groups = [...panel.querySelectorAll('[data-testid=catch-up-group]')];
    expect(later.size).toBeGreaterThan(0);
    expect(groups.length).toBeGreaterThan(later.size);
    for (const group of groups)
      expect(
        story.compareDocumentPosition(group) & Node.DOCUMENT_POSITION_FOLLOWING
          ? later.has(group)
          : !later.has(group),
      ).toBe(true);
  });

  it('is titled for a page reloaded where it had shown the game, and "while you were away" otherwise', () => {
    const offered = (): CatchUp => {
      const catchUp = new CatchUp('g1', () => log);
      catchUp.offer(log, seat, true);
      return catchUp;
    };
    // Another device: it never showed the game.
    expect(offered().reopened).toBe(false);
    // This browser showed round 1 up to the story's first step, then the page was reloaded.
    keepSeen('g1', new Set(log.filter((i) => i.seq < end).map((i) => i.moves)));
    keepStory('g1', { moves: end, read: 1 });
    // What it tells first, up to the other seat's plan, goes on from there.
    const last = log.at(-1)!.seq;
    const earlier = log.filter((i) => i.seq < last);
    const reloaded = new CatchUp('g1', () => log);
    reloaded.offer(earlier, seat, true);
    expect(reloaded.missed).not.toBeNull();
    expect(reloaded.reopened).toBe(true);
    const panel = render(CatchUpPanel, {
      missed: reloaded.missed!,
      reopened: reloaded.reopened,
      players,
      standIns: [],
      done: () => {},
    });
    expect(panel.querySelector('h2')!.textContent).toBe(en.catchUp.reopened);
    // Offered again with nothing new, it stays as it was.
    reloaded.offer(earlier, seat, true);
    expect(reloaded.reopened).toBe(true);
    // What it tells later on that screen (the other's plan) is what the player was away for.
    reloaded.done();
    reloaded.offer(log, seat, true);
    expect(reloaded.missed).not.toBeNull();
    expect(reloaded.reopened).toBe(false);
  });

  it('says "while you were away" where the reloaded page went out of sight before it told anything', () => {
    keepSeen('g2', new Set(log.filter((i) => i.seq < end).map((i) => i.moves)));
    const catchUp = new CatchUp('g2', () => log);
    const hidden = { visibilityState: 'hidden', addEventListener: () => {}, removeEventListener: () => {} };
    catchUp.watch(hidden as unknown as Document);
    catchUp.offer(log, seat, true);
    expect(catchUp.missed).not.toBeNull();
    expect(catchUp.reopened).toBe(false);
  });
});
