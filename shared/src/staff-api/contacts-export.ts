// GET /contact/export.csv (staff): every message as CSV, streamed by the API from the
// database in batches. A file download, not cached state, so it stays out of the store.

import { apiBaseUrl, applySessionHeaders } from '@agency/shared/api';

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

const FALLBACK_NAME = 'contacts.csv';

export const fetchContactsCsv = async (): Promise<DownloadedFile> => {
  // The session cookie goes along as with every other call (to an API on another origin too).
  const response = await fetch(`${apiBaseUrl()}/contact/export.csv`, {
    credentials: 'include',
    headers: applySessionHeaders(new Headers()),
  });
  if (!response.ok) throw new Error(`GET /contact/export.csv answered ${response.status}`);
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? FALLBACK_NAME;
  return { blob: await response.blob(), fileName };
};
