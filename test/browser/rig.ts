// What a journey file starts: the programs people start (programs.ts) and one Chromium for its tests,
// all put away once the file's tests are done, however they ended.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launch } from './driver.ts';
import type { Program } from './programs.ts';

export interface Rig {
  /**
   * Waits for a program (`startApp`, `startHostProgram`) and kills it after the file's tests, unless a
   * test stopped it before.
   */
  program(started: Promise<Program>): Promise<Program>;
  /** The file's Chromium: launched at the first call, the same one at every call after. */
  browser(): Promise<Browser>;
}

export function journeyRig(): Rig {
  const programs: Program[] = [];
  let browser: Promise<Browser> | null = null;
  afterAll(async () => {
    await (await browser?.catch(() => null))?.close();
    for (const program of programs.splice(0)) await program.kill();
  });
  return {
    async program(started) {
      const program = await started;
      programs.push(program);
      return program;
    },
    browser: () => (browser ??= launch()),
  };
}

/** A program and the Chromium that shows it, for the tests of a describe block. */
export interface AppAndBrowser {
  readonly program: Program;
  readonly browser: Browser;
}

/**
 * For the tests of the describe block (or file) it is called in: the program `start` starts and the
 * Chromium, both started before the tests and put away after them.
 */
export function appAndBrowser(start: () => Promise<Program>): AppAndBrowser {
  const rig = journeyRig();
  const live: { program?: Program; browser?: Browser } = {};
  beforeAll(async () => {
    live.program = await rig.program(start());
    live.browser = await rig.browser();
  });
  return {
    get program() {
      if (!live.program) throw new Error('the program is not started');
      return live.program;
    },
    get browser() {
      if (!live.browser) throw new Error('the browser is not started');
      return live.browser;
    },
  };
}
