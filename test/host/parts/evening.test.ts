// The door of one evening alone (main/host/evening.ts, doorTries.ts) and the code as both ends read it
// (protocol/door.ts): who stands at the door and why, what is heard there, the code and its tries on a
// clock of the test's own, a change of code or an open door, and a removal for the evening.
import { describe, expect, it } from 'vitest';
import { Evening, type DoorChoice } from '../../../main/host/evening.ts';
import {
  BUSY_DOOR,
  DoorTries,
  TRIES_PER_ADDRESS,
  TRIES_PER_HOUR,
  TRIES_WINDOW_MS,
} from '../../../main/host/doorTries.ts';
import { hashToken } from '../../../main/host/ids.ts';
import type { HumanSeat } from '../../../main/host/roster.ts';
import type { Peer } from '../../../main/host/peer.ts';
import { hostUrl } from '../../../protocol/address.ts';
import {
  CODE_LETTERS,
  codeOfPath,
  entryPage,
  readCode,
  showCode,
  strayLetters,
} from '../../../protocol/door.ts';
import type { ClientMessage } from '../../../protocol/messages.ts';
import { recordingPeer, type RecordingPeer } from './fakes.ts';

const guestAt = (address: string): RecordingPeer & { guest: string } => ({
  ...recordingPeer(),
  guest: address,
});

function evening(door: DoorChoice = 'code') {
  let now = 1_000_000;
  const seated = new Set<Peer>();
  const shut: Peer[] = [];
  const log: string[] = [];
  const e = new Evening({
    door,
    seated: (peer) => seated.has(peer),
    shutOut: (peer) => void shut.push(peer),
    log: (line) => void log.push(line),
    now: () => now,
  });
  return { e, seated, shut, log, later: (ms: number) => (now += ms) };
}

/** A request as the host's schema let it through. */
const m = (message: { type: ClientMessage['type'] } & Record<string, unknown>): ClientMessage =>
  ({ v: 1, ...message }) as ClientMessage;
const other = (code: string): string => (code === 'BBBBBB' ? 'CCCCCC' : 'BBBBBB');
const seatOf = (player: string, holder: Peer | null): HumanSeat => ({
  kind: 'human',
  name: 'Ben',
  color: 'blue',
  tokenHash: 'x',
  guestKey: player,
  holder,
  standIn: null,
});

describe('the code', () => {
  it('is six letters without vowels or look-alikes, read in any case, with spaces or dashes', () => {
    const { e } = evening();
    expect(e.code).toMatch(new RegExp(`^[${CODE_LETTERS}]{6}$`));
    expect(CODE_LETTERS).not.toMatch(/[AEIOUYL01]/);
    expect(readCode(' ktz-wmp ')).toBe('KTZWMP');
    expect(readCode('KTZ WMP')).toBe('KTZWMP');
    expect(readCode('KTZWM')).toBeNull();
    expect(readCode('KTZWMO')).toBeNull();
    expect(showCode('KTZWMP')).toBe('KTZ WMP');
    // What a guest misread: each letter no code has, once, in the order typed.
    expect(strayLetters('ktz-wae a')).toEqual(['A', 'E']);
    expect(strayLetters('KTZ WMP')).toEqual([]);
    expect(strayLetters('L0O')).toEqual(['L', '0', 'O']);
  });

  it('travels in a short address that leads to the join page, and in a typed one', () => {
    expect(codeOfPath('/ktzwmp')).toBe('KTZWMP');
    expect(codeOfPath('/KTZWMP/')).toBe('KTZWMP');
    // As the screen shows it, its space typed (and encoded by the browser), or with a dash.
    expect(codeOfPath('/KTZ%20WMP')).toBe('KTZWMP');
    expect(codeOfPath('/ktz-wmp')).toBe('KTZWMP');
    expect(codeOfPath('/%E0%A4%A')).toBeNull();
    expect(codeOfPath('/-KTZWMP')).toBeNull();
    expect(codeOfPath('/index.html')).toBeNull();
    expect(codeOfPath('/assets')).toBeNull();
    expect(entryPage('KTZWMP')).toBe('/?code=KTZWMP#/join');
    expect(hostUrl('192.168.1.20:7412/ktzwmp')).toEqual({
      ok: true,
      url: 'ws://192.168.1.20:7412/ws',
      code: 'KTZWMP',
    });
    expect(hostUrl('http://192.168.1.20:7412/?code=KTZWMP#/join')).toMatchObject({ code: 'KTZWMP' });
    expect(hostUrl('192.168.1.20')).toEqual({ ok: true, url: 'ws://192.168.1.20:7412/ws' });
  });
});

describe('the door', () => {
  it('keeps a guest outside until the code, and hears nothing there but enter and claim', () => {
    const { e } = evening();
    const household = recordingPeer();
    expect(e.arrived(household, true)).toBeNull();
    expect(e.gate(household, m({ type: 'games' }))).toBeNull();
    const ben = guestAt('10.0.0.2');
    expect(e.arrived(ben, false)).toBe('code');
    expect(e.gate(ben, m({ type: 'games' }))?.code).toBe('code-needed');
    expect(e.gate(ben, m({ type: 'enter', code: 'x' }))).toBeNull();
    expect(e.gate(ben, m({ type: 'claim', token: 'x'.repeat(32) }))).toBeNull();

    expect(e.enter(ben, { v: 1, id: 1, type: 'enter', code: other(e.code!) })?.code).toBe('wrong-code');
    expect(e.enter(ben, { v: 1, id: 2, type: 'enter', code: e.code!.toLowerCase() })).toBeNull();
    expect(ben.received).toEqual([{ v: 1, type: 'ok', re: 2 }]);
    expect(e.gate(ben, m({ type: 'games' }))).toBeNull();
  });

  it('lets a guest in by a seat it takes back', () => {
    const { e } = evening();
    const ben = guestAt('10.0.0.2');
    e.arrived(ben, false);
    e.claimed(ben);
    expect(e.gate(ben, m({ type: 'games' }))).toBeNull();
  });

  it('stands open to anyone when opened', () => {
    const { e } = evening('open');
    expect(e.code).toBeNull();
    expect(e.arrived(guestAt('10.0.0.2'), false)).toBeNull();
  });

  it('counts wrong codes per address and for the host, and lets each try again after a minute', () => {
    const { e, later, log } = evening();
    const code = e.code!;
    const guesser = guestAt('10.0.0.9');
    e.arrived(guesser, false);
    for (let i = 0; i < TRIES_PER_ADDRESS; i++)
      expect(e.enter(guesser, { v: 1, type: 'enter', code: other(code) })?.code).toBe('wrong-code');
    // Past the limit even the right code waits: the guesser learns nothing.
    expect(e.enter(guesser, { v: 1, type: 'enter', code })?.code).toBe('too-many-tries');
    expect(log).toEqual([expect.stringContaining('wrong codes from 10.0.0.9')]);
    later(TRIES_WINDOW_MS);
    expect(e.enter(guesser, { v: 1, type: 'enter', code })).toBeNull();

    // An address has twenty wrong codes an hour, however it spreads them.
    const patient = guestAt('10.0.0.8');
    e.arrived(patient, false);
    for (let minute = 0; minute < TRIES_PER_HOUR / TRIES_PER_ADDRESS; minute++) {
      for (let i = 0; i < TRIES_PER_ADDRESS; i++)
        expect(e.enter(patient, { v: 1, type: 'enter', code: other(code) })?.code).toBe('wrong-code');
      later(TRIES_WINDOW_MS);
    }
    expect(e.enter(patient, { v: 1, type: 'enter', code })?.code).toBe('too-many-tries');
    later(60 * TRIES_WINDOW_MS - (TRIES_PER_HOUR / TRIES_PER_ADDRESS) * TRIES_WINDOW_MS);
    expect(e.enter(patient, { v: 1, type: 'enter', code })).toBeNull();
  });

  it('never shuts the door for a newcomer with the code, however many addresses guess', () => {
    const { e, later, log } = evening();
    const code = e.code!;
    const many = Array.from({ length: 2 * BUSY_DOOR }, (_, i) => guestAt(`10.1.${i >> 8}.${i & 255}`));
    for (const peer of many) {
      e.arrived(peer, false);
      expect(e.enter(peer, { v: 1, type: 'enter', code: other(code) })?.code).toBe('wrong-code');
    }
    expect(log.at(-1)).toMatch(/60 wrong codes within a minute from 60 addresses/);
    // The door is busy: an address that tried waits a minute for its next try, right or wrong…
    expect(e.enter(many[0]!, { v: 1, type: 'enter', code })?.code).toBe('too-many-tries');
    // …and a newcomer is checked at once: with the code it comes in, without it is counted.
    const newcomer = guestAt('10.2.0.1');
    e.arrived(newcomer, false);
    expect(e.enter(newcomer, { v: 1, type: 'enter', code })).toBeNull();
    const stranger = guestAt('10.2.0.2');
    e.arrived(stranger, false);
    expect(e.enter(stranger, { v: 1, type: 'enter', code: other(code) })?.code).toBe('wrong-code');
    later(TRIES_WINDOW_MS);
    expect(e.enter(many[0]!, { v: 1, type: 'enter', code })).toBeNull();
  });

  it('refuses a code of the wrong shape (nothing typed) without counting it', () => {
    const { e } = evening();
    const guest = guestAt('10.0.0.7');
    e.arrived(guest, false);
    for (let i = 0; i < 2 * TRIES_PER_ADDRESS; i++)
      expect(e.enter(guest, { v: 1, type: 'enter', code: '' })?.code).toBe('wrong-code');
    expect(e.enter(guest, { v: 1, type: 'enter', code: e.code! })).toBeNull();
  });
});

describe('the door tries', () => {
  it('count the wrong codes of the last minute and their addresses, as the household sees them', () => {
    let now = 0;
    const tries = new DoorTries(
      () => {},
      () => now,
    );
    tries.failed('10.0.0.1');
    tries.failed('10.0.0.1');
    tries.failed('10.0.0.2');
    expect(tries.trying()).toEqual({ wrong: 3, addresses: 2 });
    now += TRIES_WINDOW_MS;
    expect(tries.trying()).toEqual({ wrong: 0, addresses: 0 });
  });
});

describe('the household at the door', () => {
  it('alone opens or shuts it; a new code shuts out whoever holds nothing, an open door lets them in', () => {
    const { e, seated, shut } = evening();
    const household = recordingPeer();
    e.arrived(household, true);
    const [ana, cleo, dan] = ['10.0.0.1', '10.0.0.3', '10.0.0.4'].map(guestAt) as [
      ReturnType<typeof guestAt>,
      ReturnType<typeof guestAt>,
      ReturnType<typeof guestAt>,
    ];
    for (const peer of [ana, cleo, dan]) e.arrived(peer, false);
    e.claimed(ana);
    e.claimed(cleo);
    seated.add(ana);
    expect(e.setDoor(ana, { v: 1, type: 'setDoor', open: true })?.code).toBe('not-allowed');

    const before = e.code;
    expect(e.setDoor(household, { v: 1, id: 7, type: 'setDoor', open: false })).toBeNull();
    expect(e.code).not.toBe(before);
    expect(household.received).toEqual([{ v: 1, type: 'doorCode', re: 7, code: e.code }]);
    expect(cleo.received).toEqual([{ v: 1, type: 'door', reason: 'code-changed' }]);
    expect(shut).toEqual([cleo]);
    expect(e.gate(ana, m({ type: 'games' }))).toBeNull();
    expect(e.gate(cleo, m({ type: 'games' }))?.code).toBe('code-needed');

    e.setDoor(household, { v: 1, type: 'setDoor', open: true });
    expect(e.code).toBeNull();
    for (const peer of [cleo, dan])
      expect(peer.received.at(-1)).toEqual({ v: 1, type: 'door', reason: null });
    expect(e.gate(dan, m({ type: 'games' }))).toBeNull();
  });
});

describe('a removal for the evening', () => {
  it('refuses the player, and their addresses to newcomers without a seat, never the creator’s, and shuts them out', () => {
    const { e, shut, log, seated } = evening();
    const ana = guestAt('10.0.0.1');
    const ben = guestAt('10.0.0.2');
    const benElsewhere = guestAt('10.0.0.5');
    const neighbour = guestAt('10.0.0.1');
    // Cleo plays at a table from Ben's address; someone there watches the list, holding nothing.
    const cleo = guestAt('10.0.0.2');
    const watcher = guestAt('10.0.0.2');
    for (const peer of [ana, ben, benElsewhere, neighbour, cleo]) {
      e.arrived(peer, false);
      e.claimed(peer);
    }
    e.arrived(watcher, false);
    e.enter(watcher, { v: 1, type: 'enter', code: e.code! });
    seated.add(cleo);
    e.gate(cleo, m({ type: 'history', playerId: 'Q2xlby1icm93c2VyLWlkLTAx' }));
    const benId = 'QmVuLWJyb3dzZXItaWQtMDE';
    // Ben names himself from two machines; the host remembers where his player was last.
    e.gate(benElsewhere, m({ type: 'history', playerId: benId }));
    e.gate(ben, m({ type: 'history', playerId: benId }));
    const player = hashToken(benId);

    expect(e.removeAt(ana, { ...seatOf(player, ben), guestKey: null }, 1, () => null)?.code).toBe('conflict');
    expect(e.removeAt(ana, seatOf(player, ana), 1, () => null)?.code).toBe('conflict');
    // The table's own refusal (no such seat, say) removes nobody.
    expect(e.removeAt(ana, seatOf(player, ben), 1, () => ({ code: 'not-found', message: '' }))?.code).toBe(
      'not-found',
    );
    expect(shut).toEqual([]);

    expect(e.removeAt(ana, seatOf(player, ben), 1, () => null)).toBeNull();
    expect(shut).toEqual([ben, benElsewhere, watcher]);
    expect(ben.received).toEqual([{ v: 1, type: 'door', reason: 'removed' }]);
    expect(watcher.received.at(-1)).toEqual({ v: 1, type: 'door', reason: 'address-removed' });
    expect(e.gate(ben, m({ type: 'games' }))?.code).toBe('removed');
    // Cleo, seated at his address, plays on.
    expect(cleo.received).toEqual([]);
    expect(e.gate(cleo, m({ type: 'games' }))).toBeNull();
    // His address is refused to a newcomer without a seat, even with the code; a seat lets one in.
    const newcomer = guestAt('10.0.0.2');
    expect(e.arrived(newcomer, false)).toBe('address-removed');
    expect(e.gate(newcomer, m({ type: 'enter', code: e.code! }))?.code).toBe('address-removed');
    expect(e.gate(newcomer, m({ type: 'claim', token: 'x' }))).toBeNull();
    e.claimed(newcomer);
    expect(e.gate(newcomer, m({ type: 'games' }))).toBeNull();
    // The creator's address is not refused (Ana's neighbour shares it).
    expect(e.gate(neighbour, m({ type: 'games' }))).toBeNull();
    expect(e.arrived(guestAt('10.0.0.1'), false)).toBe('code');
    // His player, from a machine never seen: refused as soon as he names himself, and his seats elsewhere too.
    const stranger = guestAt('10.0.0.8');
    e.arrived(stranger, false);
    expect(e.gate(stranger, m({ type: 'enter', code: e.code!, playerId: benId }))?.code).toBe('removed');
    const fresh = guestAt('10.0.0.9');
    e.arrived(fresh, false);
    expect(e.refusesSeat(fresh, player)?.code).toBe('removed');
    expect(e.refusesSeat(fresh, hashToken('another'))).toBeNull();
    expect(log.at(-1)).toBe(
      'door: a player removed for the evening (1 address refused to newcomers without a seat)',
    );
  });

  it("never refuses the host's own machine by address", () => {
    const { e, log } = evening();
    const ana = guestAt('10.0.0.1');
    const ben = guestAt('127.0.0.1');
    for (const peer of [ana, ben]) {
      e.arrived(peer, false);
      e.claimed(peer);
    }
    e.gate(ben, m({ type: 'history', playerId: 'QmVuLWJyb3dzZXItaWQtMDE' }));
    expect(e.removeAt(ana, seatOf(hashToken('QmVuLWJyb3dzZXItaWQtMDE'), ben), 1, () => null)).toBeNull();
    expect(e.arrived(guestAt('127.0.0.1'), false)).toBe('code');
    expect(log.at(-1)).toBe(
      'door: a player removed for the evening (0 addresses refused to newcomers without a seat)',
    );
  });

  it('refuses nothing of the household but the player id it played under', () => {
    const { e, shut } = evening();
    const household = recordingPeer();
    e.arrived(household, true);
    const ana = guestAt('10.0.0.1');
    e.arrived(ana, false);
    e.claimed(ana);
    expect(e.removeAt(ana, seatOf(hashToken('home'), household), 1, () => null)).toBeNull();
    expect(shut).toEqual([]);
    expect(e.gate(household, m({ type: 'games' }))).toBeNull();
  });
});
