import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';
import { type ViewportWidth, viewports, viewportWidths } from '../../.storybook/viewports';
import { settle, storyEntries, test } from './storybook';

/** Every page story (tag `page`): the public screens and their states. */
const pageStories = storyEntries().filter((entry) => entry.tags.includes('page'));

function size(width: ViewportWidth) {
  const viewport = Object.values(viewports).find((v) => v.styles.width === `${width}px`);
  return { width, height: Number.parseInt(viewport?.styles.height ?? '800', 10) };
}

test('the page stories are found in the built index', () => {
  expect(pageStories.length).toBeGreaterThanOrEqual(18);
  expect(viewportWidths).toEqual([320, 375, 768, 1280, 1600]);
});

// Each story is rendered fresh (play function included) at 375 and 1280 and snapshotted there;
// axe runs on every render, and again after resizing to the neighbouring widths 320, 768, 1600.
const plan: [ViewportWidth, ViewportWidth[]][] = [
  [375, [320, 768]],
  [1280, [1600]],
];

// Applied to every capture: hides what changes with time alone (see the file).
const snapshotStyles = fileURLToPath(new URL('./snapshot.css', import.meta.url));

test.describe.configure({ timeout: 180_000 });

for (const story of pageStories) {
  test(`${story.title} / ${story.name}: renders, passes axe at ${viewportWidths.join(', ')} px, matches its snapshots`, async ({
    frame,
  }) => {
    for (const [width, resized] of plan) {
      await test.step(`at ${width}px`, async () => {
        const outcome = await frame.show(story.id, size(width));
        expect(outcome.problems).toEqual([]);
        expect(outcome.status).toBe('success');
        await settle(frame.page);
        await expect(frame.page).toHaveScreenshot(`${story.id}-${width}.png`, {
          fullPage: true,
          stylePath: snapshotStyles,
        });
      });
      for (const other of resized) {
        await test.step(`axe at ${other}px`, async () => {
          expect(await frame.axeAt(size(other))).toEqual([]);
        });
      }
    }
  });
}
