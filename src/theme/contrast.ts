/** WCAG 2.2 contrast of colours written #rgb or #rrggbb (the paywall's branding colours and the console's palette). */

/** AA asks this of normal-size text against its background. */
export const AA_TEXT_CONTRAST = 4.5;

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

export const isHexColour = (value: string): boolean => HEX.test(value.trim());

/** #rgb as #rrggbb, lower case. */
const longHex = (colour: string): string => {
  const hex = colour.trim().slice(1).toLowerCase();
  return `#${hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex}`;
};

const channel = (value: number): number => (value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4);

/** The relative luminance of a colour (0 black, 1 white). */
export function luminance(colour: string): number {
  const hex = longHex(colour);
  const [r, g, b] = [1, 3, 5].map((at) => channel(parseInt(hex.slice(at, at + 2), 16) / 255));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours, 1 to 21. */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

export const DARK_TEXT = '#111111';
export const LIGHT_TEXT = '#ffffff';

/** Whichever of near-black and white reads better on the background. */
export const bestTextOn = (background: string): string => (contrast(DARK_TEXT, background) >= contrast(LIGHT_TEXT, background) ? DARK_TEXT : LIGHT_TEXT);

/** The wanted text colour when it reaches AA on the background, else the better of near-black and white. */
export const readableTextOn = (background: string, wanted: string): string => (contrast(wanted, background) >= AA_TEXT_CONTRAST ? wanted : bestTextOn(background));
