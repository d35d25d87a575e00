import { renderPackshot, type PackshotInput } from './packshot';

/** What a drawn review photo shows: the product on a surface, varied by the photo's id. */
export interface ReviewPhotoInput extends PackshotInput {
  mediaId: number;
  position: number;
}

/** Surfaces a customer photographs a product on: table, windowsill, bathroom shelf, gym bench. */
const SURFACES: Array<[string, string]> = [
  ['#E8D9C4', '#C9B193'],
  ['#F1F1EE', '#D5D8D2'],
  ['#DCE8EC', '#B7CCD3'],
  ['#EADFE6', '#CDB7C4'],
  ['#E3E6DA', '#BFC6AE'],
];

/**
 * A picture standing in for a customer's photo of a product: the packshot, slightly turned and
 * offset, on a surface with soft light. The same id always gives the same picture.
 */
export function renderReviewPhoto(input: ReviewPhotoInput): string {
  const seed = (input.mediaId * 2_654_435_761) >>> 0;
  const [wall, surface] = SURFACES[seed % SURFACES.length];
  const angle = ((seed >>> 4) % 13) - 6;
  const dx = ((seed >>> 9) % 121) - 60;
  const scale = 0.75 + ((seed >>> 13) % 20) / 100 + input.position * 0.03;
  const size = Math.round(600 * scale);
  const packshot = renderPackshot(input)
    .replace(/^\s*<\?xml[^>]*>\s*/, '')
    // The packshot's own backdrop would show as a card; the surface replaces it.
    .replace(/<rect width="600" height="600" fill="[^"]*"\/>/, '')
    .replace(/^<svg[^>]*>/, `<svg x="${400 + dx - size / 2}" y="${Math.round(600 - size * 0.78)}" width="${size}" height="${size}" viewBox="0 0 600 600">`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800">
  <rect width="800" height="800" fill="${wall}"/>
  <rect y="560" width="800" height="240" fill="${surface}"/>
  <g transform="rotate(${angle} ${400 + dx} 460)">
    ${packshot}
  </g>
  <rect width="800" height="800" fill="url(#light)" opacity=".35"/>
  <defs><radialGradient id="light" cx="30%" cy="20%" r="80%"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
</svg>`;
}
