// The values a back-office form starts from, made from a loaded item or for a new one: every text
// input holds a string ('' for none), a picker holds ids, and a new item with a page is inactive.
import { describe, expect, it } from 'vitest';
import { itemIds, numberText, pageValues, textValues } from '#client/components/admin/field-props';
import { listInput } from '#client/components/admin/use-list-params';
import { statusOf, tablePage } from '#client/components/admin/use-admin-crud-list';

describe('admin form values', () => {
  it('takes the text fields of an item, with none as empty', () => {
    const item = { id: 3, summary: 'Short', body: null as string | null, years: undefined as string | undefined };
    expect(textValues(item, ['summary', 'body', 'years'])).toEqual({ summary: 'Short', body: '', years: '' });
    expect(textValues(null as typeof item | null, ['summary', 'body'])).toEqual({ summary: '', body: '' });
  });

  it('gives a new item with a page an empty title and slug, inactive', () => {
    expect(pageValues(null)).toEqual({ title: '', slug: '', status: '0' });
    expect(pageValues({ title: 'Weft', slug: 'weft', status: '1' })).toEqual({
      title: 'Weft',
      slug: 'weft',
      status: '1',
    });
  });

  it('holds picked items as their ids and numbers as text', () => {
    expect(itemIds([{ id: 4 }, { id: 9 }])).toEqual([4, 9]);
    expect(itemIds(undefined)).toEqual([]);
    expect(numberText(0)).toBe('0');
    expect(numberText(null)).toBe('');
  });
});

describe('admin list state', () => {
  it('sends no search while the box is empty', () => {
    expect(listInput({ sort: 'title', order: 'asc', page: 2, search: '' })).toEqual({
      sort: 'title',
      order: 'asc',
      page: 2,
      search: undefined,
    });
  });

  it('reads the status filter and the page a list query answered', () => {
    expect(statusOf({ status: '1' })).toBe('1');
    expect(statusOf({})).toBeUndefined();
    expect(tablePage({ data: { list: [{ id: 1 }], hasMorePages: true }, isFetching: false })).toEqual({
      rows: [{ id: 1 }],
      total: undefined,
      hasMorePages: true,
      fetching: false,
    });
    expect(tablePage({ isFetching: true }).rows).toBeUndefined();
  });
});
