import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { Chat } from '../../../main/host/chat.ts';
import { Members } from '../../../main/host/members.ts';
import { Roster } from '../../../main/host/roster.ts';
import { CHAT_HISTORY, CHAT_RATE_COUNT, CHAT_RATE_WINDOW_MS, chatContent } from '../../../protocol/chat.ts';
import type { HostMessageOf } from '../../../protocol/messages.ts';
import { recordingPeer, type RecordingPeer } from './fakes.ts';

/** A LAN table: Ana created it and plays seat 0, Ben plays seat 1, a bot seat 2, and someone watches. */
function lanTable() {
  const [ana, ben, watcher] = [recordingPeer(), recordingPeer(), recordingPeer()];
  const { roster } = Roster.fromSpecs(
    [
      { kind: 'local', name: 'Ana' },
      { kind: 'local', name: 'Ben' },
      { kind: 'bot', level: 'easy' },
    ],
    ana,
  );
  roster.set(1, { ...roster.human(1)!, holder: ben });
  const members = new Members();
  members.admin = ana;
  members.enter(ana, 0);
  members.enter(ben, 1);
  members.watch(watcher);
  const clock = { now: 1_000 };
  const chat = new Chat(
    'g',
    members,
    roster,
    () => {},
    [],
    () => clock.now,
  );
  return { chat, roster, ana, ben, watcher, clock };
}

function lines(peer: RecordingPeer): HostMessageOf<'chat'>['lines'] {
  return peer.received.flatMap((m) => (m.type === 'chat' ? m.lines : []));
}

const text = (t: string) => ({ kind: 'text' as const, text: t });

describe('Chat', () => {
  it('sends a seated player’s message to every member, spectators included', () => {
    const { chat, ana, ben, watcher } = lanTable();
    expect(chat.say(ben, text('hello'))).toBeNull();
    expect(chat.say(ana, { kind: 'phrase', phrase: 'yourTurn' })).toBeNull();
    for (const peer of [ana, ben, watcher])
      expect(lines(peer)).toEqual([
        { n: 1, seat: 1, name: 'Ben', color: 'blue', content: text('hello') },
        { n: 2, seat: 0, name: 'Ana', color: 'yellow', content: { kind: 'phrase', phrase: 'yourTurn' } },
      ]);
  });

  it('lets spectators read but not write, and has no chat when every seat is on one screen', () => {
    const { chat, roster, ana, watcher } = lanTable();
    expect(chat.say(watcher, text('hi'))?.code).toBe('not-allowed');
    roster.set(1, { ...roster.human(1)!, holder: ana });
    expect(chat.say(ana, text('hi'))).toEqual({
      code: 'not-allowed',
      message: 'a table played on one screen has no chat',
    });
    expect(lines(watcher)).toEqual([]);
  });

  it('has a chat for a guest among bots at a table whose creator holds no seat', () => {
    const { chat, roster, ana, ben, watcher } = lanTable();
    roster.set(0, { kind: 'bot', level: 'easy', name: 'Easy bot', color: 'yellow' });
    expect(chat.say(ben, text('hello'))).toBeNull();
    expect(chat.say(ana, text('welcome'))).toBeNull();
    for (const peer of [ana, ben, watcher]) expect(lines(peer).map((l) => l.seat)).toEqual([1, null]);
  });

  it('refuses a sender over the rate limit, saying why, and sends nobody the refused message', () => {
    const { chat, ana, ben, clock } = lanTable();
    for (let i = 0; i < CHAT_RATE_COUNT; i++) expect(chat.say(ben, text(`m${i}`))).toBeNull();
    const refused = chat.say(ben, text('one too many'));
    expect(refused?.code).toBe('throttled');
    expect(refused?.message).toMatch(/too many messages.*wait 10 s/);
    expect(lines(ana).map((l) => l.n)).toEqual([1, 2, 3, 4, 5]);
    // Another sender has a limit of its own; the window slides.
    expect(chat.say(ana, text('fine'))).toBeNull();
    clock.now += CHAT_RATE_WINDOW_MS;
    expect(chat.say(ben, text('later'))).toBeNull();
  });

  it(`keeps the last ${CHAT_HISTORY} messages for a member who arrives or comes back`, () => {
    const { chat, ana, ben, clock } = lanTable();
    for (let i = 0; i < CHAT_HISTORY + 7; i++) {
      clock.now += CHAT_RATE_WINDOW_MS;
      chat.say(i % 2 ? ana : ben, text(`m${i}`));
    }
    const late = recordingPeer();
    chat.recent(late);
    const recent = lines(late);
    expect(recent).toHaveLength(CHAT_HISTORY);
    expect(recent[0]!.n).toBe(8);
    expect(recent.at(-1)!.content).toEqual(text(`m${CHAT_HISTORY + 6}`));
    const empty = lanTable();
    empty.chat.recent(late);
    expect(late.received).toHaveLength(1);
  });

  it('takes text only: control and format characters stripped, markup kept as plain characters', () => {
    const parse = (t: string) => v.safeParse(chatContent, text(t));
    expect(parse('a\u0000b\nc\u202Ed\u200Be').output).toEqual(text('abcde'));
    expect(parse('<b>bold</b> & <script>').output).toEqual(text('<b>bold</b> & <script>'));
    expect(parse('👨\u200D👩').output).toEqual(text('👨\u200D👩'));
    expect(parse(' \n\t ').success).toBe(false);
    expect(parse('x'.repeat(201)).success).toBe(false);
    expect(v.safeParse(chatContent, { kind: 'phrase', phrase: 'nonsense' }).success).toBe(false);
  });
});
