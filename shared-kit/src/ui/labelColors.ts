import type { CSSProperties } from 'react';

/** The shop's dark text colour, used on light label backgrounds (`--shop-text`). */
const DARK_TEXT = '#1d2026';
const WHITE = '#ffffff';

/** The channels of a `#rgb` or `#rrggbb` colour (0–255); null for anything else. */
function channels(hex: string): [number, number, number] | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return null;
  const digits = match[1]!.length === 3 ? [...match[1]!].map((digit) => digit + digit).join('') : match[1]!;
  return [0, 2, 4].map((start) => parseInt(digits.slice(start, start + 2), 16)) as [number, number, number];
}

/** Relative luminance of a colour's channels (WCAG 2.2). */
function luminance([r, g, b]: [number, number, number]): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** Contrast ratio of two colours given by their luminances. */
function ratio(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

function hex(rgb: [number, number, number]): string {
  return `#${rgb.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/** Contrast the shop's texts need (WCAG 2.2 AA, normal size). */
const MINIMUM = 4.5;

/**
 * Colours of a product label whose background the shop's staff chose (`bg_color`): the text is white or
 * the shop's dark text, whichever reads better on it, so that an orange «Акция» stays legible. A middle
 * tone on which neither reaches 4.5:1 (a bright red, a bright blue) is darkened, hue kept, until white
 * text does. Without a usable colour the label keeps the palette's own (`.sk-label`).
 */
export function labelColors(background: string | null | undefined): CSSProperties | undefined {
  const rgb = background ? channels(background) : null;
  if (!background || !rgb) return undefined;
  const light = luminance(rgb);
  const dark = luminance(channels(DARK_TEXT)!);
  const onWhite = ratio(light, 1);
  const onDark = ratio(light, dark);
  if (Math.max(onWhite, onDark) >= MINIMUM) return { background, color: onWhite >= onDark ? WHITE : DARK_TEXT };
  let darker = rgb;
  while (ratio(luminance(darker), 1) < MINIMUM) {
    darker = darker.map((channel) => Math.floor(channel * 0.95)) as [number, number, number];
  }
  return { background: hex(darker), color: WHITE };
}
