// The parts a table coordinates, made and wired to one another: who is here and for how long (Presence),
// who plays each seat (Seating), the bots' turns (BotDriver), the state messages (Broadcaster), the game
// itself (HostedGame), taking back (Undo), the chat (Chat), the creator's seat changes (CreatorSeats) and
// the hints (Hints). Each part reaches the others only through the callbacks made here: this is where
// a table part is wired (a new part is made here, given the hooks it needs, and added to TableParts).
// The parts know neither the Table class nor the lobby: they see the host's TableServices and what
// their table tells them through TableState.
import type { GameEvent, GameState } from '../../engine/index.ts';
import type { TookBack } from '../../protocol/takeBack.ts';
import type { EndReason, TablePhase } from '../../protocol/messages.ts';
import { BotDriver } from './botDriver.ts';
import { Broadcaster } from './broadcaster.ts';
import { Chat } from './chat.ts';
import { CreatorSeats } from './creatorSeats.ts';
import { HostedGame, type Move } from './game.ts';
import { Hints } from './hints.ts';
import type { Members } from './members.ts';
import { Presence } from './presence.ts';
import { ReviewFeed } from './reviewFeed.ts';
import type { Roster } from './roster.ts';
import { Seating } from './seating.ts';
import type { StoredGame } from './store.ts';
import type { TableServices } from './tableServices.ts';
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
  reviewFeed: ReviewFeed;
}

/**
 * The creator's choices: the automatic stand-in (null: none), whether hints and undo are allowed, and
 * whether the creator is the table's display.
 */
export type TableChoices = Required<Pick<StoredGame, 'autoStandIn' | 'hints' | 'undo' | 'display'>>;

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
  played(state: GameState, events: GameEvent[], move: Move): void;
  tookBack(event: TookBack): void;
  /** Makes the token with this hash take back `seat` (null: the creator's rights). */
  grant(tokenHash: string, seat: number | null): void;
  revoke(tokenHash: string): void;
  /** The table ends (its holder drops it). */
  remove(reason: EndReason): void;
}

export function tableParts(
  id: string,
  roster: Roster,
  services: TableServices,
  members: Members,
  choices: TableChoices,
  earlierChat: StoredGame['chat'],
  at: TableState,
): TableParts {
  const { autoStandIn } = choices;
  const parts = {} as TableParts;
  // A running game nobody is in waits for its players for good (it is stored; Home offers it); a lesson does not.
  const idleMs = (): number | null => (at.phase() === 'playing' && !at.lesson() ? null : services.graceMs);
  parts.presence = new Presence(services.graceMs, idleMs, {
    graceOver: (seat) => {
      if (!at.closed()) parts.seating.graceOver(seat);
    },
    adminGone: () => at.remove('abandoned'),
    idle: () => at.remove('abandoned'),
  });
  parts.seating = new Seating(roster, parts.presence, {
    phase: at.phase,
    autoStandIn: autoStandIn && { level: autoStandIn.level, ms: autoStandIn.minutes * services.minuteMs },
    warmBots: () => services.botsFor(id).warm(),
    grant: at.grant,
    revoke: at.revoke,
    stopBot: (seat) => parts.bots.stop(seat),
    seatsChanged: () => parts.game.seatsChanged(roster.stored()),
    standInChanged: (seat, level) => parts.game.standIn(seat, level, roster.stored()),
    changed: at.changed,
  });
  parts.bots = new BotDriver(services.botsFor(id), {
    playing: () => (at.phase() === 'playing' && !at.closed() && !at.paused() ? parts.game.state : null),
    botLevel: (seat) => (at.lesson() ? null : roster.botLevel(seat)),
    view: (seat) => parts.broadcaster.view(seat)!,
    play: (action, state, events) => parts.game.commit(action, state, events) || services.storeHealth(),
    log: (line) => services.log(`game ${id}: ${line}`),
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
    store: (call) => at.lesson() || services.store(call),
    writable: () => services.storeHealth(),
    played: at.played,
  });
  parts.undo = new Undo(() => choices.undo && !at.lesson(), parts.game, roster, at.tookBack);
  parts.chat = new Chat(id, members, roster, (line) => parts.game.chatSaid(line), earlierChat);
  parts.creatorSeats = new CreatorSeats(id, roster, parts.seating, members, {
    phase: at.phase,
    changed: at.changed,
    occupancy: at.updateIdle,
  });
  parts.hints = new Hints(id, choices.hints, services, {
    heldBy: (peer) => roster.heldBy(peer),
    view: (seat) => (at.phase() === 'playing' ? parts.broadcaster.view(seat) : null),
  });
  parts.reviewFeed = new ReviewFeed(id, roster, services.reviewsAhead, {
    lesson: at.lesson,
    hinted: (view) => parts.hints.choiceFor(view),
  });
  return parts;
}
