// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { stylesheetGroup } from './stylesheets';

const vanilla = (path: string) => `/repo/${path}.vanilla.css?source=LmEgew`;

describe('which stylesheet a style module goes into', () => {
  it('puts the screens before sign-in in a stylesheet of their own (issue 36)', () => {
    expect(stylesheetGroup(vanilla('apps/web/app/routes/admin/scaffold/signed-out.css.ts'))).toBe(
      'signed-out',
    );
  });

  it("keeps the rest of the back-office in the admin stylesheet and the site's in site", () => {
    expect(stylesheetGroup(vanilla('apps/web/app/routes/admin/scaffold/scaffold.css.ts'))).toBe(
      'admin',
    );
    expect(stylesheetGroup(vanilla('packages/ui/src/components/Dialog/Dialog.css.ts'))).toBe(
      'admin',
    );
    expect(stylesheetGroup(vanilla('packages/ui/src/components/Button/Button.css.ts'))).toBe(
      'site',
    );
  });

  it('leaves modules that are not style sheets to the script groups', () => {
    expect(stylesheetGroup('/repo/apps/web/app/routes/admin/scaffold/signed-out.css.ts')).toBe(
      null,
    );
  });
});
