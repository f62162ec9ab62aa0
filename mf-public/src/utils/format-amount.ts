// Prices as the public pages show them: at most two decimals, none when whole ("199", "12.5"),
// digits grouped as Intl's en-US ("1,234,567") or en-IN ("12,34,567") would group them. Written out
// rather than through Intl.NumberFormat: a page's first Intl object loads the locale data, 70-120 ms
// of main thread on a phone (4x CPU), spent while the section with the prices hydrates.

export type DigitGrouping = 'thousands' | 'indian';

const groupDigits = (digits: string, grouping: DigitGrouping): string => {
  if (grouping === 'thousands' || digits.length <= 3) return digits.replace(/\B(?=(\d{3})+$)/g, ',');
  // Indian: the last three digits, then pairs.
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${head},${digits.slice(-3)}`;
};

/** Cents of a positive amount, rounded as Intl rounds: half away from zero, on the number as it is
 *  written (0.995 is 1.00), not on its binary value (which toFixed reads as 0.99). */
const centsOf = (amount: number): number => (amount < 0.005 ? 0 : Math.round(Number(`${amount}e2`)));

/** `amount` rounded to two decimals, trailing zeros dropped; `symbol` goes after the sign ("-$5"). */
export const formatAmount = (amount: number, grouping: DigitGrouping, symbol = ''): string => {
  const cents = centsOf(Math.abs(amount));
  const fraction = String(cents % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  const text = `${symbol}${groupDigits(String(Math.floor(cents / 100)), grouping)}${fraction ? `.${fraction}` : ''}`;
  // Intl signs whatever is below zero, even what rounds to 0.
  return amount < 0 || Object.is(amount, -0) ? `-${text}` : text;
};
