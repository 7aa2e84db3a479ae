// Every message the host pushes has a handler in a client's table, and every event of the client a
// listener in the renderer's link: a table that misses one, or handles one with the wrong message,
// does not compile (this file is type-checked by `npm run typecheck`).
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  handleHostMessage,
  type HostMessage,
  type HostMessageHandlers,
  type HostMessageOf,
  type HostMessageType,
} from '../../protocol/messages.ts';
import { Emitter } from '../../protocol/emitter.ts';

/** A table whose every handler names its message's type (made without listing the types). */
const names = new Proxy(
  {},
  { get: () => (m: HostMessage) => m.type },
) as HostMessageHandlers<HostMessageType>;

describe("the host messages' handler table", () => {
  it('gives each handler the message of its own type', () => {
    expectTypeOf<HostMessageHandlers<void>['ended']>().parameter(0).toEqualTypeOf<HostMessageOf<'ended'>>();
    expectTypeOf<keyof HostMessageHandlers<void>>().toEqualTypeOf<HostMessage['type']>();
    const ended: HostMessage = { v: 1, type: 'ended', gameId: 'g', reason: 'idle' };
    expect(handleHostMessage(names, ended)).toBe('ended');
  });

  it('refuses a table that forgets a message', () => {
    const incomplete: Omit<HostMessageHandlers<HostMessageType>, 'ok'> = names;
    // @ts-expect-error -- the table has no handler for 'ok'
    const table: HostMessageHandlers<HostMessageType> = incomplete;
    expect(table).toBe(names);
  });

  it('refuses a handler given the wrong message', () => {
    const wrong: Partial<HostMessageHandlers<HostMessageType>> = {
      // @ts-expect-error -- an 'ended' message is no 'seatLost' one
      ended: (m: HostMessageOf<'seatLost'>) => m.type,
    };
    expect(Object.keys(wrong)).toEqual(['ended']);
  });
});

describe("the renderer's link hears every event of its client", () => {
  class Events extends Emitter<{ opened: [n: number]; closed: [] }> {
    tell(n: number): void {
      this.emit('opened', n);
      this.emit('closed');
    }
  }

  it('through one table, which forgets none', () => {
    const heard: string[] = [];
    const events = new Events();
    const off = events.onEach({
      opened: (n) => heard.push(`opened ${n}`),
      closed: () => heard.push('closed'),
    });
    events.tell(1);
    off();
    events.tell(2);
    expect(heard).toEqual(['opened 1', 'closed']);
    // @ts-expect-error -- the table has no listener for 'closed'
    events.onEach({ opened: () => undefined });
  });
});
