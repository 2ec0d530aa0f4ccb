import { useEffect } from 'react';
import { UI } from '../constants/messages';

/** Names the browser tab after the screen. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | ${UI.appName}`;
  }, [title]);
}
