import { expect, test } from '@playwright/test';
import { STAFF } from '../site';
import { hydrated } from '../support/hydration';

interface StoredContact {
  firstName: string;
  lastName: string;
  email: string;
  message: string;
  source: string;
}

test('a visitor sends the contact form, lands on /thank-you and the message is stored', async ({ page, request }) => {
  // Solving the proof-of-work challenge takes a few seconds in a real browser.
  test.setTimeout(120_000);
  const message = `Please call me about an SEO audit (${Date.now()}).`;

  await page.goto('/contact');
  await hydrated(page.getByRole('form', { name: 'Send us a message' }));
  await page.getByRole('textbox', { name: 'First name' }).fill('Jane');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Carter');
  await page.getByRole('textbox', { name: 'Email' }).fill('jane.carter@example.com');
  await page.getByRole('textbox', { name: 'Phone' }).fill('07700 900123');
  await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue('07700900123');
  await page.getByRole('combobox', { name: 'Subject' }).selectOption('Seo Audit');
  await page.getByRole('textbox', { name: 'Message' }).fill(message);

  // The ALTCHA widget loaded when the form was first used, and solves its
  // proof-of-work challenge once the visitor moves through the form.
  const robot = page.locator('altcha-widget').getByRole('checkbox');
  await expect(robot).toBeChecked({ timeout: 90_000 });

  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page).toHaveURL(/\/thank-you$/);
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  await expect(page.getByText('Your form has been submitted successfully.')).toBeVisible();

  const login = await request.post('/api/login', { data: { email: STAFF.email, password: STAFF.password } });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const contacts = await request.get('/api/contact', { headers: { authorization: `Bearer ${token}` } });
  expect(contacts.ok()).toBe(true);
  const { data } = (await contacts.json()) as { data: StoredContact[] };
  expect(data).toContainEqual(
    expect.objectContaining({ firstName: 'Jane', lastName: 'Carter', email: 'jane.carter@example.com', message, source: 'contact' }),
  );
});
