/** Sample media files for stories and tests: images, a film, a document and the trash. */
import { fixtureIds } from '../auth/fixtures';
import { at } from '../lib/fixtureDates';
import type { MediaFile, TrashedMediaFile } from './types';

function media(
  id: string,
  name: string,
  originalName: string,
  mimeType: string,
  fileSize: number,
  size: [number, number] | null,
  createdAt: string,
  altText: string | null,
  caption: string | null,
): MediaFile {
  return {
    id,
    file_name: name,
    original_name: originalName,
    file_path: `uploads/${name}`,
    file_size: fileSize,
    mime_type: mimeType,
    width: size?.[0] ?? null,
    height: size?.[1] ?? null,
    folder_path: 'uploads',
    uploaded_by: fixtureIds.admin,
    alt_text: altText,
    caption,
    created_at: at(createdAt),
    updated_at: at(createdAt),
  };
}

/** Newest first, as the library lists them. */
export const fixtureMedia: MediaFile[] = [
  media(
    'e1a2b3c4-d5e6-4f70-8192-a3b4c5d6e7f8',
    '1717400000000-k3j9x2.jpg',
    'water-point-opening.jpg',
    'image/jpeg',
    482_113,
    [1600, 1067],
    '2024-06-03',
    'Children filling containers at a new water point',
    'The new water point in Cox’s Bazar',
  ),
  media(
    'f2b3c4d5-e6f7-4081-92a3-b4c5d6e7f809',
    '1717000000000-p8q7r6.png',
    'logo-on-white.png',
    'image/png',
    24_576,
    [512, 512],
    '2024-05-29',
    'Hope Relief UK logo',
    null,
  ),
  media(
    'a3c4d5e6-f708-4192-a3b4-c5d6e7f8091a',
    '1716500000000-v5w4u3.mp4',
    'appeal-film.mp4',
    'video/mp4',
    18_874_368,
    null,
    '2024-05-23',
    null,
    'Winter appeal film',
  ),
  media(
    'b4d5e6f7-0819-42a3-b4c5-d6e7f8091a2b',
    '1716000000000-a1b2c3.pdf',
    'annual-report-2023.pdf',
    'application/pdf',
    1_258_291,
    null,
    '2024-05-18',
    null,
    null,
  ),
];

/** A deleted image in the media trash (its file is kept until it is purged). */
export const fixtureMediaTrash: TrashedMediaFile[] = [
  {
    id: 'b9c7e4a8-63bb-4c74-9a8b-cf7faf7c8b77',
    file_name: '1716000000000-z1y2x3.jpg',
    original_name: 'blurred-distribution.jpg',
    file_path: 'uploads/1716000000000-z1y2x3.jpg',
    mime_type: 'image/jpeg',
    file_size: 301_220,
    alt_text: 'Food parcels being handed out',
    deleted_at: at('2024-06-01'),
    deleted_by_name: 'Amina Khan',
  },
];
