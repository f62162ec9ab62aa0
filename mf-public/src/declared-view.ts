// The public page of a content type that declares its view, found by the page's name: `Notes` is
// views/notes-page.tsx, `NoteList` views/note-list-page.tsx, with no line in pages.ts. The path is a
// written folder and a `-page` ending, so webpack makes each such file of views/ a chunk of its own
// (and nothing else of the folder: its README), and jest and the server renderer load it from source.

import type { PageLoader } from '@agency/shared/dev';

/** `NoteList` -> `note-list`: a page's name as the first part of its file's. */
const kebab = (page: string) => page.replace(/\B([A-Z])/g, '-$1').toLowerCase();

export const loadView = (page: string): ReturnType<PageLoader> => import(`./views/${kebab(page)}-page`);
