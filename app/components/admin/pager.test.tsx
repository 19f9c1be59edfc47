import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Page } from '../../../domain/admin/audit';
import { Pager } from './pager';

const render = (of: Page<unknown>, url = '/admin/orders?status=completed') => {
  const router = createMemoryRouter([{ path: '/admin/orders', element: <Pager of={of} label="Orders" /> }], { initialEntries: [url] });
  return renderToString(<RouterProvider router={router} />).replace(/<!-- -->/g, '');
};
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('the back-office pager', () => {
  it('says how many in all and links to the next page while there is one', () => {
    const html = render({ data: [], page: 2, per_page: 20, total: 45 }, '/admin/orders?status=completed&page=2');
    expect(text(html)).toBe('Page 2 of 3 · 45 in all Previous Next');
    expect(html).toContain('href="/admin/orders?status=completed"');
    expect(html).toContain('href="/admin/orders?status=completed&amp;page=3"');
  });

  it('on its last page offers no next page', () => {
    expect(text(render({ data: [], page: 3, per_page: 20, total: 45 }, '/admin/orders?page=3'))).toBe('Page 3 of 3 · 45 in all Previous');
  });

  it('says "more than" when the list stopped counting, and still offers the next page', () => {
    const html = render({ data: [], page: 500, per_page: 20, total: 10_000, total_capped: true }, '/admin/orders?page=500');
    expect(text(html)).toBe('Page 500 of 500+ · more than 10,000 in all Previous Next');
    expect(html).toContain('href="/admin/orders?page=501"');
  });

  it('says when nothing matched', () => {
    expect(text(render({ data: [], page: 1, per_page: 20, total: 0 }))).toBe('Nothing found');
  });
});
