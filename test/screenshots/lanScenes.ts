// The pictures of a LAN evening on `norenberc host`: the table set up, a guest's phone finding it by the
// QR code, the lobby with its QR code and the evening's code, a phone at the door asking for the code;
// then, the program started again on games written to its folder, a game whose
// guests are away, a guest's phone (upright, its log and chat, sideways), a tablet, the creator's
// screen with the chat, a rematch offered, and the phone while the host program is gone. The host is
// reached under a LAN name that Chromium resolves to this machine, so the addresses shown are as a
// guest would type them.
import { createServer } from 'node:net';
import type { Browser } from 'playwright-core';
import { activeSeats } from '../../engine/index.ts';
import type { ChatLine } from '../../protocol/chat.ts';
import type { AppPage } from '../browser/driver.ts';
import { startHostProgram, type Program } from '../browser/programs.ts';
import { atTable, openPage, type Camera, type PageOptions } from './camera.ts';
import { held, seat, writeGames, type Seated } from './data.ts';
import { closingMove, playUntil, type Player } from './games.ts';

export const LAN_NAME = 'ana-laptop.local';
const TABLE = "Ana's table";
const PORT = 7412;
const PHONE = { width: 390, height: 844 };
const SIDEWAYS = { width: 844, height: 390 };
const TABLET = { width: 768, height: 1024 };

/** The guests' browsers' own player ids: the host counts their games for them. */
const PLAYER_IDS: Record<number, string> = { 1: 'docs-ben-player-id-000000', 2: 'docs-cleo-player-id-00000' };

const PLAYERS: Player[] = [
  { name: 'Ana', color: 'blue' },
  { name: 'Ben', color: 'orange' },
  { name: 'Cleo', color: 'green' },
  { name: 'Easy bot', color: 'yellow' },
];

const CHAT: ChatLine[] = [
  { n: 1, seat: 0, name: 'Ana', color: 'blue', content: { kind: 'text', text: 'Tea is on the table.' } },
  { n: 2, seat: 2, name: 'Cleo', color: 'green', content: { kind: 'phrase', phrase: 'goodLuck' } },
  { n: 3, seat: 1, name: 'Ben', color: 'orange', content: { kind: 'text', text: 'Who has the Brewers?' } },
  { n: 4, seat: 0, name: 'Ana', color: 'blue', content: { kind: 'phrase', phrase: 'oneMoment' } },
];

/** A free port: the documented one when it is free (the addresses in the pictures then read as the docs say). */
export function freePort(wanted = PORT): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(freePort(0)));
    probe.listen(wanted, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** `norenberc host` on the folder, and the pages its operator and its guests open. */
class Evening {
  private readonly opened: AppPage[] = [];

  private constructor(
    readonly program: Program,
    private readonly browser: Browser,
    /** The operator's own view: the address the program prints with its key. */
    private readonly household: string,
  ) {}

  static async start(browser: Browser, dataDir: string, port: number): Promise<Evening> {
    const program = await startHostProgram(dataDir, ['--name', TABLE], port);
    const key = /\?key=(\S+)/.exec(program.stdout())?.[1];
    if (!key) {
      await program.stop();
      throw new Error(`norenberc host printed no key:\n${program.stdout()}`);
    }
    return new Evening(program, browser, `${origin(port)}/?key=${key}`);
  }

  get origin(): string {
    return origin(this.program.port);
  }

  async open(url: string, options: PageOptions): Promise<AppPage> {
    const p = await openPage(this.browser, url, options);
    this.opened.push(p);
    return p;
  }

  /** The operator's page at `hash`, holding seat 0 and the creator's rights of `game`. */
  operator(hash: string, game?: Seated): Promise<AppPage> {
    const tokens = game ? { held: { [ws(this.program.port)]: held(game, [0], true) } } : {};
    return this.open(`${this.household}${hash}`, tokens);
  }

  /** A guest's page at `game`'s table, holding seat `s`, on a touch screen unless `touch` is false. */
  guest(game: Seated, s: number, viewport?: PageOptions['viewport'], touch = true): Promise<AppPage> {
    return this.open(`${this.origin}/#/table/${game.game.id}`, {
      held: { [ws(this.program.port)]: held(game, [s]) },
      playerId: PLAYER_IDS[s]!,
      ...(viewport ? { viewport } : {}),
      touch,
    });
  }

  async close(): Promise<void> {
    for (const p of this.opened) await p.context.close().catch(() => {});
    await this.program.stop();
  }
}

const origin = (port: number): string => `http://${LAN_NAME}:${port}`;
const ws = (port: number): string => `ws://${LAN_NAME}:${port}/ws`;

export async function lanScenes(browser: Browser, camera: Camera, dataDir: string): Promise<void> {
  const port = await freePort();
  let evening = await Evening.start(browser, dataDir, port);
  try {
    // The table set up, then its lobby with the address and QR code, Ben joining from his phone.
    const creator = await evening.operator('#/host');
    await creator.page.fill('[data-testid=seat-name-0]', 'Ana');
    await creator.page.fill('[data-testid=table-name]', 'Friday at Ana’s');
    await creator.page.click('[data-testid=add-seat]');
    await creator.page.selectOption('[data-testid=seat-kind-3]', 'easy');
    await camera.shoot(creator.page, 'host-table');
    await creator.page.click('[data-testid=create-table]');
    await creator.page.locator('[data-testid=lobby] [data-testid=qr-code]').waitFor();
    // Ben's phone opens what the QR code holds: the short address, with the evening's code.
    const ben = await evening.open(`${evening.origin}/${evening.program.code()}`, {
      touch: true,
      viewport: PHONE,
      playerId: PLAYER_IDS[1]!,
    });
    await ben.page.fill('[data-testid=join-name]', 'Ben');
    const join = ben.page.locator('[data-testid^=join-]', { hasText: 'Join' });
    await join.waitFor();
    await camera.shoot(ben.page, 'join-phone');
    await join.tap();
    await creator.page.locator('[data-testid=lobby-seat-1]', { hasText: 'Ben' }).waitFor();
    await camera.shoot(creator.page, 'lobby');
    // Cleo typed the bare address: the door asks for the code.
    const cleo = await evening.open(`${evening.origin}/`, { touch: true, viewport: PHONE });
    await cleo.page.locator('[data-testid=door-code]').waitFor();
    await camera.shoot(cleo.page, 'door-phone');
  } finally {
    await evening.close();
  }

  // Two games of the evening, written to the folder as the host keeps them, to be resumed.
  const lan = { name: TABLE, port };
  const guests = [
    { human: 'Ben', playerId: PLAYER_IDS[1]! },
    { human: 'Cleo', playerId: PLAYER_IDS[2]! },
  ];
  const game = seat(
    'lan-evening',
    playUntil(
      PLAYERS,
      'docs-lan',
      (s) => s.round >= 2 && s.phase === 'action' && activeSeats(s).join() === '1',
    ),
    [{ human: 'Ana' }, ...guests, { bot: 'easy' }],
    { name: TABLE, lan, chat: CHAT },
  );
  const last = seat(
    'lan-last-move',
    playUntil(PLAYERS.slice(0, 3), 'docs-lan-last', (s) => closingMove(s, 'ends-game') !== null),
    [{ human: 'Ana' }, ...guests],
    { name: TABLE, lan },
  );
  writeGames(dataDir, [game, last]);

  evening = await Evening.start(browser, dataDir, port);
  try {
    // The creator back first, the guests not yet.
    const ana = await evening.operator(`#/table/${game.game.id}`, game);
    await atTable(ana.page, { decides: false });
    await ana.page.locator('[data-testid=away]').waitFor();
    await camera.shoot(ana.page, 'away');

    // Ben's turn on his phone: upright, its log and chat, sideways; Cleo on a tablet.
    let phone = await evening.guest(game, 1, PHONE);
    await atTable(phone.page);
    await camera.shoot(phone.page, 'phone-390x844');
    await phone.page.locator('[data-testid=open-log]').tap();
    // The chat stands open at the top of the log's sheet; a shut one is opened.
    const shut = phone.page.locator('[data-testid=chat-toggle][aria-expanded=false]');
    if (await shut.count()) await shut.tap();
    await phone.page.locator('[data-testid=chat-lines] li').last().scrollIntoViewIfNeeded();
    await camera.shoot(phone.page, 'phone-log');
    await phone.context.close();
    phone = await evening.guest(game, 1, SIDEWAYS);
    await atTable(phone.page);
    await camera.shoot(phone.page, 'phone-844x390');
    const tablet = await evening.guest(game, 2, TABLET);
    await atTable(tablet.page, { decides: false });
    await camera.shoot(tablet.page, 'tablet-768x1024');
    await ana.page.locator('[data-testid=away]').waitFor({ state: 'detached' });
    await camera.shoot(ana.page, 'chat');
    await phone.context.close();

    // The last move of another game: Ana's pass ends it, she offers a rematch, Ben's phone hears it.
    const anaLast = await evening.operator(`#/table/${last.game.id}`, last);
    const benLast = await evening.guest(last, 1, PHONE);
    const cleoLast = await evening.guest(last, 2, undefined, false);
    await atTable(anaLast.page);
    for (const p of [benLast, cleoLast]) await atTable(p.page, { decides: false });
    await anaLast.page.click('[data-testid=pass]');
    await anaLast.page.click('[data-testid=pass-confirm]');
    for (const p of [anaLast, benLast, cleoLast]) {
      await p.page.locator('[data-testid=round-end-skip]').click();
      await p.page.locator('[data-testid=final-scores]').waitFor({ timeout: 30_000 });
    }
    await anaLast.page.click('[data-testid=rematch-offer]');
    await cleoLast.page.click('[data-testid=rematch-accept]');
    await benLast.page.locator('[data-testid=rematch-accept]').waitFor();
    await camera.shoot(benLast.page, 'rematch');
    await benLast.context.close();

    // The host program gone: Ben's phone says so, its controls wait.
    phone = await evening.guest(game, 1, PHONE);
    await atTable(phone.page);
    await evening.program.kill();
    await phone.page.locator('[data-testid=offline]').waitFor({ timeout: 30_000 });
    await camera.shoot(phone.page, 'phone-offline');
  } finally {
    await evening.close();
  }
}
