import { escapeXml, shade, wrapText } from './svg';

/** The pictures of a product: the front of the package, its back with the composition, and the package with its carton. */
export const PACKSHOT_VIEWS = ['front', 'back', 'carton'] as const;
export type PackshotView = (typeof PACKSHOT_VIEWS)[number];

/** What the packshot of a product shows. */
export interface PackshotInput {
  title: string;
  brand: string | null;
  color: string | null;
  kind: string;
  /** Front by default. */
  view?: PackshotView;
  /** Printed on the back. */
  composition?: string;
  vendorCode?: string;
}

interface Shape {
  /** SVG elements of the package. */
  body: (color: string, dark: string, light: string) => string;
  /** The white label: x, y, width, height; text is wrapped to fit. */
  label: { x: number; y: number; w: number; h: number };
}

const SHAPES: Record<string, Shape> = {
  jar: {
    body: (c, d, l) => `<rect x="160" y="118" width="280" height="70" rx="14" fill="${d}"/>
      <rect x="150" y="180" width="300" height="350" rx="36" fill="${c}"/>
      <rect x="168" y="196" width="22" height="318" rx="11" fill="${l}" opacity=".35"/>`,
    label: { x: 180, y: 250, w: 240, h: 200 },
  },
  bottle: {
    body: (c, d, l) => `<rect x="250" y="70" width="100" height="60" rx="10" fill="${d}"/>
      <path d="M262 128h76v40c0 20 72 40 72 92v250c0 18-14 30-30 30H220c-16 0-30-12-30-30V260c0-52 72-72 72-92z" fill="${c}"/>
      <rect x="206" y="270" width="18" height="230" rx="9" fill="${l}" opacity=".35"/>`,
    label: { x: 215, y: 290, w: 170, h: 190 },
  },
  dropper: {
    body: (c, d, l) => `<ellipse cx="300" cy="110" rx="34" ry="44" fill="${d}"/>
      <rect x="258" y="140" width="84" height="90" rx="10" fill="${d}"/>
      <rect x="214" y="226" width="172" height="304" rx="30" fill="${c}"/>
      <rect x="228" y="244" width="16" height="266" rx="8" fill="${l}" opacity=".35"/>`,
    label: { x: 232, y: 290, w: 136, h: 190 },
  },
  tube: {
    body: (c, d, l) => `<rect x="160" y="70" width="280" height="34" rx="4" fill="${d}"/>
      <path d="M166 104h268l-40 372H206z" fill="${c}"/>
      <rect x="238" y="470" width="124" height="62" rx="12" fill="${d}"/>
      <path d="M184 116h26l-34 330z" fill="${l}" opacity=".3"/>`,
    label: { x: 200, y: 170, w: 200, h: 220 },
  },
  box: {
    body: (c, d, l) => `<path d="M150 150l40-40h260l-40 40z" fill="${l}"/>
      <path d="M410 150l40-40v380l-40 40z" fill="${d}"/>
      <rect x="150" y="150" width="260" height="380" fill="${c}"/>`,
    label: { x: 168, y: 230, w: 224, h: 220 },
  },
  tub: {
    body: (c, d, l) => `<rect x="118" y="150" width="364" height="76" rx="16" fill="${d}"/>
      <path d="M130 220h340l-14 290c-1 14-12 24-26 24H170c-14 0-25-10-26-24z" fill="${c}"/>
      <rect x="148" y="236" width="20" height="270" rx="10" fill="${l}" opacity=".35"/>`,
    label: { x: 170, y: 262, w: 260, h: 200 },
  },
  bar: {
    body: (c, d) => `<path d="M70 220l24 16-24 16 24 16-24 16 24 16-24 16 24 16-24 16h460l-24-16 24-16-24-16 24-16-24-16 24-16-24-16 24-16-24-16z" fill="${c}"/>
      <rect x="94" y="220" width="412" height="16" fill="${d}" opacity=".4"/>`,
    label: { x: 130, y: 240, w: 340, h: 120 },
  },
  pack: {
    body: (c, d, l) => `<rect x="120" y="100" width="360" height="440" rx="48" fill="${c}"/>
      <rect x="120" y="100" width="360" height="44" rx="22" fill="${d}"/>
      <rect x="140" y="160" width="24" height="360" rx="12" fill="${l}" opacity=".3"/>`,
    label: { x: 170, y: 200, w: 260, h: 260 },
  },
  spray: {
    body: (c, d, l) => `<rect x="262" y="70" width="76" height="56" rx="8" fill="${d}"/>
      <rect x="332" y="84" width="30" height="14" rx="4" fill="${d}"/>
      <rect x="230" y="124" width="140" height="60" rx="20" fill="${d}"/>
      <rect x="220" y="176" width="160" height="356" rx="26" fill="${c}"/>
      <rect x="234" y="194" width="16" height="320" rx="8" fill="${l}" opacity=".35"/>`,
    label: { x: 238, y: 250, w: 124, h: 220 },
  },
  device: {
    body: (c, d, l) => `<rect x="120" y="150" width="360" height="330" rx="40" fill="${l}"/>
      <rect x="120" y="150" width="360" height="330" rx="40" fill="none" stroke="${d}" stroke-width="10"/>
      <rect x="170" y="190" width="260" height="110" rx="12" fill="#263238"/>
      <text x="300" y="266" font-family="Arial, sans-serif" font-size="64" font-weight="700" fill="#80CBC4" text-anchor="middle">120</text>
      <circle cx="300" cy="420" r="34" fill="${c}"/>`,
    label: { x: 150, y: 312, w: 300, h: 70 },
  },
};

/**
 * A product picture drawn as SVG: the package shape in the brand's colour, with the brand and product
 * name on its label (front), the composition and a barcode (back), or standing before its carton.
 * Used until real photographs exist.
 */
export function renderPackshot(input: PackshotInput): string {
  const shape = SHAPES[input.kind] ?? SHAPES.box;
  const color = input.color && /^#[0-9a-f]{6}$/i.test(input.color) ? input.color : '#00897B';
  const dark = shade(color, -0.35);
  const light = shade(color, 0.55);
  const view = input.view ?? 'front';
  const pkg = `${shape.body(color, dark, light)}
  ${renderLabel(shape.label, view === 'back' ? backLabel(input, shape.label) : frontLabel(input, shape.label, dark), color)}`;
  const scene =
    view === 'carton'
      ? `<rect x="40" y="150" width="300" height="390" rx="10" fill="${light}"/>
  <rect x="40" y="150" width="300" height="56" fill="${color}"/>
  <rect x="40" y="500" width="300" height="40" fill="${color}" opacity=".5"/>
  <text x="190" y="330" font-family="Arial, Helvetica, sans-serif" font-size="30" font-weight="700" fill="${dark}" text-anchor="middle">${escapeXml(
    (input.brand ?? '').slice(0, 16),
  )}</text>
  <ellipse cx="300" cy="548" rx="240" ry="18" fill="#000" opacity=".08"/>
  <g transform="translate(190 160) scale(.66)">${pkg}</g>`
      : `<ellipse cx="300" cy="548" rx="200" ry="18" fill="#000" opacity=".08"/>
  ${pkg}`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600" role="img" aria-label="${escapeXml(input.title)}">
  <title>${escapeXml(input.title)}</title>
  <rect width="600" height="600" fill="#F4F7F6"/>
  ${scene}
</svg>
`;
}

type Box = Shape['label'];

function renderLabel({ x, y, w, h }: Box, text: string, color: string): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="12" fill="#FFFFFF" opacity=".94"/>
  <rect x="${x}" y="${y + h - 10}" width="${w}" height="10" fill="${color}" opacity=".6"/>
  ${text}`;
}

/** Brand and product name, as large as the label allows. */
function frontLabel(input: PackshotInput, { x, y, w, h }: Box, dark: string): string {
  const name = input.brand && input.title.startsWith(input.brand) ? input.title.slice(input.brand.length).trim() : input.title;
  const inner = w - 20;
  const cx = x + w / 2;
  // Arial glyphs average about 0.56 em: the longest word decides how small the text must be to fit.
  const fit = (words: string, max: number, min: number): number =>
    Math.max(min, Math.min(max, Math.floor(inner / (Math.max(...words.split(/\s+/).map((word) => word.length), 1) * 0.58))));

  const brandLines = input.brand ? wrapText(input.brand, Math.max(6, Math.floor(inner / (26 * 0.6))), 2) : [];
  const brandSize = input.brand ? Math.min(28, fit(input.brand, 28, 14), Math.floor(inner / (Math.max(...brandLines.map((l) => l.length)) * 0.62))) : 0;
  const nameSize = fit(name, 20, 12);
  const nameTop = y + 16 + brandLines.length * (brandSize + 4);
  const lineHeight = Math.round(nameSize * 1.3);
  const maxLines = Math.max(1, Math.floor((y + h - 14 - nameTop) / lineHeight));
  const lines = wrapText(name, Math.max(6, Math.floor(inner / (nameSize * 0.56))), Math.min(maxLines, 7));

  return [
    ...brandLines.map(
      (line, i) =>
        `<text x="${cx}" y="${y + 12 + (i + 1) * (brandSize + 4) - 4}" font-family="Arial, Helvetica, sans-serif" font-size="${brandSize}" font-weight="700" fill="${dark}" text-anchor="middle">${escapeXml(line)}</text>`,
    ),
    ...lines.map(
      (line, i) =>
        `<text x="${cx}" y="${nameTop + (i + 1) * lineHeight}" font-family="Arial, Helvetica, sans-serif" font-size="${nameSize}" fill="#37474F" text-anchor="middle">${escapeXml(line)}</text>`,
    ),
  ].join('\n    ');
}

/** 'Состав' with the first words of the composition, and a barcode drawn from the vendor code. */
function backLabel(input: PackshotInput, { x, y, w, h }: Box): string {
  const size = w < 200 ? 9 : 11;
  const barcodeHeight = Math.min(40, Math.max(16, Math.floor(h / 5)));
  const lineHeight = size + 3;
  const top = y + 14 + 14;
  const maxLines = Math.max(0, Math.floor((y + h - 18 - barcodeHeight - top) / lineHeight));
  const lines = wrapText(input.composition || input.title, Math.max(8, Math.floor((w - 24) / (size * 0.62))), maxLines);
  const digits = (input.vendorCode ?? '').replace(/\D/g, '').padEnd(12, '7').slice(0, 12);
  const barWidth = Math.max(1, Math.floor((w - 40) / 60));
  const bars = [...digits]
    .flatMap((digit, i) => [0, 1, 2, 3].map((j) => ({ x: x + 20 + (i * 5 + j) * barWidth, wide: (Number(digit) >> j) & 1 })))
    .map((bar) => `<rect x="${bar.x}" y="${y + h - 14 - barcodeHeight}" width="${bar.wide ? barWidth : Math.max(1, barWidth / 2)}" height="${barcodeHeight}" fill="#263238"/>`)
    .join('');
  return [
    `<text x="${x + 10}" y="${y + 22}" font-family="Arial, Helvetica, sans-serif" font-size="${size + 3}" font-weight="700" fill="#263238">Состав</text>`,
    ...lines.map(
      (line, i) =>
        `<text x="${x + 10}" y="${top + (i + 1) * lineHeight}" font-family="Arial, Helvetica, sans-serif" font-size="${size}" fill="#455A64">${escapeXml(line)}</text>`,
    ),
    bars,
  ].join('\n    ');
}
