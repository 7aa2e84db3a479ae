// The chat as a screen holds it: each message once, whether it came alone or with the recent ones
// after a snapshot, and the unread count while the panel is shut.
import { describe, expect, it } from 'vitest';
import type { ChatLine } from '../../protocol/chat.ts';
import type { TableInfo } from '../../protocol/messages.ts';
import { ChatFeed, canWrite, hasChat } from '../../renderer/connection/chat.svelte.ts';

const line = (n: number, seat: number | null): ChatLine => ({
  n,
  seat,
  name: seat === null ? null : `P${seat}`,
  color: null,
  content: { kind: 'text', text: `m${n}` },
});

describe('ChatFeed', () => {
  it('keeps each message once and counts the others’ messages that came while no panel showed them', () => {
    const feed = new ChatFeed('g-unread');
    const hide = feed.show();
    feed.receive([line(1, 1)]);
    hide();
    feed.receive([line(1, 1), line(2, 0), line(3, 1), line(4, null)]);
    feed.receive([line(4, null)]);
    expect(feed.lines.map((l) => l.n)).toEqual([1, 2, 3, 4]);
    // Seat 0 is this screen's: its own message is read; the creator's (no seat) is not.
    expect(feed.unread([0])).toBe(2);
    // A panel's toggle alone reads nothing (a phone's sheet may be put away): showing the lines does.
    feed.open = true;
    expect(feed.unread([0])).toBe(2);
    const hideAgain = feed.show();
    expect(feed.unread([0])).toBe(0);
    feed.receive([line(5, 1)]);
    expect(feed.unread([0])).toBe(0);
    hideAgain();
    feed.receive([line(6, 1)]);
    expect(feed.unread([0])).toBe(1);
  });

  it('remembers what was read across a reload or a tab opened again, game by game', () => {
    const before = new ChatFeed('g-reload');
    before.receive([line(1, 1), line(2, 1)]);
    before.show()();
    before.receive([line(3, 1)]);
    // The page again: the recent lines come with the snapshot; only the one never shown is unread.
    const after = new ChatFeed('g-reload');
    after.receive([line(1, 1), line(2, 1), line(3, 1)]);
    expect(after.unread([0])).toBe(1);
    const elsewhere = new ChatFeed('g-other');
    elsewhere.receive([line(1, 1), line(2, 1)]);
    expect(elsewhere.unread([0])).toBe(2);
  });
});

describe('who has a chat', () => {
  const table = (kinds: ('open' | 'human' | 'bot')[]): TableInfo => ({
    id: 'g',
    name: 'T',
    phase: 'lobby',
    spectators: 0,
    seats: kinds.map((kind, seat) => ({ seat, kind, name: null, color: null, connected: true, level: null })),
  });
  it('is a table with a seat open or played elsewhere, or a creator elsewhere; not one played on this screen alone', () => {
    const mine = { seats: [0, 1], admin: true, focus: 0 };
    expect(hasChat(table(['human', 'human', 'bot']), mine)).toBe(false);
    expect(hasChat(table(['human', 'human', 'open']), mine)).toBe(true);
    expect(hasChat(table(['human', 'human', 'human']), mine)).toBe(true);
    // A guest among bots at a table whose creator holds no seat: the creator writes from their screen.
    const guest = { seats: [1], admin: false, focus: 1 };
    expect(hasChat(table(['bot', 'human', 'bot']), guest)).toBe(true);
    expect(hasChat(table(['bot', 'bot']), { seats: [], admin: false, focus: null })).toBe(true);
    expect(canWrite({ seats: [], admin: false, focus: null })).toBe(false);
    expect(canWrite({ seats: [], admin: true, focus: null })).toBe(true);
  });
});
