// Inbound rate limit per client: a token bucket. Bursts up to `burst` messages pass; beyond the
// sustained rate messages are refused (throttled), and a client that keeps pushing after a full
// second's worth of refusals is flooding and gets disconnected. The count of refusals starts over
// once the client has been quiet long enough for the bucket to fill again.
export type Verdict = 'ok' | 'throttled' | 'flood';

export class FloodGuard {
  private tokens: number;
  private last: number;
  private refused = 0;

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    private readonly now: () => number = Date.now,
  ) {
    this.tokens = burst;
    this.last = now();
  }

  take(): Verdict {
    const t = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((t - this.last) * this.perSecond) / 1000);
    this.last = t;
    if (this.tokens >= this.burst) this.refused = 0;
    if (this.tokens >= 1) {
      this.tokens -= 1;
      return 'ok';
    }
    this.refused++;
    return this.refused > this.perSecond ? 'flood' : 'throttled';
  }
}
