import { labelColors } from './labelColors';

/** White's contrast on a `#rrggbb` colour, computed here on its own (WCAG 2.2 formula). */
function contrastOnWhite(color: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const value = parseInt(color.slice(start, start + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 1.05 / (0.2126 * r! + 0.7152 * g! + 0.0722 * b! + 0.05);
}

describe('labelColors', () => {
  it('puts dark text on a light orange label and white text on a dark one', () => {
    expect(labelColors('#FB8C00')).toEqual({ background: '#FB8C00', color: '#1d2026' });
    expect(labelColors('#0b7d6e')).toEqual({ background: '#0b7d6e', color: '#ffffff' });
    expect(labelColors('#fc0')).toEqual({ background: '#fc0', color: '#1d2026' });
  });

  it('darkens a middle tone on which neither white nor dark text reaches 4.5:1, and puts white text on it', () => {
    const red = labelColors('#E53935');
    expect(red?.color).toBe('#ffffff');
    expect(red?.background).not.toBe('#E53935');
    expect(contrastOnWhite(String(red?.background))).toBeGreaterThanOrEqual(4.5);
    expect(contrastOnWhite(String(labelColors('#1E88E5')?.background))).toBeGreaterThanOrEqual(4.5);
  });

  it('leaves a label without a usable colour to the palette', () => {
    expect(labelColors(null)).toBeUndefined();
    expect(labelColors('')).toBeUndefined();
    expect(labelColors('red"/><script>')).toBeUndefined();
  });
});
