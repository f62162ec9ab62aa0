// Staff never lose work (issue 21), at 1366 px: leaving a changed form asks first;
// a reload, an ended session and an idle sign-out keep the typed text in the browser
// and offer it back on the same editor (after logging in again); a save refused
// because someone else saved shows both versions side by side, keeping mine per field.

import { expect as baseExpect, test } from '@playwright/test';

// Admin screens load their remote first: on a loaded machine that takes more than the default 10 s.
const expect = baseExpect.configure({ timeout: 30_000 });
import { apiMessages, authMessages, entityVersionTag, type Plan } from '@agency/shared/contract';
import { editConflictMessages, idleMessages, resourceMessages, unsavedMessages } from '@agency/shared/contract/messages';
import { editFirstRow, logInAgain, ownSession, readEntry, staffHeaders } from '../support/admin-forms';
import { staffSession } from '../support/staff-session';

test.use({ ...staffSession, viewport: { width: 1366, height: 860 } });
// Whole editing sessions per test: room for a loaded machine.
test.describe.configure({ timeout: 180_000 });

const planName = (page: import('@playwright/test').Page) => page.getByRole('textbox', { name: /^Plan name/ });

test('leaving a changed form asks first; Stay keeps the text, Leave goes', async ({ page }) => {
  await editFirstRow(page, '/plan-list');
  await planName(page).fill('Leave me');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard' }).click();
  const dialog = page.getByRole('dialog', { name: unsavedMessages.leaveTitle });
  await expect(dialog).toContainText(unsavedMessages.leaveQuestion);
  await dialog.getByRole('button', { name: unsavedMessages.stay }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/edit-plan\//);
  await expect(planName(page)).toHaveValue('Leave me');

  // The browser's Back asks too (the history undoes the move and replays it on Leave).
  await page.goBack();
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/edit-plan\//);
  await dialog.getByRole('button', { name: unsavedMessages.stay }).click();
  await expect(planName(page)).toHaveValue('Leave me');
  await page.goBack();
  await dialog.getByRole('button', { name: unsavedMessages.leave }).click();
  await expect(page).toHaveURL(/\/plan-list/);
  await page.goForward();
  await planName(page).fill('Leave me');

  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard' }).click();
  await page.getByRole('dialog', { name: unsavedMessages.leaveTitle }).getByRole('button', { name: unsavedMessages.leave }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a reload asks the browser first, and the typed text is offered back after it', async ({ page }) => {
  const id = await editFirstRow(page, '/plan-list');
  await planName(page).fill('Typed before the reload');
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.accept();
  });
  await page.reload();
  expect(asked).toEqual(['beforeunload']);
  const offer = page.getByRole('region', { name: 'Unsaved changes' });
  await expect(offer).toBeVisible();
  await expect(planName(page)).not.toHaveValue('Typed before the reload');
  await offer.getByRole('button', { name: unsavedMessages.restore }).click();
  await expect(planName(page)).toHaveValue('Typed before the reload');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText(resourceMessages.plan.updated)).toBeVisible();
  expect((await readEntry<Plan>(page.request, `plan/${id}`)).planName).toBe('Typed before the reload');
  // Saved: nothing is offered any more.
  await page.reload();
  await expect(planName(page)).toHaveValue('Typed before the reload');
  await expect(page.getByRole('region', { name: 'Unsaved changes' })).toHaveCount(0);
});

// Sessions that end (signed out by the client after a 401, or idle) are their own, not the shared staff login.
const ownLogin = { storageState: { cookies: [], origins: [] } };

test.describe('session ended mid-edit', () => {
  test.use(ownLogin);

  test('a session ended mid-edit: log in again, back on the same editor, the text offered back', async ({ page }) => {
    await ownSession(page);
    const id = await editFirstRow(page, '/plan-list');
    const editor = page.url();
    await planName(page).fill('Typed while the session ended');
    // The server refuses the session (expired or revoked) when staff press Update.
    await page.route('**/api/plan/*', (route) =>
      route.request().method() === 'PUT' ? route.fulfill({ status: 401, json: { message: apiMessages.unauthorized } }) : route.fallback(),
    );
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(authMessages.sessionExpired)).toBeVisible();
    await page.unroute('**/api/plan/*');

    await logInAgain(page);
    await expect(page).toHaveURL(editor);
    await page.getByRole('region', { name: 'Unsaved changes' }).getByRole('button', { name: unsavedMessages.restore }).click();
    await expect(planName(page)).toHaveValue('Typed while the session ended');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText(resourceMessages.plan.updated)).toBeVisible();
    expect((await readEntry<Plan>(page.request, `plan/${id}`)).planName).toBe('Typed while the session ended');
  });
});

test('a conflict shows both versions side by side; mine is kept per field, theirs where chosen', async ({ page, request }) => {
  const id = await editFirstRow(page, '/plan-list');
  await planName(page).fill('My plan name');
  // Meanwhile a colleague saves the same plan with another duration.
  const stored = await readEntry<Plan>(request, `plan/${id}`);
  const colleague = await request.put(`/api/plan/${id}`, {
    headers: { ...(await staffHeaders(request)), 'if-match': entityVersionTag(stored.updatedAt) },
    data: { ...stored, planName: 'Their plan name', duration: 'per quarter' },
  });
  expect(colleague.ok()).toBe(true);

  await page.getByRole('button', { name: 'Update' }).click();
  const review = page.getByRole('region', { name: editConflictMessages.title });
  await expect(review).toBeVisible();
  const name = review.getByRole('group', { name: 'Plan name' });
  await expect(name).toContainText('My plan name');
  await expect(name).toContainText('Their plan name');
  await expect(name.getByRole('radio', { name: editConflictMessages.keepMine })).toBeChecked();
  // Side by side: both versions of a field on one row.
  const [mine, theirs] = await Promise.all([
    name.getByText(editConflictMessages.mine).boundingBox(),
    name.getByText(editConflictMessages.theirs).boundingBox(),
  ]);
  expect(Math.abs(mine!.y - theirs!.y)).toBeLessThan(4);
  expect(theirs!.x).toBeGreaterThan(mine!.x + 100);
  await review.getByRole('group', { name: 'Duration' }).getByRole('radio', { name: editConflictMessages.keepTheirs }).check();
  await review.getByRole('button', { name: editConflictMessages.apply }).click();
  await expect(planName(page)).toHaveValue('My plan name');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText(resourceMessages.plan.updated)).toBeVisible();
  const saved = await readEntry<Plan>(request, `plan/${id}`);
  expect(saved).toMatchObject({ planName: 'My plan name', duration: 'per quarter' });
});

test.describe('idle sign-out', () => {
  test.use(ownLogin);

  test('idle for 30 minutes: warned a minute before, signed out, the text kept for the next login', async ({ page }) => {
    await ownSession(page);
    await page.clock.install();
    await editFirstRow(page, '/plan-list');
    const editor = page.url();
    await planName(page).fill('Typed before a long lunch');
    await page.clock.fastForward('29:01');
    const warning = page.getByRole('alertdialog', { name: idleMessages.warningTitle });
    await expect(warning).toBeVisible();
    await expect(warning.getByRole('button', { name: idleMessages.stay })).toBeFocused();
    // Staying resets the clock.
    await warning.getByRole('button', { name: idleMessages.stay }).click();
    await expect(warning).toBeHidden();
    await page.clock.fastForward('10:00');
    await expect(warning).toBeHidden();

    await page.clock.fastForward('30:00');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(authMessages.idleSignedOut)).toBeVisible();
    await logInAgain(page);
    await page.clock.fastForward('00:02');
    await expect(page).toHaveURL(editor);
    await page.getByRole('region', { name: 'Unsaved changes' }).getByRole('button', { name: unsavedMessages.restore }).click();
    await expect(planName(page)).toHaveValue('Typed before a long lunch');
  });
});
