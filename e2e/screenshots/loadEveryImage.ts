import type { Page } from 'playwright-core';

/**
 * Makes every picture of the page load before a capture: lazy images (`loading="lazy"`, or drawn once they
 * come into view) only load near the viewport, so a full-page capture would show them blank. Scrolls the page
 * down a screen at a time, back to the top, then waits until every `<img>` has its picture decoded.
 */
export async function loadEveryImage(page: Page, timeoutMs = 30_000): Promise<void> {
  await page.evaluate(async () => {
    const step = Math.max(200, window.innerHeight - 100);
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForFunction(
    () =>
      [...document.images].every(
        (image) => image.complete && (image.naturalWidth > 0 || image.getAttribute('src') === null),
      ),
    undefined,
    { timeout: timeoutMs },
  );
}
