import type { Page } from 'playwright-core';

/**
 * Makes every picture of the page a capture can show load first: lazy images (`loading="lazy"`, or drawn once
 * they come into view) only load near the viewport, so a full-page capture would show them blank. Scrolls the
 * page down a screen at a time, back to the top, then waits until every `<img>` laid out within the page's
 * width (not hidden, not a carousel slide off to the side) has its picture.
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
  await page
    .waitForFunction(() => blankImages().length === 0, undefined, { timeout: timeoutMs })
    .catch(async (error: unknown) => {
      const blank = await page.evaluate(() => blankImages());
      throw new Error(`Pictures still blank after ${timeoutMs} ms: ${blank.join(', ')}`, { cause: error });
    });
}

declare global {
  function blankImages(): string[];
}

/** Installs `blankImages()` in the page: the sources of the shown images that have no picture yet. */
export async function installBlankImages(page: Page): Promise<void> {
  await page.addInitScript(() => {
    globalThis.blankImages = () =>
      [...document.images]
        .filter((image) => {
          const box = image.getBoundingClientRect();
          const shown = box.width > 0 && box.height > 0 && box.right > 0 && box.left < window.innerWidth;
          return shown && !(image.complete && image.naturalWidth > 0);
        })
        .map((image) => image.currentSrc || image.getAttribute('src') || '(no src)');
  });
}
