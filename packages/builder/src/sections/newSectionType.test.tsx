/**
 * Adding a section type is one folder and its entry in the registry (issue 35): a copy of this
 * package's source gets the folder `test/new-section-type/quote/` (a quote: definition,
 * renderer, editor, schema, styles, fixtures) and one line in `sections/index.ts`, nothing else;
 * the public site then renders quotes and the builder offers, edits, checks and saves them.
 */
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pageBuilderTexts as texts } from '@charitykit/content';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PageBuilderProps } from '../PageBuilder/PageBuilder';
import type { PageContentProps } from '../PageContent/PageContent';

const here = path.dirname(fileURLToPath(import.meta.url));
const packageDir = path.resolve(here, '../..');
// Inside the package, so the copy resolves the package's dependencies as the source does.
const workspace = path.join(packageDir, '.cache', `new-section-type-${process.pid}`);
const registryFile = path.join(workspace, 'src/sections/index.ts');

/** The one line: the folder's type in the registry's list, after the built-in ones. */
function addToRegistry(source: string): string {
  const withImport = source.replace(
    "import { textSection } from './text';",
    "import { textSection } from './text';\nimport { quoteSection } from './quote';",
  );
  return withImport.replace('  ctaSection,\n];', '  ctaSection,\n  quoteSection,\n];');
}

let PageContent: ComponentType<PageContentProps>;
let PageBuilder: ComponentType<PageBuilderProps>;

beforeAll(async () => {
  rmSync(workspace, { recursive: true, force: true });
  mkdirSync(workspace, { recursive: true });
  cpSync(path.join(packageDir, 'src'), path.join(workspace, 'src'), {
    recursive: true,
    filter: (file) => !/\.(test|stories)\.tsx?$/.test(file),
  });
  cpSync(
    path.join(packageDir, 'test/new-section-type/quote'),
    path.join(workspace, 'src/sections/quote'),
    { recursive: true },
  );
  const registry = readFileSync(registryFile, 'utf8');
  const changed = addToRegistry(registry);
  writeFileSync(registryFile, changed);
  // Exactly one entry more than before, and nothing else changed.
  const added = changed.split('\n').filter((line) => !registry.split('\n').includes(line));
  expect(added).toEqual(["import { quoteSection } from './quote';", '  quoteSection,']);
  ({ PageContent } = await import(path.join(workspace, 'src/render.ts')));
  const builder = await import(path.join(workspace, 'src/index.ts'));
  PageBuilder = builder.PageBuilder;
  // Every type's builder half, loaded before the tests as the builder screen does while the
  // pages load (the first test would otherwise time its wait on compiling them).
  await builder.loadSectionDefinitions(builder.defaultSectionRegistry);
}, 120_000);

afterAll(() => rmSync(workspace, { recursive: true, force: true }));

const quote = {
  type: 'quote',
  title: 'Amina, volunteer in Bradford',
  content: { quote: 'I came to help for a week and stayed for three years.' },
};

describe('a new section type', { timeout: 30_000 }, () => {
  it('given a saved page with a quote, then the public site renders it among the others', () => {
    const onUnknownSection = vi.fn();
    render(
      <PageContent
        content={{ sections: [{ type: 'text', title: 'Why', content: { text: 'Cold.' } }, quote] }}
        title="Stories"
        onUnknownSection={onUnknownSection}
      />,
    );
    expect(screen.getByText(quote.content.quote).tagName).toBe('BLOCKQUOTE');
    expect(screen.getByText(quote.title).tagName).toBe('FIGCAPTION');
    expect(onUnknownSection).not.toHaveBeenCalled();
  });

  it('given the builder, then it offers a quote, shows its editor, checks it and saves it', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn().mockResolvedValue({ version: 2 });
    render(
      <PageBuilder
        pages={[{ id: 'p1', title: 'Stories', slug: 'stories', content: {}, version: 1 }]}
        onSave={onSave}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Quote' }));
    const card = await screen.findByRole('region', { name: /^Quote/ });
    // Its own check, with its own message.
    await user.click(screen.getByRole('button', { name: texts.savePage }));
    expect(await within(card).findByText('Please enter the quote')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    await user.type(within(card).getByLabelText('Quote'), `  ${quote.content.quote}  `);
    await user.type(within(card).getByLabelText('Who said it'), quote.title);
    await user.click(screen.getByRole('button', { name: texts.savePage }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    // What is saved is its schema's output: trimmed.
    expect(onSave).toHaveBeenCalledWith('p1', [quote], 1);
  });
});
