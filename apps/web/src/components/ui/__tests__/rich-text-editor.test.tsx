import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import {
  editorModules,
  RICH_TEXT_COLORS,
  RICH_TEXT_IMAGE_TYPES,
  RichTextEditor,
  sanitizeEditorImage,
  sanitizeEditorLink,
} from '../rich-text-editor';

function Harness({ initial = '<p>Bonjour</p>', error }: { initial?: string; error?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <MantineProvider>
      <RichTextEditor label="Contenu" value={value} onChange={setValue} preset="full" error={error} />
      <output data-testid="value">{value}</output>
    </MantineProvider>
  );
}

describe('RichTextEditor', () => {
  it('loads Quill on demand and names its editing area after the label', async () => {
    render(<Harness />);
    const box = await screen.findByRole('textbox', { name: 'Contenu' }, { timeout: 5000 });
    expect(box).toHaveAttribute('contenteditable', 'true');
    expect(box).toHaveTextContent('Bonjour');
    expect(document.querySelector('.ql-toolbar .ql-image')).not.toBeNull();
  });

  it('names every toolbar button and list in French', async () => {
    render(<Harness />);
    await screen.findByRole('textbox', { name: 'Contenu' }, { timeout: 5000 });
    for (const name of ['Gras', 'Italique', 'Souligné', 'Lien', 'Liste à puces', 'Liste numérotée', 'Bloc de code']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Couleur du texte' })).toBeInTheDocument();
    const unnamed = Array.from(document.querySelectorAll('.ql-toolbar button, .ql-toolbar [role="button"]')).filter(
      (el) => !el.getAttribute('aria-label'),
    );
    expect(unnamed).toEqual([]);
  });

  it('reports its error and marks the area invalid', async () => {
    render(<Harness error="Le contenu est obligatoire." />);
    const box = await screen.findByRole('textbox', { name: 'Contenu' }, { timeout: 5000 });
    await waitFor(() => expect(box).toHaveAttribute('aria-invalid', 'true'));
    expect(box).toHaveAccessibleDescription('Le contenu est obligatoire.');
  });

  it('highlights the code blocks of the full preset, with a named language list', async () => {
    render(<Harness initial={'<pre data-language="javascript">const total = 42;</pre>'} />);
    await screen.findByRole('textbox', { name: 'Contenu' }, { timeout: 5000 });
    await waitFor(() => expect(document.querySelector('.ql-editor .hljs-keyword')).toHaveTextContent('const'), {
      timeout: 5000,
    });
    const language = screen.getByRole('combobox', { name: 'Langage du bloc de code' });
    expect(language).toHaveValue('javascript');
  });

  it('keeps the SPEC settings: undo, palette, image types', () => {
    const modules = editorModules('full');
    expect(modules.history).toMatchObject({ delay: 1000, maxStack: 100 });
    expect(RICH_TEXT_COLORS).toHaveLength(35);
    expect(new Set(RICH_TEXT_COLORS).size).toBe(35);
    expect(RICH_TEXT_IMAGE_TYPES).toEqual(['image/png', 'image/gif', 'image/jpeg', 'image/bmp', 'image/x-icon']);
    expect(JSON.stringify(editorModules('minimal').toolbar)).not.toContain('image');
  });

  it('allows http, https, mailto and tel links only', () => {
    expect(sanitizeEditorLink('https://exemple.fr')).toBe('https://exemple.fr');
    expect(sanitizeEditorLink('mailto:a@b.fr')).toBe('mailto:a@b.fr');
    expect(sanitizeEditorLink('tel:+33123456789')).toBe('tel:+33123456789');
    expect(sanitizeEditorLink('javascript:alert(1)')).toBe('about:blank');
    expect(sanitizeEditorLink('ftp://exemple.fr')).toBe('about:blank');
  });

  it('allows images from http(s) picture addresses and base64 only', () => {
    expect(sanitizeEditorImage('https://exemple.fr/a.png')).toBe('https://exemple.fr/a.png');
    expect(sanitizeEditorImage('data:image/gif;base64,R0lGOD==')).toBe('data:image/gif;base64,R0lGOD==');
    expect(sanitizeEditorImage('ftp://exemple.fr/a.png')).toBe('');
    expect(sanitizeEditorImage('https://exemple.fr/a.svg')).toBe('');
    expect(sanitizeEditorImage('javascript:alert(1)')).toBe('');
  });
});
