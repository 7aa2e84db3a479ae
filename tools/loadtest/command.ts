// `norenberc loadtest [--clients N] [--games N] [--bot LEVEL] [--seed N] [--timeout S] [--json]`:
// concurrent whole games against a host on loopback; prints round trips and frame rates.
import { parseArgs } from 'node:util';
import { BOT_LEVELS } from '../../engine/bots/index.ts';
import { runLoadTest, type LoadTestOptions } from './run.ts';
import { ATTACKS, runAttack, type Attack } from './attack.ts';
import { GUEST_LIMITS } from '../../main/host/hostLimits.ts';

export const LOADTEST_USAGE =
  'loadtest [--clients N] [--games N] [--think-ms N] [--bot LEVEL] [--seed N] [--timeout SECONDS] [--json] ' +
  '| --attack ATTACK   load a host on loopback, or measure what one hostile guest does to others';

/** A run takes the host up to its limits of guests, never past them (hostLimits.ts). */
const MAX_CLIENTS = GUEST_LIMITS.clients;
const MAX_GAMES = GUEST_LIMITS.games;

export async function runLoadTestCommand(args: string[]): Promise<number> {
  const attack = args[0] === '--attack' ? ATTACKS.find((a) => a === args[1]) : undefined;
  if (args[0] === '--attack') {
    if (!attack || args.length > 2) {
      process.stderr.write(`loadtest: --attack takes one of ${ATTACKS.join(', ')}\n`);
      return 2;
    }
    return printAttack(attack);
  }
  const parsed = readOptions(args);
  if (typeof parsed === 'string') {
    process.stderr.write(`loadtest: ${parsed}\nusage: norenberc ${LOADTEST_USAGE}\n`);
    return 2;
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

function readOptions(args: string[]): { options: LoadTestOptions; json: boolean } | string {
  let values;
  try {
    values = parseArgs({
      args,
      options: {
        clients: { type: 'string', default: '50' },
        games: { type: 'string', default: '10' },
        bot: { type: 'string', default: 'easy' },
        seed: { type: 'string', default: '1' },
        timeout: { type: 'string', default: '180' },
        'think-ms': { type: 'string', default: '100' },
        json: { type: 'boolean', default: false },
      },
    }).values;
  } catch (err) {
    return (err as Error).message;
  }
  const clients = Number(values.clients);
  const games = Number(values.games);
  const seed = Number(values.seed);
  const timeout = Number(values.timeout);
  const thinkMs = Number(values['think-ms']);
  if (!Number.isFinite(thinkMs) || thinkMs < 0 || thinkMs > 10_000) return '--think-ms takes 0 to 10000';
  if (!Number.isInteger(games) || games < 1 || games > MAX_GAMES)
    return `--games takes a whole number from 1 to ${MAX_GAMES} (the host's limit of guests' games)`;
  if (!Number.isInteger(clients) || clients < games || clients > MAX_CLIENTS)
    return `--clients takes a whole number from --games to ${MAX_CLIENTS} (the host's limit of guests' connections)`;
  if (!Number.isInteger(seed)) return '--seed takes a whole number';
  if (!Number.isFinite(timeout) || timeout <= 0 || timeout > 900) return '--timeout takes 1 to 900 seconds';
  const bot = BOT_LEVELS.find((l) => l === values.bot);
  if (!bot) return `--bot takes one of ${BOT_LEVELS.join(', ')}`;
  return { options: { clients, games, bot, seed, timeoutMs: timeout * 1000, thinkMs }, json: values.json };
}

async function printAttack(attack: Attack): Promise<number> {
  process.stdout.write(`${JSON.stringify(await runAttack(attack), null, 2)}\n`);
  return 0;
}
