// A command's words, read the one way every command reads them: node:util's parseArgs, with what it
// refuses said alike for every command (an unknown option, an option without its value or with one it
// does not take, a word too many or missing). The command line (index.ts) says a UsageError in one
// line, with the command's usage, and exits with code 2.
import { parseArgs, type ParseArgsConfig } from 'node:util';

type Options = NonNullable<ParseArgsConfig['options']>;

/** What `readArgs` gives: each option's value by its type, and the positional words. */
export type Args<O extends Options> = ReturnType<
  typeof parseArgs<{ args: string[]; options: O; strict: true; allowPositionals: true }>
>;

/** Words a command cannot take: what is wrong, in one line. */
export class UsageError extends Error {}

/**
 * The options and the positional words of `args`. `positionals` names the words the command takes, in
 * order (`['FILE']`), each required; a value that starts with `-` is given as `--name=-x` (a negative
 * number may follow its option: `--grace -1`).
 */
export function readArgs<const O extends Options>(
  given: readonly string[],
  options: O,
  positionals: readonly string[] = [],
): Args<O> {
  const args = joinNegatives(given, options);
  // First the problems, in the order they stand, told in our words; then the typed reading, which
  // then cannot fail.
  const { tokens } = parseArgs({ args: [...args], options, strict: false, tokens: true });
  let words = 0;
  for (const token of tokens) {
    if (token.kind === 'positional') {
      if (++words > positionals.length) throw new UsageError(`unexpected argument "${token.value}"`);
      continue;
    }
    if (token.kind !== 'option') continue;
    const option = Object.hasOwn(options, token.name) ? options[token.name] : undefined;
    if (!option) throw new UsageError(`unknown option ${token.rawName}`);
    if (option.type === 'boolean' && token.value !== undefined)
      throw new UsageError(`${token.rawName} takes no value`);
    if (
      option.type === 'string' &&
      (token.value === undefined || token.value === '' || (!token.inlineValue && token.value.startsWith('-')))
    )
      throw new UsageError(`${token.rawName} needs a value`);
  }
  if (words < positionals.length) throw new UsageError(`${positionals[words]} is required`);
  return parseArgs({ args: [...args], options, strict: true, allowPositionals: true });
}

/** A negative number, as a value rather than an option (`-1`, `-0.5`). */
const NEGATIVE = /^-\d+(\.\d+)?$/;

/**
 * `--grace -1` read as `--grace=-1`: a negative number after an option that takes a value is its value,
 * for the command to say what is wrong with it (rather than "needs a value").
 */
function joinNegatives(args: readonly string[], options: Options): string[] {
  const out: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const word = args[i]!;
    const name = /^--([^=]+)$/.exec(word)?.[1];
    const next = args[i + 1];
    if (
      name &&
      Object.hasOwn(options, name) &&
      options[name]!.type === 'string' &&
      next &&
      NEGATIVE.test(next)
    ) {
      out.push(`${word}=${next}`);
      i++;
    } else out.push(word);
  }
  return out;
}

/** The value of an option the command cannot do without. */
export function required(flag: string, given: string | undefined): string {
  if (given === undefined) throw new UsageError(`${flag} is required`);
  return given;
}

/** The whole number an option gives (`fallback` when it is not given), from `min` to `max`. */
export function wholeNumber<F extends number | undefined>(
  flag: string,
  given: string | undefined,
  fallback: F,
  min: number,
  max = Infinity,
): number | F {
  if (given === undefined) return fallback;
  const n = Number(given);
  if (/^\d+$/.test(given) && n >= min && n <= max) return n;
  throw new UsageError(
    `${flag} takes a whole number ${max === Infinity ? `of at least ${min}` : `from ${min} to ${max}`}`,
  );
}

/** The port an option gives (`fallback` when it is not given); 0 picks a free one. */
export function portNumber(given: string | undefined, fallback: number): number {
  if (given === undefined) return fallback;
  if (/^\d+$/.test(given) && Number(given) <= 65535) return Number(given);
  throw new UsageError('--port takes a port number (0 picks a free one)');
}
