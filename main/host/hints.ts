// A table's hints: the hard bot's advice to a player whose turn it is, from their seat's view only,
// worked out in the advice threads (never on the host's event loop, never in the bots' place). A hint
// is worked out at most once per seat and decision: asking again, while it is worked out or after,
// gets the same answer. A hint nobody waits for any more (its askers left) is dropped while it waits.
import { decisionKey } from '../../engine/bots/index.ts';
import type { Action, GameView } from '../../engine/index.ts';
import type { ClientMessageOf, HostMessageOf } from '../../protocol/messages.ts';
import { conflict, notAllowed, type Peer, type Refusal } from './peer.ts';
import type { TableServices } from './tableServices.ts';

export interface HintHooks {
  heldBy(peer: Peer): number[];
  /** The seat's view of the running game; null when no game is running. */
  view(seat: number): GameView | null;
}

interface Asker {
  peer: Peer;
  re: number | undefined;
}

/** A seat's hint for one decision, waiting for a thread or being worked out, and who waits for it. */
interface Work {
  key: string;
  askers: Asker[];
  abort: AbortController;
  running: boolean;
}

/** A seat's last hint, for its decision; counted in the history once someone got it. */
interface Answer {
  key: string;
  message: HostMessageOf<'hint'>;
  counted: boolean;
}

export class Hints {
  private readonly working = new Map<number, Work>();
  private readonly answers = new Map<number, Answer>();
  private closed = false;

  constructor(
    private readonly gameId: string,
    /** Whether the table allows hints (its creator's choice). */
    private readonly enabled: boolean,
    private readonly ctx: Pick<TableServices, 'hint' | 'store'>,
    private readonly hooks: HintHooks,
  ) {}

  ask(peer: Peer, m: ClientMessageOf<'hint'>): Refusal | null {
    const { seat } = m;
    if (!this.enabled) return notAllowed('hints are turned off in this game');
    if (!this.hooks.heldBy(peer).includes(seat)) return notAllowed(`you do not hold seat ${seat}`);
    const view = this.hooks.view(seat);
    if (!view || view.phase === 'finished' || !view.waitingFor.includes(seat))
      return conflict(`seat ${seat} has nothing to decide now`);
    const key = decisionKey(view);
    const asker = { peer, re: m.id };
    const answer = this.answers.get(seat);
    if (answer?.key === key) {
      this.deliver(seat, answer, [asker]);
      return null;
    }
    const work = this.working.get(seat);
    if (work?.key === key) work.askers.push(asker);
    else this.work(seat, key, view, asker);
    return null;
  }

  /** The choice of the hint worked out from this very view (its seat asked for one), if any. */
  choiceFor(view: GameView): Action | undefined {
    const answer = this.answers.get(view.viewer!);
    const same = answer?.key === decisionKey(view) && answer.message.moves === view.moves;
    return same ? answer.message.hint.options[0]?.action : undefined;
  }

  /**
   * `peer` left the table: the hints only it waited for are dropped while they wait for a thread (one
   * being worked out is kept, as the answer to its decision).
   */
  forget(peer: Peer): void {
    for (const [seat, work] of this.working) {
      work.askers = work.askers.filter((a) => a.peer !== peer);
      if (work.askers.length > 0 || work.running) continue;
      this.working.delete(seat);
      work.abort.abort();
    }
  }

  /** The table closed: hints in the works are dropped. */
  dispose(): void {
    this.closed = true;
    for (const work of this.working.values()) work.abort.abort();
    this.working.clear();
  }

  private work(seat: number, key: string, view: GameView, asker: Asker): void {
    // A newer decision of the seat: the hint of the older one still goes to those who asked for it.
    const work: Work = { key, askers: [asker], abort: new AbortController(), running: false };
    this.working.set(seat, work);
    const { gameId } = this;
    const started = (): void => {
      work.running = true;
    };
    this.ctx.hint(gameId, asker.peer, view, work.abort.signal, started).then(
      (hint) => {
        const newest = this.working.get(seat) === work;
        if (newest) this.working.delete(seat);
        if (this.closed) return;
        const message: HostMessageOf<'hint'> = { v: 1, type: 'hint', gameId, seat, moves: view.moves, hint };
        const answer: Answer = { key, message, counted: false };
        // Kept even when its askers left meanwhile: it stays the answer to this decision.
        if (newest) this.answers.set(seat, answer);
        this.deliver(seat, answer, work.askers);
      },
      (err: Error) => {
        if (this.working.get(seat) === work) this.working.delete(seat);
        if (this.closed || work.abort.signal.aborted) return;
        for (const { peer, re } of work.askers)
          peer.send({ v: 1, type: 'error', re, code: 'internal', message: `no hint: ${err.message}` });
      },
    );
  }

  private deliver(seat: number, answer: Answer, askers: Asker[]): void {
    if (askers.length === 0) return;
    if (!answer.counted) {
      answer.counted = true;
      this.ctx.store((store) => store.hintUsed(this.gameId, seat));
    }
    for (const { peer, re } of askers) peer.send({ ...answer.message, re });
  }
}
