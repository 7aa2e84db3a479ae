// What the keys Y, G and V say, against the game: one's own talers, goods and tiles (and never another
// seat's talers), a guild's price, storehouse and lodgings window by window, and the standings from
// the leader down, each in every language of the app.
import { describe, expect, it } from 'vitest';
import { components, view, type GameView } from '../../engine/index.ts';
import { messages as de } from '../../languages/de/messages.ts';
import { messages as en } from '../../languages/en/messages.ts';
import { messages as fr } from '../../languages/fr/messages.ts';
import { messages as it_ } from '../../languages/it/messages.ts';
import { standings } from '../../renderer/view/standings.ts';
import { tileName, tileSpoken } from '../../renderer/view/tiles.ts';
import { askedGuild, guildState, guildsState, ownState, standingsState } from '../../renderer/view/spoken.ts';
import { playRandom } from './games.ts';

/** Views of a random three-player game from seat 0, one in every few states. */
function views(): GameView[] {
  const seen: GameView[] = [];
  let i = 0;
  playRandom(3, 7, (s) => {
    if (i++ % 11 === 0) seen.push(view(s, 0));
  });
  return seen;
}

describe('what a player hears on asking', () => {
  const all = views();

  it("says the seat's own talers, agents, goods, townsmen and crests, and nothing of another seat's", () => {
    for (const v of all) {
      const me = v.seats[0]!;
      const said = ownState(en, v)!;
      expect(said.startsWith(`${me.name}. Talers: ${me.talers}. `)).toBe(true);
      expect(said).toContain(en.player.agents(me.agents.available, me.agents.total));
      for (const [good, n] of Object.entries(me.goods))
        if (n) expect(said).toContain(en.goodCount(n, good as never));
      for (const other of v.seats.slice(1)) expect(said).not.toContain(other.name);
      if (me.crests.length) expect(said).toMatch(/Crests: [^.]+\.$/);
    }
    expect(ownState(en, { ...all[0]!, viewer: null })).toBeNull();
  });

  it("tells a guild's price, storehouse, guildmaster and each lodgings window", () => {
    for (const v of all)
      for (const g of v.guilds) {
        const said = guildState(en, v, g.id)!;
        expect(said).toContain(`${en.guilds[g.id]} guild house. Price ${g.price}. Storehouse: `);
        g.lodgings.forEach((tile, w) =>
          expect(said).toContain(
            `Lodgings window ${w + 1}: ${tile ? tileName(en, tile) : en.board.emptyWindow}`,
          ),
        );
      }
    expect(guildsState(en, all[0]!).split(' guild house.').length - 1).toBe(all[0]!.guilds.length);
  });

  it('asks about the guild in focus, else the one being called, else none', () => {
    const called = all.find((v) => v.resolving !== null)!;
    const other = called.guilds.find((g) => g.id !== called.resolving!.guild)!.id;
    expect(askedGuild(called, other)).toBe(other);
    expect(askedGuild(called, null)).toBe(called.resolving!.guild);
    expect(askedGuild({ ...called, resolving: null }, null)).toBeNull();
  });

  it('names the standings from the leader down, with their VP', () => {
    for (const v of all) {
      const rows = standings(v).sort((a, b) => b.total - a.total);
      const said = standingsState(en, v);
      expect(said).toBe(
        `${en.aids.standingsTitle}. ${rows.map((r) => `${v.seats[r.seat]!.name}: ${r.total} VP`).join('. ')}.`,
      );
    }
  });

  it('speaks every language', () => {
    const v = all.at(-1)!;
    for (const m of [de, fr, it_]) {
      expect(ownState(m, v)).toContain(m.player.talers);
      expect(guildState(m, v, v.guilds[0]!.id)).toContain(m.board.guildHouse(m.guilds[v.guilds[0]!.id]));
      expect(standingsState(m, v)).toContain(m.aids.standingsTitle);
    }
  });
});

describe('a tile heard', () => {
  it('says its printed value in words, never in brackets that a name would leave out', () => {
    const tiles = [
      ...components.ALL_TOWNSMEN,
      ...components.GUILDS.flatMap((_, g) => components.craftsmenOf(g)),
    ];
    for (const m of [en, fr, it_, de])
      for (const id of tiles) {
        const spoken = tileSpoken(m, id);
        expect(spoken).not.toMatch(/[()]/);
        const value = components.tile(id).value;
        if (value !== null) expect(spoken).toContain(m.tile.valued('', value).trim().replace(/^, /, ''));
      }
  });
});
