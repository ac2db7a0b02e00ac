// Small real files for the demo: gradient images with initials (sharp) and one-page PDFs, written to the storage.
import type { FileKind } from '@tremplin/shared';
import sharp from 'sharp';
import type { FileStorage } from '../../plugins/storage';

export const PALETTES: readonly (readonly [string, string])[] = [
  ['#5dc596', '#1f6f8b'],
  ['#f4a261', '#e76f51'],
  ['#6a4c93', '#1982c4'],
  ['#2a9d8f', '#264653'],
  ['#ffb703', '#fb8500'],
  ['#8ac926', '#1982c4'],
  ['#ef476f', '#7209b7'],
  ['#118ab2', '#073b4c'],
];

export interface SeedFile {
  kind: FileKind;
  originalName: string;
  /** Relative to DATA_DIR/uploads. */
  storageKey: string;
  mime: string;
  bytes: Buffer;
}

const STOP_WORDS = new Set([
  'd',
  'de',
  'des',
  'du',
  'l',
  'la',
  'le',
  'les',
  'un',
  'une',
  'et',
  'en',
  'pour',
  'sur',
  'au',
  'aux',
  'à',
]);

/** 'Analyse des ventes d’une enseigne' → 'AV'. */
export function initials(text: string): string {
  const words = text.split(/[\s'’-]+/).filter((w) => w && !STOP_WORDS.has(w.toLowerCase()));
  return (words.length >= 2 ? `${words[0]![0]}${words[1]![0]}` : text.slice(0, 2)).toUpperCase();
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

function gradientSvg(
  width: number,
  height: number,
  [from, to]: readonly [string, string],
  label: string,
  round: boolean,
) {
  const shape = round
    ? `<circle cx="${width / 2}" cy="${height / 2}" r="${width / 2}" fill="url(#g)"/>`
    : `<rect width="${width}" height="${height}" fill="url(#g)"/>
       <circle cx="${width * 0.82}" cy="${height * 0.18}" r="${height * 0.38}" fill="#fff" fill-opacity="0.12"/>
       <circle cx="${width * 0.1}" cy="${height * 0.95}" r="${height * 0.25}" fill="#fff" fill-opacity="0.08"/>`;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
  </linearGradient></defs>
  ${shape}
  <text x="50%" y="53%" text-anchor="middle" dominant-baseline="middle" fill="#fff" fill-opacity="0.94"
    font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="bold" font-size="${Math.round(height * 0.36)}">${escapeXml(label)}</text>
</svg>`);
}

/** A 480×300 WebP cover for a project. */
export function projectImage(title: string, palette: readonly [string, string]): Promise<Buffer> {
  return sharp(gradientSvg(480, 300, palette, initials(title), false))
    .webp({ quality: 70, effort: 1 })
    .toBuffer();
}

/** A 256×256 JPEG avatar with the person's initials. */
export function avatarImage(prenom: string, nom: string, palette: readonly [string, string]): Promise<Buffer> {
  return sharp(gradientSvg(256, 256, palette, `${prenom[0] ?? ''}${nom[0] ?? ''}`, true))
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 78 })
    .toBuffer();
}

/** A valid one-page PDF (Helvetica, WinAnsi) with a title and a few lines of text. */
export function simplePdf(title: string, lines: readonly string[]): Buffer {
  const pdfText = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[’]/g, "'");
  const body = [`BT /F1 18 Tf 56 780 Td (${pdfText(title)}) Tj ET`];
  lines.forEach((line, i) => {
    body.push(`BT /F1 11 Tf 56 ${740 - i * 18} Td (${pdfText(line)}) Tj ET`);
  });
  const stream = body.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

export async function writeSeedFiles(storage: FileStorage, files: readonly SeedFile[]): Promise<void> {
  await Promise.all(files.map((file) => storage.put(file.storageKey, file.bytes)));
}
