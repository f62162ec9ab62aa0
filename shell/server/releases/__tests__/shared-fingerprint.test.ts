import { sharedDrift, type SharedFingerprint } from '../shared-fingerprint';

const shell: SharedFingerprint = {
  fingerprint: 'shell-1',
  files: { 'contract/messages.ts': 'a1', 'contract/index.ts': 'b1', 'router/index.ts': 'c1', 'ui/button.tsx': 'd1' },
};

const remoteWith = (files: Record<string, string>): SharedFingerprint => ({ fingerprint: 'remote-1', files });

describe('the shared package check of a release', () => {
  it('accepts a remote built against the same shared files as the shell, with its own copy of the admin kit', () => {
    const remote = remoteWith({ 'contract/messages.ts': 'a1', 'router/index.ts': 'c1', 'admin/form/field.tsx': 'e1' });
    expect(sharedDrift('mf_admin_people', remote, shell)).toEqual([]);
  });

  it('refuses a remote whose copy of a file the shell also runs differs, naming the file', () => {
    const remote = remoteWith({ 'contract/messages.ts': 'a2', 'router/index.ts': 'c1' });
    expect(sharedDrift('mf_admin_people', remote, shell)).toEqual([
      "mf_admin_people was built against a shared package that differs from the live shell's in shared/src/contract/messages.ts; " +
        "it would run on the shell's copy: release the shell with this shared package first, or build the remote from the shell's",
    ]);
  });

  it('names five differing files and counts the rest', () => {
    const many = Object.fromEntries(Array.from({ length: 7 }, (_, i) => [`contract/f${i}.ts`, 'old']));
    const remote = remoteWith(Object.fromEntries(Object.keys(many).map((file) => [file, 'new'])));
    const [problem] = sharedDrift('mf_public', remote, { fingerprint: 'x', files: many });
    expect(problem).toContain(
      'shared/src/contract/f0.ts, shared/src/contract/f1.ts, shared/src/contract/f2.ts, shared/src/contract/f3.ts, shared/src/contract/f4.ts and 2 more;',
    );
  });

  it('asks for a rebuild when either build does not record its shared package', () => {
    expect(sharedDrift('mf_public', remoteWith({}), undefined)).toEqual([
      "the live shell's build does not record its shared package (shared-fingerprint.json); rebuild the shell first",
    ]);
    expect(sharedDrift('mf_public', undefined, shell)).toEqual([
      "mf_public's build does not record the shared package it was built against (shared-fingerprint.json)",
    ]);
  });
});
