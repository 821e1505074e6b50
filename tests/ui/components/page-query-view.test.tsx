import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageQueryView } from '../../../src/ui/components/query-view';
import { renderWithApp } from '../../support/render-with-app';

interface Page {
  readonly total: number;
  readonly items: readonly string[];
}
const query = (data: Page | undefined, isFetching = false) => ({
  data,
  isFetching,
  isError: false,
  error: null,
  refetch: () => undefined,
});

/** Renders a page view and records, for each render of its content, which page it showed and whether busy. */
function pageView() {
  const shown: [string, boolean][] = [];
  const view = (q: ReturnType<typeof query>) => (
    <PageQueryView query={q} emptyTitle="Nothing here" placeholderRows={3}>
      {(page, busy) => {
        shown.push([page.items.join(','), busy]);
        return <p data-testid="page">{page.items.join(',')}</p>;
      }}
    </PageQueryView>
  );
  return { shown, view };
}

describe('a page of a list as it loads', () => {
  it('stands placeholder rows while the first page is on its way, and says when nothing matches', () => {
    const { view } = pageView();
    const { unmount } = renderWithApp(view(query(undefined, true)));
    expect(screen.getByRole('status', { name: /loading/i })).toHaveAttribute('aria-busy');
    unmount();
    renderWithApp(view(query({ total: 0, items: [] })));
    expect(screen.getByText('Nothing here')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps the page before on view, busy, until the new page is built, then shows it not busy', () => {
    const { shown, view } = pageView();
    const { rerender } = renderWithApp(view(query({ total: 4, items: ['a', 'b'] })));
    expect(shown.at(-1)).toEqual(['a,b', false]);
    rerender(view(query({ total: 4, items: ['a', 'b'] }, true)));
    expect(shown.at(-1)).toEqual(['a,b', true]);
    const before = shown.length;
    rerender(view(query({ total: 4, items: ['c', 'd'] })));
    expect(shown.slice(before)).toEqual([
      ['a,b', true],
      ['c,d', false],
    ]);
    expect(screen.getByTestId('page')).toHaveTextContent('c,d');
  });
});
