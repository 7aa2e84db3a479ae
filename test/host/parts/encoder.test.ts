// The update encoder: the shared fields serialised once, each client's own fields added.
import { describe, expect, it } from 'vitest';
import { sharedEncoder } from '../../../main/host/encoder.ts';
import type { HostMessageOf } from '../../../protocol/messages.ts';

describe('sharedEncoder', () => {
  it("gives the JSON of the whole message for each client's own fields, leaving out undefined ones", () => {
    const encode = sharedEncoder<HostMessageOf<'update'>, 'you' | 'own'>({
      v: 1,
      type: 'update',
      gameId: 'g',
      seq: 3,
      table: undefined,
      view: null,
      events: [],
    });
    for (const you of [
      { seats: [], admin: false, focus: null },
      { seats: [0, 2], admin: true, focus: 2 },
    ]) {
      const json = encode({ you, own: null });
      expect(JSON.parse(json)).toEqual({
        v: 1,
        type: 'update',
        gameId: 'g',
        seq: 3,
        view: null,
        events: [],
        you,
        own: null,
      });
      expect(json).not.toContain('table');
    }
  });
});
