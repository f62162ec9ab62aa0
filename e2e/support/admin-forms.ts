// Working in the admin's edit screens as staff do: open the first entry of a list
// for editing, log in again through the form, and read an entry through the API.

import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { imageAltMessages } from '@agency/shared/contract/messages';
import { STAFF } from '../site';
import { hydrated } from './hydration';
import { staffToken } from './staff-api';

/** Opens the edit screen of the list's first row; resolves with the entry's id. */
export const editFirstRow = async (page: Page, list: string): Promise<string> => {
  await page.goto(list);
  await page
    .getByRole('main')
    .getByRole('link', { name: /^Edit / })
    .first()
    .click();
  await expect(page.getByRole('button', { name: 'Update' })).toBeVisible();
  return page.url().split('/').pop()!;
};

/** The login form, filled and sent (the redirect follows 1.5 s later). */
export const logInAgain = async (page: Page): Promise<void> => {
  const form = await hydrated(page.getByRole('form', { name: 'Login' }));
  await form.getByLabel('Email').fill(STAFF.email);
  await form.getByLabel('Password').fill(STAFF.password);
  await form.getByRole('button', { name: /log ?in/i }).click();
};

/** Signs this page in with a session of its own (a test that ends it leaves the shared staff login of the other specs alone). */
export const ownSession = async (page: Page): Promise<void> => {
  await page.goto('/login');
  await logInAgain(page);
  await expect(page).toHaveURL(/\/dashboard$/);
};

export const staffHeaders = async (request: APIRequestContext) => ({ authorization: `Bearer ${await staffToken(request)}` });

export const readEntry = async <T>(request: APIRequestContext, path: string): Promise<T> => {
  const response = await request.get(`/api/${path}`, { headers: await staffHeaders(request) });
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
};

/** Describes the picture just chosen in an editor (issue 19: a new upload needs its alt text). */
export const describePicture = async (page: Page, alt = 'A blue square on white'): Promise<void> => {
  await page.getByRole('textbox', { name: new RegExp(`^${imageAltMessages.label}`) }).fill(alt);
};

/**
 * Picks the one image of the media picker `dialog` its `words` find. The list keeps showing every image until the
 * search's answer arrives, then shrinks to the match: a click in between landed where the button had just moved
 * from, and nothing was picked (a CI run lost an insert so).
 */
export const pickFromMediaLibrary = async (dialog: Locator, words: string, alt: string): Promise<void> => {
  await dialog.getByRole('searchbox', { name: 'Search images' }).fill(words);
  await expect(dialog.getByRole('listitem')).toHaveCount(1);
  await dialog.getByRole('button', { name: `Insert ${alt}` }).click();
};
