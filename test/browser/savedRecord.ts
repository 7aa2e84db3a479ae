// A finished game's record as another household's app saves it, for the tests that open records: a
// game of easy bots played and stored in a data folder of its own (`norenberc selfplay`), exported
// (`norenberc export`) to a file in a folder the test may fill with copies of it.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { cli } from '../cli.ts';
import { newDataDir } from './programs.ts';

/** The record's file, named `name`, and its folder; `label` names the folders made for it. */
export async function savedRecord(label: string, name: string): Promise<{ file: string; folder: string }> {
  const elsewhere = newDataDir(`${label}-elsewhere`);
  expect((await cli('selfplay', '--seats', 'easy,easy', '--data-dir', elsewhere)).code).toBe(0);
  const exported = await cli('export', '1', '--data-dir', elsewhere);
  expect(exported.code).toBe(0);
  const folder = mkdtempSync(join(tmpdir(), `norenberc-${label}-`));
  const file = join(folder, name);
  writeFileSync(file, exported.stdout);
  return { file, folder };
}
