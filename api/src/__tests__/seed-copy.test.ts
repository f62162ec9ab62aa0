// The demo content visitors read on a fresh site: copy that reads right, and no
// invented figures shown as if they were real.

import { stripHtml } from '@agency/shared/contract';
import { ABOUT } from '../seed/data/about';
import { PRODUCTS } from '../seed/data/products';

describe('demo copy', () => {
  test('mission, vision and values break lines between sentences only, never after a colon', () => {
    for (const entry of ABOUT) {
      for (const field of ['mission', 'vision', 'values'] as const) {
        const lines = entry[field].split('\n');
        for (const line of lines.slice(0, -1))
          expect({ entry: entry.title, field, line }).toEqual({ entry: entry.title, field, line: expect.stringMatching(/[.!?]$/) });
      }
    }
  });

  test("'Why Clients Stay' lists what compounds, comma by comma", () => {
    const text = stripHtml(ABOUT.find((entry) => entry.title === 'Why Clients Stay')!.description);
    expect(text).toContain('results compound: better rankings, lower ad costs, better data');
    expect(text).not.toContain('rankings lower');
  });

  test('products start without a rating (the shop draws five empty stars until one is set)', () => {
    for (const product of PRODUCTS) expect(product).not.toHaveProperty('rating');
  });
});
