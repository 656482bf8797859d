import { validationMessages } from '@charitykit/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { validateSections } from '../reducer/validateSections';
import type { SectionFieldErrors, StoredSection } from '../registry/types';
import { defaultSectionRegistry } from './definitions';
import { invalidSections, sampleSections } from './fixtures';

interface EditorHarnessProps {
  initial: StoredSection;
  /** Check the section as Save Page would, showing its errors. */
  validate?: boolean;
}

/** One section's editor with its own state, as the builder holds it. */
function EditorHarness({ initial, validate = false }: EditorHarnessProps) {
  const [section, setSection] = useState(initial);
  const [errors, setErrors] = useState<SectionFieldErrors>(() => {
    if (!validate) return {};
    const check = validateSections([{ ...initial, id: 'story' }], defaultSectionRegistry);
    return check.ok ? {} : (check.errors.story ?? {});
  });
  const definition = defaultSectionRegistry.get(section.type);
  if (!definition) return <p>Unknown section type</p>;
  return (
    <div style={{ maxWidth: 640 }}>
      <h2>{definition.label}</h2>
      <definition.Editor
        section={section}
        errors={errors}
        idPrefix="story"
        onChange={(field, value, also) => {
          setSection((current) =>
            field === 'title'
              ? { ...current, title: value }
              : { ...current, content: { ...current.content, ...also, [field]: value } },
          );
          setErrors(({ [field]: _cleared, ...rest }) => rest);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Builder/Section editors',
  component: EditorHarness,
} satisfies Meta<typeof EditorHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HeroEmpty: Story = {
  args: { initial: sampleSections.hero.empty },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Title'), 'Spring Appeal');
    await expect(canvas.getByLabelText('Title')).toHaveValue('Spring Appeal');
    await expect(canvas.getByLabelText('Description')).toHaveValue('');
    await expect(canvas.getByLabelText('Button Text')).toHaveValue('');
  },
};

export const HeroFilled: Story = { args: { initial: sampleSections.hero.filled } };

export const HeroInvalid: Story = {
  args: { initial: invalidSections.hero, validate: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(validationMessages.section.titleTooLong)).toBeVisible();
  },
};

export const TextEmpty: Story = {
  args: { initial: sampleSections.text.empty },
  play: async ({ canvas }) => {
    // Spec section 9: the text editor is 6 rows.
    await expect(canvas.getByLabelText('Text')).toHaveAttribute('rows', '6');
  },
};

export const TextFilled: Story = { args: { initial: sampleSections.text.filled } };

export const TextInvalid: Story = {
  args: { initial: invalidSections.text, validate: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(validationMessages.section.titleTooLong)).toBeVisible();
    await userEvent.clear(canvas.getByLabelText('Title'));
    // Typing in a field clears its message.
    await expect(
      canvas.queryByText(validationMessages.section.titleTooLong),
    ).not.toBeInTheDocument();
  },
};

export const ImageEmpty: Story = {
  args: { initial: sampleSections.image.empty },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Choose from Media Library' })).toBeVisible();
    await expect(canvas.getByLabelText(/Image URL/)).toHaveValue('');
  },
};

export const ImageFilled: Story = { args: { initial: sampleSections.image.filled } };

export const ImageInvalid: Story = {
  args: { initial: invalidSections.image, validate: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(validationMessages.safeUrl.unsafe)).toBeVisible();
    await expect(canvas.getByText(validationMessages.section.altTextRequired)).toBeVisible();
  },
};

export const CallToActionEmpty: Story = { args: { initial: sampleSections.cta.empty } };

export const CallToActionFilled: Story = {
  args: { initial: sampleSections.cta.filled },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Button Link/)).toHaveValue('/contact');
  },
};

export const CallToActionUnsafeLink: Story = {
  args: { initial: invalidSections.cta, validate: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(validationMessages.safeUrl.unsafe)).toBeVisible();
  },
};
