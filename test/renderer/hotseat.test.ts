import { describe, expect, it } from 'vitest';
import { apply, view } from '../../engine/index.ts';
import { nextLocalSeat, screenOwner } from '../../renderer/view/hotseat.ts';
import { newState } from './games.ts';

describe('hotseat', () => {
  const s = newState(3, 'hotseat');
  const pub = view(s, null);

  it('plans player by player in reverse turn order', () => {
    const last = pub.turnOrder[2]!;
    expect(nextLocalSeat(pub, [0, 1, 2])).toBe(last);
    const planned = apply(s, { type: 'pass', seat: last });
    if (!planned.ok) throw new Error(planned.error);
    expect(nextLocalSeat(view(planned.state, null), [0, 1, 2])).toBe(pub.turnOrder[1]);
  });

  it("asks for a hand-off before showing another player's secrets, but not to the same player again", () => {
    const next = nextLocalSeat(pub, [0, 1, 2])!;
    expect(screenOwner(pub, [0, 1, 2], null)).toEqual({ kind: 'handoff', seat: next });
    expect(screenOwner(pub, [0, 1, 2], (next + 1) % 3)).toEqual({ kind: 'handoff', seat: next });
    expect(screenOwner(pub, [0, 1, 2], next)).toEqual({ kind: 'seat', seat: next });
  });

  it('shows the public view when nobody on this screen has to act', () => {
    const others = [0, 1, 2].filter((x) => x !== pub.turnOrder[2]);
    let state = s;
    for (const seat of others) {
      const r = apply(state, { type: 'pass', seat });
      if (!r.ok) throw new Error(r.error);
      state = r.state;
    }
    expect(screenOwner(view(state, null), others, others[0]!)).toEqual({ kind: 'public' });
  });

  it('never hands off on a screen with one seat', () => {
    expect(screenOwner(pub, [1], null)).toEqual({ kind: 'seat', seat: 1 });
    expect(screenOwner(null, [], null)).toEqual({ kind: 'public' });
  });
});
