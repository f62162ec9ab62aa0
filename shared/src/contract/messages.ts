// Every user-visible message of product §8, word for word, in one place (`@agency/shared/contract/messages`).
// Screens, the API host and the tests import these; nothing spells them again. Those visitors can see are in
// public-messages.ts, which the contract entry (in every page's first view) re-exports; the rest, only staff
// see, stay here, so that the code which shows them carries them and a visitor's first view does not.

import { CONTENT_TYPES, type ContentTypes } from './content-types';
import { DELETE_FAILED_SHARED } from './content-types/parts';
import { TRASH_RETENTION_DAYS } from './entities';
import { authMessages, formMessages, loadErrors } from './public-messages';
import { secondStepMessages } from './visitor-messages';
import type { Permission } from './staff-roles';
import { AUDIT_PAGE_MAX, type AuditAction } from './audit';

export * from './public-messages';
export { previewMessages } from './preview';
export { passwordStrengthMessages } from './password-strength-messages';
export { visitorMessages } from './visitor-messages';
// The roles' permissions: only staff code needs them, and it reads them through this entry.
export * from './staff-roles';
export * from './reviews';
export * from './audit';

/** The admin top bar's search and message alerts (product §2 leaves their behaviour open). */
export const topBarMessages = {
  /** The top bar's search finds content entries and contact messages (issue 21). */
  searchLabel: 'Search content and messages',
  searchPlaceholder: 'Search titles, headings and senders',
  searching: 'Searching...',
  searchResults: 'Search results',
  searchResultCount: (n: number) => `${n} ${n === 1 ? 'result' : 'results'}`,
  searchNoResults: (query: string) => `No matches for "${query}"`,
  searchFailed: 'Search is unavailable right now. Please try again.',
  noNewMessages: 'No new messages',
  noMessages: 'No messages yet',
} as const;

export const dialogMessages = {
  deleteTitle: 'Delete',
  deleteQuestion: 'Are you sure you want to delete this item?',
  /** Beyond product §4: the item the dialog would delete, after the question (issue 21). */
  deleteSubject: (name: string) => `“${name}”`,
  cancel: 'Cancel',
  confirm: 'Confirm',
  deleteAllProductsTitle: 'Delete all products',
  deleteAllProductsQuestion: `Are you sure you want to delete all products? They wait in the trash for ${TRASH_RETENTION_DAYS} days.`,
  /** Beyond product §4 (issue 21): delete-all asks for a typed word (the list's name) before Confirm works. */
  deleteAllProductsWord: 'products',
  typeToConfirm: (word: string) => `Type “${word}” to confirm`,
} as const;

/** The create, update, delete and load messages of one admin resource (product §8). */
export interface ResourceMessages {
  created: string;
  createFailed: string;
  updated: string;
  updateFailed: string;
  deleteFailed: string;
  /** Shown in red in place of a list that failed to load. */
  loadFailed: string;
  /** Shown in place of an edit form whose record failed to load. */
  loadOneFailed: string;
  /** When true, a failure shows the server's `message` if it sent one. */
  preferServerMessage?: { create?: boolean; update?: boolean; delete?: boolean };
}

/** Each content type's messages, as its declaration (content-types/) gives them. */
const contentTypeMessages = Object.fromEntries(Object.entries(CONTENT_TYPES).map(([key, type]) => [key, type.messages])) as {
  readonly [K in keyof ContentTypes]: ContentTypes[K]['messages'];
};

export const resourceMessages = {
  ...contentTypeMessages,
  contact: {
    created: formMessages.contactSent,
    createFailed: formMessages.sendFailed,
    updated: '',
    updateFailed: '',
    deleteFailed: 'Failed to delete the contact',
    loadFailed: loadErrors.contacts,
    loadOneFailed: loadErrors.contacts,
  },
  user: {
    created: authMessages.registered,
    createFailed: authMessages.genericError,
    updated: 'User role updated successfully!',
    updateFailed: 'Failed to update the user',
    deleteFailed: DELETE_FAILED_SHARED,
    loadFailed: loadErrors.data,
    loadOneFailed: loadErrors.data,
    // The API says why it refused: a taken email, your own account, or the last staff account.
    preferServerMessage: { create: true, update: true, delete: true },
  },
} as const satisfies Record<string, ResourceMessages>;

export type ResourceKey = keyof typeof resourceMessages;

/** What the admin lists' search, sort and pager say (beyond product §2). */
export const listMessages = {
  searchLabel: (what: string) => `Search ${what}`,
  searchButton: 'Search',
  clearSearch: 'Clear',
  noMatches: (q: string) => `Nothing matches “${q}”.`,
  empty: 'Nothing here yet.',
  noneInState: 'None in this state.',
  // The date filter (issue 21): days in the agency's time zone.
  dateRange: 'Added',
  /** The lists' date column: when each entry was added, newest first on a click. */
  dateColumn: 'Added',
  dateFrom: 'From',
  dateTo: 'To',
  clearDates: 'Any date',
  noneInDates: 'Nothing was added on these days.',
  showing: (first: number, last: number, total: number) => `Showing ${first}–${last} of ${total.toLocaleString('en-US')}`,
  sortBy: (column: string, order: 'asc' | 'desc') => `Sort by ${column}, ${order === 'asc' ? 'ascending' : 'descending'}`,
  // Bulk select with delete (issue 21).
  selectRow: (name: string) => `Select ${name}`,
  selectAllOnPage: 'Select all rows on this page',
  bulkActions: 'Selected rows',
  selectedCount: (n: number) => `${n} selected`,
  deleteSelected: (n: number) => `Delete selected (${n})`,
  clearSelection: 'Clear selection',
  bulkDeleteTitle: (n: number) => `Delete ${n} ${n === 1 ? 'item' : 'items'}`,
  bulkDeleteQuestion: (n: number) => `Are you sure you want to delete these ${n} ${n === 1 ? 'item' : 'items'}?`,
  bulkDeleted: (n: number) => `${n} ${n === 1 ? 'item' : 'items'} deleted.`,
  bulkDeleteFailed: (failed: number, asked: number) => `${failed} of ${asked} could not be deleted. They are still selected.`,
} as const;

/** Publication states (issue 19): the form's publish panel, the lists' state column and filter. */
export const publicationMessages = {
  states: { draft: 'Draft', published: 'Published', scheduled: 'Scheduled' },
  stateLabel: 'Status',
  publishAtLabel: 'Publish at',
  timeZoneHint: (zone: string) => `Time in ${zone}`,
  scheduledFor: (when: string, zone: string) => `Scheduled for ${when} (${zone})`,
  column: 'State',
  filterLabel: 'Show',
  allStates: 'All states',
  // Drafts first: Save draft beside the spec's Publish / Update; a chosen time turns it into Schedule.
  timingLabel: 'Go live',
  immediately: 'When published',
  atATime: 'At a set time',
  saveDraft: 'Save draft',
  switchToDraft: 'Switch to draft',
  savingDraft: 'Saving draft...',
  schedule: 'Schedule',
  scheduling: 'Scheduling...',
  publishing: 'Publishing...',
  notSavedYet: 'Not saved yet',
  /** Content without states goes live with its first save. */
  whenSaved: 'When saved',
  requiredNote: '* Needed to publish. A draft needs only its heading.',
  /** The line beside the spec's success message saying what the save did. */
  outcome: {
    draft: 'Saved as a draft: only staff can see it.',
    published: 'Published: visitors can see it now.',
    scheduled: (when: string, zone: string) => `Scheduled: it goes live on ${when} (${zone}).`,
  },
  /** The open editor learns that the scheduler published the entry. */
  wentLive: (when: string, zone: string) => `This entry went live on ${when} (${zone}) as scheduled.`,
  viewPage: 'View',
} as const;

/** The trash of deleted content entries and the toast after a delete (issue 21). */
export const trashMessages = {
  navLabel: 'Trash',
  title: 'Trash',
  intro: (days: number) => `Deleted entries stay here for ${days} days. After that they and their images are removed for good.`,
  movedToTrash: (name: string) => `“${name}” moved to the trash.`,
  movedManyToTrash: (n: number) => `${n} items moved to the trash.`,
  undo: 'Undo',
  undoing: 'Restoring...',
  undone: (name: string) => `“${name}” is back.`,
  undoneMany: (n: number) => `${n} items are back.`,
  undoManyFailed: (failed: number, asked: number) => `${failed} of ${asked} could not be restored. Please try again.`,
  viewTrash: 'View trash',
  dismiss: 'Dismiss',
  restore: 'Restore',
  restoreLabel: (name: string) => `Restore ${name}`,
  restored: (name: string) => `“${name}” restored.`,
  restoredNewSlug: (name: string, slug: string) => `“${name}” restored. Its old address was taken meanwhile, so it is now at /${slug}.`,
  restoreFailed: 'The entry could not be restored. Please try again.',
  deleteForever: 'Delete forever',
  deleteForeverLabel: (name: string) => `Delete ${name} forever`,
  deleteForeverTitle: 'Delete forever',
  deleteForeverQuestion: 'Delete this entry and its images for good? This cannot be undone.',
  deletedForever: (name: string) => `“${name}” deleted for good.`,
  deleteForeverFailed: 'The entry could not be deleted. Please try again.',
  loadFailed: 'The trash could not be loaded.',
  empty: 'The trash is empty.',
  daysLeft: (days: number) => (days <= 0 ? 'Today' : `${days} ${days === 1 ? 'day' : 'days'}`),
  columns: { type: 'Type', title: 'Title', deletedBy: 'Deleted by', deletedAt: 'Deleted', daysLeft: 'Days left' },
} as const;

/** Our Contacts' export of every message as a CSV file. */
export const contactExportMessages = {
  button: 'Export CSV',
  busy: 'Exporting...',
  failed: 'The export could not be downloaded. Please try again.',
} as const;

/** An edit form whose save was refused because someone else saved first (409). */
export const editConflictMessages = {
  /** Takes the saved version of every field: what staff choose when their own edits can go. */
  reloadLatest: 'Reload the latest version',
  title: 'Someone else saved this entry while you were editing',
  intro: 'Compare your version with the saved one and choose, field by field, which to keep. Nothing is saved until you press Update.',
  loadingLatest: 'Loading the saved version...',
  loadFailed: 'The saved version could not be loaded. Your edits are still in the form.',
  mine: 'Your version',
  theirs: 'Saved version',
  keepMine: 'Keep mine',
  keepTheirs: 'Keep theirs',
  /** Beside each field listed: who changed it since the form was loaded (only "both" needs a choice). */
  changedByBoth: 'Changed in both versions: choose which to keep.',
  changedByMe: 'Only you changed this: yours is kept.',
  changedByThem: 'Only the saved version changed this: it is taken.',
  apply: 'Use the chosen versions',
  applied: 'Your choices are in the form. Check them, then press Update to save.',
  sameFields: (count: number) => `${count} other ${count === 1 ? 'field is' : 'fields are'} the same in both versions.`,
  empty: '(empty)',
} as const;

/** An entry's history in its editor (issue 19): the saved versions, two compared side by side, one restored. */
export const historyMessages = {
  title: 'History',
  /** The toggle of the history panel, which loads it. */
  show: 'Show history',
  hide: 'Hide history',
  intro: 'Every save keeps a version of this entry. Tick two versions to compare them, or restore an earlier one.',
  loading: 'Loading the history...',
  loadFailed: 'The history could not be loaded.',
  empty: 'No saved versions yet.',
  version: (n: number) => `Version ${n}`,
  current: 'Current',
  by: (name: string) => `by ${name}`,
  unknownAuthor: 'author unknown',
  restoredFrom: (n: number) => `restored from version ${n}`,
  compareLabel: (n: number) => `Compare version ${n}`,
  pickTwo: 'Tick two versions to compare them side by side.',
  comparison: (older: number, newer: number) => `Version ${older} and version ${newer} side by side`,
  field: 'Field',
  changed: 'Changed',
  sameFields: (count: number) => `${count} ${count === 1 ? 'field is' : 'fields are'} the same in both versions.`,
  loadingVersions: 'Loading the two versions...',
  versionsFailed: 'The versions could not be loaded.',
  restore: 'Restore this version',
  restoreLabel: (n: number) => `Restore this version (version ${n})`,
  restoreTitle: 'Restore this version?',
  restoreQuestion: (n: number) =>
    `The entry gets the fields of version ${n} back, saved as a new version; the current one stays in the history. Unsaved changes in the form are replaced.`,
  restored: (n: number) => `Version ${n} restored. The form shows its fields.`,
  restoreFailed: 'The version could not be restored. Please try again.',
} as const;

/** Work protection in the admin forms (beyond the product description): leaving, reloading and drafts kept in the browser. */
export const unsavedMessages = {
  leaveTitle: 'Leave without saving?',
  leaveQuestion: 'Your changes on this page are not saved. If you leave now, they are lost.',
  stay: 'Stay on this page',
  leave: 'Leave without saving',
  draftFound: (when: string) => `You have unsaved changes from ${when} that were kept in this browser.`,
  draftFilesNote: 'Pictures you had picked but not saved must be picked again.',
  restore: 'Restore my changes',
  discard: 'Discard them',
  restored: 'Your unsaved changes are back in the form. Press Update (or Publish) to save them.',
  skipToContent: 'Skip to main content',
} as const;

/** The idle sign-out warning (beyond the product description). */
export const idleMessages = {
  warningTitle: 'Are you still there?',
  warning: (seconds: number) =>
    `For your security you will be signed out in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}. Anything you typed is kept in this browser.`,
  stay: 'Stay signed in',
} as const;

/** What the admin's rich-text editor tells staff (product §5: links accept only http, https, mailto and tel). */
export const editorMessages = {
  linkNotAllowed: 'Links must start with http://, https://, mailto: or tel:, or be an address on this site such as /blog/my-post',
  mediaUrlNotAllowed: 'Media addresses must start with http:// or https://',
  urlRequired: 'Enter an address',
} as const;

/** An image inside rich text: selected by a click or Enter, then changed or removed from its own toolbar. */
export const richImageMessages = {
  select: (alt: string) => (alt ? `Image: ${alt}. Press Enter to change it` : 'Image without alt text. Press Enter to change it'),
  toolbar: 'Selected image',
  editAlt: 'Edit alt text',
  replace: 'Replace image',
  remove: 'Remove image',
  altDialogTitle: 'Alt text of the image',
  altLabel: 'Alt text (what the image shows)',
  save: 'Save alt text',
  noAlt: 'No alt text yet',
} as const;

/** The media library beyond issue 21: a picture uploaded again, reuse in image fields, alt text passed on to the entries. */
export const mediaChoiceMessages = {
  /** 409 of POST /media for a picture already stored (the reply carries it as `existing`). */
  duplicate: 'This picture is already in the library. Use the stored one, or keep both.',
  duplicateChoice: 'Send duplicate=existing to use the stored picture or duplicate=keep to store a second copy',
  duplicateTitle: 'This picture is already in the library',
  duplicateQuestion: (alt: string) => `It is stored with the alt text "${alt}". Use the stored picture, or keep both as separate images?`,
  useExisting: 'Use the stored picture',
  keepBoth: 'Keep both',
  fromLibrary: 'Choose from the library',
  pickTitle: 'Choose an image',
  pickFailed: 'That image could not be loaded. Please try again.',
  entryImage: (label: string) => `Stored with ${label}`,
  altOfEntry: 'Alt text (edited in the entry)',
  updateUses: (count: number) => `Also update the alt text in the ${count === 1 ? 'entry' : `${count} entries`} that show it`,
  usesUpdated: (count: number) => `Saved, and updated in ${count === 1 ? '1 entry' : `${count} entries`}.`,
} as const;

/** The link dialog beyond an address: a link may open in a new tab. */
export const linkDialogMessages = {
  newTab: 'Open in a new tab',
  /** The search of the site's own pages and posts, whose address the link takes. */
  searchLabel: 'Or find a page or post of this site',
  searchHint: 'Type two letters or more of its title.',
  searching: 'Searching...',
  noResults: 'No published page or post has that title.',
  found: (n: number) => (n === 1 ? '1 page found.' : `${n} pages found.`),
  searchFailed: 'The search did not answer. Type the address instead.',
  kinds: { page: 'Page', blog: 'Post', service: 'Service' },
  pick: (title: string, path: string) => `Link to ${title} (${path})`,
} as const;

/** The e-mail staff get for every new message, and the admin's view of its delivery (beyond the brief). */
export const notificationMessages = {
  /** 'New quote request (Google Ads) from Ann Lee' */
  emailSubject: (form: string, sender: string) => `New ${form} from ${sender}`,
  /** The form's name inside the subject; a service page's quote names its service. */
  emailFormName: {
    contact: () => 'contact message',
    'quote-home': () => 'quote request (home page)',
    'quote-service': (service: string) => (service ? `quote request (${service})` : 'quote request (service page)'),
    faq: () => 'FAQ question',
  },
  emailIntro: 'A visitor sent this message through the website. Reply to this e-mail to answer them.',
  emailFields: {
    form: 'Sent from',
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    subject: 'Subject',
    message: 'Message',
    received: 'Received',
  },
  emailFooter: 'Every message is also listed under Our Contacts in the admin area.',
  tabsLabel: 'Contact views',
  tabMessages: 'Messages',
  tabNotifications: 'E-mail notifications',
  columns: { number: 'No.', message: 'Message', received: 'Received', email: 'E-mail', attempts: 'Attempts', lastError: 'Last error' },
  off: 'E-mail alerts are switched off, so nobody gets an e-mail when a visitor writes. Every message still arrives here under Messages.',
  offHowTo:
    'To switch them on, ask the person who runs the website to connect a mail account and to name the staff addresses that should get the alerts. E-mails marked Waiting below go out as soon as that is done.',
  on: (recipients: string) => `Each new message is e-mailed to ${recipients}.`,
  onHowTo:
    'Reply to such an e-mail and your answer goes straight to the visitor. To change who gets the alerts, ask the person who runs the website.',
  loadFailed: 'Failed to fetch notifications',
  empty: 'No notifications yet',
  status: { pending: 'Waiting', sent: 'Sent', failed: 'Failed' },
  sentAt: (when: string) => `Sent ${when}`,
  nextAttempt: (when: string) => `Next try ${when}`,
  gaveUp: 'Gave up: the message is still in the list',
} as const;

// ---- SEO studio: content analysis, search and social previews, SEO fields, site audit (issue 19) ----

const count = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/** How the SEO checks grade: green, orange and red to the eye, these words to everyone. */
export const seoVerdictLabels = { good: 'Good', ok: 'Improve', bad: 'Problem' } as const;

/** The content analysis checklist beside the editor (never blocks a save). */
export const seoAnalysisMessages = {
  title: 'Content analysis',
  summary: (bad: number, ok: number, good: number) => `${count(bad, 'problem')}, ${count(ok, 'improvement')}, ${good} good`,
  noKeyphrase: 'No focus keyphrase yet: set one to check the title, first paragraph, slug and headings.',
  keyphraseInTitle: {
    exact: 'The SEO title contains the focus keyphrase.',
    words: 'The SEO title has every word of the focus keyphrase, but not as one phrase.',
    none: 'The SEO title does not contain the focus keyphrase.',
  },
  keyphraseInIntro: {
    found: 'The first paragraph mentions the focus keyphrase.',
    some: 'The first paragraph has only some words of the focus keyphrase.',
    none: 'The first paragraph does not mention the focus keyphrase.',
    noIntro: 'There is no first paragraph yet to mention the focus keyphrase.',
  },
  keyphraseInSlug: {
    found: 'The slug contains the focus keyphrase.',
    some: 'The slug has only some words of the focus keyphrase.',
    none: 'The slug does not contain the focus keyphrase.',
  },
  keyphraseInSubheadings: {
    found: (n: number, total: number) => `${n} of ${count(total, 'subheading')} mention the focus keyphrase.`,
    none: 'No subheading mentions the focus keyphrase.',
    noSubheadings: 'There are no subheadings (H2, H3...) yet to mention the focus keyphrase.',
  },
  titleWidth: {
    missing: 'There is no SEO title.',
    tooWide: (px: number, max: number) => `The SEO title is ${px} px wide: Google shows about ${max} px and will cut it.`,
    short: (px: number, max: number) => `The SEO title is short (${px} of ${max} px): use the room to say more.`,
    good: (px: number, max: number) => `The SEO title fits (${px} of ${max} px).`,
  },
  descriptionLength: {
    missing: 'There is no meta description: search engines will pick some text of the page.',
    short: (chars: number, min: number) => `The meta description is short (${count(chars, 'character')}): aim for ${min} or more.`,
    tooWide: (px: number, max: number) => `The meta description is ${px} px wide: Google shows about ${max} px and will cut it.`,
    good: (chars: number, px: number, max: number) => `The meta description fits (${count(chars, 'character')}, ${px} of ${max} px).`,
  },
  wordCount: {
    good: (n: number) => `The text has ${count(n, 'word')}.`,
    low: (n: number, min: number) => `The text has ${count(n, 'word')}: ${min} or more give search engines more to go on.`,
  },
  headingOrder: {
    good: 'The headings follow in order.',
    extraH1: 'The text has an H1 heading: the page title is already the H1, so start the headings of the text at H2.',
    skipped: (from: number, to: number) => `A heading jumps from H${from} to H${to}: do not skip levels.`,
  },
  images: {
    none: 'There are no images: a picture helps readers and image search.',
    missingAlt: (n: number, total: number) => `${n} of ${count(total, 'image')} ${n === 1 ? 'has' : 'have'} no alt text.`,
    good: (total: number) => (total === 1 ? 'The image has alt text.' : `All ${total} images have alt text.`),
  },
  internalLinks: {
    none: 'There are no links to other pages of this site: link to related pages.',
    good: (n: number) => `${count(n, 'link')} to other pages of this site.`,
  },
  outboundLinks: {
    none: 'There are no links to other websites: link to sources where they help readers.',
    good: (n: number) => `${count(n, 'link')} to other websites.`,
  },
  readability: {
    tooShort: (min: number) => `Write at least ${min} words to score readability.`,
    score: (score: number, band: string) => `Flesch reading ease ${score}: ${band}.`,
    advice: 'Use shorter sentences and shorter words.',
    bands: {
      veryEasy: 'very easy to read',
      easy: 'easy to read',
      fairlyEasy: 'fairly easy to read',
      plain: 'plain English',
      fairlyDifficult: 'fairly difficult to read',
      difficult: 'difficult to read',
      veryDifficult: 'very difficult to read',
    },
  },
} as const;

/** The search-result and social-card previews of the SEO studio. */
export const seoPreviewMessages = {
  search: 'Search result preview',
  social: 'Social card preview',
  noSocialImage: 'No social image: the card shows without a picture',
  socialImageAlt: (title: string) => `Social image of ${title}`,
  titleMeter: (px: number, max: number) => `Title ${px} of ${max} px`,
  descriptionMeter: (px: number, max: number) => `Description ${px} of ${max} px`,
  cut: 'cut where Google cuts it',
} as const;

/** The SEO fields of every content type with a public page. */
/** The alt text beside an entry's own picture in the admin kit's image field (issue 19). */
export const imageAltMessages = {
  label: 'Alt text',
  /** One picture's of a list. */
  itemLabel: (name: string) => `Alt text of ${name}`,
  hint: 'What the picture shows, for people who cannot see it and for search engines. Needed with a new picture.',
};

export const seoFieldMessages = {
  legend: 'Search engine optimisation',
  /** The editor's part that holds the SEO studio. */
  section: 'Search and social',
  sectionIntro: 'How the page shows in search results and when shared. Empty fields use what the page derives today.',
  labels: {
    slug: 'Slug',
    metaTitle: 'SEO title',
    metaDescription: 'Meta description',
    socialImage: 'Social image',
    canonicalUrl: 'Canonical URL',
    noindex: 'Hide from search engines (noindex)',
    focusKeyphrase: 'Focus keyphrase',
  },
  hints: {
    slug: (path: string) => `The page's address: ${path}. An earlier address keeps redirecting here.`,
    metaTitle: (fallback: string) => `Leave empty to use "${fallback}".`,
    metaDescription: 'Leave empty to use the start of the text.',
    socialImage: 'Shown when the page is shared; leave empty to use the main image.',
    /** A fixed page (/, /about...) has no main image. */
    pageSocialImage: 'Shown when the page is shared; leave empty to share the page without a picture.',
    canonicalUrl: 'Only when the same content lives at another address. Leave empty for this page.',
    focusKeyphrase: 'The search words this page should be found for. Used by the content analysis only.',
    width: (px: number, max: number) => `${px} of ${max} px`,
    widthCut: (px: number, max: number) => `${px} of ${max} px: Google will cut it`,
  },
  validation: {
    slug: 'Use lower-case letters, digits and single dashes only, for example seo-audit-checklist',
    canonicalUrl: 'Canonical URL must be a full address starting with http:// or https://',
    socialImage: 'Choose an uploaded image or an image address starting with http:// or https://',
    noindex: 'Noindex must be yes or no',
    slugTaken: 'Another entry of this kind uses this slug, or an earlier address of one does: choose another',
  },
} as const;

/** SEO for pages (issue 19): the SEO fields of the public pages that are not one entry's page. */
export const pageSeoMessages = {
  navLabel: 'SEO for pages',
  title: 'SEO for pages',
  intro:
    'How the public pages that are not one post or service (home, about, the lists, contact, shop, the legal pages) show in search results and when shared.',
  loading: 'Loading the pages...',
  loadFailed: 'The pages could not be loaded. Try again in a moment.',
  notFound: 'There is no such page.',
  columns: { page: 'Page', title: 'Title in search results', visibility: 'Search engines', edit: 'Edit' },
  hidden: 'Hidden (noindex)',
  shown: 'Listed',
  editLink: (path: string) => `Edit the SEO of ${path}`,
  editTitle: (path: string) => `SEO of ${path}`,
  backLabel: 'All pages',
  saved: 'The page’s SEO settings are saved.',
  saveFailed: 'The page’s SEO settings could not be saved.',
  submit: { idle: 'Save', busy: 'Saving...' },
} as const;

/** The site SEO audit: each public page's problems. */
export const seoAuditMessages = {
  missingTitle: 'The page has no title.',
  duplicateTitle: (others: number) => `${count(others, 'other page')} ${others === 1 ? 'has' : 'have'} the same title.`,
  titleTooLong: (px: number, max: number) => `The title is ${px} px wide: Google shows about ${max} px.`,
  missingDescription: 'The page has no meta description.',
  duplicateDescription: (others: number) => `${count(others, 'other page')} ${others === 1 ? 'has' : 'have'} the same meta description.`,
  imageWithoutAlt: (src: string) => `An image has no alt text: ${src}`,
  brokenInternalLink: (href: string) => `A link leads to a page that does not exist: ${href}`,
  redirectedInternalLink: (href: string, location: string) => `A link goes through a redirect: ${href} leads to ${location}.`,
  goneInternalLink: (href: string) => `A link leads to a removed page (410 Gone): ${href}`,
  brokenOutboundLink: (href: string, reason: string) => `A link to another site is broken (${reason}): ${href}`,
  /** Beside a link through a redirect: where it should point. */
  linkInstead: 'Link instead to',
  orphanPage: 'No other page links here.',
  noindexInSitemap: 'The page is hidden from search engines (noindex) but listed in the sitemap.',
  /** The audit screen and the dashboard's count. */
  title: 'SEO audit',
  navLabel: 'SEO audit',
  intro:
    'Every public page (the home page, the lists, about, contact, the shop, the legal pages, each post and service) with what search engines would find wrong with it, worked out again after each save.',
  loading: 'Checking every page...',
  loadFailed: 'The SEO audit could not be loaded. Try again in a moment.',
  allClear: 'No problems found: every page is ready for search engines.',
  summary: (problems: number, pages: number) => `${count(problems, 'problem')} on ${count(pages, 'page')}`,
  noProblems: 'No problems',
  columns: { page: 'Page', problems: 'Problems', fix: 'Fix' },
  editLink: (url: string) => `Edit ${url}`,
  badgeLabel: (problems: number) => (problems > 0 ? `SEO audit, ${count(problems, 'problem')}` : 'SEO audit, no problems'),
} as const;

/** The dashboard's live versions panel while a remote runs a canary. */
export const canaryMessages = {
  title: 'Live versions',
  notLoaded: 'not loaded',
  canary: (version: string, percent: number) => `canary ${version} for ${percent} % of browsers`,
  thisBrowser: (which: 'live' | 'canary') => (which === 'canary' ? 'this browser: canary' : 'this browser: live'),
  optIn: 'Open the site on the canaries',
  optOut: 'Back to the live versions',
  optedIn: 'This browser loads every canary, whatever its share.',
  healthCaption: (remote: string) => `Health of ${remote}: live version and canary over the canary's hours`,
  healthColumns: { version: 'Version', views: 'Page views', errors: 'Errors per 1,000 views', inp: 'p75 INP', lcp: 'p75 LCP' },
  healthRows: { live: 'Live', canary: 'Canary' },
  noValue: '—',
  milliseconds: (ms: number) => `${ms} ms`,
  aborted: (version: string, reason: string, at: string) => `Canary ${version} ended ${at}: ${reason}`,
  abortErrors: (canary: number, live: number, views: number) =>
    `rolled back automatically: ${canary} client errors per 1,000 views against ${live} for the live version (after ${views} views)`,
  abortVital: (name: string, canary: number, live: number, views: number) =>
    `rolled back automatically: p75 ${name} ${canary} ms against ${live} ms for the live version (after ${views} views)`,
  promotedAutomatically: (version: string) => `promoted automatically: ${version} stayed healthy`,
  badRuleSetting: (name: string, whole: boolean, min: number) =>
    `${name} must be ${whole ? 'a whole number' : 'a number'} of at least ${min}${name.includes('PROMOTE') || name.includes('promote') ? ', or off' : ''}`,
  badCheckSeconds: 'CANARY_CHECK_SECONDS must be a whole number of seconds from 1 to 60',
  abortEmailSubject: (remote: string, version: string) => `Canary ${remote} ${version} rolled back`,
  abortEmailText: (remote: string, version: string, live: string, reason: string) =>
    `The canary ${version} of ${remote} was ended: ${reason}.\nEvery browser loads the live version ${live} again; pages already open keep working and switch at their next navigation.`,
} as const;

/** Redirect rules and the 404 monitor: the staff API's refusals and the admin screen. */
export const redirectMessages = {
  fromRequired: 'Enter the path to redirect from, starting with /.',
  fromNotPath: 'The path to redirect from must start with / (a regex rule takes a pattern).',
  toRequired: 'Enter where to send visitors: a path on this site (/services) or an http(s) address.',
  toInvalid: 'The target must be a path on this site (/services) or an http(s) address.',
  goneHasNoTarget: 'A 410 (gone) rule sends visitors nowhere: leave the target empty.',
  statusInvalid: 'The status must be 301, 302, 307, 308 or 410.',
  matchInvalid: 'The match must be exact, prefix or regex.',
  queryInvalid: 'The query handling must be ignore, keep or exact.',
  noteTooLong: 'The note is too long.',
  patternInvalid: 'This is not a valid regular expression.',
  patternTooLong: 'The pattern is too long (300 characters at most).',
  patternUnsafe: 'This pattern could take too long on some paths (nested or repeated wildcards): write it more simply.',
  selfRedirect: (from: string) => `The rule ${from} redirects to itself.`,
  loop: (from: string, to: string) => `This rule would make a redirect loop with the rule ${from} → ${to}.`,
  duplicate: (from: string) => `Another rule already redirects ${from}.`,
  livePage: (path: string) => `${path} is a live page: confirm to redirect it anyway.`,
  importEmpty: 'The file holds no redirects.',
  importLine: (line: number, problem: string) => `Line ${line}: ${problem}`,
  /** The admin screen. */
  title: 'Redirects',
  navLabel: 'Redirects',
  intro:
    'Send visitors and search engines from old addresses to new ones (301 permanent, 302/307 temporary, 308 permanent keeping the method) or tell them a page is gone for good (410). Chains are served in one hop; the old addresses of renamed posts and services are listed too.',
  fields: { from: 'From', to: 'To', status: 'Status', match: 'Match', query: 'Query string', note: 'Note' },
  matchLabels: { exact: 'Exact path', prefix: 'Path and everything under it', regex: 'Regular expression' },
  queryLabels: { ignore: 'Ignore', keep: 'Pass it on', exact: 'Must match exactly' },
  add: { idle: 'Add redirect', busy: 'Adding...' },
  added: (from: string) => `${from} now redirects.`,
  addFailed: 'The redirect could not be added.',
  confirmLive: 'Redirect anyway',
  columns: { from: 'From', to: 'To', status: 'Status', hits: 'Hits', lastHit: 'Last used' },
  fromSlug: 'Old slug',
  never: 'Never',
  empty: 'No redirects yet.',
  loadFailed: 'The redirects could not be loaded. Try again in a moment.',
  deleteFailed: 'The redirect could not be deleted.',
  rowName: (from: string) => `the redirect from ${from}`,
  exportButton: 'Export CSV',
  exportFailed: 'The redirects could not be exported.',
  importLabel: 'Import CSV (source, target, code)',
  imported: (added: number, replaced: number) => `${count(added, 'redirect')} imported (${replaced} replaced).`,
  importFailed: 'The file was not imported: nothing changed.',
  notFoundTitle: '404 monitor',
  notFoundIntro: 'Addresses visitors asked for that are no page of the site, most recent first.',
  notFoundEmpty: 'No missing pages seen.',
  notFoundColumns: { path: 'Address', hits: 'Times', lastSeen: 'Last seen', referrers: 'Came from' },
  redirectThis: 'Redirect this',
  redirectThisLabel: (path: string) => `Redirect ${path}`,
  ignore: 'Ignore',
  ignoreLabel: (path: string) => `Ignore ${path}`,
  redirected: 'Redirected',
  badgeLabel: (paths: number) =>
    paths > 0 ? `404 monitor, ${count(paths, 'new missing page')} this week` : '404 monitor, no new missing pages',
} as const;

/** First-party insight: why a beacon was refused (400), and the Insights screen. */
export const insightMessages = {
  tooLarge: (max: number) => `The beacon is larger than ${max} bytes`,
  notJson: 'The beacon is not JSON',
  notBeacon: (max: number) => `The beacon must be { "events": [...] } with 1 to ${max} events`,
  unknownField: (at: string, field: string) => `${at}: unknown field "${field}"`,
  badType: (at: string) => `${at}: type must be view, vital or error`,
  badField: (at: string, field: string) => `${at}: "${field}" is missing or invalid`,
  badAttribution:
    'attribution must hold only referrer, utmSource, utmMedium, utmCampaign (short texts), landingPage (a path) and pagesViewed (a whole number from 1)',
  badRange: 'from and to must be days (YYYY-MM-DD), from on or before to, at most 366 days apart',
  badPagePath: (max: number) => `path must be a page's path: one / first, no query or spaces, at most ${max} characters`,
  unknown: 'unknown',
  /** The Insights screen. */
  screen: {
    title: 'Insights',
    intro: 'Visitors, pages, campaigns and leads, measured first-party (no cookie, no third-party script), with real-user Core Web Vitals.',
    loading: 'Loading insights...',
    loadFailed: 'The insights could not be loaded. Try again in a moment.',
    ranges: { today: 'Today', 7: '7 days', 30: '30 days', 90: '90 days' } as Record<string, string>,
    rangeLabel: 'Date range',
    from: 'From',
    to: 'To',
    exportCsv: 'Export CSV',
    exportFailed: 'The CSV could not be downloaded. Try again in a moment.',
    totals: { visitors: 'Visitors', views: 'Page views', leads: 'Leads' },
    versus: (previous: number, change: string) => `previous period ${previous} (${change})`,
    dailyChart: 'Visitors per day',
    vitalsTrend: (metric: string) => `p75 ${metric} per day (all pages)`,
    vitalsTrendDay: (day: string, p75: string, rating: string) => `${day}: ${p75} (${rating})`,
    sections: {
      topPages: 'Top pages',
      referrers: 'Referrers',
      campaigns: 'Campaigns',
      channels: 'Channels',
      devices: 'Devices',
      leadsByLandingPage: 'Leads and conversion per landing page',
      leadsByChannel: 'Leads per channel',
      leadsByCampaign: 'Leads per campaign',
      vitals: 'Core Web Vitals (p75 per page)',
      errors: 'Client errors per remote version',
    },
    columns: {
      page: 'Page',
      referrer: 'Referrer',
      campaign: 'Campaign',
      sourceMedium: 'Source / medium',
      channel: 'Channel',
      device: 'Device',
      views: 'Views',
      visitors: 'Visitors',
      leads: 'Leads',
      conversion: 'Conversion',
      metric: 'Metric',
      p75: 'p75',
      samples: 'Samples',
      rating: 'Rating',
      remote: 'Remote',
      message: 'Error',
      count: 'Count',
    },
    ratings: { good: 'Good', 'needs-improvement': 'Needs improvement', poor: 'Poor' } as Record<string, string>,
    empty: 'Nothing yet in this range.',
  },
  /** The dashboard's week against the week before. */
  week: {
    title: 'This week against last week',
    loading: 'Loading this week’s figures...',
    loadFailed: 'This week’s figures could not be loaded.',
    lastWeek: (before: number, change: string) => `last week ${before.toLocaleString('en-GB')} (${change})`,
    more: 'All insights',
  },
  /** A published post's or service's own figures, in its editor. */
  page: {
    title: 'This page, last 30 days',
    loading: 'Loading this page’s figures...',
    loadFailed: 'This page’s figures could not be loaded.',
    views: 'Page views',
    visitors: 'Visitors',
    leads: 'Leads that landed here',
    noVitals: 'No speed measurements from visitors yet.',
    vital: (metric: string, p75: string, rating: string) => `${metric} p75 ${p75} (${rating})`,
    more: 'All insights',
  },
  /** The message detail screen and the staff e-mail. */
  attributionLabel: 'Came from',
  attributionFields: {
    channel: 'Channel',
    referrer: 'Referrer',
    utmSource: 'UTM source',
    utmMedium: 'UTM medium',
    utmCampaign: 'Campaign',
    landingPage: 'Landing page',
    pagesViewed: 'Pages viewed',
  },
  /** One line: "email, campaign nov, landed on /blog, 3 pages viewed". */
  attributionLine: (
    a: { channel: string; referrer: string; utmCampaign: string; landingPage: string; pagesViewed: number } | null | undefined,
  ) =>
    a
      ? [
          a.channel,
          a.referrer && `from ${a.referrer}`,
          a.utmCampaign && `campaign ${a.utmCampaign}`,
          `landed on ${a.landingPage}`,
          `${a.pagesViewed} ${a.pagesViewed === 1 ? 'page' : 'pages'} viewed`,
        ]
          .filter(Boolean)
          .join(', ')
      : 'unknown',
} as const;

/** Staff roles (product §6): their names on the users screen, and why the admin or the API refuses an action. */
export const roleMessages = {
  labels: { owner: 'Owner', editor: 'Editor', author: 'Author', seo: 'SEO specialist', viewer: 'Viewer', member: 'Member' },
  descriptions: {
    owner: 'Everything, including users, roles and settings.',
    editor: 'All content: publish, schedule, trash, restore; contacts.',
    author: 'Writes drafts of their own and submits them for review.',
    seo: 'SEO fields, page SEO, redirects and the SEO audit; no body text.',
    viewer: 'Reads the admin and changes nothing.',
    member: 'A site account without admin access.',
  },
  roleLabel: 'Role',
  changeRole: (name: string) => `Role of ${name}`,
  /** The reply of a staff route the caller's role may not use, and the note beside a disabled control. */
  notAllowed: {
    'admin.read': 'Your role cannot open the admin.',
    'content.draft': 'Your role cannot write content.',
    'content.edit': 'Your role cannot change this entry: authors edit their own drafts only.',
    'content.publish': 'Your role cannot publish or schedule: submit the draft for review instead.',
    'content.delete': 'Your role cannot delete or restore entries.',
    'content.seo': 'Your role cannot change SEO fields.',
    'media.upload': 'Your role cannot add or change pictures.',
    'contacts.read': 'Your role cannot read contact messages.',
    'contacts.manage': 'Your role cannot delete contact messages.',
    'redirects.manage': 'Your role cannot change redirects.',
    'users.manage': 'Only owners manage accounts and roles.',
    'settings.manage': 'Only owners change the settings.',
    'audit.read': 'Only owners read the audit trail.',
    'review.submit': 'Your role cannot submit for review.',
    'review.decide': 'Only editors and owners approve or send back.',
    'admin.manage': 'Only editors and owners can do this.',
  } satisfies Record<Permission, string>,
  /** An SEO specialist's save that touches more than the SEO fields. */
  seoFieldsOnly: 'Your role changes the SEO fields only, not the body text.',
  /** An author's change to an entry that is not their own draft. */
  ownDraftsOnly: 'Authors change their own drafts only.',
  lastOwner: 'The last owner cannot be removed or given another role',
  viewerNote: 'You can look around; your role (Viewer) changes nothing.',
} as const;

/** Review before publishing (product §6): the submit button, the editors' queue and the author's notices. */
export const reviewMessages = {
  submit: 'Submit for review',
  noteLabel: 'Note for the editor',
  submitted: 'Submitted for review: an editor will approve it or send it back.',
  alreadyPending: 'This entry is already waiting for review.',
  notADraft: 'Only a draft can be submitted for review.',
  inReview: 'This entry is waiting for review: it cannot be changed until an editor decides.',
  notPending: 'This submission has already been decided.',
  commentRequired: 'Say what to change before sending it back.',
  queueTitle: 'Review queue',
  queueEmpty: 'Nothing is waiting for review.',
  queueCount: (n: number) => `${n} waiting for review`,
  approve: 'Approve and publish',
  schedule: 'Approve and schedule',
  sendBack: 'Send back',
  commentLabel: 'What to change',
  approved: 'Approved and published.',
  scheduled: 'Approved and scheduled.',
  returned: 'Sent back to the author.',
  compare: 'Compare with the published version',
  mineTitle: 'Your submissions',
  statusLabels: { pending: 'Waiting for review', approved: 'Approved', returned: 'Sent back' },
  emailSubject: (title: string, approved: boolean) => (approved ? `Approved: ${title}` : `Sent back: ${title}`),
  /** The e-mail to the author when an editor decides (with e-mail set up). */
  emailText: (title: string, reviewer: string, approved: boolean, comment: string) =>
    approved
      ? `${reviewer} approved "${title}". It is published (or scheduled, as they chose).`
      : `${reviewer} sent "${title}" back with this comment:\n\n${comment}\n\nChange it and submit it again from its editor.`,
} as const;

/** The audit trail (product §6): the owners' screen, its filters, its CSV and the API's refusals. */
export const auditMessages = {
  title: 'Audit trail',
  intro: 'Who changed what, when and from where. Entries are kept for a year.',
  userLabel: 'Account',
  actionLabel: 'Action',
  resourceLabel: 'Type',
  anyOption: 'All',
  clearFilters: 'Clear filters',
  exportCsv: 'Export CSV',
  exportFailed: 'The CSV could not be made. Please try again.',
  loading: 'Loading the audit trail...',
  empty: 'No changes match these filters.',
  loadFailed: 'The audit trail could not be loaded. Please try again.',
  count: (n: number) => `${n} ${n === 1 ? 'change' : 'changes'}`,
  columns: { at: 'When', user: 'Who', action: 'Action', resource: 'What', summary: 'Changes', origin: 'From where' },
  csvHeaders: ['When (UTC)', 'Account id', 'Email', 'Action', 'Type', 'Id', 'Changes', 'IP address', 'Browser'],
  badDay: 'Enter a day as YYYY-MM-DD',
  badRange: 'The first day must be on or before the last',
  badAction: 'Choose a valid action',
  badPage: `Pages count from 1, with 1 to ${AUDIT_PAGE_MAX} entries each`,
  badText: 'Enter at most 100 characters',
  actionLabels: {
    create: 'Created',
    update: 'Changed',
    delete: 'Deleted',
    restore: 'Restored',
    purge: 'Deleted for good',
    publish: 'Published',
    schedule: 'Scheduled',
    unpublish: 'Unpublished',
    submit: 'Submitted for review',
    return: 'Sent back',
    role: 'Role changed',
    import: 'Imported',
    password: 'Password changed',
    release: 'Released',
    promote: 'Promoted',
    rollback: 'Rolled back',
    abort: 'Canary ended',
  } satisfies Record<AuditAction, string>,
  /** Who made a release not made through a signed-in request. */
  releaseBy: {
    command: (user: string) => `${user} (release command)`,
    'site-start': (user: string) => `${user} (site server start)`,
    'canary-rule': () => 'automatic canary rule',
  },
  releaseVia: { 'canary-rule': 'site server' },
  releaseSummary: {
    release: (version: string, previous?: string, percent?: number) =>
      percent !== undefined
        ? `canary ${version} for ${percent} % of browsers, beside ${previous ?? '-'}`
        : `version ${version}${previous ? `, was ${previous}` : ''}`,
    promote: (version: string, previous?: string) => `canary ${version} live for every browser, was ${previous ?? '-'}`,
    rollback: (version: string, previous?: string) => `back to ${version} from ${previous ?? '-'}`,
    abort: (version: string, previous?: string, reason?: string) => `canary ${version} ended (live: ${previous ?? '-'}): ${reason ?? ''}`,
  },
} as const;

/** Two-factor sign-in: the login's second step (visitor-messages.ts) and the account screen's set-up, the owners' rule, passkeys. */
export const secondFactorMessages = {
  ...secondStepMessages,
  title: 'Two-factor sign-in',
  intro: 'A code from an authenticator app (or a passkey) as well as your password keeps your account safe if the password leaks.',
  enabled: 'Two-factor sign-in with an authenticator app is on.',
  disabled: 'Two-factor sign-in with an authenticator app is off.',
  setUp: 'Set up an authenticator app',
  scanQr: 'Scan this QR code with your authenticator app, or type the key below into it, then enter the code it shows.',
  secretLabel: 'Key',
  confirm: 'Turn on',
  confirmed:
    'Two-factor sign-in is on. Keep these recovery codes somewhere safe: each works once, instead of a code, if you lose your phone.',
  recoveryCodesLeft: (left: number) => `${left} recovery code${left === 1 ? '' : 's'} left.`,
  turnOff: 'Turn off',
  turnedOff: 'Two-factor sign-in with an authenticator app is off.',
  alreadyOn: 'Two-factor sign-in is already on for this account',
  notSetUp: 'Set up an authenticator app first',
  setUpFailed: 'Failed to set up two-factor sign-in',
  requiredTitle: 'Require two-factor sign-in',
  requiredLabel: 'Every staff account must use a second factor (authenticator app or passkey)',
  requiredSaved: 'The sign-in rule has been saved.',
  requiredNeedsOwnFactor: 'Set up a second factor for your own account before requiring one of everyone',
  setupRequired: 'The owners require two-factor sign-in: set up an authenticator app or a passkey before you go on.',
  passkeysTitle: 'Passkeys',
  passkeysIntro: 'Sign in with your device (fingerprint, face or PIN) instead of a password. A passkey counts as both factors.',
  addPasskey: 'Add a passkey',
  passkeyLabel: 'Passkey name',
  passkeyAdded: 'The passkey has been added.',
  passkeyRemoved: 'The passkey has been removed.',
  passkeyRemove: 'Remove',
  /** In a passkey's line: "added <date>", "last used <date>". */
  passkeyAddedOn: 'added',
  passkeyLastUsed: 'last used',
  noPasskeys: 'No passkeys yet.',
  passkeyAddFailed: 'The passkey could not be added',
  recoveryCodesLabel: 'Recovery codes',
  renewTitle: 'New recovery codes',
  renewIntro: 'A new set of ten replaces every code you have now, used or not. Confirm with your password or a code from the app.',
  renewAction: 'Make new recovery codes',
  renewPasswordLabel: 'Password',
  renewProofRequired: 'Give your password or a code from the app',
  renewed: 'Here are your new recovery codes: the old ones no longer work. Keep these somewhere safe; each works once.',
} as const;

/** The dashboard's panels: drafts, scheduled entries, the last changes and unread messages. */
export const dashboardMessages = {
  yourDrafts: 'Your drafts',
  otherDrafts: 'Drafts by others',
  noDrafts: 'No drafts.',
  scheduledTitle: 'Scheduled',
  noScheduled: 'Nothing is scheduled.',
  goesLive: (time: string, zone: string) => `Goes live ${time} (${zone})`,
  recentTitle: 'Recent edits',
  noRecent: 'Nothing has been changed yet.',
  savedBy: (name: string) => `by ${name}`,
  savedAt: (time: string) => `saved ${time}`,
  unreadTitle: 'Unread messages',
  unreadCount: (n: number) => (n === 1 ? '1 unread message' : `${n} unread messages`),
  noUnread: 'Every message has been read.',
  newest: 'Newest',
  openContacts: 'Open the contacts',
  loadFailed: 'Could not load this part of the dashboard.',
} as const;

/** The feature icon picker of a service's features: a Font Awesome class, found by words. */
export const featureIconMessages = {
  /** The features field's hint. */
  fieldHint: 'Pick each icon from the list (type to search it), or type a Font Awesome class name such as fa-solid fa-chart-line.',
  label: 'Icon',
  placeholder: 'Type to find an icon',
  listLabel: (feature: number) => `Icons for feature ${feature}`,
  found: (n: number) => (n === 1 ? '1 icon matches.' : `${n} icons match.`),
  noMatch: 'No icon of the list matches; the class typed is kept as it is.',
  hint: 'Arrow keys move through the icons, Enter picks one, Escape closes the list.',
} as const;

/** The weekly insight report e-mailed to NOTIFY_EMAILS (plain text). */
export const weeklyReportMessages = {
  subject: (from: string, to: string) => `Weekly report: ${from} to ${to}`,
  intro: (from: string, to: string) => `Your site from ${from} to ${to} (UTC), against the week before:`,
  total: (label: string, now: number, before: number, change: string) => `${label}: ${now} (week before ${before}, ${change})`,
  labels: { visitors: 'Visitors', views: 'Page views', leads: 'Leads' },
  topPages: 'Top pages:',
  topPage: (path: string, views: number, visitors: number) => `- ${path}: ${views} views, ${visitors} visitors`,
  poorVitals: 'Pages whose Core Web Vitals turned poor (p75):',
  poorVital: (path: string, metric: string, value: string) => `- ${path}: ${metric} ${value}`,
  none: '- none',
  footer: 'Details on the Insights screen of the admin. Set WEEKLY_REPORT=off to stop this e-mail.',
} as const;
