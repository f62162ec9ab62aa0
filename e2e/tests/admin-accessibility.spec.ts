// axe-core on every admin screen issue 21 names (the dashboard, every list, every
// editor, the contacts screens, the media library): no violation at all, whatever
// its impact, at 1366 px and on a 390 px phone. With DOCS_SCREENSHOTS=1 the new
// screens are also saved to docs/screenshots at both widths.

import path from 'node:path';
import { expect as baseExpect, test, type Page } from '@playwright/test';

// Admin screens load their remote first: on a loaded machine that takes more than the default 10 s.
const expect = baseExpect.configure({ timeout: 30_000 });
import {
  ADMIN_AREAS,
  AUDIT_TRAIL_PATH,
  editPath,
  INSIGHTS_PATH,
  REDIRECTS_PATH,
  SEO_AUDIT_PATH,
  SEO_PAGES_PATH,
  SETTINGS_PATH,
  TRASH_PATH,
} from '@agency/shared/contract';
import { staffSession } from '../support/staff-session';
import { readEntry } from '../support/admin-forms';
import { axeScan } from '../support/accessibility';

test.use(staffSession);

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const DOCS = path.resolve(__dirname, '../../docs/screenshots');

const violations = async (page: Page) =>
  (await axeScan(page, TAGS).analyze()).violations.map(
    (violation) =>
      `${violation.impact} ${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );

/** Waits for the screen to settle: its heading, no spinner, fonts and images in. */
const settled = async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Loading...')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
};

const firstId = async (page: Page, resource: string) =>
  ((await readEntry<Array<{ _id: string }>>(page.request, resource))[0] ?? { _id: '' })._id;

/** The API resource of each admin area with an edit screen: its first entry is the one opened. */
const RESOURCES: Record<string, string> = {
  about: 'aboutus',
  blog: 'blog',
  singleBlog: 'single-blog',
  work: 'work',
  service: 'services',
  singleService: 'single-service',
  product: 'products',
  faq: 'faqs',
  plan: 'plan',
  team: 'team',
  testimonial: 'testimonial',
};

type Screen = [name: string, path: string];

/** Screens in groups, one test each, so workers can share them and a failure names its group. */
const GROUPS: Array<[group: string, screens: (page: Page) => Promise<Screen[]>]> = [
  [
    'dashboard, media library, trash and contacts',
    async (page) => {
      const contacts = await readEntry<{ data: Array<{ _id: string }> }>(page.request, 'contact');
      const list: Screen[] = [
        ['dashboard', '/dashboard'],
        ['media-library', '/media-library'],
        ['trash', TRASH_PATH],
        ['contacts-notifications', '/contact-list?view=notifications'],
      ];
      if (contacts.data[0]) list.push(['contact-detail', `/contact-list/${contacts.data[0]._id}`]);
      return list;
    },
  ],
  [
    'SEO, redirects, insight, audit trail and settings',
    async () => [
      ['seo-audit', SEO_AUDIT_PATH],
      ['seo-pages', SEO_PAGES_PATH],
      ['redirect-rules', REDIRECTS_PATH],
      ['insights', INSIGHTS_PATH],
      ['audit-trail', AUDIT_TRAIL_PATH],
      ['settings', SETTINGS_PATH],
    ],
  ],
  ...ADMIN_AREAS.map((area): [string, (page: Page) => Promise<Screen[]>] => [
    area.label,
    async (page) => {
      const list: Screen[] = [[`${area.key}-list`, area.list]];
      if (area.add) list.push([`${area.key}-add`, area.add]);
      const resource = RESOURCES[area.key];
      if (area.edit && resource) list.push([`${area.key}-edit`, editPath(area, await firstId(page, resource))]);
      return list;
    },
  ]),
];

/** The screens issue 21 added or changed most, kept as documentation images. */
const DOCUMENTED = new Set([
  'dashboard',
  'blog-list',
  'blog-edit',
  'singleService-edit',
  'contact-list',
  'contact-detail',
  'contacts-notifications',
  'media-library',
  'trash',
  'product-list',
  'seo-audit',
  'redirect-rules',
  'audit-trail',
  'settings',
]);

test.describe.configure({ mode: 'parallel' });

const WIDTHS = [
  [1366, 860],
  [390, 844],
] as const;

for (const [group, screensOf] of GROUPS) {
  test(`no axe violation at ${WIDTHS.map(([width]) => width).join(' and ')} px: ${group}`, async ({ page }) => {
    // Each screen loads its remote and is scanned at each width: seconds each, minutes on a loaded machine.
    test.setTimeout(300_000);
    await page.setViewportSize({ width: WIDTHS[0][0], height: WIDTHS[0][1] });
    const found: string[] = [];
    for (const [name, route] of await screensOf(page)) {
      await page.goto(route);
      // One load per screen, then the window is narrowed: the admin frame follows resizes (its
      // drawer, the list's phone cards) as it does on a phone, and the load is the slow part.
      for (const [width, height] of WIDTHS) {
        await page.setViewportSize({ width, height });
        await settled(page);
        found.push(...(await violations(page)).map((line) => `${route} at ${width} px: ${line}`));
        if (process.env.DOCS_SCREENSHOTS === '1' && DOCUMENTED.has(name)) {
          await page.screenshot({ path: path.join(DOCS, `admin-${name}-${width}.png`), fullPage: width < 992 ? false : true });
        }
      }
    }
    expect(found).toEqual([]);
  });
}
