// The public reply cache's memory stays within its count and size whatever keys arrive,
// and the replies read most recently are the ones it keeps.

import { KeptReplies } from '../http/kept-replies';

const reply = (payload: string) => ({ payload, headers: [] as Array<[string, string]> });

test('10,000 distinct keys never take it past its count or its size', () => {
  const kept = new KeptReplies({ entries: 500, chars: 64 * 1024 });
  for (let index = 0; index < 10_000; index += 1) {
    kept.set(`/faqs?page=${index}`, reply('x'.repeat(index % 700)));
    expect(kept.size).toBeLessThanOrEqual(500);
    expect(kept.chars).toBeLessThanOrEqual(64 * 1024);
  }
  expect(kept.size).toBeGreaterThan(0);
});

test('the least recently used reply goes first; one read again stays', () => {
  const kept = new KeptReplies({ entries: 3, chars: 1000 });
  kept.set('a', reply('A'));
  kept.set('b', reply('B'));
  kept.set('c', reply('C'));
  expect(kept.get('a')?.payload).toBe('A');
  kept.set('d', reply('D'));
  expect(kept.get('b')).toBeUndefined();
  expect(['a', 'c', 'd'].map((key) => kept.get(key)?.payload)).toEqual(['A', 'C', 'D']);
});

test('a key read again and again stays the newest; after another is set, a read moves it back again', () => {
  const kept = new KeptReplies({ entries: 3, chars: 1000 });
  kept.set('a', reply('A'));
  kept.set('b', reply('B'));
  kept.set('c', reply('C'));
  for (let read = 0; read < 3; read += 1) expect(kept.get('a')?.payload).toBe('A'); // b, c, a
  kept.set('d', reply('D')); // c, a, d: b was the least recently used
  expect(kept.get('b')).toBeUndefined();
  expect(kept.get('a')?.payload).toBe('A'); // c, d, a
  kept.set('e', reply('E')); // d, a, e
  kept.set('f', reply('F')); // a, e, f
  expect(['a', 'c', 'd', 'e', 'f'].map((key) => kept.get(key)?.payload)).toEqual(['A', undefined, undefined, 'E', 'F']);
});

test('size counts too: a big reply pushes out old ones, one bigger than the whole budget is not kept', () => {
  const kept = new KeptReplies({ entries: 100, chars: 10 });
  kept.set('a', reply('aaaa'));
  kept.set('b', reply('bbbb'));
  kept.set('c', reply('cccc'));
  expect(kept.get('a')).toBeUndefined();
  expect(kept.chars).toBe(8);
  kept.set('huge', reply('h'.repeat(11)));
  expect(kept.get('huge')).toBeUndefined();
  // Replacing a key counts its new size only.
  kept.set('b', reply('bb'));
  expect(kept.chars).toBe(6);
  kept.clear();
  expect([kept.size, kept.chars]).toEqual([0, 0]);
});
