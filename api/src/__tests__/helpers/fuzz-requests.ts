// fast-check arbitraries for hostile requests: path values (traversal, SQL and
// script metacharacters, unicode, huge), JSON of every shape and wrong types,
// malformed JSON, multipart forms with fake and real images, broken multipart,
// and wrong content types. Valid payloads are mixed in and mutated, so the fuzzer
// also reaches the code behind validation.

import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { FAQ_CATEGORIES, PRODUCT_TYPES } from '@agency/shared/contract/constants';
import { CREATE_FIELDS } from './content-fixtures';
import { GIF_HTML_POLYGLOT, SVG_FILE, TEXT_AS_PNG } from './images';

export const HOSTILE_TEXT = [
  '',
  ' ',
  '../',
  '../../jwt-secret',
  '..%2F..%2Fagency.sqlite',
  '%2e%2e%2f%2e%2e%2f',
  '....//....//etc/passwd',
  '..\\..\\windows',
  '%00',
  '\u0000',
  "' OR '1'='1",
  '"; DROP TABLE users; --',
  '1); DELETE FROM blogs; --',
  '%',
  '_',
  '\\',
  '$ne',
  '{"$gt":""}',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '__proto__',
  'constructor',
  'prototype',
  'staff',
  'member',
  'true',
  'false',
  'null',
  'NaN',
  'Infinity',
  '-1',
  '1e999',
  '0x10',
  '000000000000000000000000',
  '\uFEFF',
  '\u202E',
  '🦄',
  'Ǆ',
  'ß',
  'i\u0307',
  '\ud800',
  ...FAQ_CATEGORIES,
  ...PRODUCT_TYPES,
];

const huge = fc.integer({ min: 1_000, max: 300_000 }).map((n) => 'é'.repeat(n));

export const text = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
  { weight: 3, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: huge },
);

const scalar = fc.oneof(text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null));

export const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 4 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

const KNOWN_FIELDS = [
  ...new Set(Object.values(CREATE_FIELDS).flatMap((fields) => Object.keys(fields))),
  'image',
  'images',
  'removedImages',
  'removeImage',
  'captcha',
  'source',
  'sourceDetail',
  'email',
  'password',
  'username',
  'phone',
  'role',
  'firstname',
  'lastname',
  'gender',
  'age',
  'confirmpassword',
  'firstName',
  'lastName',
  'subject',
  'message',
  'currentPassword',
  'newPassword',
  'confirmPassword',
  '__proto__',
  'constructor',
  '_id',
  'slug',
  'createdAt',
  'updatedAt',
  'password_hash',
];

const fieldName = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...KNOWN_FIELDS) },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
);

type Entries = Array<[string, unknown]>;

/** Random fields, or a valid payload of some resource with some fields changed, dropped or added. */
const entries: fc.Arbitrary<Entries> = fc.oneof(
  fc.array(fc.tuple(fieldName, anyValue), { maxLength: 10 }),
  fc
    .tuple(fc.constantFrom(...Object.values(CREATE_FIELDS)), fc.array(fc.tuple(fieldName, fc.option(anyValue)), { maxLength: 4 }))
    .map(([valid, changes]) => {
      const out = new Map<string, unknown>(Object.entries(valid));
      for (const [key, value] of changes) {
        if (value === null) out.delete(key);
        else out.set(key, value);
      }
      return [...out.entries()];
    }),
);

/** JSON text of the entries, duplicate and `__proto__` keys included as sent. */
const objectJson = (list: Entries): string =>
  `{${list.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'}`).join(',')}}`;

export interface FuzzBody {
  payload?: string | Buffer;
  contentType?: string;
  label: string;
}

const jsonBody: fc.Arbitrary<FuzzBody> = fc.oneof(
  entries.map((list) => ({ payload: objectJson(list), contentType: 'application/json', label: 'json object' })),
  fc
    .jsonValue({ maxDepth: 3 })
    .map((value) => ({ payload: JSON.stringify(value) ?? 'null', contentType: 'application/json; charset=utf-8', label: 'json value' })),
  fc.tuple(entries, fc.nat()).map(([list, cut]) => {
    const json = objectJson(list);
    return { payload: json.slice(0, cut % Math.max(1, json.length)), contentType: 'application/json', label: 'malformed json' };
  }),
);

export interface FuzzImages {
  png: Buffer;
}

const fileData = (images: FuzzImages) =>
  fc.oneof(
    fc.constantFrom(images.png, SVG_FILE, TEXT_AS_PNG, GIF_HTML_POLYGLOT, Buffer.alloc(0)),
    fc.uint8Array({ maxLength: 256 }).map((bytes) => Buffer.from(bytes)),
    fc.nat({ max: 1000 }).map((cut) => images.png.subarray(0, cut)),
  );

const multipartBody = (images: FuzzImages): fc.Arbitrary<FuzzBody> =>
  fc
    .tuple(
      entries,
      fc.array(
        fc.record({
          field: fc.constantFrom('image', 'images', 'file', '__proto__'),
          filename: fc.oneof(
            fc.constantFrom('photo.png', '../../../jwt-secret', '..%2Fx.png', 'a"b.png', 'x.svg', ''),
            fc.string({ maxLength: 20 }),
          ),
          contentType: fc.constantFrom('image/png', 'image/svg+xml', 'text/html', 'application/octet-stream'),
          data: fileData(images),
        }),
        { maxLength: 3 },
      ),
      fc.option(fc.nat(), { nil: undefined }),
    )
    .map(([list, files, cut]) => {
      const boundary = `----fuzz${randomBytes(6).toString('hex')}`;
      const chunks: Buffer[] = [];
      // Header values cannot carry line breaks: the fuzzer's field names and file names are cleaned of them.
      const safe = (value: string) => value.replace(/[\r\n"]/g, '_');
      for (const [name, value] of list) {
        const textValue = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
        chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${safe(name)}"\r\n\r\n${textValue}\r\n`));
      }
      for (const file of files) {
        chunks.push(
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${safe(file.filename)}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
          ),
          file.data,
          Buffer.from('\r\n'),
        );
      }
      chunks.push(Buffer.from(`--${boundary}--\r\n`));
      const whole = Buffer.concat(chunks);
      const payload = cut === undefined ? whole : whole.subarray(0, cut % Math.max(1, whole.length));
      return {
        payload,
        contentType: `multipart/form-data; boundary=${boundary}`,
        label: cut === undefined ? 'multipart' : 'broken multipart',
      };
    });

const wrongType: fc.Arbitrary<FuzzBody> = fc
  .tuple(
    fc.oneof(
      fc.constantFrom(
        'text/plain',
        'application/xml',
        'application/x-www-form-urlencoded',
        'multipart/form-data',
        'multipart/mixed; boundary=x',
        'image/png',
        'application/json-patch+json',
        '',
      ),
      fc.string({ maxLength: 30 }).map((value) => value.replace(/[\r\n]/g, '')),
    ),
    fc.oneof(
      text,
      fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
    ),
  )
  .map(([contentType, payload]) => ({ payload, contentType, label: 'wrong content type' }));

export const fuzzBody = (images: FuzzImages): fc.Arbitrary<FuzzBody> =>
  fc.oneof(
    { weight: 1, arbitrary: fc.constant<FuzzBody>({ label: 'no body' }) },
    { weight: 4, arbitrary: jsonBody },
    { weight: 3, arbitrary: multipartBody(images) },
    { weight: 2, arbitrary: wrongType },
  );

/** Percent-encodes the UTF-8 bytes of any string (lone surrogates included) but unreserved characters. */
const encode = (value: string): string =>
  [...Buffer.from(value, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9\-._~]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).padStart(2, '0')}`,
    )
    .join('');

/** A value for a `:param` of the route: real ids and slugs as well as hostile text. */
export const pathValue = (known: readonly string[]): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...known) },
    { weight: 3, arbitrary: text.map((value) => encode(value.slice(0, 300))) },
    { weight: 1, arbitrary: fc.constantFrom('..', '.', '..%2F..%2Fagency.sqlite', '%2e%2e', '%252e%252e%252f', 'a%00.webp', '%ZZ', '%') },
    { weight: 1, arbitrary: fc.stringMatching(/^[0-9a-f]{24}(\.webp)?$/) },
  );

export const queryString: fc.Arbitrary<string> = fc.oneof(
  fc.constant(''),
  text.map((value) => `?q=${encode(value.slice(0, 500))}`),
  fc.constantFrom('?q=%', '?q[]=a&q[]=b', '?__proto__[admin]=1', '?q=%ZZ', `?q=${'a'.repeat(10_000)}`),
);
