// Decodes the character references rich text and rendered pages use. Unknown named
// references stay as written: the text is measured and read, never rendered again.

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  ndash: '\u2013',
  mdash: '\u2014',
  hellip: '\u2026',
  bull: '\u2022',
  middot: '\u00b7',
  lsquo: '\u2018',
  rsquo: '\u2019',
  ldquo: '\u201c',
  rdquo: '\u201d',
  laquo: '\u00ab',
  raquo: '\u00bb',
  copy: '\u00a9',
  reg: '\u00ae',
  trade: '\u2122',
  euro: '\u20ac',
  pound: '\u00a3',
  times: '\u00d7',
};

const REFERENCE = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([a-zA-Z][a-zA-Z0-9]{1,31}));?/g;

const fromCodePoint = (code: number, written: string): string => (code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : written);

export const decodeEntities = (text: string): string =>
  text.includes('&')
    ? text.replace(REFERENCE, (written, decimal: string | undefined, hex: string | undefined, name: string | undefined) => {
        if (decimal) return fromCodePoint(Number.parseInt(decimal, 10), written);
        if (hex) return fromCodePoint(Number.parseInt(hex, 16), written);
        return NAMED[name!.toLowerCase()] ?? written;
      })
    : text;
