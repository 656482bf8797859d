/** Sample share-preview links for stories and tests. */
import { fixtureIds } from '../auth/fixtures';
import { at } from '../lib/fixtureDates';
import type { PreviewLink } from './types';

/** Share-preview links of the draft "Annual Report Draft" (issue 25), newest first. */
export const fixturePreviewLinks: PreviewLink[] = [
  {
    id: 'e7a5c2e6-4199-4a52-b16f-0d5d8d5a6f55',
    page_id: 'c5e3a0c4-2f77-4e30-9f4d-8b3b6b3e4d33',
    token: 'a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f90123',
    created_by: fixtureIds.editor,
    created_at: at('2030-05-02'),
    expires_at: at('2030-05-09'),
    revoked_at: null,
  },
  {
    id: 'f8b6d3f7-52aa-4b63-827a-1e6e9e6b7a66',
    page_id: 'c5e3a0c4-2f77-4e30-9f4d-8b3b6b3e4d33',
    token: 'b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9012345',
    created_by: fixtureIds.admin,
    created_at: at('2030-04-30'),
    expires_at: at('2030-05-07'),
    revoked_at: null,
  },
];
