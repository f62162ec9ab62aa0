// Export CSV on Our Contacts: the whole file the API streams (every message, not the page
// on screen) is saved under the name the API gives it; a failed export says so.

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Contact } from '@agency/shared/contract';
import { contactExportMessages } from '@agency/shared/contract/messages';
import { apiUrl, http, HttpResponse, mockApi } from '@agency/shared/testing';
import ContactListPage from '../contact-list-page';
import { fakeCollection } from '../../../test-support/fake-collection';
import { renderPage } from '../../../test-support/screens';

const sender = (n: number): Contact => ({
  _id: `m${n}`,
  firstName: `Sender ${n}`,
  lastName: '',
  email: 'sam@example.com',
  phone: '07123456789',
  subject: '',
  message: `Hello ${n}`,
  source: 'faq',
  sourceDetail: '',
  createdAt: '2025-03-01T10:30:00.000Z',
});

const CSV = '\uFEFFNo.,First name\r\n1,Sender 0\r\n';
let exportStatus = 200;
let exportRequest: { session: string | null; csrf: string | null; authorization: string | null; credentials: RequestCredentials } | null =
  null;

mockApi(
  http.get(apiUrl('contact/export.csv'), ({ request }) => {
    exportRequest = {
      session: request.headers.get('x-session'),
      csrf: request.headers.get('x-csrf-token'),
      authorization: request.headers.get('authorization'),
      credentials: request.credentials,
    };
    if (exportStatus !== 200) return HttpResponse.json({ message: 'Something went wrong' }, { status: exportStatus });
    return new HttpResponse(CSV, {
      headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="contacts-2025-03-01.csv"' },
    });
  }),
  // After the export: `contact/:id` would answer for `contact/export.csv` too.
  ...fakeCollection(
    'contact',
    Array.from({ length: 12 }, (_, n) => sender(n)),
    { listReply: (items) => ({ data: items }) },
  ).handlers,
);

afterEach(() => {
  jest.restoreAllMocks();
  exportStatus = 200;
});

const captureDownloads = () => {
  const created: Blob[] = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    created.push(blob);
    return 'blob:contacts';
  });
  URL.revokeObjectURL = jest.fn();
  const clicked: HTMLAnchorElement[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
  return { created, clicked };
};

describe('Export CSV on /contact-list', () => {
  it('saves the file the API streams, on the cookie session with its CSRF token, under its name', async () => {
    localStorage.setItem('token', 'csrf-of-this-session');
    const { created, clicked } = captureDownloads();
    const user = userEvent.setup();
    renderPage(ContactListPage, '/contact-list');
    await screen.findByText('Sender 0');
    await user.click(screen.getByRole('button', { name: contactExportMessages.button }));

    await screen.findByRole('button', { name: contactExportMessages.button });
    expect(exportRequest).toEqual({ session: 'cookie', csrf: 'csrf-of-this-session', authorization: null, credentials: 'include' });
    expect(clicked).toHaveLength(1);
    expect(clicked[0].download).toBe('contacts-2025-03-01.csv');
    expect(clicked[0].href).toBe('blob:contacts');
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(await created[0].arrayBuffer())).toBe(CSV);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:contacts');
    localStorage.clear();
  });

  it('says so when the export fails, and saves nothing', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    exportStatus = 500;
    const { clicked } = captureDownloads();
    const user = userEvent.setup();
    renderPage(ContactListPage, '/contact-list');
    await screen.findByText('Sender 0');
    await user.click(screen.getByRole('button', { name: contactExportMessages.button }));
    expect(await screen.findByRole('alert')).toHaveTextContent(contactExportMessages.failed);
    expect(clicked).toHaveLength(0);
  });
});
