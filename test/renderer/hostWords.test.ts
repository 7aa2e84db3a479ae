// What the screens say about the host and the connection, in the player's language: the app's own
// host by its localised name, a failure by its code, a seat that could not be taken back, a table gone.
import { flushSync } from 'svelte';
import { afterEach, describe, expect, it } from 'vitest';
import { LIMIT_KINDS } from '../../protocol/messages.ts';
import { ProtocolError } from '../../protocol/pending.ts';
import { describeError } from '../../renderer/connection/errors.ts';
import { HostLink } from '../../renderer/connection/link.svelte.ts';
import { messages as de } from '../../languages/de/messages.ts';
import { messages as en } from '../../languages/en/messages.ts';
import { HostInfo } from '../../renderer/connection/hostInfo.svelte.ts';
import { GameSession } from '../../renderer/connection/session.svelte.ts';
import type { TableInfo } from '../../protocol/messages.ts';
import { messages as fr } from '../../languages/fr/messages.ts';
import { messages as italian } from '../../languages/it/messages.ts';
import { settings } from '../../renderer/settings/settings.svelte.ts';
import ConnectionBanner from '../../renderer/ui/ConnectionBanner.svelte';
import GoneTables from '../../renderer/screens/GoneTables.svelte';
import { render } from './mount.ts';

const language = settings.language;
afterEach(() => {
  settings.chooseLanguage(language);
  localStorage.clear();
});

describe('the host and the connection in words', () => {
  it("name the app's own host in the player's language, any other by its own name", () => {
    const host = new HostInfo();
    const welcome = (name: string, local: boolean) => ({
      host: { id: 'h', name, addresses: [], local },
      household: true,
    });
    host.welcomed(welcome('Local table', true));
    expect(host.label(italian)).toBe('Tavolo locale');
    host.welcomed(welcome("Ana's table", false));
    expect(host.label(italian)).toBe("Ana's table");
    host.welcomed(null);
    expect(host.label(italian)).toBe('');
  });

  it('tell a failure by its code, never by the English message that came with it', () => {
    const said = describeError(de, new ProtocolError('conflict', 'seat 2 is taken'));
    expect(said).toBe(de.errors.codes.conflict);
    expect(said).not.toMatch(/seat/);
    expect(describeError(de, new Error('undefined is not a function'))).toBe(de.errors.unexpected);
  });

  it('say which limit the host met, where it says which', () => {
    for (const m of [en, fr, italian, de]) {
      const said = LIMIT_KINDS.map((kind) =>
        describeError(m, new ProtocolError('limit', 'at most 8 games', kind)),
      );
      expect(said).toEqual(LIMIT_KINDS.map((kind) => m.errors.limits[kind]));
      expect(new Set(said).size).toBe(LIMIT_KINDS.length);
      expect(describeError(m, new ProtocolError('limit', 'at most 8 games'))).toBe(m.errors.codes.limit);
    }
    expect(en.errors.codes.limit).not.toMatch(/games or players/);
  });

  it('tell the creator who closed the table that they did, and everyone else that its creator did', () => {
    const closed = (admin: boolean): GameSession => {
      const session = new GameSession('g1', () => {
        throw new Error('no client here');
      });
      const table: TableInfo = { id: 'g1', name: 'G', phase: 'playing', seats: [], spectators: 0 };
      session.mirror({
        gameId: 'g1',
        seq: 1,
        table,
        you: { seats: admin ? [0] : [1], admin, focus: null },
        view: null,
      });
      session.end('creator');
      return session;
    };
    for (const m of [en, fr, italian, de]) {
      expect(closed(true).gone(m)).toBe(m.connection.youClosed);
      expect(closed(false).gone(m)).toBe(m.connection.ended.creator);
    }
    expect(closed(true).gone(de)).toBe('Du hast den Tisch geschlossen.');
    const kicked = new GameSession('g2', () => {
      throw new Error('no client here');
    });
    expect(kicked.gone(en)).toBeNull();
    kicked.lost('kicked');
    expect(kicked.gone(en)).toBe(en.connection.seatLost.kicked);
  });

  it('say in French which table is over or gone on Home, and any other failed take-back by its code', () => {
    settings.chooseLanguage('fr');
    // The browser kept the name of one table this screen held, and not the other's.
    const url = 'ws://127.0.0.1:1/ws';
    const held = [{ token: 't1', gameId: 'g1', seat: 0, name: 'Table de Bea' }];
    localStorage.setItem('norenberc.tokens', JSON.stringify({ [url]: held }));
    const link = new HostLink(url);
    link.tables.kept();
    link.tables.lost('g1');
    link.tables.lost('g2');
    const home = render(GoneTables, { link });
    const said = home.querySelector('[data-testid=gone-tables]')!.textContent!;
    expect(said).toContain(fr.errors.tableGone('Table de Bea'));
    expect(said).toContain(fr.errors.reclaimGone);
    home.querySelector<HTMLButtonElement>('[data-testid=gone-dismiss]')!.click();
    flushSync();
    expect(home.querySelector('[data-testid=gone-tables]')).toBeNull();
    const banner = render(ConnectionBanner, {
      link: {
        url,
        status: 'open',
        retryAt: null,
        notice: { kind: 'reclaim', code: 'not-allowed' },
        start: async () => {},
        dismissNotice: () => {},
      },
    });
    expect(banner.querySelector('[data-testid=notice]')!.textContent).toContain(
      fr.errors.reclaim(fr.errors.codes['not-allowed']),
    );
    expect(banner.textContent).not.toMatch(/could not|token/);
  });
});
