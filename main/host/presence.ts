// The clocks of one table's presence: how long a lobby seat waits for its absent guest (or, where the
// table opted in, a running game's seat for an automatic stand-in), how long a lobby waits for its
// creator, and how long a table nobody is in is kept. Each timer calls back the table, which decides
// what its end means.
type Timer = ReturnType<typeof setTimeout>;

interface PresenceEvents {
  /** The grace period of this seat ran out. */
  graceOver(seat: number): void;
  /** The creator stayed away from the lobby for the grace period. */
  adminGone(): void;
  /** Nobody was in the table for the idle period. */
  idle(): void;
}

export class Presence {
  private readonly seats = new Map<number, Timer>();
  private adminTimer: Timer | null = null;
  private idleTimer: Timer | null = null;

  constructor(
    private readonly graceMs: number,
    /** How long a table nobody is in is kept (it depends on the game's phase); null: for good. */
    private readonly idleMs: () => number | null,
    private readonly on: PresenceEvents,
  ) {}

  /** Starts the seat's grace period (or a wait of `ms`), unless one runs already. */
  waitForSeat(seat: number, ms = this.graceMs): void {
    if (this.seats.has(seat)) return;
    this.seats.set(
      seat,
      later(ms, () => {
        this.seats.delete(seat);
        this.on.graceOver(seat);
      }),
    );
  }

  waitingForSeat(seat: number): boolean {
    return this.seats.has(seat);
  }

  stopSeat(seat: number): void {
    clearTimer(this.seats.get(seat) ?? null);
    this.seats.delete(seat);
  }

  /** Starts (again) the creator's grace period. */
  adminAway(): void {
    clearTimer(this.adminTimer);
    this.adminTimer = later(this.graceMs, () => this.on.adminGone());
  }

  adminBack(): void {
    clearTimer(this.adminTimer);
    this.adminTimer = null;
  }

  /** With nobody in the table the idle clock runs, unless it runs already; else it stops. */
  occupancy(empty: boolean): void {
    if (!empty) {
      clearTimer(this.idleTimer);
      this.idleTimer = null;
    } else if (!this.idleTimer) {
      const ms = this.idleMs();
      if (ms !== null) this.idleTimer = later(ms, () => this.on.idle());
    }
  }

  /** The idle period changed (the game started or ended): an idle clock running starts over. */
  restartIdle(empty: boolean): void {
    clearTimer(this.idleTimer);
    this.idleTimer = null;
    this.occupancy(empty);
  }

  dispose(): void {
    this.adminBack();
    clearTimer(this.idleTimer);
    this.idleTimer = null;
    for (const timer of this.seats.values()) clearTimer(timer);
    this.seats.clear();
  }
}

/** Timers that do not keep the process alive: a host shutting down does not wait for them. */
export function later(ms: number, run: () => void): Timer {
  const timer = setTimeout(run, ms);
  timer.unref();
  return timer;
}

function clearTimer(timer: Timer | null): void {
  if (timer) clearTimeout(timer);
}
