// The committed seed: what a game's fingerprint hashes (docs/game-record.md, the text pinned here
// character by character), the seed's 128 random bits, and the hosted game that shows the fingerprint
// from its start and the seed only once it is over, and refuses to bring back a game whose stored seed
// is not the one its fingerprint was made of.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { legalActions, type Deal } from '../../../engine/index.ts';
import { fingerprint, fingerprintText, wrongFingerprint } from '../../../main/records/fingerprint.ts';
import { HostedGame } from '../../../main/host/game.ts';
import { newSeed } from '../../../main/host/ids.ts';
import { UnsavedGames, type StoredGame } from '../../../main/host/store.ts';

const deal: Deal = {
  turnOrder: [1, 0],
  townsmen: ['musician-3', 'councilman-1'],
  guilds: {
    printers: { workshop: ['printers-2'], stacked: 'printers-9', lodgings: [null, 'musician-3'] },
    brewers: { workshop: ['brewers-5', 'brewers-7'], stacked: 'brewers-11', lodgings: [null] },
  },
  guestStack: ['bakers-4', 'nobleman-2'],
};

describe('the fingerprint', () => {
  it('hashes the seed and the deal as canonical JSON: keys sorted, no white space', () => {
    expect(fingerprintText('8f1e"é', deal)).toBe(
      '{"deal":{"guestStack":["bakers-4","nobleman-2"],"guilds":{"brewers":{"lodgings":[null],' +
        '"stacked":"brewers-11","workshop":["brewers-5","brewers-7"]},"printers":{"lodgings":[null,' +
        '"musician-3"],"stacked":"printers-9","workshop":["printers-2"]}},"townsmen":["musician-3",' +
        '"councilman-1"],"turnOrder":[1,0]},"seed":"8f1e\\"é"}',
    );
    const text = fingerprintText('8f1e"é', deal);
    expect(fingerprint('8f1e"é', deal)).toBe(createHash('sha256').update(Buffer.from(text)).digest('hex'));
    expect(fingerprint('8f1e"é', deal)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('changes with the seed, the deal, and the order of a stack, never with the order of keys', () => {
    const base = fingerprint('s', deal);
    expect(fingerprint('t', deal)).not.toBe(base);
    expect(fingerprint('s', { ...deal, guestStack: ['nobleman-2', 'bakers-4'] })).not.toBe(base);
    const reordered: Deal = {
      guestStack: deal.guestStack,
      guilds: { brewers: deal.guilds.brewers, printers: deal.guilds.printers },
      townsmen: deal.townsmen,
      turnOrder: deal.turnOrder,
    };
    expect(fingerprint('s', reordered)).toBe(base);
  });

  it("tells a record's wrong fingerprint by the one it should have; none and the right one pass", () => {
    const right = fingerprint('s', deal);
    expect(wrongFingerprint({ seed: 's' }, deal)).toBeNull();
    expect(wrongFingerprint({ seed: 's', fingerprint: right }, deal)).toBeNull();
    expect(wrongFingerprint({ seed: 'S', fingerprint: right }, deal)).toBe(fingerprint('S', deal));
  });

  it('is over a seed of 128 random bits', () => {
    const seeds = Array.from({ length: 50 }, newSeed);
    for (const seed of seeds) expect(seed).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(seeds).size).toBe(seeds.length);
  });
});

function hosted(heard: StoredGame[] = []): HostedGame {
  const store = new (class extends UnsavedGames {
    override gameStarted(g: StoredGame): void {
      heard.push(g);
    }
  })();
  return new HostedGame({
    gameId: 'g',
    writable: () => ({ ok: true }),
    store: (call) => (call(store), true),
    played: () => {},
  });
}

const players = [
  { name: 'A', color: 'yellow' },
  { name: 'B', color: 'blue' },
];

describe('a hosted game', () => {
  it('shows its fingerprint from the start, and its seed only once it is over', () => {
    const stored: StoredGame[] = [];
    const game = hosted(stored);
    expect(game.shuffle()).toEqual({});
    game.start({ players, seed: 'secret seed' }, { name: 'G', adminTokenHash: null, seats: [] });
    const { setup } = game.state!;
    const shown = fingerprint('secret seed', setup.deal);
    expect(game.shuffle()).toEqual({ fingerprint: shown });
    expect(stored[0]!.record.fingerprint).toBe(shown);
    while (game.state!.phase !== 'finished') {
      const state = game.state!;
      expect(game.shuffle()).toEqual({ fingerprint: shown });
      const seat = [0, 1].find((s) => legalActions(state, s).length > 0)!;
      expect(game.act(legalActions(state, seat)[0]!, { moves: state.moves })).toBeNull();
    }
    expect(game.shuffle()).toEqual({ fingerprint: shown, seed: 'secret seed' });
  });

  it('comes back with its stored fingerprint, and not at all when its seed was changed since', () => {
    const stored: StoredGame[] = [];
    hosted(stored).start({ players, seed: 'kept' }, { name: 'G', adminTokenHash: null, seats: [] });
    const { record } = stored[0]!;
    const again = hosted();
    expect(again.restore({ record }, () => {}).ok).toBe(true);
    expect(again.shuffle()).toEqual({ fingerprint: record.fingerprint });
    const changed = hosted().restore({ record: { ...record, seed: 'changed' } }, () => {});
    expect(changed).toMatchObject({ ok: false, error: expect.stringMatching(/fingerprint/) });
    // A game stored before fingerprints existed comes back without one: none is made up afterwards.
    const older = hosted();
    expect(older.restore({ record: { ...record, fingerprint: undefined } }, () => {}).ok).toBe(true);
    expect(older.shuffle()).toEqual({});
  });
});
