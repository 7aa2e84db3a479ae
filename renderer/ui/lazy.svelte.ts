// A part of the app fetched when it is first needed (a screen, chart.js, the rules text, the art), so
// that the first load carries Home alone: fetched once, then at hand for every later use.
export class Lazy<T> {
  readonly #fetch: () => Promise<T>;
  #value = $state.raw<T | undefined>(undefined);
  #failed = $state(false);
  #fetched: Promise<T> | null = null;

  constructor(fetch: () => Promise<T>) {
    this.#fetch = fetch;
  }

  get value(): T | undefined {
    return this.#value;
  }

  /**
   * It could not be fetched: the host went away, or restarted with a newer build whose files have other
   * names. The browser keeps a failed module, so only a reload fetches it again.
   */
  get failed(): boolean {
    return this.#failed;
  }

  /** Starts the fetch the first time; every call answers with that one. */
  load(): Promise<T> {
    this.#fetched ??= this.#fetch().then(
      (value) => (this.#value = value),
      (err: unknown) => {
        this.#failed = true;
        throw err;
      },
    );
    return this.#fetched;
  }
}
