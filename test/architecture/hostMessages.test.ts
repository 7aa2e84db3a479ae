// Every message the host pushes has a handler in a client's table: a table that misses one, or
// handles one with the wrong message, does not compile (this file is type-checked by `npm run typecheck`).
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  handleHostMessage,
  type HostMessage,
  type HostMessageHandlers,
  type HostMessageOf,
  type HostMessageType,
} from '../../protocol/messages.ts';

/** A table that names each message's type, as a client's table handles each. */
const names = {
  welcome: (m) => m.type,
  door: (m) => m.type,
  doorCode: (m) => m.type,
  games: (m) => m.type,
  created: (m) => m.type,
  joined: (m) => m.type,
  claimed: (m) => m.type,
  ok: (m) => m.type,
  error: (m) => m.type,
  snapshot: (m) => m.type,
  update: (m) => m.type,
  seatLost: (m) => m.type,
  ended: (m) => m.type,
  chat: (m) => m.type,
  rematch: (m) => m.type,
  history: (m) => m.type,
  stats: (m) => m.type,
  hint: (m) => m.type,
  reviewStarted: (m) => m.type,
  reviewProgress: (m) => m.type,
  reviewDone: (m) => m.type,
  reviewFailed: (m) => m.type,
  imported: (m) => m.type,
  record: (m) => m.type,
} satisfies HostMessageHandlers<HostMessageType>;

describe("the host messages' handler table", () => {
  it('gives each handler the message of its own type', () => {
    expectTypeOf<HostMessageHandlers<void>['ended']>().parameter(0).toEqualTypeOf<HostMessageOf<'ended'>>();
    expectTypeOf<keyof HostMessageHandlers<void>>().toEqualTypeOf<HostMessage['type']>();
    const ended: HostMessage = { v: 1, type: 'ended', gameId: 'g', reason: 'idle' };
    expect(handleHostMessage(names, ended)).toBe('ended');
  });

  it('refuses a table that forgets a message', () => {
    const { ok: _forgotten, ...rest } = names;
    // @ts-expect-error -- the table has no handler for 'ok'
    const incomplete: HostMessageHandlers<HostMessageType> = rest;
    expect(Object.keys(incomplete)).not.toContain('ok');
  });

  it('refuses a handler given the wrong message', () => {
    const wrong = {
      ...names,
      // @ts-expect-error -- an 'ended' message has no seat
      ended: (m: HostMessageOf<'seatLost'>) => m.type,
    } satisfies HostMessageHandlers<HostMessageType>;
    expect(Object.keys(wrong)).toHaveLength(Object.keys(names).length);
  });
});
