/** WCAG 2.2 AA: text colours against the backgrounds they are used on reach 4.5:1. */
import { theme } from '../../../src/theme/theme';

const channel = (value: number): number => (value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4);

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => channel(parseInt(hex.slice(at, at + 2), 16) / 255));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

const { colors } = theme;
const GRADIENT_STOPS = theme.gradient.match(/#[0-9a-f]{6}/gi) ?? [];

const PAIRS: Array<[string, string, string]> = [
  ['body text on white', colors.text, colors.surface],
  ['body text on the pale background', colors.text, colors.paleBackground],
  ['muted text on white', colors.textMuted, colors.surface],
  ['muted text on the pale background', colors.textMuted, colors.paleBackground],
  ['links and active items on white', colors.primary, colors.surface],
  ['links and active items on the pale background', colors.primary, colors.paleBackground],
  ['button text', colors.buttonText, colors.buttonBg],
  ['button text on the hover colour', colors.buttonText, colors.primaryDark],
  ['secondary on white', colors.secondary, colors.surface],
  ['danger text on white', colors.danger, colors.surface],
  ['ERROR notice text', colors.danger, colors.dangerBg],
  ['SUCCESS notice text', colors.success, colors.successBg],
  ['focus ring on white', colors.focus, colors.surface],
  ...GRADIENT_STOPS.map((stop): [string, string, string] => [`white text on the gradient at ${stop}`, '#ffffff', stop]),
];

describe('colour contrast of the palette', () => {
  it.each(PAIRS)('%s reaches 4.5:1', (_name, foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('the gradient has two stops', () => {
    expect(GRADIENT_STOPS).toHaveLength(2);
  });
});
