// A table's undo: a player takes back their own last decision where the table's creator allows it
// and the rules do (engine/takeBack.ts, applied by HostedGame); the bots' moves made since go with
// it and are decided again. Bots never ask. Each client hears what it may take back with every change.
import type { ClientMessageOf } from '../../protocol/messages.ts';
import type { TookBack, UndoInfo } from '../../protocol/takeBack.ts';
import type { HostedGame } from './game.ts';
import { notAllowed, type Peer, type Refusal } from './peer.ts';
import type { Roster } from './roster.ts';

export class Undo {
  constructor(
    /** Whether the table offers undo (its creator's choice; never in a guided game). */
    readonly enabled: () => boolean,
    private readonly game: HostedGame,
    private readonly roster: Pick<Roster, 'heldBy' | 'botLevel'>,
    /** A decision was taken back: the table tells everyone, and the bots decide again. */
    private readonly tookBack: (event: TookBack) => void,
  ) {}

  ask(peer: Peer, m: ClientMessageOf<'takeBack'>): Refusal | null {
    if (!this.enabled()) return notAllowed('undo is turned off in this game');
    if (!this.roster.heldBy(peer).includes(m.seat)) return notAllowed(`you do not hold seat ${m.seat}`);
    const taken = this.game.takeBack(m.seat, this.isBot);
    if ('code' in taken) return taken;
    this.tookBack(taken);
    return null;
  }

  /** What each seat a client holds may take back now; undefined where no running game offers undo. */
  info(seats: readonly number[]): UndoInfo[] | undefined {
    if (!this.enabled() || this.game.state?.phase === 'finished') return undefined;
    return this.game.undo(seats, this.isBot);
  }

  /** A bot plays the seat now (its own, or standing in for its player): its moves go with a take-back. */
  private readonly isBot = (seat: number): boolean => this.roster.botLevel(seat) !== null;
}
