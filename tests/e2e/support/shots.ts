// Screenshots of a screen at the two sizes the counter runs at: the desktop counter (1366×768) and the
// waiter's portrait tablet (768×1024), saved where the review looks at them.
import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';

const DIR = process.env.POS_SHOTS_DIR ?? 'test-results/screens';
export const SIZES = [
  { width: 1366, height: 768 },
  { width: 768, height: 1024 },
] as const;

export async function shotBothSizes(page: Page, name: string): Promise<void> {
  mkdirSync(DIR, { recursive: true });
  const before = page.viewportSize();
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.waitForTimeout(100);
    await page.screenshot({ path: `${DIR}/${name}-${size.width}x${size.height}.png` });
  }
  if (before) await page.setViewportSize(before);
}
