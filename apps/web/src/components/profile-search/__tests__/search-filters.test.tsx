// The search form before and after its pickers arrive: the stand-ins show the same values, the city can be typed at
// once, and someone in a field keeps the focus when the picker takes its place, with the list open if it was clicked.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/testing/test-utils';
import { EMPTY_FILTERS } from '../filters';
import { SearchFilters } from '../search-filters';

let deliver: () => void = () => undefined;
const delivered = new Promise<void>((resolve) => {
  deliver = resolve;
});

// The pickers' code is held back until the test lets it through.
vi.mock('../filter-pickers', async (importOriginal) => {
  await delivered;
  return importOriginal();
});

describe('search filters', () => {
  it('stands in for the pickers until they arrive, without losing what is typed or clicked', async () => {
    const onSearch = vi.fn();
    const user = userEvent.setup();
    renderWithRouter(
      <SearchFilters
        initial={{ ...EMPTY_FILTERS, role: 'RECRUTEUR', typeDeContrat: 'ALTERNANCE', tags: ['React', 'SQL'] }}
        onSearch={onSearch}
        onReset={() => undefined}
      />,
    );

    expect(screen.getByRole('textbox', { name: 'Rôle' })).toHaveValue('Recruteur');
    expect(screen.getByRole('textbox', { name: 'Type de contrat' })).toHaveValue('Alternance');
    expect(screen.getByRole('textbox', { name: 'Compétences' })).toHaveValue('React, SQL');
    expect(screen.getByRole('textbox', { name: 'Expérience' })).toHaveAttribute('placeholder', 'Toutes');
    const standIn = screen.getByRole('textbox', { name: 'Ville' });
    await user.type(standIn, 'Ly');
    expect(standIn).toHaveValue('Ly');
    // A click on a list before its code is here.
    const contractStandIn = screen.getByRole('textbox', { name: 'Type de contrat' });
    await user.click(contractStandIn);
    expect(screen.queryByRole('option', { name: 'CDI' })).not.toBeInTheDocument();

    deliver();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Type de contrat' })).not.toBe(contractStandIn));
    expect(screen.getByRole('textbox', { name: 'Type de contrat' })).toHaveFocus();
    await user.click(await screen.findByRole('option', { name: 'CDI' }));
    expect(screen.getByRole('textbox', { name: 'Type de contrat' })).toHaveValue('CDI');
    const city = screen.getByRole('textbox', { name: 'Ville' });
    expect(city).toHaveValue('Ly');
    await user.type(city, 'on');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(onSearch).toHaveBeenCalledWith({
      ...EMPTY_FILTERS,
      ville: 'Lyon',
      role: 'RECRUTEUR',
      typeDeContrat: 'CDI',
      tags: ['React', 'SQL'],
    });
  });
});
