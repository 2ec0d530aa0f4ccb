/** The console's design tokens. Colours and breakpoints come from the spec (sections 3 and 9). */
export const theme = {
  colors: {
    primary: '#52ceb0',
    primaryDark: '#3bb397',
    secondary: '#44a7c8',
    buttonBg: '#56c0a4',
    buttonText: '#ffffff',
    text: '#2f3b45',
    textMuted: '#66727d',
    border: '#d9e0e5',
    surface: '#ffffff',
    paleBackground: '#f4f7f9',
    danger: '#d64545',
    dangerBg: '#fdecec',
    success: '#1f8f6f',
    successBg: '#e6f7f1',
    focus: '#1a6fb5',
    sandbox: '#f5a623',
  },
  gradient: 'linear-gradient(135deg, #52ceb0 0%, #44a7c8 100%)',
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
