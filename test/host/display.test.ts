// A table's display on the real `norenberc host` program, over loopback sockets: the household's page
// creates a table as its display (no seat of its own), phones join and play it with a bot to the end.
// Every frame the display receives is the public view (no player's talers, plan or guest stack), where
// a phone's own frames hold its talers and plan; the players' "skip ahead" reaches the display alone;
// a phone offers the rematch, made with the display as its creator; a host restarted with `--port 0`
// opens on its unfinished game's port again, where the open pages find it, and gives the display its
// table back; a gap a leaving guest left among the seats closes, each player keeping their token;
// its unnamed table is named after the first person who sits at it, and its game keeps that name.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { connect, type Client, type ClientOptions } from '../../protocol/client.ts';
import type { HeldToken } from '../../protocol/tokens.ts';
import { startHostProcess, type HostProcess } from '../../tools/loadtest/run.ts';
import { ScriptedPlayer, seededRandom } from '../../tools/loadtest/scriptedPlayer.ts';
import { next, until } from './helpers.ts';

type Frame = Record<string, unknown>;
interface SeatFrame {
  talers: number | null;
  plan: string[];
  cards: number;
}
interface ViewFrame {
  phase: string;
  guestStack: unknown;
  seats: SeatFrame[];
}

const cleanup: (() => Promise<unknown> | void)[] = [];
afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn();
});

/** A client whose every frame received is kept, parsed, in `frames`. */
async function recorded(
  url: string,
  options: ClientOptions = {},
): Promise<{ client: Client; frames: Frame[] }> {
  const frames: Frame[] = [];
  class Recording extends WebSocket {
    constructor(address: string) {
      super(address);
      this.on('message', (data: Buffer) => frames.push(JSON.parse(String(data)) as Frame));
    }
  }
  const client = await connect(url, {
    WebSocket: Recording,
    backoff: { initialMs: 20, maxMs: 200 },
    ...options,
  });
  cleanup.push(() => client.close());
  return { client, frames };
}

async function hostOn(dataDir: string): Promise<HostProcess> {
  const program = await startHostProcess(['--data-dir', dataDir]);
  cleanup.push(() => program.stop());
  return program;
}

function views(frames: Frame[]): { view: ViewFrame; own: SeatFrame | null }[] {
  return frames.flatMap((f) =>
    (f.type === 'update' || f.type === 'snapshot') && f.view
      ? [{ view: f.view as ViewFrame, own: f.own as SeatFrame | null }]
      : [],
  );
}

/** What a frame shows of a player that only that player may see while the game runs. */
function secrets({ view, own }: { view: ViewFrame; own: SeatFrame | null }): string[] {
  if (view.phase === 'finished') return own ? ['own'] : [];
  const found = view.seats.flatMap((s, i) => [
    ...(s.talers !== null ? [`seat ${i} talers`] : []),
    // The public view shows a plan's cards face down until their guild is called.
    ...(s.plan.length > 0 && view.phase === 'planning' ? [`seat ${i} plan`] : []),
  ]);
  if (typeof view.guestStack !== 'number') found.push('guest stack');
  if (own) found.push('own seat');
  return found;
}

describe("a table's display", () => {
  it('receives only public frames over a whole game, hears the skips, makes the rematch, comes back after a restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'norenberc-display-'));
    cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }));
    let program = await hostOn(dataDir);

    const display = await recorded(program.householdUrl);
    let displayTokens: HeldToken[] = [];
    display.client.on('tokens', (held) => (displayTokens = held));
    // A guest may not be a display, and a display holds no seat.
    const ben = await recorded(program.url);
    const cleo = await recorded(program.url);
    await expect(
      ben.client.create([{ kind: 'open' }, { kind: 'open' }], undefined, { display: true }),
    ).rejects.toMatchObject({
      code: 'not-allowed',
    });
    await expect(
      display.client.create([{ kind: 'self', name: 'Ana' }, { kind: 'open' }], undefined, { display: true }),
    ).rejects.toMatchObject({ code: 'invalid' });

    const made = await display.client.create(
      [{ kind: 'open' }, { kind: 'open' }, { kind: 'bot', level: 'easy' }],
      'Living room',
      {
        display: true,
      },
    );
    expect(made.seats).toEqual([]);
    const { gameId } = made;
    await ben.client.join(gameId, 'Ben');
    await cleo.client.join(gameId, 'Cleo');
    const lobby = display.client.game(gameId)!;
    await until(() => lobby.table.seats.filter((s) => s.kind === 'human').length === 2, 5000);
    expect(lobby.table.display).toBe(true);
    expect(lobby.you).toMatchObject({ seats: [], admin: true, focus: null });

    const players = [ben, cleo].map(
      ({ client }, i) =>
        new ScriptedPlayer(client, gameId, {
          random: seededRandom(i + 7),
          onRefused: (m) => expect.fail(m),
          thinkMs: () => 25,
        }),
    );
    await display.client.start(gameId);
    // A player skips ahead the display's pacing: the display hears it, the other phone does not.
    const skip = next(display.client, 'displayNext');
    await ben.client.request('displayNext', { gameId });
    expect(await skip).toMatchObject({ gameId, seat: 0 });
    await expect(display.client.request('displayNext', { gameId })).rejects.toMatchObject({
      code: 'not-allowed',
    });
    await Promise.all(players.map((p) => p.finished));
    await until(() => views(display.frames).some((f) => f.view.phase === 'finished'), 10_000);

    // The display saw the whole game, and nothing of it a seat alone may see.
    const seen = views(display.frames);
    expect(seen.length).toBeGreaterThan(20);
    expect(seen.flatMap(secrets)).toEqual([]);
    expect(display.frames.filter((f) => f.type === 'hint' || f.type === 'joined')).toEqual([]);
    expect(display.frames.filter((f) => f.type === 'displayNext')).toHaveLength(1);
    expect(ben.frames.some((f) => f.type === 'displayNext')).toBe(false);
    // The same check finds a seat's secrets in a phone's frames: its talers and its plan.
    const benSecrets = views(ben.frames).flatMap(secrets);
    expect(benSecrets).toContain('own seat');
    expect(
      views(ben.frames).some(
        (f) => f.own?.talers !== null && f.own!.plan.length > 0 && f.view.phase === 'planning',
      ),
    ).toBe(true);

    // Ben offers the rematch from his phone; the display is the new table's creator, again a display.
    const created = next(display.client, 'tokens', (held) =>
      held.some((t) => t.gameId !== gameId && t.seat === null),
    );
    await ben.client.request('rematch', { gameId, accept: true });
    await cleo.client.request('rematch', { gameId, accept: true });
    await created;
    const nextId = displayTokens.find((t) => t.gameId !== gameId)!.gameId!;
    await until(() => display.client.game(nextId)?.table.phase === 'playing', 10_000);
    expect(display.client.game(nextId)!.table.display).toBe(true);
    expect(display.client.game(nextId)!.you).toMatchObject({ seats: [], admin: true });

    // The host restarts on the same folder, asked again for any free port: it takes the port of its
    // unfinished game again, and the pages still open at that address (the display, a phone) are back.
    const before = { port: new URL(program.url).port, host: display.client.welcome!.host.id };
    await program.stop();
    program = await hostOn(dataDir);
    expect(new URL(program.url).port).toBe(before.port);
    for (const { client } of [display, ben])
      await until(() => !!client.welcome && client.welcome.host.id !== before.host, 10_000);
    // A new page takes the table back with the display's token.
    const back = await recorded(program.householdUrl, {
      tokens: displayTokens.filter((t) => t.gameId === nextId),
    });
    await until(() => back.client.game(nextId) !== undefined, 10_000);
    expect(back.client.game(nextId)!.table).toMatchObject({ display: true, phase: 'playing' });
    expect(back.client.game(nextId)!.you).toMatchObject({ seats: [], admin: true, focus: null });
    expect(views(back.frames).flatMap(secrets)).toEqual([]);
  }, 120_000);

  it('seats the players who accept a rematch first, so the display starts without those who declined', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'norenberc-display-'));
    cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const program = await hostOn(dataDir);
    const display = await recorded(program.householdUrl);
    let displayTokens: HeldToken[] = [];
    display.client.on('tokens', (held) => (displayTokens = held));
    const phones = [await recorded(program.url), await recorded(program.url), await recorded(program.url)];
    const { gameId } = await display.client.create(
      [{ kind: 'open' }, { kind: 'open' }, { kind: 'open' }],
      'Living room',
      { display: true },
    );
    for (const [i, name] of ['Ben', 'Cleo', 'Dora'].entries()) await phones[i]!.client.join(gameId, name);
    await until(() => display.client.game(gameId)!.table.seats.every((s) => s.kind === 'human'), 5000);
    const players = phones.map(
      ({ client }, i) =>
        new ScriptedPlayer(client, gameId, {
          random: seededRandom(i + 11),
          onRefused: (m) => expect.fail(m),
          thinkMs: () => 5,
        }),
    );
    await display.client.start(gameId);
    await Promise.all(players.map((p) => p.finished));

    // Ben offers, Cleo (the second seat) declines, Dora accepts: Dora sits second, the open seat last.
    const [ben, cleo, dora] = phones.map((p) => p.client) as [Client, Client, Client];
    const created = next(display.client, 'tokens', (held) =>
      held.some((t) => t.gameId !== gameId && t.seat === null),
    );
    await ben.request('rematch', { gameId, accept: true });
    await cleo.request('rematch', { gameId, accept: false });
    await dora.request('rematch', { gameId, accept: true });
    await created;
    const nextId = displayTokens.find((t) => t.gameId !== gameId)!.gameId!;
    await until(
      () => display.client.game(nextId)?.table.seats.filter((s) => s.kind === 'human').length === 2,
      5000,
    );
    const lobby = display.client.game(nextId)!.table;
    expect(lobby.phase).toBe('lobby');
    expect(lobby.seats.map((s) => [s.kind, s.name])).toEqual([
      ['human', 'Ben'],
      ['human', 'Dora'],
      ['open', null],
    ]);
    // The display takes the empty seat away and starts with the two players present.
    await display.client.request('removeSeat', { gameId: nextId, seat: 2 });
    await display.client.start(nextId);
    await until(() => display.client.game(nextId)!.table.phase === 'playing', 5000);
    expect(display.client.game(nextId)!.table.seats.map((s) => s.name)).toEqual(['Ben', 'Dora']);
  }, 120_000);

  it('closes the gap a guest leaves among the seats: the players after move up with their tokens, and it starts', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'norenberc-display-'));
    cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const program = await hostOn(dataDir);
    const display = await recorded(program.householdUrl);
    const open = { kind: 'open' } as const;
    const { gameId } = await display.client.create([open, open, open, open, open], 'Living room', {
      display: true,
    });
    const phones = [];
    for (const name of ['Ben', 'Cleo', 'Dora', 'Eli']) {
      const phone = await recorded(program.url);
      await phone.client.join(gameId, name);
      phones.push(phone);
    }
    const [ben, cleo, dora, eli] = phones.map((p) => p.client) as [Client, Client, Client, Client];
    // Cleo leaves the lobby (seat 1 opens among the players); Eli's phone drops off for a moment.
    await cleo.leave(gameId);
    const eliTokens = eli.tokens();
    eli.close();
    const seats = () => display.client.game(gameId)!.table.seats;
    await until(() => seats()[1]!.kind === 'open' && !seats()[3]!.connected, 5000);

    // The display takes the empty seats away, the last first: Dora and Eli move up a seat.
    await display.client.request('removeSeat', { gameId, seat: 4 });
    await display.client.request('removeSeat', { gameId, seat: 1 });
    await until(() => seats().length === 3, 5000);
    expect(seats().map((s) => [s.seat, s.name])).toEqual([
      [0, 'Ben'],
      [1, 'Dora'],
      [2, 'Eli'],
    ]);
    // Dora's phone was told: her token takes back seat 1 now; her page follows seat 1.
    expect(dora.tokens().map((t) => t.seat)).toEqual([1]);
    await until(() => dora.game(gameId)!.you.seats[0] === 1, 5000);
    expect(dora.game(gameId)!.you).toMatchObject({ seats: [1], focus: 1 });
    expect(phones[2]!.frames.filter((f) => f.type === 'seatMoved')).toEqual([
      { v: 1, type: 'seatMoved', gameId, from: 2, seat: 1 },
    ]);
    // Eli, away meanwhile, comes back with the token he held: it gives him his seat under its new number.
    const back = await recorded(program.url, { tokens: eliTokens });
    await until(() => back.client.game(gameId)?.you.seats[0] === 2, 5000);
    expect(back.client.tokens().map((t) => t.seat)).toEqual([2]);

    // The game starts with the three, each playing their own seat to the end.
    const players = [ben, dora, back.client].map(
      (client, i) =>
        new ScriptedPlayer(client, gameId, {
          random: seededRandom(i + 23),
          onRefused: (m) => expect.fail(m),
          thinkMs: () => 5,
        }),
    );
    await display.client.start(gameId);
    await Promise.all(players.map((p) => p.finished));
    await until(() => display.client.game(gameId)!.view?.phase === 'finished', 10_000);
    expect(display.client.game(gameId)!.view!.players.map((p) => p.name)).toEqual(['Ben', 'Dora', 'Eli']);
  }, 120_000);

  it('names its unnamed table after the first person seated until the game starts, which keeps it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'norenberc-display-'));
    cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const program = await hostOn(dataDir);
    const display = await recorded(program.householdUrl);
    const [ben, cleo] = [await recorded(program.url), await recorded(program.url)];
    const { gameId } = await display.client.create(
      [{ kind: 'open' }, { kind: 'open' }, { kind: 'open' }],
      undefined,
      {
        display: true,
      },
    );
    const table = () => display.client.game(gameId)!.table;
    const named = (owner: string | null, name: string) =>
      until(() => table().defaultName?.owner === owner && table().name === name, 5000);
    await until(() => display.client.game(gameId) !== undefined, 5000);
    expect(table()).toMatchObject({ defaultName: { owner: null, number: 1 } });
    await cleo.client.join(gameId, 'Cleo', { seat: 1 });
    await named('Cleo', "Cleo's game");
    // Hers while she stays, whoever sits before her; when she leaves, the next one seated's.
    await ben.client.join(gameId, 'Ben', { seat: 0 });
    const listed = (await ben.client.games()).games.find((g) => g.id === gameId);
    expect(listed).toMatchObject({ name: "Cleo's game", defaultName: { owner: 'Cleo', number: 1 } });
    await cleo.client.leave(gameId);
    await named('Ben', "Ben's game");
    await cleo.client.join(gameId, 'Cleo');
    await until(() => table().seats.filter((s) => s.kind === 'human').length === 2, 5000);
    for (const { seat } of table()
      .seats.filter((s) => s.kind === 'open')
      .reverse())
      await display.client.removeSeat(gameId, seat);
    await display.client.start(gameId);
    await until(() => table().phase === 'playing', 5000);
    expect(table()).toMatchObject({ name: "Ben's game", defaultName: { owner: 'Ben', number: 1 } });
  }, 60_000);
});
