// Filters bound to the address: what is typed stays as typed while the address catches up, and the address wins
// again when it changes from elsewhere.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/testing/test-utils';
import { useAddressFilters } from '../use-address-filters';

const KEYS = ['search', 'ville'] as const;

function Filters() {
  const { values, page, setFilters, setPage } = useAddressFilters(KEYS);
  return (
    <>
      <label>
        Rechercher
        <input value={values.search ?? ''} onChange={(e) => setFilters({ search: e.currentTarget.value })} />
      </label>
      <p>Page {page}</p>
      <button type="button" onClick={() => setPage(page + 1)}>
        Page suivante
      </button>
    </>
  );
}

describe('useAddressFilters', () => {
  it('keeps every key typed, spaces included, and puts the filter in the address', async () => {
    const { router } = renderWithRouter(<Filters />, '/liste?ville=Lyon&page=3');
    const field = screen.getByRole('textbox', { name: 'Rechercher' });
    await userEvent.type(field, 'Jean Dupont');
    expect(field).toHaveValue('Jean Dupont');
    await waitFor(() => expect(router.state.location.search).toBe('?ville=Lyon&search=Jean+Dupont'));
    expect(screen.getByText('Page 1')).toBeInTheDocument();
  });

  it('follows the address when it changes from elsewhere', async () => {
    const { router } = renderWithRouter(<Filters />, '/liste');
    const field = screen.getByRole('textbox', { name: 'Rechercher' });
    await userEvent.type(field, 'Marie');
    await waitFor(() => expect(router.state.location.search).toBe('?search=Marie'));
    await act(() => router.navigate('/liste?search=Autre&page=2'));
    expect(field).toHaveValue('Autre');
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page suivante' }));
    await waitFor(() => expect(router.state.location.search).toBe('?search=Autre&page=3'));
  });
});
