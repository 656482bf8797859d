import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import {
  RENDITION_QUALITY,
  RENDITION_WIDTHS,
  storageImageSrcSet,
  storageRenditionUrl,
} from './storageImage';

const supabase = createClient('https://project.supabase.co', 'anon-key');
const bucket = supabase.storage.from('media');
const objectUrl = (path: string) => bucket.getPublicUrl(path).data.publicUrl;
const clientRendition = (path: string, width: number, quality = RENDITION_QUALITY) =>
  bucket.getPublicUrl(path, { transform: { width, quality } }).data.publicUrl;

/** The candidates of a srcset as [url, descriptor] pairs. */
const candidates = (srcSet: string | undefined) =>
  (srcSet ?? '').split(', ').map((candidate) => candidate.split(' '));

describe('storageRenditionUrl', () => {
  it.each(['uploads/camp.jpg', 'uploads/2026/11/well in the village.png', 'uploads/é-ñ,(1).webp'])(
    'given the public address of %s, then it is the address supabase-js builds for that transform',
    (path) => {
      expect(storageRenditionUrl(objectUrl(path), 640)).toBe(clientRendition(path, 640));
      expect(storageRenditionUrl(objectUrl(path), 320, 60)).toBe(clientRendition(path, 320, 60));
    },
  );

  it('given a Supabase served under a path prefix, then only the storage part changes', () => {
    expect(
      storageRenditionUrl('http://localhost:54321/api/storage/v1/object/public/media/a.png', 320),
    ).toBe(
      'http://localhost:54321/api/storage/v1/render/image/public/media/a.png?width=320&quality=75',
    );
  });

  it.each([
    ['a relative address', '/story-images/camp.svg'],
    ['another host path', 'https://images.unsplash.com/photo-1?w=640'],
    ['a private object', 'https://project.supabase.co/storage/v1/object/authenticated/media/a.png'],
    ['a download link', `${objectUrl('uploads/a.png')}?download=`],
    ['a fragment', `${objectUrl('uploads/a.png')}#top`],
    ['a bucket without a file', 'https://project.supabase.co/storage/v1/object/public/media/'],
    ['whitespace', 'https://project.supabase.co/storage/v1/object/public/media/a b.png'],
    ['not a URL', 'javascript:alert(1)'],
    ['an empty string', ''],
  ])('given %s, then there is no rendition', (_, url) => {
    expect(storageRenditionUrl(url, 320)).toBeUndefined();
    expect(storageImageSrcSet(url, 2000)).toBeUndefined();
  });
});

describe('storageImageSrcSet', () => {
  const url = objectUrl('uploads/camp.jpg');

  it('given a large original, then every width is offered, the largest 1920', () => {
    expect(candidates(storageImageSrcSet(url, 4000))).toEqual(
      RENDITION_WIDTHS.map((width) => [clientRendition('uploads/camp.jpg', width), `${width}w`]),
    );
  });

  it('given an original 1000 px wide, then the widths below it and its own, never wider', () => {
    expect(candidates(storageImageSrcSet(url, 1000))).toEqual(
      [320, 640, 960, 1000].map((width) => [
        clientRendition('uploads/camp.jpg', width),
        `${width}w`,
      ]),
    );
  });

  it('given an original exactly 1280 or 1920 px wide, then that width is offered once', () => {
    expect(candidates(storageImageSrcSet(url, 1280)).map(([, w]) => w)).toEqual([
      '320w',
      '640w',
      '960w',
      '1280w',
    ]);
    expect(candidates(storageImageSrcSet(url, 1920)).map(([, w]) => w)).toEqual([
      '320w',
      '640w',
      '960w',
      '1280w',
      '1920w',
    ]);
  });

  it('given an original smaller than the smallest width, then only its own width (a lighter format)', () => {
    expect(candidates(storageImageSrcSet(url, 200))).toEqual([
      [clientRendition('uploads/camp.jpg', 200), '200w'],
    ]);
  });

  it.each([undefined, 0, -5, 12.5, Number.NaN])(
    'given an unknown or impossible width (%s), then no srcset: Storage would enlarge the image',
    (width) => {
      expect(storageImageSrcSet(url, width)).toBeUndefined();
    },
  );
});
