// `norenberc loadtest`: concurrent whole games against a host on loopback, printing round trips and
// frame rates; or, with --attack, what one hostile guest does to the others (attack.ts).
import { BOT_LEVELS } from '../../engine/bots/index.ts';
import { runLoadTest, type LoadTestOptions } from './run.ts';
import { ATTACKS, runAttack, type Attack } from './attack.ts';
import { GUEST_LIMITS, clientsPerAddress } from '../../main/host/hostLimits.ts';
import { UsageError, readArgs, wholeNumber } from '../../main/cli/args.ts';

export const LOADTEST_USAGE =
  'loadtest [--clients N] [--games N] [--per-address N] [--think-ms N] [--bot LEVEL] [--seed N] ' +
  '[--timeout SECONDS] [--json] | --attack ATTACK   load a host on loopback, or measure what one hostile guest does to others';

/** A run takes the host up to its limits of guests, never past them (hostLimits.ts). */
const MAX_CLIENTS = GUEST_LIMITS.clients;
const MAX_GAMES = GUEST_LIMITS.games;
const MAX_PER_ADDRESS = clientsPerAddress(GUEST_LIMITS.clients);

export const LOADTEST_DETAILS = [
  `  --games 1 to ${MAX_GAMES} (default 10); --clients from --games to ${MAX_CLIENTS} (default 50), spread over the games`,
  `  each client from an address of its own (127.1.g.i on Linux); --per-address N (1 to ${MAX_PER_ADDRESS}, default 1): N clients of a game share one, as phones behind one router`,
  `  --think-ms 0 to 10000 (default 100, the mean pause before a move); --bot ${BOT_LEVELS.join(', ')} (default easy); --seed N (default 1); --timeout 1 to 900 (default 180)`,
  `  --attack ${ATTACKS.join(', ')} (docs/benchmarks.md says what each does), with no other option`,
];

export async function runLoadTestCommand(args: string[]): Promise<number> {
  const parsed = readOptions(args);
  if ('attack' in parsed) {
    process.stdout.write(`${JSON.stringify(await runAttack(parsed.attack), null, 2)}\n`);
    return 0;
  }
  const result = await runLoadTest(parsed.options);
  if (parsed.json) {
    process.stdout.write(`${JSON.stringify(result)}\n`);
  } else {
    const rt = result.roundTripMs;
    const peak = result.hostPeak;
    const lines = [
      `loadtest: ${result.clients} clients in ${result.games} games on loopback (scripted players think ${result.thinkMs} ms on average), ` +
        `${result.finishedGames} played to the end in ${result.seconds} s`,
      `  ${result.actions} actions (${result.staleActions} more refused as stale and decided again); round trip p50 ${rt.p50} ms, p90 ${rt.p90} ms, p99 ${rt.p99} ms, max ${rt.max} ms (target p99 <= 20 ms)`,
      `  ${result.framesReceived} frames received, ${result.framesPerSecond} frames/s, ${result.megabytesReceived} MB`,
      `  the host held at most ${peak.clients} of its ${peak.maxClients} guests' connections and ${peak.games} of its ${peak.maxGames} games`,
      `  errors: ${result.errors.length}${result.errors.length ? `\n    ${result.errors.slice(0, 20).join('\n    ')}` : ''}`,
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  }
  return result.errors.length === 0 && result.finishedGames === result.games ? 0 : 1;
}

type LoadTestArgs = { options: LoadTestOptions; json: boolean } | { attack: Attack };

function readOptions(args: string[]): LoadTestArgs {
  const { values } = readArgs(args, {
    attack: { type: 'string' },
    clients: { type: 'string' },
    games: { type: 'string' },
    bot: { type: 'string' },
    seed: { type: 'string' },
    timeout: { type: 'string' },
    'think-ms': { type: 'string' },
    'per-address': { type: 'string' },
    json: { type: 'boolean' },
  });
  if (values.attack !== undefined) {
    const attack = ATTACKS.find((a) => a === values.attack);
    if (!attack || Object.keys(values).length > 1)
      throw new UsageError(`--attack takes one of ${ATTACKS.join(', ')}, and no other option`);
    return { attack };
  }
  const games = wholeNumber('--games', values.games, 10, 1);
  if (games > MAX_GAMES)
    throw new UsageError(
      `--games takes a whole number from 1 to ${MAX_GAMES} (the host's limit of guests' games)`,
    );
  const clients = wholeNumber('--clients', values.clients, 50, 1);
  if (clients < games || clients > MAX_CLIENTS)
    throw new UsageError(
      `--clients takes a whole number from --games to ${MAX_CLIENTS} (the host's limit of guests' connections)`,
    );
  const perAddress = wholeNumber('--per-address', values['per-address'], 1, 1, MAX_PER_ADDRESS);
  const thinkMs = wholeNumber('--think-ms', values['think-ms'], 100, 0, 10_000);
  const seed = wholeNumber('--seed', values.seed, 1, 0);
  const timeout = wholeNumber('--timeout', values.timeout, 180, 1, 900);
  const bot = BOT_LEVELS.find((l) => l === (values.bot ?? 'easy'));
  if (!bot) throw new UsageError(`--bot takes one of ${BOT_LEVELS.join(', ')}`);
  return {
    options: { clients, games, bot, seed, timeoutMs: timeout * 1000, thinkMs, perAddress },
    json: values.json ?? false,
  };
}
