import { expect } from '@playwright/test';
import { storybookEnv } from './env';
import { storyEntries, test, usesMsw } from './storybook';

const mswStories = storyEntries().filter(usesMsw);

test('the MSW-backed stories are found in the built index', () => {
  // Data's scenarios (4) and the page stories' live-settings variants at least.
  expect(mswStories.length).toBeGreaterThanOrEqual(6);
});

for (const story of mswStories) {
  test(`${story.title} / ${story.name} renders under ${storybookEnv.base} with MSW`, async ({
    frame,
  }) => {
    // The viewport the story tests run at (vitest's browser default), which the stories' play
    // functions are written for; page stories are also checked at every width in pages.spec.
    const outcome = await frame.show(story.id, { width: 414, height: 896 });
    // Under the sub-path the story renders, its play function passes and axe finds nothing,
    // with no service-worker, MSW or rendering error.
    expect(outcome.problems).toEqual([]);
    expect(outcome.status).toBe('success');
    await expect(frame.page.locator('#storybook-root')).not.toBeEmpty();
    // The worker was registered from the sub-path and controls the story.
    const worker = await frame.page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    expect(worker).toBe(new URL('mockServiceWorker.js', storybookEnv.url).href);
  });
}
