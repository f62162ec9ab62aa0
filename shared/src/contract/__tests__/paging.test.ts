import { isPagedRequest, listSearchParams } from '../paging';

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
