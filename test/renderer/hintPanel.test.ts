// The hint panel in words: a Burglar advised names whom he robs and of what, in the player's language;
// every option shows what it does at once, its gains apart from its costs (the engine's own reasons),
// and how far behind the choice it is projected; a hint at a guild that overturns what the hint at
// planning expected there says so, and what happened at that guild since.
import { flushSync } from 'svelte';
import { describe, expect, it, vi } from 'vitest';
import { replay, view } from '../../engine/index.ts';
import { explain } from '../../engine/bots/explain.ts';
import type { Hint } from '../../protocol/review.ts';
import type { HostMessageOf } from '../../protocol/messages.ts';
import type { Action } from '../../engine/index.ts';
import { overturned } from '../../renderer/view/hints.ts';
import { logLine } from '../../renderer/view/log.ts';
import { lessonRecord } from '../../protocol/lesson/steps.ts';
import HintPanel from '../../renderer/play/HintPanel.svelte';
import { CATALOGS } from './catalogs.ts';
import { goodsText } from '../../renderer/view/log.ts';
import { settings } from '../../renderer/settings/settings.svelte.ts';
import { render } from './mount.ts';

/** A hint as the host sends it. */
function message(hint: Hint, moves = 0, seat = 0): HostMessageOf<'hint'> {
  return { v: 1, type: 'hint', gameId: 'g', seat, moves, hint };
}

/** The guided game's Burglar: Anselm robs Berta of a pastry and a page (the record's own move). */
const BURGLAR = lessonRecord.actions.findIndex(
  (a) => a.type === 'recruit' && a.ability && 'victim' in a.ability,
);

describe('the hint panel', () => {
  const before = replay(lessonRecord, BURGLAR);
  if (!before.ok) throw new Error(before.error);
  const action = lessonRecord.actions[BURGLAR]!;
  const v = view(before.state, action.seat);
  const nothing = { type: 'nothing' as const, seat: action.seat };
  const hint: Hint = {
    options: [
      { action, difference: 0, margin: 0, level: true, reasons: explain(v, action) },
      { action: nothing, difference: -1.4, margin: 0.6, level: false, reasons: explain(v, nothing) },
    ],
  };

  for (const [language, m] of Object.entries(CATALOGS)) {
    it(`names the Burglar's victim and loot, and both sides of another option, in ${language}`, async () => {
      settings.chooseLanguage(language as keyof typeof CATALOGS);
      const el = render(HintPanel, {
        view: v,
        busy: false,
        ask: () => Promise.resolve(message(hint)),
        overturn: () => null,
      });
      el.querySelector<HTMLButtonElement>('[data-testid=hint]')!.click();
      const choice = await vi.waitFor(() => {
        flushSync();
        const text = el.querySelector('[data-testid=hint-choice]')?.textContent;
        if (!text) throw new Error('no hint shown yet');
        return text;
      });
      if (action.type !== 'recruit' || !action.ability || !('victim' in action.ability))
        throw new Error('the record has no Burglar');
      const victim = v.seats[action.ability.victim]!.name;
      const loot = goodsText(m, action.ability.goods);
      expect(choice).toContain(m.advice.ability.burglar(victim, loot));
      // Its gains name the robbery again; its costs the payment.
      const gains = el.querySelector('[data-testid=hint-choice] [data-testid=hint-gains]')!.textContent;
      expect(gains).toContain(m.common.labelled(m.advice.gains, ''));
      expect(gains).toContain(m.advice.reasons.robs(victim, loot));
      const costs = el.querySelector('[data-testid=hint-choice] [data-testid=hint-costs]')!.textContent;
      expect(costs).toContain(m.common.labelled(m.advice.costs, ''));
      const paid = Object.entries(action.payment).map(([good, n]) =>
        m.advice.reasons.goods(false, m.goodCount(n!, good as 'beer')),
      );
      for (const p of paid) expect(costs).toContain(p);
      // Doing nothing keeps the talers, 1.4 VP behind.
      const other = el.querySelector('[data-testid=hint-option]')!;
      expect(other.querySelector('[data-testid=hint-standing]')!.textContent).toBe(m.hints.behind(1.4, 0.6));
      expect(other.querySelector('[data-testid=hint-gains]')!.textContent).toContain(
        m.advice.reasons.keepsTalers(before.state.seats[action.seat]!.talers),
      );
    });
  }
});

describe('a hint that overturns the hint at planning', () => {
  // The guided game at its Burglar's guild: what the seat's hint at planning expected of it there (a
  // purchase), what the hint there now advises (doing nothing), and what happened at that guild since.
  const before = replay(lessonRecord, BURGLAR);
  if (!before.ok) throw new Error(before.error);
  const seat = lessonRecord.actions[BURGLAR]!.seat;
  const v = view(before.state, seat);
  const guild = v.resolving!.guild;
  const buy: Action = { type: 'buy', seat, goods: { pastries: 1 } };
  const nothing: Action = { type: 'nothing', seat };
  const planned = message(
    {
      options: [
        {
          action: { type: 'plan', seat, guilds: [guild] },
          difference: 0,
          margin: 0,
          level: true,
          reasons: [
            {
              code: 'there',
              gain: true,
              guild,
              action: buy,
              then: [{ code: 'goods', gain: true, good: 'pastries', count: 1 }],
            },
          ],
        },
      ],
    },
    1,
    seat,
  );
  const now = message(
    { options: [{ action: nothing, difference: 0, margin: 0, level: true, reasons: [] }] },
    v.moves,
    seat,
  );
  const other = (seat + 1) % v.seats.length;
  const elsewhere = v.guilds.find((g) => g.id !== guild)!.id;
  const log = [
    { moves: 0, event: { type: 'passed' as const, seat: other } },
    { moves: 2, event: { type: 'guildCalled' as const, guild, seats: [seat, other] } },
    {
      moves: 3,
      event: { type: 'bought' as const, seat: other, guild, goods: { pastries: 2 }, price: 3, paid: 6 },
    },
    {
      moves: 3,
      event: {
        type: 'bought' as const,
        seat: other,
        guild: elsewhere,
        goods: { pastries: 1 },
        price: 2,
        paid: 2,
      },
    },
    {
      moves: 4,
      event: { type: 'bought' as const, seat, guild: elsewhere, goods: { pastries: 1 }, price: 2, paid: 2 },
    },
    { moves: 4, event: { type: 'planned' as const, seat, cards: 2 } },
    { moves: 4, event: { type: 'didNothing' as const, seat: other, guild: elsewhere } },
    {
      moves: 5,
      event: { type: 'burgled' as const, seat: other, victim: seat, goods: { beer: 1 }, compensation: 0 },
    },
  ];

  it("is told from the expected move, the others' moves at that guild since and the seat's own trades", () => {
    const o = overturned(planned, now, v, log)!;
    expect(o.expected).toEqual(buy);
    // Never the seat's own plan told back (the call naming it, its planning), nor others' moves elsewhere.
    expect(o.since).toEqual([log[2]!.event, log[4]!.event, log[7]!.event]);
    // The same kind of move as expected, another seat's hint, or no hint at planning: nothing overturned.
    const another = message(
      {
        options: [
          { action: { ...buy, goods: { pastries: 2 } }, difference: 0, margin: 0, level: true, reasons: [] },
        ],
      },
      v.moves,
      seat,
    );
    expect(overturned(planned, another, v, log)).toBeNull();
    expect(overturned(planned, { ...now, seat: other }, v, log)).toBeNull();
    expect(overturned(null, now, v, log)).toBeNull();
  });

  for (const [language, m] of Object.entries(CATALOGS)) {
    it(`names the expected move and what happened at the guild since, in ${language}`, async () => {
      settings.chooseLanguage(language as keyof typeof CATALOGS);
      const el = render(HintPanel, {
        view: v,
        busy: false,
        ask: () => Promise.resolve(now),
        overturn: (answer: HostMessageOf<'hint'>) => overturned(planned, answer, v, log),
      });
      el.querySelector<HTMLButtonElement>('[data-testid=hint]')!.click();
      const changed = await vi.waitFor(() => {
        flushSync();
        const text = el.querySelector('[data-testid=hint-changed]')?.textContent;
        if (!text) throw new Error('no change told yet');
        return text;
      });
      expect(changed).toContain(m.hints.changed(m.hints.buy(goodsText(m, { pastries: 1 }))));
      for (const e of [log[2]!.event, log[4]!.event, log[7]!.event])
        expect(changed).toContain(logLine(m, v.players, e)!);
      for (const e of [log[1]!.event, log[3]!.event, log[5]!.event, log[6]!.event])
        expect(changed).not.toContain(logLine(m, v.players, e)!);
    });
  }
});
