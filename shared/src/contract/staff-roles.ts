// Staff roles and what each may do: the one table the API enforces (each staff route declares the
// permission it needs) and the admin reads (it hides or disables what the role may not do). Plain
// data, outside the contract entry (admin code reads it through contract/messages): a visitor's
// first view carries only the role names (entities.ts), which the role schema checks against.

import { STAFF_ROLES, type StaffRole } from './entities';

export { STAFF_ROLES, type StaffRole };

export const isStaffRole = (value: unknown): value is StaffRole =>
  typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);

export const PERMISSIONS = [
  /** Read the admin: every list with drafts, revisions, search, the dashboard, the SEO audit, the media library. */
  'admin.read',
  /** Create entries with a public page as drafts and edit one's own drafts. */
  'content.draft',
  /** Create and edit any entry of any type. */
  'content.edit',
  /** Publish, schedule and unpublish. */
  'content.publish',
  /** Move entries and pictures to the trash, restore and empty it. */
  'content.delete',
  /** The SEO fields of entries and the pages' SEO. */
  'content.seo',
  /** Add pictures to the media library and change their alt text. */
  'media.upload',
  /** The contact inbox and its export. */
  'contacts.read',
  /** Delete contact messages. */
  'contacts.manage',
  /** Redirects of old addresses. */
  'redirects.manage',
  /** Accounts and their roles, the register screen. */
  'users.manage',
  /** The site's settings. */
  'settings.manage',
  /** The audit trail. */
  'audit.read',
  /** Submit one's draft for review. */
  'review.submit',
  /** Approve or send back what was submitted. */
  'review.decide',
  /** Any staff route that declares nothing: the editors' and owners'. */
  'admin.manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const EDITOR: readonly Permission[] = [
  'admin.read',
  'content.draft',
  'content.edit',
  'content.publish',
  'content.delete',
  'content.seo',
  'media.upload',
  'contacts.read',
  'contacts.manage',
  'redirects.manage',
  'review.decide',
  'admin.manage',
];

/** What each role may do (product §6). */
export const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly Permission[]>> = {
  owner: PERMISSIONS,
  editor: EDITOR,
  author: ['admin.read', 'content.draft', 'media.upload', 'review.submit'],
  seo: ['admin.read', 'content.seo', 'media.upload', 'redirects.manage'],
  viewer: ['admin.read'],
};

/** A staff route that declares no permission: editors and owners only. */
export const DEFAULT_STAFF_PERMISSION: Permission = 'admin.manage';

/** Whether a staff account of `role` may do `permission` (no role: nothing). */
export const roleCan = (role: StaffRole | null | undefined, permission: Permission): boolean =>
  role !== null && role !== undefined && ROLE_PERMISSIONS[role].includes(permission);

/** The permissions of a role, in the table's order. */
export const permissionsOf = (role: StaffRole | null | undefined): Permission[] =>
  PERMISSIONS.filter((permission) => roleCan(role, permission));
