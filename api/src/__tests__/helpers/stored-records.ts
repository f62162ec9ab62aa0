// What the database holds must obey the shared schemas whatever clients sent:
// every content entry, account and contact message is read back through the API
// and checked against the same rules the forms use, plus the server's own
// guarantees (sanitized rich HTML, our file names, slugs, no extra keys).

import type { FastifyInstance } from 'fastify';
import { CONTENT_RESOURCES } from '@agency/shared/contract/resources';
import { contactSchemaFor } from '@agency/shared/contract/schemas/public-forms';
import { contentSchemas, type ContentResourceKey } from '@agency/shared/contract/schemas/content';
import { emailField } from '@agency/shared/contract/schemas/fields';
import { sanitizeRichHtml } from '../../content/sanitize-rich-html';
import { SLUG_PATTERN } from '../../persistence/slugs';
import { STORED_FILE_PATTERN } from '../../media/media-store';
import { CONTACT_KEYS, ENTITY_KEYS, keysOf, sorted, USER_KEYS } from './entity-shapes';
import { bearer } from './test-app';

type Record_ = Record<string, unknown>;

const problemsOfEntry = async (key: ContentResourceKey, entry: Record_): Promise<string[]> => {
  const resource = CONTENT_RESOURCES[key];
  const problems: string[] = [];
  try {
    await contentSchemas[key].validate(entry, { strict: true, abortEarly: false, context: { mode: 'edit' } });
  } catch (error) {
    problems.push(...((error as { errors?: string[] }).errors ?? [String(error)]));
  }
  if (JSON.stringify(keysOf(entry)) !== JSON.stringify(sorted(ENTITY_KEYS[key]))) problems.push(`keys ${keysOf(entry).join(',')}`);
  for (const field of resource.richFields) {
    const html = String(entry[field] ?? '');
    if (sanitizeRichHtml(html) !== html) problems.push(`${field} is not sanitized`);
  }
  if (resource.slugFrom && !SLUG_PATTERN.test(String(entry.slug))) problems.push(`slug ${String(entry.slug)}`);
  const images = resource.images === 'many' ? (entry.images as unknown[]) : entry.image ? [entry.image] : [];
  for (const name of images) if (typeof name !== 'string' || !STORED_FILE_PATTERN.test(name)) problems.push(`image ${String(name)}`);
  return problems;
};

/** Every stored record that breaks a rule, as `resource id: problems` lines (empty when all hold). */
export const storedRecordProblems = async (app: FastifyInstance, staffToken: string): Promise<string[]> => {
  const lines: string[] = [];
  for (const key of Object.keys(CONTENT_RESOURCES) as ContentResourceKey[]) {
    const list = (await app.inject(`/${CONTENT_RESOURCES[key].path}`)).json() as Record_[];
    for (const entry of list) {
      const problems = await problemsOfEntry(key, entry);
      if (problems.length > 0) lines.push(`${key} ${String(entry._id)}: ${problems.join('; ')}`);
    }
  }
  const users = (await app.inject({ url: '/users', headers: bearer(staffToken) })).json() as Record_[];
  for (const user of users) {
    const email = String(user.email);
    const valid = emailField().isValidSync(email) && email === email.trim().toLowerCase();
    if (!valid || !['staff', 'member'].includes(String(user.role)) || JSON.stringify(keysOf(user)) !== JSON.stringify(sorted(USER_KEYS))) {
      lines.push(`user ${String(user._id)}: ${JSON.stringify(user)}`);
    }
  }
  const contacts = ((await app.inject({ url: '/contact', headers: bearer(staffToken) })).json() as { data: Record_[] }).data;
  for (const contact of contacts) {
    const schema = contactSchemaFor(contact.source as Parameters<typeof contactSchemaFor>[0]);
    const valid: boolean = schema ? await schema.isValid(contact) : false;
    if (!valid || JSON.stringify(keysOf(contact)) !== JSON.stringify(sorted(CONTACT_KEYS))) {
      lines.push(`contact ${String(contact._id)}: ${JSON.stringify(contact)}`);
    }
  }
  return lines;
};
