import { describe, expect, it } from 'vitest';
import { pageShipsScripts } from './page-scripts';
import { handle as about } from './routes/about';
import { handle as notFound } from './routes/not-found';
import { handle as programmeDetail } from './routes/programme-detail';
import { handle as programmeList } from './routes/programme-list';
import { handle as publishedPage } from './routes/published-page';

const layout = { handle: undefined, loaderData: { settings: {} } };
const textSection = { type: 'text', title: 'Why', content: { text: 'Because.' } };
const page = (sections: unknown[]) => ({ page: { title: 'Spring', content: { sections } } });

describe('pageShipsScripts', () => {
  it('given a page whose route says nothing, then it ships the scripts', () => {
    expect(pageShipsScripts([layout, { handle: undefined, loaderData: null }])).toBe(true);
    expect(pageShipsScripts([layout, { handle: { title: 'x' }, loaderData: null }])).toBe(true);
    expect(pageShipsScripts([])).toBe(true);
  });

  it('given the content routes, then they ship none', () => {
    for (const handle of [about, programmeList, programmeDetail, notFound]) {
      expect(pageShipsScripts([layout, { handle, loaderData: null }])).toBe(false);
    }
  });

  it('only the page’s own route decides, not the layout above it', () => {
    expect(pageShipsScripts([{ handle: about, loaderData: null }, layout])).toBe(true);
  });

  it('given a builder page, then its sections decide, and an unknown slug (not found) ships none', () => {
    const route = (loaderData: unknown) => [layout, { handle: publishedPage, loaderData }];
    expect(pageShipsScripts(route(page([textSection])))).toBe(false);
    expect(pageShipsScripts(route({ page: null }))).toBe(false);
    // A handle's function given a page with a section that needs script.
    const needs = { scripts: (data: { interactive: boolean }) => data.interactive };
    expect(pageShipsScripts([layout, { handle: needs, loaderData: { interactive: true } }])).toBe(
      true,
    );
  });

  it('given no loader data (an error is shown), then the scripts stay', () => {
    expect(pageShipsScripts([layout, { handle: publishedPage, loaderData: undefined }])).toBe(true);
  });

  it('in the static export, every page ships them (it reads live data in the browser)', () => {
    expect(pageShipsScripts([layout, { handle: about, loaderData: null }], true)).toBe(true);
  });
});
