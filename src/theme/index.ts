export { theme, media, type AppTheme } from './theme';
export { GlobalStyle } from './GlobalStyle';
