// Server-side cleaning of rich text (SPEC §5): the formats the editor makes, safe links and images only.
import sanitizeHtml from 'sanitize-html';

const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'];
const IMAGE_URL = /^https?:\/\/[^\s"'<>]+\.(?:jpe?g|gif|png)(?:[?#][^\s"'<>]*)?$/i;
const IMAGE_DATA = /^data:image\/(?:png|gif|jpeg|bmp|x-icon);base64,[a-z0-9+/=\s]+$/i;
const INDENT = /^ql-indent-[1-8]$/;
const CLASSES = [
  /^ql-align-(?:center|right|justify)$/,
  /^ql-size-(?:small|large|huge)$/,
  /^ql-font-(?:serif|monospace)$/,
  INDENT,
  /^ql-syntax$/,
];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h1',
    'h2',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'strike',
    'sub',
    'sup',
    'blockquote',
    'pre',
    'code',
    'ol',
    'ul',
    'li',
    'a',
    'img',
    'span',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    li: ['data-list', 'class'],
    pre: ['class', 'data-language', 'spellcheck'],
    '*': ['class', 'style'],
  },
  allowedClasses: { '*': CLASSES },
  allowedStyles: {
    '*': {
      color: [/^#[0-9a-f]{3,6}$/i, /^rgb\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*\)$/i],
      'background-color': [/^#[0-9a-f]{3,6}$/i, /^rgb\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*\)$/i],
    },
  },
  allowedSchemes: LINK_SCHEMES,
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  transformTags: {
    // The editor inserts images without a text alternative: a screen reader is at least told one is there (RGAA 1.1).
    img: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, alt: attribs.alt?.trim() ? attribs.alt : 'Image sans légende' },
    }),
    // A link with another scheme keeps its text but points nowhere (the editor's 'about:blank' rule).
    a: (tagName, attribs) => {
      const href = (attribs.href ?? '').trim();
      const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href)?.[1]?.toLowerCase();
      const safe = scheme !== undefined && LINK_SCHEMES.includes(scheme);
      const cleaned: Record<string, string> = safe
        ? { href, target: '_blank', rel: 'noopener noreferrer' }
        : { href: 'about:blank' };
      return { tagName, attribs: cleaned };
    },
  },
  exclusiveFilter: (frame) => {
    if (frame.tag !== 'img') return false;
    const src = (frame.attribs.src ?? '').trim();
    return !(IMAGE_URL.test(src) || IMAGE_DATA.test(src));
  },
};

/** Cleans stored HTML: no script, no event handler, no dangerous link or foreign image can reach a reader. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, { ...OPTIONS, allowedSchemes: [...LINK_SCHEMES, 'about'] });
}

/** The plain text of rich content, for previews and search. */
export function richTextToPlain(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
}
