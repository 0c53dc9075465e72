import { expect, test } from './test';
import { siteUrl } from './site-helpers';

/** Every 16 px from a small phone to a large desktop. */
const WIDTHS = Array.from({ length: (1920 - 320) / 16 + 1 }, (_, index) => 320 + index * 16);
// The widths just around the switch between the menu toggle and the full row, and the reported ones.
WIDTHS.push(1023, 1025, 1279, 1281, 1366);

test('the header fits on one line at every width from 320 to 1920 px, with no sideways scrolling', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(siteUrl('/'));
  await expect(page.getByRole('link', { name: 'Yoga Foundation', exact: true })).toBeVisible();
  const problems: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    const found = await page.evaluate(() => {
      const issues: string[] = [];
      const root = document.documentElement;
      if (root.scrollWidth > root.clientWidth) issues.push(`page scrolls sideways (${root.scrollWidth}px)`);
      const header = document.querySelector('header');
      if (!header) return ['no header'];
      const bar = header.firstElementChild as HTMLElement;
      const barBox = bar.getBoundingClientRect();
      // The brand, the toggle or the links, and Contribute: whichever are shown.
      const items = [...header.querySelectorAll<HTMLElement>('a, button')].filter(
        (element) => element.getClientRects().length > 0 && !element.closest('[hidden]'),
      );
      const rows = new Set<number>();
      for (const item of items) {
        const box = item.getBoundingClientRect();
        const name = item.textContent?.trim() || item.getAttribute('aria-label') || item.tagName;
        if (box.left < 0 || box.right > root.clientWidth + 0.5) issues.push(`${name} is cut off`);
        if (item.scrollWidth > item.clientWidth + 1) issues.push(`${name} overflows its box`);
        // One line box per text: a wrapped label has two.
        for (const node of item.childNodes.length ? [...item.querySelectorAll('*'), item] : [item]) {
          for (const text of node.childNodes) {
            if (text.nodeType !== Node.TEXT_NODE || !text.textContent?.trim()) continue;
            const range = document.createRange();
            range.selectNodeContents(text);
            const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
            if (lines.size > 1) issues.push(`"${text.textContent.trim()}" wraps onto ${lines.size} lines`);
          }
        }
        rows.add(Math.round(box.top + box.height / 2));
        if (box.top < barBox.top - 0.5 || box.bottom > barBox.bottom + 0.5)
          issues.push(`${name} leaves the bar`);
      }
      if (rows.size > 1) issues.push(`items on ${rows.size} rows`);
      if (items.length < 2) issues.push(`only ${items.length} items shown`);
      return issues;
    });
    for (const issue of new Set(found)) problems.push(`${width}px: ${issue}`);
  }
  expect(problems).toEqual([]);
});

test('the language switch draws the whole word हिन्दी, on a machine without a Devanagari font', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(siteUrl('/'));
  const outline = page.getByRole('link', { name: 'हिन्दी' }).locator('svg');
  await expect(outline).toBeVisible();
  const png = (await outline.screenshot()).toString('base64');
  // The rows of the picture with ink in them, read back by the browser from the screenshot (on a blank
  // page: the site's content security policy rightly refuses data: URLs).
  const blank = await context.newPage();
  const ink = await blank.evaluate(async (data) => {
    const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${data}`)).blob());
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const { data: pixels } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    const rows: number[] = [];
    for (let y = 0; y < bitmap.height; y += 1) {
      let inked = 0;
      for (let x = 0; x < bitmap.width; x += 1) {
        const at = (y * bitmap.width + x) * 4;
        // Dark on the switch's light ground: the word's ink.
        if (pixels[at + 3] > 128 && pixels[at] + pixels[at + 1] + pixels[at + 2] < 3 * 128) inked += 1;
      }
      if (inked > 0) rows.push(y);
    }
    return { height: bitmap.height, top: Math.min(...rows), bottom: Math.max(...rows) };
  }, png);
  // The headline, the letters hanging below it and the ि's hook above: most of the box's height, not a
  // sliver of it (a box shifted by the font's ascent drew only the headline).
  expect(ink.bottom - ink.top).toBeGreaterThan(ink.height * 0.6);
});
