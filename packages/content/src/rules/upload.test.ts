import { describe, expect, it } from 'vitest';
import {
  ACCEPTED_UPLOAD_TYPES,
  createUploadPath,
  fileExtension,
  isAcceptedUploadType,
} from './upload';

const fixed = { now: () => 1732240000000, random: () => 'k3x9q2' };

describe('upload object name', () => {
  it.each([
    { name: 'photo.jpg', path: 'uploads/1732240000000-k3x9q2.jpg' },
    { name: 'Photo.JPG', path: 'uploads/1732240000000-k3x9q2.jpg' },
    { name: 'annual.report.2024.PDF', path: 'uploads/1732240000000-k3x9q2.pdf' },
    { name: 'letter.docx', path: 'uploads/1732240000000-k3x9q2.docx' },
    { name: 'README', path: 'uploads/1732240000000-k3x9q2' },
    { name: '.hidden', path: 'uploads/1732240000000-k3x9q2' },
    { name: 'trailing.', path: 'uploads/1732240000000-k3x9q2' },
    { name: 'odd.p/h p', path: 'uploads/1732240000000-k3x9q2.php' },
  ])('names "$name" as $path', ({ name, path }) => {
    expect(createUploadPath(name, fixed)).toBe(path);
  });

  it('by default uses the clock and a random string of letters and digits', () => {
    const before = Date.now();
    const path = createUploadPath('clip.MP4');
    const after = Date.now();
    const match = /^uploads\/(\d+)-([a-z0-9]+)\.mp4$/.exec(path);
    expect(match).not.toBeNull();
    const timestamp = Number(match?.[1]);
    expect(timestamp).toBeGreaterThanOrEqual(before);
    expect(timestamp).toBeLessThanOrEqual(after);
    expect(match?.[2]).toHaveLength(8);
  });

  it('gives two uploads in the same millisecond different names', () => {
    const now = () => 1;
    expect(createUploadPath('a.png', { now })).not.toBe(createUploadPath('a.png', { now }));
  });

  it.each([
    { name: 'a.PNG', ext: 'png' },
    { name: 'a.tar.gz', ext: 'gz' },
    { name: 'noext', ext: '' },
    { name: '.env', ext: '' },
  ])('reads the extension of $name as "$ext"', ({ name, ext }) => {
    expect(fileExtension(name)).toBe(ext);
  });
});

describe('accepted upload types', () => {
  it('gives the picker the spec list', () => {
    expect(ACCEPTED_UPLOAD_TYPES).toBe('image/*,video/*,.pdf,.doc,.docx');
  });

  it.each([
    { name: 'photo.jpg', type: 'image/jpeg' },
    { name: 'logo.svg', type: 'image/svg+xml' },
    { name: 'clip.mp4', type: 'video/mp4' },
    { name: 'report.pdf', type: 'application/pdf' },
    { name: 'report.PDF', type: '' },
    { name: 'letter.doc', type: 'application/msword' },
    { name: 'letter.docx', type: '' },
    {
      name: 'letter',
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    },
  ])('accepts $name ($type)', (file) => {
    expect(isAcceptedUploadType(file)).toBe(true);
  });

  it.each([
    { name: 'song.mp3', type: 'audio/mpeg' },
    { name: 'sheet.xlsx', type: '' },
    { name: 'script.js', type: 'text/javascript' },
    { name: 'archive.zip', type: 'application/zip' },
    { name: 'pdf', type: '' },
  ])('refuses $name ($type)', (file) => {
    expect(isAcceptedUploadType(file)).toBe(false);
  });
});
