import 'styled-components';
import type { AppTheme } from './theme';

declare module 'styled-components' {
  // Interface merging is how styled-components types its theme; the empty body is intended.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends AppTheme {}
}
