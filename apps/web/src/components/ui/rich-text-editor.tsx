// The rich-text editor of SPEC §5 and §9 (Quill 2 through react-quill-new), loaded on demand with its styles.
import { Input, Skeleton } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { type ComponentProps, lazy, type Ref, Suspense, useCallback, useEffect, useRef } from 'react';
import type ReactQuillType from 'react-quill-new';

export type RichTextPreset = 'essential' | 'minimal' | 'full';

export interface RichTextEditorProps {
  value: string;
  /** `byPerson` is false when the editor only rewrote the HTML it was given. */
  onChange: (html: string, byPerson: boolean) => void;
  /** Visible label, also the editing area's accessible name. */
  label: string;
  preset?: RichTextPreset;
  error?: string;
}

/** Quill's 35-colour palette (SPEC §9), listed so the toolbar never depends on a library default. */
// biome-ignore format: seven colours a row, as the picker shows them
export const RICH_TEXT_COLORS = [
  '#000000', '#e60000', '#ff9900', '#ffff00', '#008a00', '#0066cc', '#9933ff',
  '#ffffff', '#facccc', '#ffebcc', '#ffffcc', '#cce8cc', '#cce0f5', '#ebd6ff',
  '#bbbbbb', '#f06666', '#ffc266', '#ffff66', '#66b966', '#66a3e0', '#c285ff',
  '#888888', '#a10000', '#b26b00', '#b2b200', '#006100', '#0047b2', '#6b24b2',
  '#444444', '#5c0000', '#663d00', '#666600', '#003700', '#002966', '#3d1466',
];

const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'];
const IMAGE_URL = /^https?:\/\/[^\s"'<>]+\.(?:jpe?g|gif|png)(?:[?#][^\s"'<>]*)?$/i;
const IMAGE_DATA = /^data:image\/(?:png|gif|jpeg|bmp|x-icon);base64,[a-z0-9+/=\s]+$/i;
/** What the image picker offers (SPEC §5). */
export const RICH_TEXT_IMAGE_TYPES = ['image/png', 'image/gif', 'image/jpeg', 'image/bmp', 'image/x-icon'];

/** Links keep http, https, mailto and tel only; anything else points nowhere (the server applies the same rule). */
export function sanitizeEditorLink(url: string): string {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url.trim())?.[1]?.toLowerCase();
  return scheme && LINK_SCHEMES.includes(scheme) ? url.trim() : 'about:blank';
}

/** Images: http(s) addresses ending in jpg, jpeg, gif or png, or base64 images; anything else is dropped. */
export function sanitizeEditorImage(url: string): string {
  const src = url.trim();
  return IMAGE_URL.test(src) || IMAGE_DATA.test(src) ? src : '';
}

const FONT_SIZES = ['small', false, 'large', 'huge'];
const FONTS = [false, 'serif', 'monospace'];

const TOOLBARS: Record<RichTextPreset, unknown[]> = {
  minimal: [['bold', 'italic', 'underline'], ['link'], ['clean']],
  essential: [
    [{ header: [1, 2, false] }],
    ['bold', 'italic', 'underline', 'strike'],
    [{ list: 'ordered' }, { list: 'bullet' }],
    ['link'],
    ['clean'],
  ],
  full: [
    [{ header: [1, 2, false] }, { font: FONTS }, { size: FONT_SIZES }],
    ['bold', 'italic', 'underline', 'strike'],
    [{ color: RICH_TEXT_COLORS }, { background: RICH_TEXT_COLORS }],
    [{ script: 'sub' }, { script: 'super' }],
    ['blockquote', 'code-block'],
    [{ list: 'ordered' }, { list: 'bullet' }, { indent: '-1' }, { indent: '+1' }],
    [{ align: '' }, { align: 'center' }, { align: 'right' }, { align: 'justify' }],
    ['link', 'image'],
    ['clean'],
  ],
};

/** The languages a code block can be highlighted in (the full preset's code blocks, SPEC §9). */
export const CODE_LANGUAGES = [
  { key: 'plain', label: 'Texte brut' },
  { key: 'bash', label: 'Bash' },
  { key: 'css', label: 'CSS' },
  { key: 'xml', label: 'HTML / XML' },
  { key: 'java', label: 'Java' },
  { key: 'javascript', label: 'JavaScript' },
  { key: 'json', label: 'JSON' },
  { key: 'php', label: 'PHP' },
  { key: 'python', label: 'Python' },
  { key: 'sql', label: 'SQL' },
  { key: 'typescript', label: 'TypeScript' },
];

/** highlight.js with only the languages above, so the editor's chunk does not carry two hundred of them. */
async function loadHighlighter() {
  const [core, ...languages] = await Promise.all([
    import('highlight.js/lib/core'),
    import('highlight.js/lib/languages/bash'),
    import('highlight.js/lib/languages/css'),
    import('highlight.js/lib/languages/xml'),
    import('highlight.js/lib/languages/java'),
    import('highlight.js/lib/languages/javascript'),
    import('highlight.js/lib/languages/json'),
    import('highlight.js/lib/languages/php'),
    import('highlight.js/lib/languages/python'),
    import('highlight.js/lib/languages/sql'),
    import('highlight.js/lib/languages/typescript'),
  ]);
  const hljs = core.default;
  for (const [i, language] of languages.entries()) {
    hljs.registerLanguage(CODE_LANGUAGES[i + 1]?.key ?? '', language.default);
  }
  return hljs;
}

let highlighter: unknown;

/** The Quill modules of a preset: toolbar, undo history (SPEC §9) and the image picker's types (SPEC §5). */
export function editorModules(preset: RichTextPreset) {
  return {
    toolbar: TOOLBARS[preset],
    // Code blocks (full preset only) highlighted again every 1000 ms as they are edited (SPEC §9).
    ...(preset === 'full' && highlighter
      ? { syntax: { hljs: highlighter, languages: CODE_LANGUAGES, interval: 1000 } }
      : {}),
    history: { delay: 1000, maxStack: 100, userOnly: true },
    // Tab leaves the editor for the next field instead of typing a tab: no keyboard trap (RGAA 12.9).
    keyboard: { bindings: { tab: { key: 'Tab', handler: () => true } } },
    uploader: { mimetypes: RICH_TEXT_IMAGE_TYPES },
  };
}

// One modules object per preset, made once the highlighter is loaded: the editor is rebuilt whenever it receives a
// new one.
let MODULES: Record<RichTextPreset, ReturnType<typeof editorModules>>;

let configured = false;
type QuillStatic = {
  import(name: string): unknown;
  register(path: string, target: unknown, overwrite?: boolean): void;
};

/** Registers the link, image, size and font rules once, before the first editor is created. */
function configureQuill(Quill: QuillStatic) {
  if (configured) return;
  configured = true;
  const Link = Quill.import('formats/link') as { sanitize(url: string): string; PROTOCOL_WHITELIST: string[] };
  Link.PROTOCOL_WHITELIST = LINK_SCHEMES;
  Link.sanitize = sanitizeEditorLink;
  const Image = Quill.import('formats/image') as { sanitize(url: string): string };
  Image.sanitize = sanitizeEditorImage;
  const Size = Quill.import('attributors/class/size') as { whitelist: unknown[] };
  Size.whitelist = ['small', 'large', 'huge'];
  Quill.register('formats/size', Size, true);
  const Font = Quill.import('attributors/class/font') as { whitelist: unknown[] };
  Font.whitelist = ['serif', 'monospace'];
  Quill.register('formats/font', Font, true);
}

/** French names of the toolbar buttons, by format and value ('' for a button without value). */
const BUTTON_NAMES: Record<string, string | Record<string, string>> = {
  bold: 'Gras',
  italic: 'Italique',
  underline: 'Souligné',
  strike: 'Barré',
  link: 'Lien',
  image: 'Image',
  clean: 'Effacer la mise en forme',
  blockquote: 'Citation',
  'code-block': 'Bloc de code',
  list: { ordered: 'Liste numérotée', bullet: 'Liste à puces' },
  indent: { '-1': 'Diminuer le retrait', '+1': 'Augmenter le retrait' },
  script: { sub: 'Indice', super: 'Exposant' },
  align: { '': 'Aligner à gauche', center: 'Centrer', right: 'Aligner à droite', justify: 'Justifier' },
};

/** French names of the drop-down lists and of their choices ('' for the default choice). */
const PICKER_NAMES: Record<string, { name: string; item: (value: string) => string }> = {
  header: { name: 'Titre', item: (v) => (v ? `Titre ${v}` : 'Texte normal') },
  font: {
    name: 'Police',
    item: (v) => ({ serif: 'Police à empattements', monospace: 'Police à chasse fixe' })[v] ?? 'Police standard',
  },
  size: {
    name: 'Taille du texte',
    item: (v) => ({ small: 'Petite', large: 'Grande', huge: 'Très grande' })[v] ?? 'Normale',
  },
  color: { name: 'Couleur du texte', item: (v) => (v ? `Couleur ${v}` : 'Couleur par défaut') },
  background: { name: 'Couleur de fond', item: (v) => (v ? `Fond ${v}` : 'Sans fond') },
  align: {
    name: 'Alignement',
    item: (v) => ({ center: 'Centrer', right: 'Aligner à droite', justify: 'Justifier' })[v] ?? 'Aligner à gauche',
  },
};

/** Quill draws its toolbar with icons only: give each button, list and choice its French name. */
export function nameToolbar(toolbar: HTMLElement): void {
  for (const button of Array.from(toolbar.querySelectorAll<HTMLButtonElement>('button'))) {
    const format = Array.from(button.classList)
      .find((c) => c.startsWith('ql-'))
      ?.slice(3);
    const names = format ? BUTTON_NAMES[format] : undefined;
    const name = typeof names === 'string' ? names : names?.[button.value ?? ''];
    if (name) button.setAttribute('aria-label', name);
  }
  for (const picker of Array.from(toolbar.querySelectorAll<HTMLElement>('.ql-picker'))) {
    const format = Array.from(picker.classList)
      .find((c) => c.startsWith('ql-') && c !== 'ql-picker' && !c.endsWith('-picker'))
      ?.slice(3);
    const names = format ? PICKER_NAMES[format] : undefined;
    if (!names) continue;
    picker.querySelector('.ql-picker-label')?.setAttribute('aria-label', names.name);
    for (const item of Array.from(picker.querySelectorAll<HTMLElement>('.ql-picker-item'))) {
      item.setAttribute('aria-label', names.item(item.getAttribute('data-value') ?? ''));
    }
  }
}

const namedRoots = new WeakSet<HTMLElement>();

/** The syntax module puts an unnamed language list in each code block: name those there and those to come. */
function nameCodeLanguageLists(root: HTMLElement) {
  const name = () => {
    for (const list of Array.from(root.querySelectorAll('select.ql-ui'))) {
      if (!list.hasAttribute('aria-label')) list.setAttribute('aria-label', 'Langage du bloc de code');
    }
  };
  name();
  if (namedRoots.has(root)) return;
  namedRoots.add(root);
  new MutationObserver(name).observe(root, { childList: true, subtree: true });
}

const ReactQuill = lazy(async () => {
  const [mod, hljs] = await Promise.all([
    import('react-quill-new'),
    loadHighlighter(),
    import('react-quill-new/dist/quill.snow.css'),
    import('highlight.js/styles/github.css'),
  ]);
  highlighter = hljs;
  MODULES = { minimal: editorModules('minimal'), essential: editorModules('essential'), full: editorModules('full') };
  configureQuill(mod.Quill as unknown as QuillStatic);
  const Quill = mod.default;
  // The modules are chosen here, once they exist: the page renders this element before the chunk has loaded.
  function QuillWithPreset({
    preset,
    ...props
  }: ComponentProps<typeof Quill> & { preset: RichTextPreset; ref?: Ref<ReactQuillType> }) {
    return <Quill {...props} modules={MODULES[preset]} />;
  }
  return { default: QuillWithPreset };
});

export function RichTextEditor({ value, onChange, label, preset = 'essential', error }: RichTextEditorProps) {
  const labelId = useId();
  const errorId = `${labelId}-error`;
  const quillRef = useRef<ReactQuillType | null>(null);

  // The editing area is a contenteditable div: give it the role and name a form field has.
  const setRef = useCallback(
    (instance: ReactQuillType | null) => {
      quillRef.current = instance;
      const editor = instance?.getEditor?.();
      const root = editor?.root;
      if (!editor || !root) return;
      const toolbar = (editor.getModule('toolbar') as { container?: HTMLElement } | undefined)?.container;
      if (toolbar) nameToolbar(toolbar);
      nameCodeLanguageLists(root);
      root.setAttribute('role', 'textbox');
      root.setAttribute('aria-multiline', 'true');
      root.setAttribute('aria-labelledby', labelId);
      if (error) root.setAttribute('aria-describedby', errorId);
      else root.removeAttribute('aria-describedby');
      root.setAttribute('aria-invalid', error ? 'true' : 'false');
    },
    [labelId, errorId, error],
  );
  useEffect(() => setRef(quillRef.current), [setRef]);

  return (
    <Input.Wrapper
      label={label}
      labelProps={{ id: labelId }}
      error={error}
      errorProps={{ id: errorId }}
      data-testid="rich-text-editor"
    >
      <Suspense
        fallback={
          <Skeleton height={preset === 'minimal' ? 120 : 220} role="status" aria-label={`${label} (chargement)`} />
        }
      >
        <ReactQuill
          ref={setRef}
          theme="snow"
          value={value}
          onChange={(html, _delta, source) => onChange(html === '<p><br></p>' ? '' : html, source === 'user')}
          preset={preset}
          style={{ minHeight: preset === 'minimal' ? 120 : 220 }}
        />
      </Suspense>
    </Input.Wrapper>
  );
}
