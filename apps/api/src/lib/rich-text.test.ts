import { describe, expect, it } from 'vitest';
import { richTextToPlain, sanitizeRichText } from './rich-text';

describe('rich-text cleaning', () => {
  it('removes scripts and event handlers', () => {
    const out = sanitizeRichText(
      '<p onclick="x()">Bonjour<script>alert(1)</script></p><img src="https://a.fr/x.png" onerror="alert(1)">',
    );
    expect(out).toBe('<p>Bonjour</p><img src="https://a.fr/x.png" alt="Image sans légende" />');
  });

  it('blanks links with a forbidden scheme and opens safe ones in a new tab', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">clic</a>')).toBe('<a href="about:blank">clic</a>');
    expect(sanitizeRichText('<a href="https://ex.fr">site</a>')).toBe(
      '<a href="https://ex.fr" target="_blank" rel="noopener noreferrer">site</a>',
    );
    expect(sanitizeRichText('<a href="mailto:a@b.fr">écrire</a>')).toContain('href="mailto:a@b.fr"');
  });

  it('keeps only images of the allowed kinds', () => {
    expect(sanitizeRichText('<img src="ftp://a.fr/x.png">')).toBe('');
    expect(sanitizeRichText('<img src="https://a.fr/x.png" alt="Plan d’accès">')).toContain('alt="Plan d’accès"');
    expect(sanitizeRichText('<img src="https://a.fr/x.svg">')).toBe('');
    expect(sanitizeRichText('<img src="data:image/png;base64,iVBORw0KGgo=">')).toContain('data:image/png');
    expect(sanitizeRichText('<img src="data:text/html;base64,PHNjcmlwdD4=">')).toBe('');
  });

  it('keeps the editor’s formats and drops unknown classes and styles', () => {
    const out = sanitizeRichText(
      '<p class="ql-align-center ql-evil ql-indent-3" style="color: #ff0000; position: fixed">x</p><h2>T</h2>',
    );
    expect(out).toBe('<p class="ql-align-center ql-indent-3" style="color:#ff0000">x</p><h2>T</h2>');
  });

  it('gives the plain text', () => {
    expect(richTextToPlain('<p>Bonjour <strong>Léa</strong></p><p>à bientôt</p>')).toBe('Bonjour Léaà bientôt');
  });
});
