// The router the app runs in the browser: declared routes on the window's history, navigation from outside React, a
// failing screen inside the layout, and scroll positions across navigations.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@tremplin/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { AppRouter } from '@/app/router';
import { navigateTo } from '@/lib/navigation';
import { createQueryClient } from '@/lib/react-query';

vi.mock('@/features/public/screens/credits', () => ({
  CreditsScreen: () => {
    throw new Error('Écran en panne');
  },
}));

function renderInBrowser(path?: string) {
  if (path) window.history.replaceState(null, '', path);
  return render(
    <AppProvider env="test" queryClient={createQueryClient()}>
      <AppRouter />
    </AppProvider>,
  );
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  vi.restoreAllMocks();
});

describe('app router', () => {
  it('opens the page in the address bar and follows links in the same document', async () => {
    renderInBrowser('/partenaires');
    await heading('Nos partenaires');
    await userEvent.setup().click(screen.getAllByRole('link', { name: 'Mentions légales' })[0]!);
    await heading('Mentions légales');
    expect(window.location.pathname).toBe('/mentions');
  });

  it('lets code outside React navigate through it', async () => {
    renderInBrowser('/partenaires');
    await heading('Nos partenaires');
    act(() => navigateTo('/contact'));
    await heading('Contact');
    expect(window.location.pathname).toBe('/contact');
    act(() => navigateTo('/apropos', { replace: true }));
    await heading('À propos');
    expect(window.location.pathname).toBe('/apropos');
  });

  it('shows a failing screen as the error page inside the layout, and leaves it on the next page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderInBrowser('/credit');
    await heading(MESSAGES.genericError);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recharger la page' })).toBeInTheDocument();
    act(() => navigateTo('/partenaires'));
    await heading('Nos partenaires');
    expect(screen.queryByRole('button', { name: 'Recharger la page' })).not.toBeInTheDocument();
  });

  it('opens a new page at the top and brings the person back where they were on the way back', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    renderInBrowser('/partenaires');
    await heading('Nos partenaires');
    scrollWindowTo(640);
    act(() => navigateTo('/mentions'));
    await heading('Mentions légales');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrollWindowTo(120);
    act(() => window.history.back());
    await heading('Nos partenaires');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
    act(() => window.history.forward());
    await heading('Mentions légales');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 120);
  });

  it('brings the person back where they were after a reload', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const first = renderInBrowser('/partenaires');
    await heading('Nos partenaires');
    act(() => navigateTo('/mentions'));
    await heading('Mentions légales');
    scrollWindowTo(300);
    window.dispatchEvent(new Event('pagehide'));
    first.unmount();
    renderInBrowser();
    await heading('Mentions légales');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 300);
  });
});
