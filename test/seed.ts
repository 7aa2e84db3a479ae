// The one seed of every property and fuzz test: fixed, so that a failure repeats; set NORENBERC_SEED to
// explore another. fast-check reports the seed of a failing property, which NORENBERC_SEED takes back.
import fc from 'fast-check';

export const DEFAULT_SEED = 20261124;

export function propertySeed(env: string | undefined = process.env.NORENBERC_SEED): number {
  if (env === undefined || env === '') return DEFAULT_SEED;
  const n = Number(env);
  if (!Number.isSafeInteger(n)) throw new Error(`NORENBERC_SEED must be a whole number, not "${env}"`);
  return n | 0;
}

export const SEED = propertySeed();

fc.configureGlobal({ seed: SEED });
