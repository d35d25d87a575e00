import { escapeXml, shade, wrapText } from './svg';

/** What a drawn banner picture shows. */
export interface BannerImageInput {
  title: string;
  shortText: string;
  /** `#RRGGBB`, or null for the shop's teal. */
  color: string | null;
}

const DEFAULT_COLOR = '#0B7D6E';

interface Layout {
  width: number;
  height: number;
  padding: number;
  titleSize: number;
  titleChars: number;
  textSize: number;
  textChars: number;
}

const LAYOUTS: Record<'desktop' | 'mobile', Layout> = {
  desktop: { width: 1200, height: 240, padding: 64, titleSize: 44, titleChars: 44, textSize: 26, textChars: 70 },
  mobile: { width: 640, height: 320, padding: 40, titleSize: 36, titleChars: 28, textSize: 22, textChars: 44 },
};

/** Light text on a dark background and dark text on a light one (relative luminance, WCAG). */
function textColorOn(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.4 ? '#12312D' : '#FFFFFF';
}

/** The picture of a banner without an uploaded one: its title and text on its colour. */
export function renderBannerImage(input: BannerImageInput, variant: 'desktop' | 'mobile'): string {
  const layout = LAYOUTS[variant];
  const color = input.color && /^#[0-9A-Fa-f]{6}$/.test(input.color) ? input.color : DEFAULT_COLOR;
  const ink = textColorOn(color);
  const titleLines = wrapText(input.title, layout.titleChars, 2);
  const textLines = input.shortText ? wrapText(input.shortText, layout.textChars, 2) : [];
  const titleLead = layout.titleSize * 1.2;
  const textLead = layout.textSize * 1.35;
  const block = titleLines.length * titleLead + (textLines.length ? 12 + textLines.length * textLead : 0);
  let y = (layout.height - block) / 2 + layout.titleSize;
  const tspans: string[] = [];
  for (const line of titleLines) {
    tspans.push(`<text x="${layout.padding}" y="${Math.round(y)}" font-size="${layout.titleSize}" font-weight="700">${escapeXml(line)}</text>`);
    y += titleLead;
  }
  y += 12 - titleLead + textLead;
  for (const line of textLines) {
    tspans.push(`<text x="${layout.padding}" y="${Math.round(y)}" font-size="${layout.textSize}" opacity=".9">${escapeXml(line)}</text>`);
    y += textLead;
  }
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="${layout.width}" height="${layout.height}" viewBox="0 0 ${layout.width} ${layout.height}" role="img" aria-label="${escapeXml(input.title)}">
  <rect width="${layout.width}" height="${layout.height}" fill="${color}"/>
  <circle cx="${layout.width - layout.height * 0.35}" cy="${layout.height * 0.2}" r="${layout.height * 0.75}" fill="${shade(color, 0.12)}"/>
  <circle cx="${layout.width - layout.height * 0.1}" cy="${layout.height * 1.05}" r="${layout.height * 0.5}" fill="${shade(color, -0.12)}"/>
  <g font-family="Arial, Helvetica, sans-serif" fill="${ink}">
    ${tspans.join('\n    ')}
  </g>
</svg>
`;
}
