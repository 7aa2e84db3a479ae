// The data folders the pictures are taken on: the fixed games written through the store the programs
// use, as a host writes them (unfinished ones to be resumed by the program started on the folder,
// finished ones for the history), and the seat tokens a page holds to take its seats back.
import { randomBytes } from 'node:crypto';
import type { BotLevel } from '../../engine/bots/index.ts';
import { toRecord } from '../../engine/index.ts';
import { hashToken } from '../../main/host/ids.ts';
import type { LanVenue, StoredGame } from '../../main/host/store.ts';
import { HostGameStore } from '../../main/store/hostStore.ts';
import { openStore } from '../../main/store/index.ts';
import type { ChatLine } from '../../protocol/chat.ts';
import type { HeldToken } from '../../protocol/tokens.ts';
import type { Played } from './games.ts';

/** Who plays a seat: a person (a guest's with their browser's player id) or a bot. */
export type SeatPlan = { human: string; playerId?: string } | { bot: BotLevel };

export interface Seated {
  readonly game: StoredGame;
  /** Each seat's token (null for a bot's), and the creator's. */
  readonly tokens: (string | null)[];
  readonly adminToken: string;
}

const token = (): string => randomBytes(24).toString('base64url');

/** A game as a host stores it, its seats taken by `seats`, with fresh tokens. */
export function seat(
  id: string,
  played: Played,
  seats: readonly SeatPlan[],
  table: { name?: string; lan?: LanVenue; chat?: ChatLine[]; display?: boolean } = {},
): Seated {
  const tokens = seats.map((s) => ('human' in s ? token() : null));
  const adminToken = token();
  return {
    tokens,
    adminToken,
    game: {
      id,
      name: table.name ?? 'Norenberc',
      adminTokenHash: hashToken(adminToken),
      seats: seats.map((s, i) =>
        'bot' in s
          ? { kind: 'bot', level: s.bot }
          : {
              kind: 'human',
              tokenHash: hashToken(tokens[i]!),
              guestKey: s.playerId ? hashToken(s.playerId) : null,
            },
      ),
      lan: table.lan ?? null,
      record: toRecord(played.state, played.actions),
      ...(table.chat ? { chat: table.chat } : {}),
      ...(table.display ? { display: true } : {}),
    },
  };
}

/** The tokens a page holds: the seats `which` and, with `creator`, the creator's rights. */
export function held(seated: Seated, which: readonly number[], creator = false): HeldToken[] {
  const seats = which.map((s) => ({ token: seated.tokens[s]!, gameId: seated.game.id, seat: s }));
  return creator ? [...seats, { token: seated.adminToken, gameId: seated.game.id, seat: null }] : seats;
}

/**
 * Writes the games into the data folder's database as a host would have: `unfinished` to be resumed,
 * `finished` played to their end, on the days `finishedAt` gives (ms since the epoch).
 */
export function writeGames(
  dataDir: string,
  unfinished: readonly Seated[],
  finished: readonly { seated: Seated; played: Played; at: number }[] = [],
): void {
  const store = openStore(dataDir, { log: () => {} });
  try {
    let now = 0;
    const writer = new HostGameStore(store, () => now);
    for (const { seated, played, at } of finished) {
      now = at;
      writer.gameStarted(seated.game);
      writer.gameFinished(seated.game.id, played.state, played.events);
    }
    now = Date.now();
    for (const seated of unfinished) writer.gameStarted(seated.game);
  } finally {
    store.close();
  }
}
