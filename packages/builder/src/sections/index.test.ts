import { describe, expect, it } from 'vitest';
import { loadSectionDefinitions } from '../registry/load';
import { defaultSectionRegistry, sectionTypes } from '.';

describe('the built-in section types', () => {
  it('uses the spec labels in the spec order', () => {
    expect(sectionTypes.map((type) => type.label)).toEqual([
      'Hero Section',
      'Text Block',
      'Image',
      'Call to Action',
    ]);
    expect(defaultSectionRegistry.list()).toEqual(sectionTypes);
  });

  it.each(sectionTypes.map((type) => type.type))(
    'given a new %s section, then its defaults have every field',
    async (type) => {
      const definition = (await loadSectionDefinitions(defaultSectionRegistry)).get(type);
      const parsed = definition?.schema.safeParse(definition.defaults);
      // An empty image is the only new section that cannot be saved as it is: it needs a picture.
      expect(parsed?.success).toBe(type !== 'image');
    },
  );
});
