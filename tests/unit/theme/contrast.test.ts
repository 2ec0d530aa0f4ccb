/** WCAG 2.2 AA: text colours against the backgrounds they are used on reach 4.5:1. */
import { bestTextOn, contrast, readableTextOn } from '../../../src/theme/contrast';
import { theme } from '../../../src/theme/theme';

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
  ['PARTLY DONE notice text', colors.warning, colors.warningBg],
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

describe('readable text on a merchant’s colour (the paywall preview)', () => {
  it('keeps the wanted colour when it reaches 4.5:1, else takes the better of near-black and white', () => {
    expect(readableTextOn('#1e3a5f', '#ffffff')).toBe('#ffffff');
    // The spec's default buttons (#FFFFFF on #56c0a4) reach only 2.2:1.
    expect(contrast('#FFFFFF', '#56c0a4')).toBeLessThan(4.5);
    expect(readableTextOn('#56c0a4', '#FFFFFF')).toBe('#111111');
    expect(contrast(bestTextOn('#56c0a4'), '#56c0a4')).toBeGreaterThanOrEqual(4.5);
    expect(readableTextOn('#fff', '#ffff00')).toBe('#111111');
    expect(bestTextOn('#000')).toBe('#ffffff');
  });
});
