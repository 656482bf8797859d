import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { matchesAccept } from './accept';
import * as stories from './FileDropZone.stories';

const { Default, SingleFile } = composeStories(stories);

const mediaTypes = ['image/*', 'video/*', '.pdf', '.doc', '.docx'];

describe('the accept list', () => {
  it.each([
    ['photo.jpg', 'image/jpeg', true],
    ['clip.mp4', 'video/mp4', true],
    ['Report.PDF', 'application/pdf', true],
    ['letter.docx', '', true],
    ['notes.txt', 'text/plain', false],
  ])('given %s (%s), accepts it: %s', (name, type, expected) => {
    expect(matchesAccept({ name, type }, mediaTypes)).toBe(expected);
  });
});

const fileInput = (container: HTMLElement) =>
  container.querySelector('input[type="file"]') as HTMLInputElement;

describe('FileDropZone', () => {
  it('when several files are picked with the button, then all of them are handed over', async () => {
    const onFiles = fn();
    const { container } = render(<Default onFiles={onFiles} />);
    expect(screen.getByRole('button', { name: 'Choose files' })).toBeInTheDocument();
    const input = fileInput(container);
    expect(input).toHaveAttribute('accept', mediaTypes.join(','));
    expect(input).toHaveAttribute('multiple');
    const photo = new File(['x'], 'photo.png', { type: 'image/png' });
    const doc = new File(['x'], 'plan.docx', { type: '' });
    await userEvent.upload(input, [photo, doc]);
    expect(onFiles).toHaveBeenCalledWith([photo, doc]);
  });

  it('when a file outside the accept list arrives, then it is refused, not handed over', async () => {
    const onFiles = fn();
    const onRejected = fn();
    const { container } = render(<SingleFile onFiles={onFiles} onRejected={onRejected} />);
    const text = new File(['x'], 'notes.txt', { type: 'text/plain' });
    await userEvent.upload(fileInput(container), text, { applyAccept: false });
    expect(onFiles).not.toHaveBeenCalled();
    expect(onRejected).toHaveBeenCalledWith([text]);
  });
});
