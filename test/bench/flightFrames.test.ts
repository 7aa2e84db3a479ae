// The renderer bench's reading of a Chromium trace: which display frames fell while tokens flew.
import { describe, expect, it } from 'vitest';
import { flightFrames } from '../../tools/bench/renderer.ts';

const frame = (ms: number, state: string) => ({
  name: 'PipelineReporter',
  ph: 'b',
  ts: ms * 1000,
  args: { frame_reporter: { state } },
});
const mark = (ms: number, name: 'norenberc:flying' | 'norenberc:landed') => ({
  name,
  ph: 'R',
  ts: ms * 1000,
});
const every = (from: number, count: number, state = 'STATE_PRESENTED_ALL') =>
  Array.from({ length: count }, (_, i) => frame(from + (i * 50) / 3, state));

describe('flightFrames', () => {
  it('counts only the frames that began while tokens were on the board', () => {
    const trace = [
      ...every(0, 10),
      mark(200, 'norenberc:flying'),
      ...every(200, 30),
      mark(700, 'norenberc:landed'),
      ...every(700, 10),
    ];
    const r = flightFrames({ traceEvents: trace });
    expect(r).toMatchObject({ frames: 30, presented: 30, dropped: 0 });
    expect(r.fps).toBeCloseTo(60, 5);
    expect(r.longestFrameMs).toBeCloseTo(50 / 3, 5);
  });

  it('lowers the rate by the dropped share and times the longest run of dropped frames', () => {
    const flight = every(0, 60);
    for (const i of [10, 11, 12, 40]) flight[i] = frame(flight[i]!.ts / 1000, 'STATE_DROPPED');
    flight[50] = frame(flight[50]!.ts / 1000, 'STATE_PRESENTED_PARTIAL');
    const r = flightFrames([mark(0, 'norenberc:flying'), ...flight, mark(1000, 'norenberc:landed')]);
    expect(r).toMatchObject({ frames: 60, presented: 56, dropped: 4 });
    expect(r.fps).toBeCloseTo(56, 5);
    expect(r.longestFrameMs).toBeCloseTo((4 * 50) / 3, 5);
  });

  it('leaves out frames with nothing to update, and counts a flight still under way at the end', () => {
    const r = flightFrames([
      mark(0, 'norenberc:flying'),
      ...every(0, 5),
      ...every(100, 5, 'STATE_NO_UPDATE_DESIRED'),
    ]);
    expect(r).toMatchObject({ frames: 5, presented: 5, dropped: 0 });
  });

  it('does not join dropped frames across a pause between two flights', () => {
    const trace = [
      mark(0, 'norenberc:flying'),
      ...every(0, 4),
      frame(200 / 3, 'STATE_DROPPED'),
      mark(70, 'norenberc:landed'),
      mark(1000, 'norenberc:flying'),
      frame(1000, 'STATE_DROPPED'),
      ...every(1000 + 50 / 3, 4),
    ];
    expect(flightFrames(trace).longestFrameMs).toBeCloseTo((2 * 50) / 3, 5);
  });
});
