import { useEffect } from 'react';
import { site } from '#src/site/config.ts';

/** Each admin screen names itself in the tab: "Clients | Admin | Caronte Automation". */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | Admin | ${site.name}`;
  }, [title]);
}
