// Names people at one table can tell apart (issue "A LAN evening without a hitch", item 3): a name is
// kept in NFC; a second "Hanna", a Cyrillic "Аna" beside "Ana", an NFD "José" beside an NFC one are
// refused with their own code; names that show nothing, or hold a lone surrogate, are refused as they
// arrive, over a raw WebSocket frame too.
import { afterEach, describe, expect, it } from 'vitest';
import type { RunningHost } from '../../main/host/server.ts';
import { clashes, nameKeys } from '../../protocol/names.ts';
import { RawClient, testHost } from './helpers.ts';

let host: RunningHost | null = null;
const clients: RawClient[] = [];

afterEach(async () => {
  for (const c of clients.splice(0)) c.close();
  await host?.close();
  host = null;
});

async function client(): Promise<RawClient> {
  const c = await RawClient.open(host!.wsUrl);
  clients.push(c);
  return c;
}

/** A lobby of `name`'s with `open` open seats; returns its game id. */
async function lobby(creator: RawClient, name: string, open: number): Promise<string> {
  const seats = [{ kind: 'local', name }, ...Array.from({ length: open }, () => ({ kind: 'open' }))];
  const created = await creator.request(1, { type: 'create', seats });
  expect(created.type).toBe('created');
  return created.gameId as string;
}

describe('names people can tell apart', () => {
  it('keys names on their skeleton: case, encoding and look-alikes aside', () => {
    const alike = (a: string, b: string): boolean => clashes(a, [b]) && clashes(b, [a]);
    expect(alike('Ana', 'Аna')).toBe(true); // the first letter Cyrillic
    expect(alike('HANNA', 'hanna')).toBe(true);
    // A capital I's skeleton is an l: case is told apart before look-alikes too.
    expect(alike('IDA', 'ida')).toBe(true);
    expect(alike('EVENING table', 'Evening table')).toBe(true);
    expect(alike('\u0395va', 'eva')).toBe(true); // a Greek capital Epsilon
    expect(alike('Jos\u00e9', 'Jose\u0301')).toBe(true);
    expect(alike('Ana\u3164', 'Ana')).toBe(true);
    expect(alike('\uff21\uff4e\uff41', 'Ana')).toBe(true); // full-width "Ａｎａ"
    expect(alike('\ufb01ona', 'fiona')).toBe(true); // the "fi" ligature
    expect(alike('Ana', 'Ann')).toBe(false);
    expect(alike('Jos\u00e9', 'Jose')).toBe(false);
    expect(nameKeys('Ana')).toEqual(nameKeys('ANA'));
    expect(clashes('Hanna', [null, 'Ben', 'hanna'])).toBe(true);
    expect(clashes('Hanna', [null, 'Ben'])).toBe(false);
  });

  it('refuses a guest whose name is taken at the table, or looks the same', async () => {
    host = await testHost();
    const creator = await client();
    const gameId = await lobby(creator, 'Hanna', 4);
    for (const [i, name] of ['Hanna', 'HANNA', 'Ηanna' /* Greek Eta */, 'Ｈａｎｎａ'].entries()) {
      const guest = await client();
      const answer = await guest.request(10 + i, { type: 'join', gameId, name });
      expect(answer).toMatchObject({ type: 'error', code: 'name-taken' });
    }
    const ana = await client();
    expect(await ana.request(20, { type: 'join', gameId, name: 'Ana' })).toMatchObject({ type: 'joined' });
    const cyrillic = await client();
    expect(await cyrillic.request(21, { type: 'join', gameId, name: '\u0410na' })).toMatchObject({
      code: 'name-taken',
    });
    // NFC and NFD spellings of one name: one name, kept composed.
    const jose = await client();
    expect(await jose.request(22, { type: 'join', gameId, name: 'Jose\u0301' })).toMatchObject({
      type: 'joined',
    });
    const jose2 = await client();
    expect(await jose2.request(23, { type: 'join', gameId, name: 'Jos\u00e9' })).toMatchObject({
      code: 'name-taken',
    });
    const games = await creator.request(30, { type: 'games' });
    const seats = (games.games as { seats: { name: string | null }[] }[])[0]!.seats;
    expect(seats.map((s) => s.name)).toEqual(['Hanna', 'Ana', 'Jos\u00e9', null, null]);
  });

  it('refuses a table created with two seats people cannot tell apart, or a person named as a bot; bots get names of their own', async () => {
    host = await testHost();
    const creator = await client();
    const twice = await creator.request(1, {
      type: 'create',
      seats: [
        { kind: 'local', name: 'Hanna' },
        { kind: 'local', name: 'hanna' },
      ],
    });
    expect(twice).toMatchObject({ type: 'error', code: 'name-taken' });
    // A bot's default name in any language (or one German gave before), numbered or in look-alike letters, is no person's.
    for (const [id, name] of [
      'easy bot',
      '\uff2dittlerer Bot 3',
      'Schwer-Bot 2',
      'Robot difficile',
      'Bot (hard)',
    ].entries()) {
      const seats = [
        { kind: 'self', name },
        { kind: 'bot', level: 'easy' },
      ];
      expect(await creator.request(10 + id, { type: 'create', seats })).toMatchObject({ code: 'bot-name' });
    }
    const bots = await creator.request(2, {
      type: 'create',
      seats: [
        { kind: 'local', name: 'Hanna' },
        { kind: 'bot', level: 'easy' },
        { kind: 'bot', level: 'easy' },
      ],
    });
    expect(bots.type).toBe('created');
    const snapshot = await creator.waitFor((m) => m.type === 'snapshot' && m.gameId === bots.gameId);
    const names = (snapshot.table as { seats: { name: string | null }[] }).seats.map((s) => s.name);
    expect(names).toEqual(['Hanna', 'Easy bot', 'Easy bot 2']);
  });

  it('refuses names that show nothing or hold a lone surrogate, in every frame that carries one', async () => {
    host = await testHost();
    const creator = await client();
    const gameId = await lobby(creator, 'Ana', 1);
    const bad = ['\u3164', '\u2800\u2800', '\u200b', ' \u3164 ', 'Ana\ud800', '\udc00', '\u0301'];
    let id = 100;
    for (const name of bad) {
      const guest = await client();
      const join = await guest.request(id++, { type: 'join', gameId, name });
      expect(join, JSON.stringify(name)).toMatchObject({ type: 'error', code: 'invalid' });
      const create = await guest.request(id++, {
        type: 'create',
        seats: [{ kind: 'local', name }, { kind: 'open' }],
      });
      expect(create).toMatchObject({ type: 'error', code: 'invalid' });
      const table = await guest.request(id++, {
        type: 'create',
        name,
        seats: [{ kind: 'local', name: 'Ana' }, { kind: 'open' }],
      });
      expect(table).toMatchObject({ type: 'error', code: 'invalid' });
      const lesson = await guest.request(id++, { type: 'lesson', name });
      expect(lesson).toMatchObject({ type: 'error', code: 'invalid' });
    }
    // The lone surrogate travels as JSON's escape: the frame is written by hand, as a hostile client would.
    const raw = await client();
    const answer = raw.waitFor((m) => m.re === 999);
    raw.send(`{"v":1,"id":999,"type":"join","gameId":"${gameId}","name":"Ana\\ud800"}`);
    expect(await answer).toMatchObject({ type: 'error', code: 'invalid' });
  });
});
