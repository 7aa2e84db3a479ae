// Says once per run which seed the property and fuzz tests use.
import { SEED } from './seed.ts';

export default function printSeed(): void {
  process.stdout.write(`property and fuzz tests: seed ${SEED} (NORENBERC_SEED=n to explore another)\n`);
}
