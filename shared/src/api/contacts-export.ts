// GET /contact/export.csv (staff): every message as CSV, streamed by the API from the
// database in batches. A file download, not cached state, so it stays out of the store.

import { apiBaseUrl } from './runtime-config';
import { readToken } from './token-storage';

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

const FALLBACK_NAME = 'contacts.csv';

export const fetchContactsCsv = async (): Promise<DownloadedFile> => {
  const token = readToken();
  const response = await fetch(`${apiBaseUrl()}/contact/export.csv`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error(`GET /contact/export.csv answered ${response.status}`);
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? FALLBACK_NAME;
  return { blob: await response.blob(), fileName };
};
