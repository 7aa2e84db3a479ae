// A table's hints: the hard bot's advice to a player whose turn it is, from their seat's view only,
// worked out in the bot threads (never on the host's event loop). Each seat has one hint in the works
// at a time; asking again for the same decision is answered again but counted once.
import { decisionKey } from '../../engine/bots/decision.ts';
import type { GameView } from '../../engine/index.ts';
import type { ClientMessageOf } from '../../protocol/messages.ts';
import { conflict, notAllowed, type Peer, type Refusal } from './peer.ts';
import type { TableContext } from './tableContext.ts';

export interface HintHooks {
  heldBy(peer: Peer): number[];
  /** The seat's view of the running game; null when no game is running. */
  view(seat: number): GameView | null;
}

export class Hints {
  private readonly working = new Set<number>();
  /** Per seat, the decision of its last counted hint. */
  private readonly counted = new Map<number, string>();
  private readonly abort = new AbortController();

  constructor(
    private readonly gameId: string,
    /** Whether the table allows hints (its creator's choice). */
    private readonly enabled: boolean,
    private readonly ctx: Pick<TableContext, 'botsFor' | 'store'>,
    private readonly hooks: HintHooks,
  ) {}

  ask(peer: Peer, m: ClientMessageOf<'hint'>): Refusal | null {
    const { seat } = m;
    if (!this.enabled) return notAllowed('hints are turned off in this game');
    if (!this.hooks.heldBy(peer).includes(seat)) return notAllowed(`you do not hold seat ${seat}`);
    const view = this.hooks.view(seat);
    if (!view || view.phase === 'finished' || !view.waitingFor.includes(seat))
      return conflict(`seat ${seat} has nothing to decide now`);
    if (this.working.has(seat)) return conflict(`a hint for seat ${seat} is being worked out`);
    this.working.add(seat);
    const { gameId } = this;
    this.ctx
      .botsFor(gameId)
      .hint(view, this.abort.signal)
      .then(
        (hint) => {
          const decision = decisionKey(view);
          if (this.counted.get(seat) !== decision) {
            this.counted.set(seat, decision);
            this.ctx.store((store) => store.hintUsed(gameId, seat));
          }
          peer.send({ v: 1, type: 'hint', re: m.id, gameId, seat, moves: view.moves, hint });
        },
        (err: Error) => {
          if (this.abort.signal.aborted) return;
          peer.send({ v: 1, type: 'error', re: m.id, code: 'internal', message: `no hint: ${err.message}` });
        },
      )
      .finally(() => this.working.delete(seat));
    return null;
  }

  /** The table closed: hints in the works are dropped. */
  dispose(): void {
    this.abort.abort();
  }
}
