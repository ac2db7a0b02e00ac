// Leaving a form with unsaved changes asks first, in the declared router the app runs: a link, the browser's Back and
// Forward, the tab closing.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter, Link, MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppProvider } from '@/app/provider';
import { createQueryClient } from '@/lib/react-query';
import { signInAs, signOut } from '@/testing/test-utils';
import { TextField } from '../fields';
import { useSaveThenGo } from '../form-page';
import { FormShell } from '../form-shell';
import { RichTextField } from '../rich-text-field';
import { useSchemaForm } from '../use-schema-form';

const schema = z.object({ titre: z.string().min(1, 'Indiquez un titre.') });

function NoteScreen() {
  const form = useSchemaForm(schema, { titre: '' });
  const save = useSaveThenGo({ mutateAsync: async () => undefined }, '/notes');
  return (
    <>
      <Link to="/notes">Mes notes</Link>
      <FormShell form={form} onSubmit={save} submitLabel="Enregistrer">
        <TextField name="titre" label="Titre" />
      </FormShell>
    </>
  );
}

/** A saved note whose HTML the editor writes its own way when it opens. */
function NoteEditScreen() {
  const form = useSchemaForm(z.object({ contenu: z.string() }), { contenu: 'Rappeler <b>lundi</b>' });
  return (
    <>
      <Link to="/notes">Mes notes</Link>
      <FormShell form={form} onSubmit={() => undefined} submitLabel="Enregistrer">
        <RichTextField name="contenu" label="Contenu" />
      </FormShell>
    </>
  );
}

function renderForm(path = '/notes/nouvelle') {
  return render(
    <AppProvider env="test" queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/notes/nouvelle" element={<NoteScreen />} />
          <Route path="/notes/1" element={<NoteEditScreen />} />
          <Route path="/notes" element={<h1>Mes notes</h1>} />
        </Routes>
      </MemoryRouter>
    </AppProvider>,
  );
}

/** The form on the window's history, as the app runs: opened from the list of notes, which is the first entry. */
async function renderInBrowser() {
  window.history.replaceState(null, '', '/notes');
  render(
    <AppProvider env="test" queryClient={createQueryClient()}>
      <BrowserRouter>
        <Routes>
          <Route path="/notes/nouvelle" element={<NoteScreen />} />
          <Route
            path="/notes"
            element={
              <>
                <h1>Mes notes</h1>
                <Link to="/notes/nouvelle">Nouvelle note</Link>
              </>
            }
          />
        </Routes>
      </BrowserRouter>
    </AppProvider>,
  );
  await userEvent.click(await screen.findByRole('link', { name: 'Nouvelle note' }));
  return screen.findByLabelText('Titre');
}

const leaveTab = () => !window.dispatchEvent(new Event('beforeunload', { cancelable: true }));

describe('leaving a form', () => {
  beforeEach(() => signInAs('CEF'));
  afterEach(() => signOut());

  it('leaves an untouched form without a question', async () => {
    renderForm();
    expect(leaveTab()).toBe(false);
    await userEvent.click(screen.getByRole('link', { name: 'Mes notes' }));
    expect(await screen.findByRole('heading', { name: 'Mes notes' })).toBeInTheDocument();
  });

  it('asks before leaving typed changes: cancelling stays, confirming leaves', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('Titre'), 'Relances');
    expect(leaveTab()).toBe(true);

    await userEvent.click(screen.getByRole('link', { name: 'Mes notes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quitter sans enregistrer ?' });
    expect(dialog).toHaveTextContent('Vos modifications seront perdues.');
    await userEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Titre')).toHaveValue('Relances');

    await userEvent.click(screen.getByRole('link', { name: 'Mes notes' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Quitter la page' }));
    expect(await screen.findByRole('heading', { name: 'Mes notes' })).toBeInTheDocument();
  });

  it('leaves an untouched rich text without a question, though the editor rewrote its HTML', async () => {
    renderForm('/notes/1');
    expect(await screen.findByRole('textbox', { name: 'Contenu' }, { timeout: 10_000 })).toHaveTextContent('lundi');
    await userEvent.click(screen.getByRole('link', { name: 'Mes notes' }));
    expect(await screen.findByRole('heading', { name: 'Mes notes' })).toBeInTheDocument();
  });

  it('asks nothing once signed out: the changes could not be saved any more', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('Titre'), 'Relances');
    signOut();
    await userEvent.click(screen.getByRole('link', { name: 'Mes notes' }));
    expect(await screen.findByRole('heading', { name: 'Mes notes' })).toBeInTheDocument();
  });

  it('asks nothing once the changes are saved', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('Titre'), 'Relances');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByRole('heading', { name: 'Mes notes' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(leaveTab()).toBe(false);
  });

  it('asks before Back leaves typed changes: cancelling keeps the page and its address, confirming goes back', async () => {
    const titre = await renderInBrowser();
    await userEvent.type(titre, 'Relances');

    act(() => window.history.back());
    const dialog = await screen.findByRole('dialog', { name: 'Quitter sans enregistrer ?' });
    expect(dialog).toHaveTextContent('Vos modifications seront perdues.');
    await waitFor(() => expect(window.location.pathname).toBe('/notes/nouvelle'));
    await userEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Titre')).toHaveValue('Relances');
    expect(window.location.pathname).toBe('/notes/nouvelle');

    act(() => window.history.back());
    await userEvent.click(await screen.findByRole('button', { name: 'Quitter la page' }));
    expect(await screen.findByRole('heading', { name: 'Mes notes' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/notes');
  });

  it('asks before Forward leaves typed changes, and lets Back and Forward through an untouched form', async () => {
    await renderInBrowser();
    act(() => window.history.back());
    expect(await screen.findByRole('heading', { name: 'Mes notes' })).toBeInTheDocument();
    act(() => window.history.forward());
    await screen.findByLabelText('Titre');
    await userEvent.click(screen.getByRole('link', { name: 'Mes notes' }));
    expect(await screen.findByRole('heading', { name: 'Mes notes' })).toBeInTheDocument();
    act(() => window.history.back());
    await userEvent.type(await screen.findByLabelText('Titre'), 'Bilan');

    act(() => window.history.forward());
    await userEvent.click(await screen.findByRole('button', { name: 'Annuler' }));
    expect(screen.getByLabelText('Titre')).toHaveValue('Bilan');
    expect(window.location.pathname).toBe('/notes/nouvelle');
    act(() => window.history.forward());
    await userEvent.click(await screen.findByRole('button', { name: 'Quitter la page' }));
    expect(await screen.findByRole('heading', { name: 'Mes notes' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/notes');
  });
});
