// The guided first game's steps as a player goes through them in Chromium: waiting for a step, and
// playing the record's move of the learner through the panel (shared by the lesson's browser tests).
import type { Page } from 'playwright-core';
import type { Action } from '../../engine/index.ts';
import type { Messages } from '../../languages/en/messages.ts';
import { goodsText } from '../../renderer/view/log.ts';
import { LESSON_STEPS, type StepId } from '../../protocol/lesson/steps.ts';

export const lessonStep = (id: StepId) => LESSON_STEPS.find((s) => s.id === id)!;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Waits until the guide is at `id` (a step of the guided round, or round, own, watch). */
export async function atStep(page: Page, id: string): Promise<void> {
  await page.locator(`[data-testid=lesson][data-step=${id}]`).waitFor({ timeout: 60_000 });
}

/** How far the ring (it glides from one element to the next) is from around `target`, in pixels. */
export async function ringOff(page: Page, target: string): Promise<number> {
  const ring = await page.locator('.ring').boundingBox();
  const box = await page.locator(target).first().boundingBox();
  if (!ring || !box) return Infinity;
  return Math.max(
    Math.abs(ring.x + 4 - box.x),
    Math.abs(ring.y + 4 - box.y),
    Math.abs(ring.width - 8 - box.width),
  );
}

/** Plays the record's action of the player through the panel, as a player would. */
export async function playThrough(page: Page, m: Messages, action: Action): Promise<void> {
  const board = page.locator('[data-testid=game][data-playing=false]');
  await board.waitFor();
  if (action.type === 'plan') {
    for (const g of action.guilds) await page.click(`[data-testid=plan-${g}][aria-pressed=false]`);
    await page.click('[data-testid=plan-confirm]');
  } else if (action.type === 'pass') {
    await page.click('[data-testid=pass]');
    await page.click('[data-testid=pass-confirm]');
  } else if (action.type === 'buy') {
    await page.click('[data-testid=mode-buy]');
    for (const [g, n] of Object.entries(action.goods))
      for (let i = 0; i < n; i++) await page.click(`[data-testid=buy-add-${g}]`);
    await page.click('[data-testid=buy-confirm]');
  } else if (action.type === 'sell') {
    await page.click('[data-testid=mode-sell]');
    for (let i = 1; i < action.count; i++) await page.click('[data-testid=sell-more]');
    await page.click('[data-testid=sell-confirm]');
  } else if (action.type === 'recruit') {
    await page.click('[data-testid=mode-recruit]');
    await page.click(`[data-testid=window-${action.window}]`);
    const payment = new RegExp(`^\\s*${escape(goodsText(m, action.payment))}\\s*$`);
    const radios = page.locator('label', { hasText: payment }).locator('input[name=payment]');
    if (await radios.count()) await radios.check();
    if (action.toFront) await page.check('[data-testid=to-front]');
    await page.click('[data-testid=recruit-confirm]');
  } else throw new Error(`the lesson does not ask the player for ${action.type}`);
}
