// What a host's lobby is built from: its name, its limits, its bots and advice threads, its store and
// archive, and how guests are treated.
import type { AdvicePool } from './bots/advice.ts';
import type { BotRunner } from './bots/pool.ts';
import type { ReviewRunnerLike } from './bots/reviewRunner.ts';
import type { Archive, GuestPolicy } from './archive.ts';
import type { DoorChoice } from './evening.ts';
import type { LimitOptions } from './limits.ts';
import type { GameStore, LanVenue } from './store.ts';

export interface LobbyOptions extends LimitOptions {
  /** The table name others see on the LAN. */
  name: string;
  /** The app's own host on this machine: clients show it by a name in their player's language. */
  local?: boolean;
  /**
   * How long a lobby seat waits for its disconnected guest (a lobby for its creator, a review for a
   * client to follow it again). A running game waits for its players as long as it takes.
   */
  graceMs?: number;
  /** Minutes are this long: a table's automatic stand-in comes after its minutes (shorter in tests). */
  minuteMs?: number;
  /** The pause before each scripted move of a guided first game (default 1.1 s: time to follow it). */
  lessonPaceMs?: number;
  bots: BotRunner;
  /** Where hints are worked out, and the reviews of games under way weighed ahead (the advice threads). */
  advice: Pick<AdvicePool, 'hint' | 'weigh'>;
  /** This host serves the LAN here: its games are stored with it, to reopen on a LAN host after a restart. */
  lan?: LanVenue;
  /** Whether guests come in with the evening's code (the default of a LAN host) or freely (any other host's). */
  door?: DoorChoice;
  /**
   * A lobby in which nothing changed for this long is closed (its creator may stay connected forever;
   * at a guest's lobby nobody else is at, that guest's own changes do not count).
   */
  lobbyIdleMs?: number;
  /** Where its games are kept (an UnsavedGames for a host that keeps none). */
  store: GameStore;
  /** The match history this host answers history, stats, record and review requests from. */
  archive?: Archive;
  /**
   * Whether each player's decisions are weighed for their review while the game is played, so that the
   * review opens at once at the final scores (default true). Off, a review is weighed when asked: the
   * advice threads then stay idle between hints, for a machine with no processor time to spare.
   */
  reviewsAhead?: boolean;
  /** Runs post-game reviews (the advice threads). */
  reviews: ReviewRunnerLike;
  /** A host shared with guests outside its household: what they read and may do (see GuestPolicy). */
  guests?: GuestPolicy;
  log?: (line: string) => void;
  /** "host:port" where guests on the LAN reach this host, told to each client in the welcome. */
  guestAddresses?: () => string[];
}
