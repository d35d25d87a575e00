import { SITE_NAME } from '../../shared/shop';
import { escapeXml, shade } from './svg';

const CROSS = (x: number, y: number, size: number, color: string): string => {
  const t = size / 3;
  return `<path d="M${x + t} ${y}h${t}v${t}h${t}v${t}h-${t}v${t}h-${t}v-${t}h-${t}v-${t}h${t}z" fill="${color}"/>`;
};

/** The shop's logo (SITE_IMAGE). */
export const LOGO_SVG = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="240" height="64" viewBox="0 0 240 64" role="img" aria-label="${SITE_NAME}">
  <rect x="4" y="6" width="52" height="52" rx="14" fill="#00897B"/>
  ${CROSS(14, 16, 32, '#FFFFFF')}
  <text x="66" y="42" font-family="Arial, Helvetica, sans-serif" font-size="30" font-weight="700" fill="#004D40">Здоровье<tspan fill="#00897B">+</tspan></text>
</svg>
`;

/** The picture shown when a page of the shop is shared (OG_IMAGE). */
export const OG_IMAGE_SVG = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630" role="img" aria-label="${SITE_NAME}">
  <rect width="1200" height="630" fill="#E0F2F1"/>
  <circle cx="1040" cy="120" r="260" fill="#B2DFDB"/>
  <rect x="90" y="150" width="150" height="150" rx="36" fill="#00897B"/>
  ${CROSS(120, 180, 90, '#FFFFFF')}
  <text x="280" y="260" font-family="Arial, Helvetica, sans-serif" font-size="96" font-weight="700" fill="#004D40">Здоровье<tspan fill="#00897B">+</tspan></text>
  <text x="90" y="410" font-family="Arial, Helvetica, sans-serif" font-size="44" fill="#00695C">Витамины, косметика и товары для здоровья</text>
  <text x="90" y="480" font-family="Arial, Helvetica, sans-serif" font-size="36" fill="#26A69A">Псков · доставка по всей России</text>
</svg>
`;

const card = (inner: string): string => `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="72" height="48" viewBox="0 0 72 48">
  <rect x=".5" y=".5" width="71" height="47" rx="6" fill="#FFFFFF" stroke="#E0E0E0"/>
  ${inner}
</svg>
`;

/** Payment card logos for the footer (MIR_CARD, MAESTRO_CARD, MASTERCARD, VISA_CARD). */
export const CARD_LOGOS: Record<string, string> = {
  'mir.svg': card(`<text x="36" y="31" font-family="Arial, Helvetica, sans-serif" font-size="18" font-weight="700" fill="#0F754E" text-anchor="middle" letter-spacing="1">МИР</text>
  <rect x="14" y="35" width="44" height="3" rx="1.5" fill="#00B4E6"/>`),
  'visa.svg': card(
    '<text x="36" y="31" font-family="Arial, Helvetica, sans-serif" font-size="19" font-weight="700" font-style="italic" fill="#1A1F71" text-anchor="middle">VISA</text>',
  ),
  'mastercard.svg': card(`<circle cx="29" cy="24" r="12" fill="#EB001B"/>
  <circle cx="43" cy="24" r="12" fill="#F79E1B"/>
  <path d="M36 14.3a12 12 0 0 1 0 19.4a12 12 0 0 1 0-19.4z" fill="#FF5F00"/>`),
  'maestro.svg': card(`<circle cx="29" cy="24" r="12" fill="#0099DF"/>
  <circle cx="43" cy="24" r="12" fill="#ED0006"/>
  <path d="M36 14.3a12 12 0 0 1 0 19.4a12 12 0 0 1 0-19.4z" fill="#6C6BBD"/>`),
};

/** A simple word-mark logo of a brand in its colour. */
export function renderBrandLogo(title: string, color: string): string {
  const size = Math.min(40, Math.floor(300 / Math.max(4, title.length * 0.62)));
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="320" height="120" viewBox="0 0 320 120" role="img" aria-label="${escapeXml(title)}">
  <rect width="320" height="120" rx="16" fill="${shade(color, 0.88)}"/>
  <text x="160" y="${60 + size * 0.35}" font-family="Arial, Helvetica, sans-serif" font-size="${size}" font-weight="700" fill="${color}" text-anchor="middle">${escapeXml(title)}</text>
</svg>
`;
}
