import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * Waits until a server-rendered site page has hydrated: its HTML is on screen before its buttons work, and a
 * click in between is lost (the site's `<html data-hydration>`, src/lib/hydrated.ts). Pages rendered in the
 * browser, and the admin panel, never carry `pending`.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset['hydration'] !== 'pending');
}

/**
 * Playwright's `test`, whose page waits for hydration after `goto` and `reload` as a visitor waits for a
 * page to work, so that no test clicks a server-rendered button before the app is there to answer it.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (options?.waitUntil !== 'commit') await waitForHydration(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      if (options?.waitUntil !== 'commit') await waitForHydration(page);
      return response;
    };
    await use(page);
  },
});

/**
 * The page does not scroll sideways: its content is no wider than the layout's width. Not `innerWidth`: a
 * phone (Playwright's `isMobile`) zooms out to fit wider content, so `innerWidth` grows with the overflow and
 * a comparison with it can never fail.
 */
export async function expectNoSidewaysScroll(page: Page, where?: string): Promise<void> {
  const { overflow, widest } = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    // What reaches past the layout's width, innermost first, names the culprit in the failure: an element's
    // box, or the text inside it (a long word overflows its box without widening it). Fixed elements are
    // placed on the zoomed-out viewport, so they follow the overflow rather than cause it.
    const reachesPast = (element: Element) => {
      const style = getComputedStyle(element);
      // Visually hidden texts for screen readers are clipped to a pixel: they show nothing past the edge.
      if (style.position === 'fixed' || style.clipPath !== 'none' || style.clip !== 'auto') return false;
      if (element.getBoundingClientRect().right > width + 0.5) return true;
      const range = document.createRange();
      range.selectNodeContents(element);
      return range.getBoundingClientRect().right > width + 0.5;
    };
    const past = [...document.body.querySelectorAll('*')].filter(reachesPast);
    const innermost = past.filter(
      (element) => !past.some((other) => other !== element && element.contains(other)),
    );
    return {
      overflow: document.documentElement.scrollWidth - width,
      widest: innermost.slice(0, 3).map((element) => element.outerHTML.slice(0, 160)),
    };
  });
  base.expect(overflow, [where, ...widest].filter(Boolean).join('; ')).toBeLessThanOrEqual(0);
}
