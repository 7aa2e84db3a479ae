// Names on every way into the store (issue "A LAN evening without a hitch", item 3): an imported
// record's names are kept composed (NFC), so that "José" typed either way is one player in the
// statistics; names that show nothing or hold a lone surrogate are refused, on the command line too.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activeSeats, apply, legalActions, newGame, toRecord, type GameState } from '../../engine/index.ts';
import { main } from '../../main/cli/index.ts';
import { openHostStore } from '../../main/store/hostStore.ts';
import { importRecord } from '../../main/store/recordImport.ts';
import { Profiles } from '../../main/store/profiles.ts';
import { allPlayerStats } from '../../main/store/stats.ts';

const cleanup: (() => void)[] = [];
afterEach(() => {
  for (const fn of cleanup.splice(0).reverse()) fn();
});

function store() {
  const opened = openHostStore(mkdtempSync(join(tmpdir(), 'norenberc-names-')), () => {});
  cleanup.push(() => opened.close());
  return opened.store;
}

/** A finished game of `names`, played by everyone's first legal action (its seed makes it another game). */
function finishedRecord(names: string[], seed: string) {
  const created = newGame({ players: names.map((name, i) => ({ name, color: `c${i}` })), seed });
  if (!created.ok) throw new Error(created.error);
  let state: GameState = created.value;
  const actions = [];
  while (state.phase !== 'finished') {
    const action = legalActions(state, activeSeats(state)[0]!)[0]!;
    const result = apply(state, action);
    if (!result.ok) throw new Error(result.error);
    state = result.state;
    actions.push(action);
  }
  return toRecord(state, actions);
}

describe('names in the store', () => {
  it('counts "José" composed and decomposed as one player', () => {
    const s = store();
    const nfc = 'Jos\u00e9';
    const nfd = 'Jose\u0301';
    expect(importRecord(s.store, finishedRecord([nfc, 'Ben'], 'one'), 1)).toMatchObject({ ok: true });
    expect(importRecord(s.store, finishedRecord([nfd, 'Ben'], 'two'), 2)).toMatchObject({ ok: true });
    const players = allPlayerStats(s.store.db).filter((p) => p.name.startsWith('Jos'));
    expect(players.map((p) => [p.name, p.games])).toEqual([[nfc, 2]]);
    const names = s.store.db.prepare('SELECT DISTINCT name FROM seats WHERE name LIKE ?').all('Jos%');
    expect(names).toEqual([{ name: nfc }]);
    // The profiles themselves hold to it for a name that reaches them any other way.
    expect(new Profiles(s.store.db).playerFor({ name: nfd, color: 'c0', botLevel: null }, 3)).toBe(
      players[0]!.playerId,
    );
  });

  it('refuses an imported record whose name shows nothing or holds a lone surrogate', () => {
    const s = store();
    const record = finishedRecord(['Ana', 'Ben'], 'three');
    for (const name of ['\u3164', '\u2800', '\u200b\u200b', 'Ana\ud800']) {
      const bad = { ...record, players: [{ name, color: 'c0' }, record.players[1]] };
      expect(importRecord(s.store, bad, 1)).toMatchObject({
        ok: false,
        error: expect.stringMatching(/players\.0\.name/),
      });
    }
    expect(s.store.db.prepare('SELECT count(*) AS n FROM matches').get()).toEqual({ n: 0 });
  });

  it('refuses a table name of invisible characters on the command line', async () => {
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    cleanup.push(() => stderr.mockRestore());
    for (const name of ['\u3164\u3164', '\u2800', '\u200b'])
      expect(await main(['host', '--name', name, '--no-mdns', '--port', '0'])).toBe(2);
    expect(stderr.mock.calls.map((c) => String(c[0])).join('')).toMatch(
      /--name: a name needs at least one visible character/,
    );
  });
});
