// The developer tools' subcommands of `norenberc`: benchmarks, bot tournaments, load tests, the
// hot-reloading app. A source checkout has them (bin/norenberc.js adds them to the shipped commands);
// nothing the app ships imports them.
import type { Commands } from '../main/cli/command.ts';
import { BENCH_USAGE, runBench } from './bench/command.ts';
import { runArena } from './bots/arena.ts';
import { runCalibrate } from './bots/calibrate.ts';
import { runFitAnchors } from './bots/fit-anchors.ts';
import { DEV_USAGE, runDev } from './dev.ts';
import { LOADTEST_USAGE, runLoadTestCommand } from './loadtest/command.ts';
import { SELFPLAY_USAGE, runSelfplay } from './selfplay.ts';

export const TOOLS: Commands = {
  dev: { run: runDev, usage: DEV_USAGE },
  bench: { run: runBench, usage: BENCH_USAGE },
  loadtest: { run: runLoadTestCommand, usage: LOADTEST_USAGE },
  selfplay: { run: runSelfplay, usage: SELFPLAY_USAGE },
  arena: {
    run: runArena,
    usage:
      'arena --a LEVEL --b LEVEL [--players N] [--games N] [--budget-ms N | --iterations N] [--budget-ms-a N | --iterations-a N] [--budget-ms-b N | --iterations-b N] [--seed S] [--jobs N] [--outcomes FILE] [--json]   bot tournament',
  },
  calibrate: {
    run: runCalibrate,
    usage:
      'calibrate [--players N] [--games N] [--iterations N] [--json]   search iterations per processor ms of hard and ismcts',
  },
  'fit-anchors': {
    run: runFitAnchors,
    usage:
      "fit-anchors [--json]   the bot levels' fixed ratings on the ladder, fitted from the arena's results",
  },
};
