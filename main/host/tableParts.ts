// The parts a table coordinates, made and wired to one another: who is here and for how long (Presence),
// who plays each seat (Seating), the bots' turns (BotDriver), the state messages (Broadcaster), the game
// itself (HostedGame), taking back (Undo), the chat (Chat), the creator's seat changes (CreatorSeats) and
// the hints (Hints). Each part reaches the others only through the callbacks made here.
import type { GameEvent, GameState } from '../../engine/index.ts';
import type { TookBack } from '../../protocol/takeBack.ts';
import type { TablePhase } from '../../protocol/messages.ts';
import { BotDriver } from './botDriver.ts';
import { Broadcaster } from './broadcaster.ts';
import { Chat } from './chat.ts';
import { CreatorSeats } from './creatorSeats.ts';
import { HostedGame } from './game.ts';
import { Hints } from './hints.ts';
import type { Members } from './members.ts';
import { Presence } from './presence.ts';
import { Seating } from './seating.ts';
import type { StoredGame } from './store.ts';
import type { Table } from './table.ts';
import type { TableContext } from './tableContext.ts';
import { Undo } from './undo.ts';

export interface TableParts {
  presence: Presence;
  seating: Seating;
  bots: BotDriver;
  broadcaster: Broadcaster;
  game: HostedGame;
  undo: Undo;
  chat: Chat;
  creatorSeats: CreatorSeats;
  hints: Hints;
}

/** The creator's choices: the automatic stand-in (null: none), whether hints and undo are allowed. */
export type TableChoices = Required<Pick<StoredGame, 'autoStandIn' | 'hints' | 'undo'>>;

/** What the parts need to know of their table as it goes on, and what they tell it. */
export interface TableState {
  phase(): TablePhase;
  closed(): boolean;
  /** Every seat with a player waits for them: nothing is played. */
  paused(): boolean;
  /** A guided game: scripted, unsaved, no undo, no bots of its own. */
  lesson(): boolean;
  changed(): void;
  updateIdle(): void;
  played(state: GameState, events: GameEvent[]): void;
  tookBack(event: TookBack): void;
}

export function tableParts(
  table: Table,
  ctx: TableContext,
  members: Members,
  choices: TableChoices,
  earlierChat: StoredGame['chat'],
  at: TableState,
): TableParts {
  const { id, roster } = table;
  const { autoStandIn } = choices;
  const parts = {} as TableParts;
  // A running game nobody is in waits for its players for good (it is stored; Home offers it); a lesson does not.
  const idleMs = (): number | null => (at.phase() === 'playing' && !at.lesson() ? null : ctx.graceMs);
  parts.presence = new Presence(ctx.graceMs, idleMs, {
    graceOver: (seat) => {
      if (!at.closed()) parts.seating.graceOver(seat);
    },
    adminGone: () => ctx.remove(table, 'abandoned'),
    idle: () => ctx.remove(table, 'abandoned'),
  });
  parts.seating = new Seating(roster, parts.presence, {
    phase: at.phase,
    autoStandIn: autoStandIn && { level: autoStandIn.level, ms: autoStandIn.minutes * ctx.minuteMs },
    warmBots: () => ctx.botsFor(id).warm(),
    grant: (tokenHash, seat) => ctx.grant(tokenHash, table, seat),
    revoke: (tokenHash) => ctx.revoke(tokenHash),
    stopBot: (seat) => parts.bots.stop(seat),
    seatsChanged: () => parts.game.seatsChanged(roster.stored()),
    standInChanged: (seat, level) => parts.game.standIn(seat, level, roster.stored()),
    changed: at.changed,
  });
  parts.bots = new BotDriver(ctx.botsFor(id), {
    playing: () => (at.phase() === 'playing' && !at.closed() && !at.paused() ? parts.game.state : null),
    botLevel: (seat) => (at.lesson() ? null : roster.botLevel(seat)),
    view: (seat) => parts.broadcaster.view(seat)!,
    play: (action, state, events) => parts.game.commit(action, state, events) || ctx.storeHealth(),
    log: (line) => ctx.log(`game ${id}: ${line}`),
  });
  parts.broadcaster = new Broadcaster(id, {
    members,
    state: () => parts.game.state,
    version: () => parts.game.version,
    you: (peer, member) => members.you(peer, member, roster.heldBy(peer), parts.undo),
    recentChat: (peer) => parts.chat.recent(peer),
  });
  parts.game = new HostedGame({
    gameId: id,
    store: (call) => at.lesson() || ctx.store(call),
    writable: () => ctx.storeHealth(),
    played: at.played,
  });
  parts.undo = new Undo(() => choices.undo && !at.lesson(), parts.game, roster, at.tookBack);
  parts.chat = new Chat(id, members, roster, (line) => parts.game.chatSaid(line), earlierChat);
  parts.creatorSeats = new CreatorSeats(id, roster, parts.seating, members, {
    phase: at.phase,
    changed: at.changed,
    occupancy: at.updateIdle,
  });
  parts.hints = new Hints(id, choices.hints, ctx, {
    heldBy: (peer) => roster.heldBy(peer),
    view: (seat) => (at.phase() === 'playing' ? parts.broadcaster.view(seat) : null),
  });
  return parts;
}
