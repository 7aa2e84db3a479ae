// The developer tools' subcommands of `norenberc`: benchmarks, bot tournaments, load tests, the
// hot-reloading app. A source checkout has them (bin/norenberc.js adds them to the shipped commands);
// nothing the app ships imports them.
import type { Commands } from '../main/cli/command.ts';
import { BENCH_USAGE, runBench } from './bench/command.ts';
import { ARENA_DETAILS, ARENA_USAGE, runArena } from './bots/arena.ts';
import { CALIBRATE_USAGE, runCalibrate } from './bots/calibrate.ts';
import { FIT_ANCHORS_USAGE, runFitAnchors } from './bots/fit-anchors.ts';
import { DEV_USAGE, runDev } from './dev.ts';
import { LOADTEST_DETAILS, LOADTEST_USAGE, runLoadTestCommand } from './loadtest/command.ts';
import { SELFPLAY_USAGE, runSelfplay } from './selfplay.ts';

export const TOOLS: Commands = {
  dev: { run: runDev, usage: DEV_USAGE },
  bench: { run: runBench, usage: BENCH_USAGE },
  loadtest: { run: runLoadTestCommand, usage: LOADTEST_USAGE, details: LOADTEST_DETAILS },
  selfplay: { run: runSelfplay, usage: SELFPLAY_USAGE },
  arena: { run: runArena, usage: ARENA_USAGE, details: ARENA_DETAILS },
  calibrate: { run: runCalibrate, usage: CALIBRATE_USAGE },
  'fit-anchors': { run: runFitAnchors, usage: FIT_ANCHORS_USAGE },
};
