// A small typed event emitter that runs in the browser and in Node alike.
type Listener<A extends unknown[]> = (...args: A) => void;

// Listeners are stored untyped; `on` and `emit` pair each event name with its argument list.
type AnyListener = (...args: unknown[]) => void;

export class Emitter<Events extends { [K in keyof Events]: unknown[] }> {
  private readonly listeners = new Map<keyof Events, Set<AnyListener>>();

  /** Returns the function that removes the listener. */
  on<K extends keyof Events>(event: K, listener: Listener<Events[K]>): () => void {
    let set = this.listeners.get(event);
    if (!set) {
      set = new Set();
      this.listeners.set(event, set);
    }
    const stored = listener as unknown as AnyListener;
    set.add(stored);
    return () => set.delete(stored);
  }

  /**
   * Listens to every event at once, one listener each: a table that misses an event does not compile,
   * so an owner that must hear all of them (the renderer's link) cannot forget a new one.
   */
  onEach(listeners: { [K in keyof Events]: Listener<Events[K]> }): () => void {
    const offs = (Object.keys(listeners) as (keyof Events)[]).map((event) =>
      this.on(event, listeners[event]),
    );
    return () => {
      for (const off of offs) off();
    };
  }

  protected emit<K extends keyof Events>(event: K, ...args: Events[K]): void {
    const set = this.listeners.get(event);
    if (!set) return;
    for (const listener of [...set]) {
      try {
        listener(...args);
      } catch (err) {
        // A failing listener must not stop the others or the emitter's owner; it still surfaces.
        queueMicrotask(() => {
          throw err;
        });
      }
    }
  }
}
