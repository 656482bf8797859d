/**
 * The data package's repositories with the real supabase-js client against the local backend:
 * the same migrations, RLS policies and storage bucket as hosted Supabase.
 */
import {
  createSupabaseRepositories,
  type DataError,
  PageConflictError,
  type Repositories,
} from '@charitykit/data';
import {
  fetchPageRedirects,
  fetchPublicSettings,
  fetchPublishedPage,
  fetchPublishedPageVersions,
  fetchSharedPreview,
} from '@charitykit/data/public';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, type Backend, startBackend } from './harness';

// A 1x1 transparent PNG: real image bytes, so the bucket's content sniffing accepts it.
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);

let backend: Backend;
let admin: Repositories;
let adminId: string;

async function signedIn(email: string, password: string) {
  const repositories = createSupabaseRepositories(backend.client(), {
    // Node has no image decoder; the size of the 1x1 test image is known.
    readImageSize: async () => ({ width: 1, height: 1 }),
  });
  const session = await repositories.auth.signInWithPassword({ email, password });
  return { repositories, userId: session.user.id };
}

async function rejection(promise: Promise<unknown>): Promise<DataError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeDefined();
  return error as DataError;
}

beforeAll(async () => {
  backend = await startBackend();
  ({ repositories: admin, userId: adminId } = await signedIn(ADMIN.email, ADMIN.password));
});

afterAll(async () => {
  await backend?.stop();
});

describe('signing in against the local backend', () => {
  it('the seeded admin signs in and has an admin profile', async () => {
    const profile = await admin.adminUsers.getByUserId(adminId);
    expect(profile).toMatchObject({ user_id: adminId, role: 'admin' });
  });

  it('a wrong password is refused with the provider message and status', async () => {
    const repositories = createSupabaseRepositories(backend.client());
    const error = await rejection(
      repositories.auth.signInWithPassword({ email: ADMIN.email, password: 'not-the-password' }),
    );
    expect(error).toMatchObject({ message: 'Invalid login credentials', status: 400 });
  });

  it('a new staff member without a profile can set up their own, as an editor only', async () => {
    await backend.createStaff('newcomer@charitykit.test', 'newcomer-password', null);
    const { repositories, userId } = await signedIn(
      'newcomer@charitykit.test',
      'newcomer-password',
    );
    expect(await repositories.adminUsers.getByUserId(userId)).toBeNull();
    const asAdmin = await rejection(
      repositories.adminUsers.createProfile({ userId, fullName: 'newcomer', role: 'admin' }),
    );
    expect(asAdmin.status).toBe(403);
    const profile = await repositories.adminUsers.createProfile({
      userId,
      fullName: 'newcomer',
      role: 'editor',
    });
    expect(profile).toMatchObject({ user_id: userId, full_name: 'newcomer', role: 'editor' });
    expect(await repositories.adminUsers.getByUserId(userId)).toMatchObject({ role: 'editor' });
  });

  it('signing out ends the session', async () => {
    // Its own account: sign-out ends every session of the user, and the other tests share the
    // admin's.
    await backend.createStaff('leaver@charitykit.test', 'leaver-password', 'editor', 'Lee Ver');
    const { repositories } = await signedIn('leaver@charitykit.test', 'leaver-password');
    await repositories.auth.signOut();
    expect(await repositories.auth.getSession()).toBeNull();
  });
});

describe('pages against the local backend', () => {
  it('creates, lists, edits, saves sections and deletes a page', async () => {
    const created = await admin.pages.create(
      {
        title: 'Integration Appeal',
        slug: 'integration-appeal',
        meta_title: 'Integration',
        meta_description: null,
        status: 'draft',
        template_name: 'landing',
      },
      adminId,
    );
    expect(created).toMatchObject({
      slug: 'integration-appeal',
      content: {},
      created_by: adminId,
      status: 'draft',
    });

    const listed = await admin.pages.list();
    expect(listed[0]?.id).toBe(created.id);

    const edited = await admin.pages.update(
      created.id,
      {
        title: 'Integration Appeal 2',
        slug: 'integration-appeal-2',
        meta_title: null,
        meta_description: 'Edited',
        status: 'published',
        template_name: 'page',
      },
      created.version,
    );
    expect(edited).toMatchObject({
      title: 'Integration Appeal 2',
      status: 'published',
      meta_description: 'Edited',
    });
    expect(edited.updated_at > created.updated_at).toBe(true);

    expect(edited.version).toBe(created.version + 1);
    const saved = await admin.pages.saveSections(
      created.id,
      [
        { type: 'text', title: 'Intro', content: { text: 'Hello' } },
        {
          type: 'cta',
          title: 'Give',
          content: { description: 'Now', buttonText: 'Donate', buttonLink: '/donate' },
        },
      ],
      edited.version,
    );
    expect(saved.version).toBe(edited.version + 1);
    // A save based on the version before is refused, naming who saved since; nothing is written.
    const conflict = await rejection(admin.pages.saveSections(created.id, [], edited.version));
    expect(conflict).toBeInstanceOf(PageConflictError);
    expect((conflict as PageConflictError).conflict.current.version).toBe(saved.version);
    expect((conflict as PageConflictError).conflict.changedBy).not.toBeNull();
    const builderPages = await admin.pages.listForBuilder();
    const titles = builderPages.map((p) => p.title);
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(builderPages.find((p) => p.id === created.id)?.content).toEqual({
      sections: [
        { type: 'text', title: 'Intro', content: { text: 'Hello' } },
        {
          type: 'cta',
          title: 'Give',
          content: { description: 'Now', buttonText: 'Donate', buttonLink: '/donate' },
        },
      ],
    });

    const counts = await admin.dashboard.counts();
    expect(counts.pages.total).toBe(listed.length);
    expect(counts.pages.published + counts.pages.draft).toBeLessThanOrEqual(counts.pages.total);

    const revisions = await admin.pages.listRevisions(created.id);
    expect(revisions).toEqual([]);

    await admin.pages.remove(created.id);
    expect((await admin.pages.list()).some((p) => p.id === created.id)).toBe(false);
    expect((await admin.pages.listTrash()).map((p) => p.id)).toContain(created.id);
    await admin.pages.restore(created.id);
    const back = (await admin.pages.listForBuilder()).find((p) => p.id === created.id);
    expect(back?.content).toEqual(builderPages.find((p) => p.id === created.id)?.content);
    await admin.pages.remove(created.id);
    await admin.pages.deletePermanently(created.id);
    expect((await admin.pages.listTrash()).some((p) => p.id === created.id)).toBe(false);
  });

  it('refuses a duplicate slug with the database message', async () => {
    const error = await rejection(
      admin.pages.create(
        {
          title: 'Winter again',
          slug: 'winter-appeal',
          meta_title: null,
          meta_description: null,
          status: 'draft',
          template_name: 'page',
        },
        adminId,
      ),
    );
    expect(error.message).toContain('duplicate key value violates unique constraint');
    expect(error.status).toBe(409);
  });

  it('visitors see only published pages', async () => {
    const visitor = createSupabaseRepositories(backend.client());
    const pages = await visitor.pages.list();
    expect(pages.length).toBeGreaterThan(0);
    expect(pages.every((p) => p.status === 'published')).toBe(true);
  });
});

describe('publishing against the local backend (issue 25)', () => {
  const stamp = () => Date.now().toString(36);

  it('staff read any page by id; the public reader lists live pages with their navigation', async () => {
    const slug = `nav-${stamp()}`;
    const page = await admin.pages.create(
      {
        title: 'Placed',
        slug,
        meta_title: null,
        meta_description: null,
        status: 'published',
        template_name: 'page',
        nav_placement: 'footer',
        nav_order: 4,
      },
      adminId,
    );
    expect(await admin.pages.get(page.id)).toMatchObject({ slug, nav_placement: 'footer' });
    const draft = await admin.pages.create(
      {
        title: 'Later',
        slug: `later-${stamp()}`,
        meta_title: null,
        meta_description: null,
        status: 'draft',
        template_name: 'page',
        publish_at: new Date(Date.now() + 3_600_000).toISOString(),
      },
      adminId,
    );
    const visitor = createSupabaseRepositories(backend.client());
    expect(await visitor.pages.get(draft.id)).toBeNull();
    const versions = await fetchPublishedPageVersions(backend);
    expect(versions).toContainEqual(
      expect.objectContaining({ slug, title: 'Placed', navPlacement: 'footer', navOrder: 4 }),
    );
    expect(versions.map((v) => v.slug)).not.toContain(draft.slug);
    expect(await fetchPublishedPage(draft.slug, backend)).toBeNull();
  });

  it('a renamed live page leaves its old slug for the public reader', async () => {
    const old = `old-${stamp()}`;
    const page = await admin.pages.create(
      {
        title: 'Renamed',
        slug: old,
        meta_title: null,
        meta_description: null,
        status: 'published',
        template_name: 'page',
      },
      adminId,
    );
    const renamed = `new-${stamp()}`;
    await admin.pages.update(
      page.id,
      {
        title: 'Renamed',
        slug: renamed,
        meta_title: null,
        meta_description: null,
        status: 'published',
        template_name: 'page',
      },
      page.version,
    );
    expect(await fetchPageRedirects(backend, old)).toEqual([{ from: old, to: renamed }]);
    const versions = await fetchPublishedPageVersions(backend);
    expect(versions.find((v) => v.slug === renamed)?.oldSlugs).toEqual([old]);
  });

  it('share-preview links: made, listed, read by anyone with the token, revoked for good', async () => {
    const page = await admin.pages.create(
      {
        title: 'For trustees',
        slug: `trustees-${stamp()}`,
        meta_title: null,
        meta_description: null,
        status: 'draft',
        template_name: 'page',
      },
      adminId,
    );
    const link = await admin.previewLinks.create(page.id);
    expect(link.token).toMatch(/^[0-9a-f]{64}$/);
    expect((await admin.previewLinks.listActive(page.id)).map((l) => l.id)).toEqual([link.id]);
    expect(await fetchSharedPreview(link.token, backend)).toMatchObject({
      title: 'For trustees',
      slug: page.slug,
    });
    const visitor = createSupabaseRepositories(backend.client());
    await expect(visitor.previewLinks.listActive(page.id)).rejects.toMatchObject({ status: 401 });
    await admin.previewLinks.revoke(link.id);
    expect(await admin.previewLinks.listActive(page.id)).toEqual([]);
    expect(await fetchSharedPreview(link.token, backend)).toBeNull();
  });
});

describe('media against the local backend', () => {
  it('uploads an image, serves it publicly, edits its details and deletes it', async () => {
    const progress: number[] = [];
    const file = new File([PNG], 'pixel.png', { type: 'image/png' });
    const row = await admin.media.upload(file, {
      uploadedBy: adminId,
      onProgress: (p) => progress.push(p),
    });
    expect(progress).toEqual([10, 70, 100]);
    expect(row).toMatchObject({
      original_name: 'pixel.png',
      mime_type: 'image/png',
      file_size: PNG.byteLength,
      width: 1,
      height: 1,
      folder_path: 'uploads',
      uploaded_by: adminId,
    });
    expect(row.file_path).toMatch(/^uploads\/\d+-[a-z0-9]+\.png$/);

    const url = admin.media.publicUrl(row.file_path);
    const served = await fetch(url);
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);

    expect((await admin.media.list())[0]?.id).toBe(row.id);
    const counts = await admin.dashboard.counts();
    expect(counts.media.images).toBeGreaterThanOrEqual(1);

    const edited = await admin.media.updateDetails(row.id, {
      alt_text: 'A single pixel',
      caption: 'Tiny',
    });
    expect(edited).toMatchObject({ alt_text: 'A single pixel', caption: 'Tiny' });

    // Deleted: out of the library, into the trash; the stored file goes only when it is purged.
    await admin.media.remove(row.id);
    expect((await admin.media.list()).some((m) => m.id === row.id)).toBe(false);
    expect((await admin.media.listTrash()).map((m) => m.id)).toContain(row.id);
    expect((await fetch(url)).ok).toBe(true);
    await admin.media.restore(row.id);
    expect((await admin.media.list()).some((m) => m.id === row.id)).toBe(true);
    await admin.media.remove(row.id);
    await admin.media.deletePermanently(row.id);
    expect((await admin.media.listTrash()).some((m) => m.id === row.id)).toBe(false);
    expect((await fetch(url)).ok).toBe(false);
  });

  it('refuses a file whose bytes are not an accepted type', async () => {
    const file = new File(['<script>alert(1)</script>'], 'fake.png', { type: 'image/png' });
    const error = await rejection(admin.media.upload(file));
    expect(error.message.length).toBeGreaterThan(0);
    expect((await admin.media.list()).some((m) => m.original_name === 'fake.png')).toBe(false);
  });
});

describe('settings against the local backend', () => {
  it('an admin saves settings and the public site reads them anonymously', async () => {
    await admin.settings.save(
      {
        site_name: 'Hope Relief Integration',
        theme_colors: { primary: '#112233', secondary: '#445566', accent: '#778899' },
      },
      adminId,
    );
    const values = await admin.settings.read();
    expect(values).toMatchObject({
      site_name: 'Hope Relief Integration',
      theme_colors: { primary: '#112233', secondary: '#445566', accent: '#778899' },
    });
    const rows = await admin.settings.listRows();
    expect(rows.find((r) => r.setting_key === 'site_name')?.updated_by).toBe(adminId);

    const publicRead = await fetchPublicSettings({ url: backend.url, anonKey: backend.anonKey });
    expect(publicRead.source).toBe('backend');
    expect(publicRead.settings.siteName).toBe('Hope Relief Integration');
    expect(publicRead.settings.themeColors).toEqual({
      primary: '#112233',
      secondary: '#445566',
      accent: '#778899',
    });
  });

  it('an editor may not change settings: the database refuses', async () => {
    await backend.createStaff('editor@charitykit.test', 'editor-password', 'editor', 'Tom Price');
    const { repositories, userId } = await signedIn('editor@charitykit.test', 'editor-password');
    const error = await rejection(repositories.settings.save({ site_name: 'Hijacked' }, userId));
    expect(error.status).toBe(403);
    expect(error.code).toBe('42501');
    expect(error.message).toContain('row-level security');
    expect((await admin.settings.read()).site_name).toBe('Hope Relief Integration');
  });

  it('an editor still manages pages', async () => {
    const { repositories, userId } = await signedIn('editor@charitykit.test', 'editor-password');
    const page = await repositories.pages.create(
      {
        title: 'Editor Page',
        slug: 'editor-page',
        meta_title: null,
        meta_description: null,
        status: 'draft',
        template_name: 'page',
      },
      userId,
    );
    expect(page.created_by).toBe(userId);
    await repositories.pages.remove(page.id);
  });
});
