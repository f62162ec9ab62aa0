import { pagingMessages } from '../messages';
import { isPagedRequest, listSearchParams, PAGE_MAX, PAGE_SIZE_MAX, pageWindow, SEARCH_MAX_CHARS } from '../paging';
import { parseListQuery } from '../parse-list-query';

describe('list paging contract', () => {
  it('treats a request without paging keys as the call of the brief', () => {
    expect(isPagedRequest({})).toBe(false);
    expect(isPagedRequest({ other: '1' })).toBe(false);
    expect(isPagedRequest({ page: '2' })).toBe(true);
    expect(isPagedRequest({ q: '' })).toBe(true);
  });

  it('writes the keys in a stable order and leaves out empty ones', () => {
    expect(listSearchParams({ q: 'seo', page: 2, limit: 10, sort: 'createdAt', order: 'desc' })).toBe(
      'page=2&limit=10&sort=createdAt&order=desc&q=seo',
    );
    expect(listSearchParams({ page: 1, q: '' })).toBe('page=1');
  });
});

describe('page window', () => {
  it('shows every page of a short list', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows the first, the last and two either side of the current page, with gaps', () => {
    expect(pageWindow(50, 100)).toEqual([1, 'gap', 48, 49, 50, 51, 52, 'gap', 100]);
    expect(pageWindow(1, 16667)).toEqual([1, 2, 3, 'gap', 16667]);
    expect(pageWindow(16667, 16667)).toEqual([1, 'gap', 16665, 16666, 16667]);
  });

  it('shows a single left-out number instead of a gap', () => {
    expect(pageWindow(5, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});

describe('parseListQuery', () => {
  const spec = { sorts: { createdAt: 'desc', heading: 'asc' } } as const;

  it('fills the defaults: page 1, the default size, the first sort in its order', () => {
    expect(parseListQuery({}, spec)).toEqual({ query: { page: 1, limit: 20, sort: 'createdAt', order: 'desc', q: '' } });
    expect(parseListQuery({ sort: 'heading' }, spec).query).toMatchObject({ sort: 'heading', order: 'asc' });
    expect(parseListQuery({ q: '  seo  ' }, spec).query?.q).toBe('seo');
  });

  it('names every bad value with its own message', () => {
    expect(parseListQuery({ page: '0', limit: '1000', sort: 'password', order: 'up', q: 'x'.repeat(101) }, spec).errors).toEqual({
      page: pagingMessages.page(PAGE_MAX),
      limit: pagingMessages.limit(PAGE_SIZE_MAX),
      sort: pagingMessages.sort(['createdAt', 'heading']),
      order: pagingMessages.order,
      q: pagingMessages.q(SEARCH_MAX_CHARS),
    });
    expect(parseListQuery({ page: ['1', '2'] }, spec).errors).toHaveProperty('page');
  });
});
