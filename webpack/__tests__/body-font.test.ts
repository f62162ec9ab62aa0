// The body font's core face (webpack/fonts/subset-inter.js): what a page fetches before its largest
// paint stays small, the committed stylesheet is what the script makes from the installed
// Fontsource package, and every character Fontsource's Latin face drew is still drawn by Inter.

import fs from 'node:fs';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const fonts = require('../fonts/subset-inter.js') as {
  CORE: Array<[number, number]>;
  CONTROLS: Array<[number, number]>;
  CORE_FILE: string;
  OUT: string;
  fontsCss: () => string;
  parseRange: (css: string) => Array<[number, number]>;
  fontsourceFaces: () => Array<{ subset: string; file: string; range: Array<[number, number]> }>;
};

/** Every code point of `ranges`. */
const points = (ranges: Array<[number, number]>) =>
  new Set(ranges.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => from + i)));

test('the core face is at most 24 KB (the whole Latin face is 47 KB)', () => {
  expect(fs.statSync(path.join(fonts.OUT, fonts.CORE_FILE)).size).toBeLessThanOrEqual(24 * 1024);
});

test('the committed fonts.css is what the script makes from the installed Fontsource package', () => {
  expect(fs.readFileSync(path.join(fonts.OUT, 'fonts.css'), 'utf8')).toBe(fonts.fontsCss());
});

test('the core and the rest of the Latin face split its characters without overlap, under one weight range', () => {
  const css = fonts.fontsCss();
  const faces = [...css.matchAll(/font-weight: ([^;]+);[\s\S]*?src: url\(([^)]+)\)[\s\S]*?unicode-range: ([^;]+);/g)].map((match) => ({
    weight: match[1],
    file: match[2],
    range: points(fonts.parseRange(match[3])),
  }));
  expect(new Set(faces.map((entry) => entry.weight))).toEqual(new Set(['400 900']));
  const core = faces.find((entry) => entry.file.endsWith(fonts.CORE_FILE));
  const rest = faces.find((entry) => entry.file.endsWith('inter-latin-wght-normal.woff2'));
  if (!core || !rest) throw new Error('the core or the Latin face is missing');
  expect([...core.range].filter((point) => rest.range.has(point))).toEqual([]);
  const latin = fonts.fontsourceFaces().find((entry) => entry.subset === 'latin');
  const controls = points(fonts.CONTROLS);
  const drawn = [...points(latin?.range ?? [])].filter((point) => !controls.has(point));
  expect(drawn.filter((point) => !core.range.has(point) && !rest.range.has(point))).toEqual([]);
});
