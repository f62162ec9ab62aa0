import { adminPageRoutes } from '@agency/shared/contract';
import { pages } from '../pages';

it('exposes a page for every admin route the shell gives this remote, and no other', async () => {
  const expected = adminPageRoutes()
    .filter((route) => route.remote === 'mf_admin_content')
    .map((route) => route.page);
  expect(Object.keys(pages).sort()).toEqual([...new Set(expected)].sort());
  for (const load of Object.values(pages)) expect(typeof (await load()).default).toBe('function');
});
