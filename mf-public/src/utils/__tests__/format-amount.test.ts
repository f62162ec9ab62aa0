// Prices read as Intl would print them (en-US and en-IN, at most two decimals), without creating one.

import { formatAmount } from '../format-amount';

const us = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2, minimumFractionDigits: 0 });
const indian = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2, minimumFractionDigits: 0 });

/** Whole amounts across the groupings' boundaries, cents, halves of a cent and a few negatives. */
const AMOUNTS = [
  ...Array.from({ length: 2000 }, (_, index) => index * 0.01),
  ...[0, 1, 9, 10, 99, 100, 999, 1000, 9999, 10_000, 99_999, 100_000, 999_999, 1_000_000, 12_345_678, 123_456_789].flatMap((whole) => [
    whole,
    whole + 0.5,
    whole + 0.05,
    whole + 0.995,
    whole + 0.125,
  ]),
  1.005,
  2.675,
  -0,
  -0.001,
  -5,
  -1234.5,
];

test('en-US grouping reads as Intl en-US', () => {
  for (const amount of AMOUNTS) expect(formatAmount(amount, 'thousands')).toBe(us.format(amount));
});

test('Indian grouping reads as Intl en-IN', () => {
  for (const amount of AMOUNTS) expect(formatAmount(amount, 'indian')).toBe(indian.format(amount));
});

test('with a currency symbol, after the sign, reads as Intl en-US dollars', () => {
  for (const amount of AMOUNTS) expect(formatAmount(amount, 'thousands', '$')).toBe(dollars.format(amount));
});
