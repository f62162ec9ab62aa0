// Reading what the site stored, as staff, through the API.

import { expect, type APIRequestContext } from '@playwright/test';
import { STAFF } from '../site';

export const staffToken = async (request: APIRequestContext): Promise<string> => {
  const login = await request.post('/api/login', { data: STAFF });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as { token: string }).token;
};

export interface StoredContact {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  message: string;
  source: string;
  sourceDetail: string;
}

export const storedContacts = async (request: APIRequestContext): Promise<StoredContact[]> => {
  const response = await request.get('/api/contact', { headers: { authorization: `Bearer ${await staffToken(request)}` } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: StoredContact[] }).data;
};
