import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Contact } from '@agency/shared/contract';
import { mockApi } from '@agency/shared/testing';
import ContactListPage from '../contact-list-page';
import { BYTE_ORDER_MARK, contactsToCsv, csvCell } from '../contacts-csv';
import { fakeCollection } from '../../../test-support/fake-collection';
import { renderPage } from '../../../test-support/screens';

const tricky: Contact = {
  _id: 'c1',
  firstName: 'Zoë',
  lastName: 'Müller, Jr.',
  email: 'zoe@example.com',
  phone: '07123456789',
  subject: 'Paid Ads',
  message: 'She said "hi"\nand left, then\r\ncame back',
  source: 'quote-service',
  sourceDetail: 'Google Ads',
  createdAt: '2025-03-01T10:30:00.000Z',
};
const plain: Contact = { ...tricky, _id: 'c2', firstName: 'Sam', lastName: '', message: '=HYPERLINK("http://evil.example")', source: 'faq', sourceDetail: '', subject: '' };

const HEADER = 'No.,First name,Last name,Email,Phone,Subject,Message,Sent from,Source detail,Received (UTC)';

describe('contacts as CSV', () => {
  it('quotes fields with commas, quotes or line breaks and doubles the quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(7)).toBe('7');
  });

  it('keeps a visitor’s formula as text', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('+44 20')).toBe("'+44 20");
  });

  it('writes a byte-order mark, a header and every column of every message, rows ending CRLF', () => {
    expect(contactsToCsv([tricky, plain])).toBe(
      `${BYTE_ORDER_MARK}${HEADER}\r\n` +
        '1,Zoë,"Müller, Jr.",zoe@example.com,07123456789,Paid Ads,"She said ""hi""\nand left, then\r\ncame back",Service quote,Google Ads,2025-03-01T10:30:00.000Z\r\n' +
        `2,Sam,,zoe@example.com,07123456789,,"'=HYPERLINK(""http://evil.example"")",FAQ question,,2025-03-01T10:30:00.000Z\r\n`,
    );
  });
});

describe('Export CSV on /contact-list', () => {
  const many = Array.from({ length: 12 }, (_, index) => ({ ...plain, _id: `m${index}`, firstName: `Sender ${index}`, message: `Hello ${index}` }));
  mockApi(...fakeCollection('contact', many, { listReply: (items) => ({ data: items }) }).handlers);

  afterEach(() => jest.restoreAllMocks());

  it('downloads every message (not only the first page) as a UTF-8 CSV file', async () => {
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
    const user = userEvent.setup();
    renderPage(ContactListPage, '/contact-list');
    await screen.findByText('Sender 0');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    expect(clicked).toHaveLength(1);
    expect(clicked[0].download).toMatch(/^contacts-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(clicked[0].href).toBe('blob:contacts');
    expect(created[0].type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await created[0].arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text).toBe(contactsToCsv(many));
    expect(text.trimEnd().split('\r\n')).toHaveLength(13);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:contacts');
  });
});
