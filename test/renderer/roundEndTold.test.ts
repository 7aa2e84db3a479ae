// Every event a round end brings is told by its story, in every language: random games of every size
// give the round ends (favourites with a craftsman that brings an agent, Peddlers going home, guilds
// without a favourite…), each event kind must have its place (TOLD_BY), and the favourites' step says
// what each favourite gives back, the agent its craftsman brings and every Peddler's return.
import { afterEach, describe, expect, it } from 'vitest';
import type { GameEvent, PlayerInfo } from '../../engine/index.ts';
import { view } from '../../engine/index.ts';
import { LANGUAGES } from '../../languages/languages.ts';
import { settings } from '../../renderer/settings/settings.svelte.ts';
import RoundEndStory from '../../renderer/play/RoundEndStory.svelte';
import { goodName } from '../../renderer/view/log.ts';
import { goodOfGuild } from '../../renderer/view/order.ts';
import { TOLD_BY, roundEndSteps, roundEndSummary } from '../../renderer/view/roundEnd.ts';
import { CATALOGS } from './catalogs.ts';
import { playRandom } from './games.ts';
import { render } from './mount.ts';

const language = settings.language;
afterEach(() => settings.chooseLanguage(language));

/** The round ends of random games of every size: each one's events from the round's end on, with the players. */
function roundEnds(): { events: GameEvent[]; players: readonly PlayerInfo[] }[] {
  const out: { events: GameEvent[]; players: readonly PlayerInfo[] }[] = [];
  for (const players of [2, 3, 4, 5])
    for (const seed of [1, 2, 3, 4, 5, 6])
      playRandom(players, 100 * players + seed, (s, events) => {
        const at = events.findIndex((e) => e.type === 'roundEnded');
        // Up to the next round's start, which the log tells.
        const next = events.findIndex((e) => e.type === 'roundStarted');
        if (at >= 0)
          out.push({ events: events.slice(at, next < 0 ? undefined : next), players: view(s, null).players });
      });
  return out;
}

describe('the round-end story', () => {
  const ends = roundEnds();

  it('has a place for every kind of event a round end brings', () => {
    const kinds = new Set(ends.flatMap((r) => r.events.map((e) => e.type)));
    expect([...kinds].filter((k) => !(k in TOLD_BY))).toEqual([]);
    // The random games bring the rarer ones too: what this test is about.
    for (const kind of ['agentGained', 'peddlerReturned', 'townsmanReshuffled', 'gameEnded'])
      expect(kinds, kind).toContain(kind);
  });

  it("tells the good each favourite gives back, an agent with the craftsman and each Peddler's return", () => {
    let peddlers = 0;
    let agents = 0;
    for (const lang of LANGUAGES) {
      settings.chooseLanguage(lang);
      const m = CATALOGS[lang];
      for (const { events, players } of ends) {
        const summary = roundEndSummary(events)!;
        const steps = roundEndSteps(summary);
        const story = render(RoundEndStory, {
          story: { summary, steps, index: steps.indexOf('favourites') },
          players,
          next: () => {},
          skip: () => {},
        });
        const text = story.textContent ?? '';
        const name = (seat: number): string => players[seat]!.name;
        for (const [i, e] of events.entries()) {
          if (e.type === 'favourite' && e.seat !== null)
            expect(text).toContain(m.roundEnd.givesBack(name(e.seat), m.goodCount(1, goodOfGuild(e.guild))));
          // A favourite's agents, told once with the count after the last of them.
          const after = events[i + 1];
          const last = !(after?.type === 'agentGained' && after.reason === 'favourite');
          if (e.type === 'agentGained' && e.reason === 'favourite' && last) {
            agents++;
            let gained = 1;
            while (events[i - gained]?.type === 'agentGained') gained++;
            expect(text).toContain(m.roundEnd.agentsWith(name(e.seat), gained, e.total));
          }
          if (e.type === 'peddlerReturned') {
            peddlers++;
            expect(text).toContain(m.roundEnd.peddlerBack(name(e.seat), e.good && goodName(m, e.good)));
          }
        }
        expect(text).not.toMatch(/undefined|NaN|\[object/);
        document.body.innerHTML = '';
      }
    }
    expect(agents).toBeGreaterThan(0);
    expect(peddlers).toBeGreaterThan(0);
  });
});
