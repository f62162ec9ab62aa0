import { adminPageRoutes } from '@agency/shared/contract';
import { pages } from '../pages';

const routedHere = [
  ...new Set(
    adminPageRoutes()
      .filter((route) => route.remote === 'mf_admin_people')
      .map((route) => route.page),
  ),
];

it('maps exactly the pages the shell routes to this remote, so a release cannot drop one', () => {
  expect(Object.keys(pages).sort()).toEqual(routedHere.sort());
  expect(routedHere.sort()).toEqual(
    [
      'AuditTrail',
      'ContactDetail',
      'ContactList',
      'Insights',
      'Profile',
      'Register',
      'Settings',
      'TeamAdd',
      'TeamEdit',
      'TeamList',
      'TestimonialAdd',
      'TestimonialEdit',
      'TestimonialList',
      'UserList',
    ].sort(),
  );
});

it.each(routedHere)('%s loads a real page component', async (name) => {
  const { default: Page } = await pages[name]();
  expect(typeof Page).toBe('function');
});
