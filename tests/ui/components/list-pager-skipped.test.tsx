import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListPager } from '../../../src/ui/components/list-view/list-pager';
import { renderWithApp, TEST_ADMIN } from '../../support/render-with-app';

// The list footer names the stored documents a backend left out as malformed (Firestore readers skip them),
// for admins only, in the user's language.
const pager = (skipped?: { count: number; ids: string[] }) => (
  <ListPager
    page={1}
    pageCount={1}
    pageSize={25}
    total={2}
    shown={2}
    busy={false}
    onPage={() => undefined}
    onPageSize={() => undefined}
    skipped={skipped}
  />
);

describe('the list footer and skipped documents', () => {
  it('tells an admin how many documents were left out, and which', () => {
    renderWithApp(pager({ count: 2, ids: ['bare', 'junk'] }));
    expect(screen.getByTestId('list-skipped')).toHaveTextContent(
      '2 stored documents are not a valid record and left out of this list: bare, junk',
    );
  });

  it('says it in Portuguese', () => {
    renderWithApp(pager({ count: 1, ids: ['bare'] }), { locale: 'pt' });
    expect(screen.getByTestId('list-skipped')).toHaveTextContent(
      '1 documento guardado não é um registro válido e ficou fora desta lista: bare',
    );
  });

  it('shows nothing to a member of staff who is not an admin, nor when nothing was left out', () => {
    const { unmount } = renderWithApp(pager({ count: 1, ids: ['bare'] }), { session: { ...TEST_ADMIN, role: 'user' } });
    expect(screen.queryByTestId('list-skipped')).toBeNull();
    unmount();
    renderWithApp(pager());
    expect(screen.queryByTestId('list-skipped')).toBeNull();
    renderWithApp(pager({ count: 0, ids: [] }));
    expect(screen.queryByTestId('list-skipped')).toBeNull();
  });
});
