import { missingPlatformExports, type PlatformNeeds, type PlatformOffers } from '../platform-api';

const shell: PlatformOffers = {
  offers: {
    '@agency/shared/router': ['Link', 'NavLink', 'useLocation'],
    '@agency/shared/api': ['contentReads', 'createAppStore'],
  },
};

describe('the platform API check of a release', () => {
  it('accepts a remote that imports only what the shell offers', () => {
    const remote: PlatformNeeds = {
      needs: { own: { '@agency/shared/router': ['Link', 'useLocation'], '@agency/shared/api': ['contentReads'] } },
    };
    expect(missingPlatformExports('mf_public', remote, shell)).toEqual([]);
  });

  it('names each export the remote needs and the live shell does not offer', () => {
    const remote: PlatformNeeds = {
      needs: { own: { '@agency/shared/router': ['Link', 'useRevalidator'], '@agency/shared/api': ['useGetShinyQuery'] } },
    };
    expect(missingPlatformExports('mf_public', remote, shell)).toEqual([
      'mf_public needs useRevalidator from @agency/shared/router, which the live shell does not offer',
      'mf_public needs useGetShinyQuery from @agency/shared/api, which the live shell does not offer',
    ]);
  });

  it("checks what the remote's own copy of an entry the shell does not load imports from the shell", () => {
    const remote: PlatformNeeds = { needs: { '@agency/shared/admin': { '@agency/shared/router': ['useRevalidator'] } } };
    expect(missingPlatformExports('mf_admin_people', remote, shell)).toEqual([
      'mf_admin_people needs useRevalidator from @agency/shared/router, which the live shell does not offer',
    ]);
  });

  it("ignores the remote's copy of an entry the shell provides, which never runs", () => {
    const remote: PlatformNeeds = { needs: { '@agency/shared/api': { '@agency/shared/router': ['useRevalidator'] } } };
    expect(missingPlatformExports('mf_public', remote, shell)).toEqual([]);
  });

  it('leaves entries the shell does not load to the remote (the admin kit)', () => {
    const remote: PlatformNeeds = { needs: { own: { '@agency/shared/admin': ['ResourceList'] } } };
    expect(missingPlatformExports('mf_admin_content', remote, shell)).toEqual([]);
  });

  it('refuses when either build does not list its platform API', () => {
    expect(missingPlatformExports('mf_public', { needs: {} }, undefined)).toEqual([
      "the live shell's build does not list its platform API (platform-api.json); rebuild the shell first",
    ]);
    expect(missingPlatformExports('mf_public', undefined, shell)).toEqual([
      "mf_public's build does not list the platform API it uses (platform-api.json)",
    ]);
  });
});
