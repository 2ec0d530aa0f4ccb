/**
 * The console's design tokens. Breakpoints come from the spec (section 9). The teal palette is dark enough for WCAG 2.2
 * AA: every text colour reaches 4.5:1 on the backgrounds it is used on (tests/unit/theme/contrast.test.ts).
 */
export const theme = {
  colors: {
    primary: '#0e7c64',
    primaryDark: '#0a5f4c',
    secondary: '#137a8f',
    buttonBg: '#0e7c64',
    buttonText: '#ffffff',
    text: '#2f3b45',
    textMuted: '#5f6b76',
    border: '#d9e0e5',
    surface: '#ffffff',
    paleBackground: '#f4f7f9',
    danger: '#c53030',
    dangerBg: '#fdecec',
    success: '#17765b',
    successBg: '#e6f7f1',
    warning: '#8a5300',
    warningBg: '#fff4e0',
    focus: '#1a6fb5',
    sandbox: '#f5a623',
  },
  gradient: 'linear-gradient(135deg, #0e7c64 0%, #137a8f 100%)',
  breakpoints: { sm: 576, md: 768, lg: 1280 },
  sideNav: { collapsed: 50, expanded: 190 },
  topBarHeight: 56,
  radius: '4px',
  font: "'Helvetica Neue', Helvetica, Arial, sans-serif",
} as const;

export type AppTheme = typeof theme;

/** `${media.md} { ... }` applies from that width up. */
export const media = {
  sm: `@media (min-width: ${theme.breakpoints.sm}px)`,
  md: `@media (min-width: ${theme.breakpoints.md}px)`,
  lg: `@media (min-width: ${theme.breakpoints.lg}px)`,
} as const;
