// A player's planning as the renderer benches take it, by clicks on the planning panel: the guilds
// marked one by one while the panel lets them be, then the plan confirmed, or a pass where none can be.
import type { Page } from 'playwright-core';

/** Marks each of `guilds` that the panel still lets the seat plan. */
export async function markGuilds(page: Page, guilds: readonly string[]): Promise<void> {
  for (const guild of guilds) {
    const toggle = page.locator(`[data-testid=plan-${guild}]:not([disabled])[aria-pressed=false]`);
    if (await toggle.count()) await toggle.click();
  }
}

/** Confirms the plan marked; passes (and confirms the pass) when it cannot be confirmed. */
export async function confirmPlanOrPass(page: Page): Promise<void> {
  if (await page.locator('[data-testid=plan-confirm]:not([disabled])').count())
    await page.click('[data-testid=plan-confirm]');
  else {
    await page.click('[data-testid=pass]');
    await page.click('[data-testid=pass-confirm]');
  }
}
