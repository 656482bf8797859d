import { beforeAll, describe, expect, it } from 'vitest';
import { loadSectionDefinitions } from '../registry/load';
import type { SectionRegistry } from '../registry/registry';
import type { SectionDefinition } from '../registry/types';
import { defaultSectionRegistry } from '../sections';
import {
  type BuilderAction,
  type BuilderSection,
  type BuilderState,
  builderReducer,
  canRedo,
  canUndo,
  HISTORY_LIMIT,
  initialBuilderState,
  isDirty,
  sectionMode,
  toStoredSections,
} from './builderReducer';
import { validateSections } from './validateSections';

const hero: BuilderSection = {
  id: 'a',
  type: 'hero',
  title: 'Winter Appeal',
  content: { description: 'Warm kits', buttonText: 'Donate' },
};
const text: BuilderSection = { id: 'b', type: 'text', title: 'Why', content: { text: 'Cold.' } };
const cta: BuilderSection = {
  id: 'c',
  type: 'cta',
  title: 'Give',
  content: { description: '', buttonText: 'Give now', buttonLink: '/donate' },
};
const image: BuilderSection = {
  id: 'd',
  type: 'image',
  title: '',
  content: { imageUrl: '', altText: '' },
};

const loaded = builderReducer(initialBuilderState, {
  type: 'selectPage',
  pageId: 'page-1',
  sections: [hero, text, cta],
});

const run = (state: BuilderState, actions: readonly BuilderAction[]) =>
  actions.reduce(builderReducer, state);
const order = (state: BuilderState) => state.sections.map((section) => section.id).join('');

describe('builder reducer', () => {
  it('given a page is selected, then its sections are shown as saved, previewed, clean, with no history', () => {
    expect(loaded.pageId).toBe('page-1');
    expect(order(loaded)).toBe('abc');
    expect(isDirty(loaded)).toBe(false);
    expect(canUndo(loaded) || canRedo(loaded)).toBe(false);
    expect(sectionMode(loaded, 'a')).toBe('preview');
  });

  it.each<{ name: string; actions: BuilderAction[]; order: string; dirty: boolean }>([
    { name: 'add appends', actions: [{ type: 'add', section: image }], order: 'abcd', dirty: true },
    { name: 'move up', actions: [{ type: 'moveUp', id: 'b' }], order: 'bac', dirty: true },
    { name: 'move down', actions: [{ type: 'moveDown', id: 'b' }], order: 'acb', dirty: true },
    {
      name: 'move up at the top does nothing',
      actions: [{ type: 'moveUp', id: 'a' }],
      order: 'abc',
      dirty: false,
    },
    {
      name: 'move down at the end does nothing',
      actions: [{ type: 'moveDown', id: 'c' }],
      order: 'abc',
      dirty: false,
    },
    { name: 'remove', actions: [{ type: 'remove', id: 'b' }], order: 'ac', dirty: true },
    {
      name: 'remove an unknown id does nothing',
      actions: [{ type: 'remove', id: 'z' }],
      order: 'abc',
      dirty: false,
    },
    {
      name: 'undo a move',
      actions: [{ type: 'moveDown', id: 'a' }, { type: 'undo' }],
      order: 'abc',
      dirty: false,
    },
    {
      name: 'redo a move',
      actions: [{ type: 'moveDown', id: 'a' }, { type: 'undo' }, { type: 'redo' }],
      order: 'bac',
      dirty: true,
    },
    {
      name: 'undo a remove brings the section back in place',
      actions: [{ type: 'remove', id: 'b' }, { type: 'undo' }],
      order: 'abc',
      dirty: false,
    },
    {
      name: 'moving back by hand is clean again',
      actions: [
        { type: 'moveDown', id: 'a' },
        { type: 'moveUp', id: 'a' },
      ],
      order: 'abc',
      dirty: false,
    },
    {
      name: 'undo with no history does nothing',
      actions: [{ type: 'undo' }],
      order: 'abc',
      dirty: false,
    },
    {
      name: 'redo with nothing undone does nothing',
      actions: [{ type: 'redo' }],
      order: 'abc',
      dirty: false,
    },
    {
      name: 'toggling preview/edit is not a change',
      actions: [{ type: 'toggleMode', id: 'a' }],
      order: 'abc',
      dirty: false,
    },
  ])('$name', ({ actions, order: expected, dirty }) => {
    const state = run(loaded, actions);
    expect(order(state)).toBe(expected);
    expect(isDirty(state)).toBe(dirty);
  });

  it('given a new section is added, then it opens in edit mode', () => {
    const state = builderReducer(loaded, { type: 'add', section: image });
    expect(sectionMode(state, 'd')).toBe('edit');
  });

  it('switches one section between preview and edit, leaving the others', () => {
    const state = run(loaded, [{ type: 'toggleMode', id: 'b' }]);
    expect([sectionMode(state, 'a'), sectionMode(state, 'b')]).toEqual(['preview', 'edit']);
    expect(sectionMode(builderReducer(state, { type: 'toggleMode', id: 'b' }), 'b')).toBe(
      'preview',
    );
    expect(
      sectionMode(builderReducer(state, { type: 'setMode', id: 'a', mode: 'edit' }), 'a'),
    ).toBe('edit');
  });

  it('updates the title and content fields', () => {
    const state = run(loaded, [
      { type: 'updateField', id: 'a', field: 'title', value: 'Spring Appeal' },
      { type: 'updateField', id: 'a', field: 'buttonText', value: 'Give' },
    ]);
    expect(state.sections[0]).toEqual({
      ...hero,
      title: 'Spring Appeal',
      content: { description: 'Warm kits', buttonText: 'Give' },
    });
    expect(isDirty(state)).toBe(true);
  });

  it('given a run of typing in one field, then one undo takes it all back', () => {
    const typed = run(loaded, [
      { type: 'updateField', id: 'b', field: 'text', value: 'C' },
      { type: 'updateField', id: 'b', field: 'text', value: 'Co' },
      { type: 'updateField', id: 'b', field: 'text', value: 'Col' },
      { type: 'updateField', id: 'b', field: 'title', value: 'Why now' },
    ]);
    expect(typed.past).toHaveLength(2);
    const once = builderReducer(typed, { type: 'undo' });
    expect(once.sections[1]).toEqual({ ...text, content: { text: 'Col' } });
    const twice = builderReducer(once, { type: 'undo' });
    expect(twice.sections[1]).toEqual(text);
    expect(isDirty(twice)).toBe(false);
  });

  it('given an image chosen with its size, then address and size change in one undo step', () => {
    const withImage = run(loaded, [{ type: 'add', section: image }]);
    const chosen = run(withImage, [
      {
        type: 'updateField',
        id: 'd',
        field: 'imageUrl',
        value: 'https://example.org/storage/v1/object/public/media/a.jpg',
        also: { imageWidth: '1600', imageHeight: '900' },
      },
    ]);
    expect(chosen.sections[3]?.content).toEqual({
      imageUrl: 'https://example.org/storage/v1/object/public/media/a.jpg',
      altText: '',
      imageWidth: '1600',
      imageHeight: '900',
    });
    // Typing an address afterwards clears the size with every keystroke: still a run of edits
    // in one field, so no further undo step.
    const typed = run(chosen, [
      { type: 'updateField', id: 'd', field: 'imageUrl', value: 'h', also: { imageWidth: '' } },
      { type: 'updateField', id: 'd', field: 'imageUrl', value: 'ht', also: { imageWidth: '' } },
    ]);
    expect(typed.past).toHaveLength(chosen.past.length);
    expect(typed.sections[3]?.content).toMatchObject({ imageUrl: 'ht', imageWidth: '' });
    expect(builderReducer(chosen, { type: 'undo' }).sections[3]).toEqual(image);
  });

  it('given an undo, then a new change forgets what could be redone', () => {
    const state = run(loaded, [
      { type: 'remove', id: 'a' },
      { type: 'undo' },
      { type: 'moveDown', id: 'b' },
    ]);
    expect(canRedo(state)).toBe(false);
    expect(order(state)).toBe('acb');
  });

  it(`remembers at most ${HISTORY_LIMIT} steps`, () => {
    const many = Array.from(
      { length: HISTORY_LIMIT + 20 },
      (_, i): BuilderAction =>
        i % 2 ? { type: 'moveUp', id: 'a' } : { type: 'moveDown', id: 'a' },
    );
    expect(run(loaded, many).past).toHaveLength(HISTORY_LIMIT);
  });

  it('given typing in a field with an error, then that error (only) is cleared', () => {
    const withErrors = builderReducer(loaded, {
      type: 'setErrors',
      errors: { c: { buttonLink: 'bad', title: 'too long' } },
    });
    const typed = builderReducer(withErrors, {
      type: 'updateField',
      id: 'c',
      field: 'buttonLink',
      value: '/x',
    });
    expect(typed.errors).toEqual({ c: { title: 'too long' } });
  });

  it('given a save, then the saved shape becomes clean, with history kept for undo', () => {
    const edited = run(loaded, [
      { type: 'updateField', id: 'b', field: 'title', value: '  Why now  ' },
    ]);
    const saved = builderReducer(edited, {
      type: 'saved',
      sections: [hero, { ...text, title: 'Why now' }, cta].map(({ type, title, content }) => ({
        type,
        title,
        content,
      })),
    });
    expect(isDirty(saved)).toBe(false);
    expect(saved.sections[1]?.title).toBe('Why now');
    expect(canUndo(saved)).toBe(true);
    expect(isDirty(builderReducer(saved, { type: 'undo' }))).toBe(true);
  });

  it('saves exactly { type, title, content }, never the local ids', () => {
    expect(toStoredSections([{ ...hero, extra: 1 } as BuilderSection])).toEqual([
      {
        type: 'hero',
        title: 'Winter Appeal',
        content: { description: 'Warm kits', buttonText: 'Donate' },
      },
    ]);
  });
});

describe('validateSections', () => {
  // The builder's half of each built-in type (schemas), as the builder loads it.
  let definitions: SectionRegistry<SectionDefinition>;
  beforeAll(async () => {
    definitions = await loadSectionDefinitions(defaultSectionRegistry);
  });

  it('given valid sections, then it returns their cleaned output in order', () => {
    const result = validateSections(
      [
        { ...hero, title: '  Winter Appeal ' },
        text,
        { id: 'u', type: 'carousel', title: 'x', content: { a: 1 } },
      ],
      definitions,
    );
    expect(result).toEqual({
      ok: true,
      sections: [
        {
          type: 'hero',
          title: 'Winter Appeal',
          content: { description: 'Warm kits', buttonText: 'Donate' },
        },
        { type: 'text', title: 'Why', content: { text: 'Cold.' } },
        // Unknown types are kept as stored, so saving never loses them.
        { type: 'carousel', title: 'x', content: { a: 1 } },
      ],
    });
  });

  it('given an earlier version replaces the sections, then the page is unsaved, previewed, and one undo brings the current sections back', () => {
    const earlier: BuilderSection[] = [{ ...text, id: 'x' }];
    const restored = builderReducer(
      { ...loaded, errors: { a: { title: 'Too long' } } },
      { type: 'replaceSections', sections: earlier },
    );
    expect(order(restored)).toBe('x');
    expect(isDirty(restored)).toBe(true);
    expect(sectionMode(restored, 'x')).toBe('preview');
    expect(restored.errors).toEqual({});
    const undone = builderReducer(restored, { type: 'undo' });
    expect(order(undone)).toBe('abc');
    expect(isDirty(undone)).toBe(false);
  });

  it('given an unsafe link and an empty image, then it reports each field and the first problem', () => {
    const result = validateSections(
      [hero, { ...cta, content: { ...cta.content, buttonLink: 'javascript:alert(1)' } }, image],
      definitions,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.first).toMatchObject({ id: 'c', field: 'buttonLink' });
    expect(result.errors).toEqual({
      c: {
        buttonLink:
          'Please enter a web address starting with http:// or https://, or a site path starting with /',
      },
      d: {
        imageUrl: 'Please enter a web address',
        altText: 'Please describe the image for people who cannot see it',
      },
    });
  });
});
