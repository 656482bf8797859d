import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { matchesAccept } from './accept';
import { FileDropZone } from './FileDropZone';

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

describe('FileDropZone', () => {
  it('lets a person pick several files with the button, limited to the accept list', async () => {
    const onFiles = vi.fn();
    const { container } = render(<FileDropZone onFiles={onFiles} accept={mediaTypes} />);
    expect(screen.getByRole('button', { name: 'Choose files' })).toBeInTheDocument();
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input).toHaveAttribute('accept', mediaTypes.join(','));
    expect(input).toHaveAttribute('multiple');
    const photo = new File(['x'], 'photo.png', { type: 'image/png' });
    const doc = new File(['x'], 'plan.docx', { type: '' });
    await userEvent.upload(input, [photo, doc]);
    expect(onFiles).toHaveBeenCalledWith([photo, doc]);
  });

  it('passes refused files to onRejected rather than onFiles', async () => {
    const onFiles = vi.fn();
    const onRejected = vi.fn();
    const { container } = render(
      <FileDropZone onFiles={onFiles} onRejected={onRejected} accept={['image/*']} />,
    );
    const text = new File(['x'], 'notes.txt', { type: 'text/plain' });
    await userEvent.upload(
      container.querySelector('input[type="file"]') as HTMLInputElement,
      text,
      {
        applyAccept: false,
      },
    );
    expect(onFiles).not.toHaveBeenCalled();
    expect(onRejected).toHaveBeenCalledWith([text]);
  });
});
