import { rendererDrift, type SourceRecord } from '../renderer-drift';

const record = (fingerprint: string, files: Record<string, string>): SourceRecord => ({ fingerprint, files });

const shell = record('shell-2', {
  'shell/src/router/routes.tsx': 'routes-2',
  'shell/src/layout/public-frame.tsx': 'frame-1',
  'shell/src/admin/admin-frame.tsx': 'admin-1',
  'shared/src/contract/routes.ts': 'table-1',
});

describe("the public remote's server renderer beside a shell", () => {
  it('may render when every file it shares with the shell is the same (the admin frame it lacks does not count)', () => {
    const renderer = record('renderer-1', {
      'shell/src/router/routes.tsx': 'routes-2',
      'shell/src/layout/public-frame.tsx': 'frame-1',
      'shell/src/ssr/render.tsx': 'render-1',
      'shared/src/contract/routes.ts': 'table-1',
    });
    expect(rendererDrift('mf_public', renderer, shell)).toEqual([]);
  });

  it('may not once the shell changed its route tree: the refusal names the file', () => {
    const renderer = record('renderer-1', { 'shell/src/router/routes.tsx': 'routes-1', 'shell/src/layout/public-frame.tsx': 'frame-1' });
    expect(rendererDrift('mf_public', renderer, shell)).toEqual([
      "mf_public's server renderer was built from a shell that differs from the live one in shell/src/router/routes.tsx; " +
        "it would render routes the browser no longer has: build the remote from the live shell's sources",
    ]);
  });

  it('may render beside a shell released with only admin changes: the renderer never runs the admin frame or staff calls', () => {
    const renderer = record('renderer-1', {
      'shell/src/router/routes.tsx': 'routes-2',
      'shell/src/admin/admin-frame.tsx': 'admin-0',
      'shared/src/admin/form/resource-form.tsx': 'form-0',
      'shared/src/staff-api/people-api.ts': 'people-0',
    });
    const adminRelease = record('shell-3', {
      ...shell.files,
      'shared/src/admin/form/resource-form.tsx': 'form-1',
      'shared/src/staff-api/people-api.ts': 'people-1',
    });
    expect(rendererDrift('mf_public', renderer, adminRelease)).toEqual([]);
  });

  it('nor once the shared route table changed', () => {
    const renderer = record('renderer-1', { 'shared/src/contract/routes.ts': 'table-0' });
    expect(rendererDrift('mf_public', renderer, shell)[0]).toContain('shared/src/contract/routes.ts');
  });

  it('refuses a renderer that does not say what it was built from, beside a shell that does', () => {
    expect(rendererDrift('mf_public', undefined, shell)).toEqual([
      "mf_public's server renderer does not record the shell it was built from (ssr/shell-sources.json)",
    ]);
    expect(rendererDrift('mf_public', shell, undefined)[0]).toContain('rebuild the shell first');
  });

  it('has nothing to compare when neither build records its sources', () => {
    expect(rendererDrift('mf_public', undefined, undefined)).toEqual([]);
  });
});
