/**
 * The widths the site is designed for (the ui breakpoints are 768, 1024, 1280 and 1536): the
 * smallest phone, a common phone, a tablet, a laptop and a wide desktop. Page stories are
 * checked with axe at every one and snapshotted at 375 and 1280 (tests/visual).
 */
export const viewportWidths = [320, 375, 768, 1280, 1600] as const;

export type ViewportWidth = (typeof viewportWidths)[number];

const heights: Record<ViewportWidth, number> = {
  320: 568,
  375: 667,
  768: 1024,
  1280: 800,
  1600: 900,
};

const names: Record<ViewportWidth, string> = {
  320: 'Small phone (320)',
  375: 'Phone (375)',
  768: 'Tablet (768)',
  1280: 'Laptop (1280)',
  1600: 'Wide desktop (1600)',
};

// `mobile1` and `tablet` keep the names (and sizes) of Storybook's minimal set, which stories
// already use in `globals: { viewport: { value } }`.
const keys: Record<ViewportWidth, string> = {
  320: 'mobile1',
  375: 'phone',
  768: 'tablet',
  1280: 'laptop',
  1600: 'wide',
};

/** The key a width has in Storybook's viewport options: `globals: { viewport: { value } }`. */
export function viewportKey(width: ViewportWidth): string {
  return keys[width];
}

export const viewports = Object.fromEntries(
  viewportWidths.map((width) => [
    viewportKey(width),
    {
      name: names[width],
      styles: { width: `${width}px`, height: `${heights[width]}px` },
      type: width < 768 ? 'mobile' : width < 1280 ? 'tablet' : 'desktop',
    },
  ]),
) as Record<
  string,
  {
    name: string;
    styles: { width: string; height: string };
    type: 'mobile' | 'tablet' | 'desktop';
  }
>;
