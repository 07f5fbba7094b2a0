import { useEffect } from 'react';
import { site } from '#src/site/config.ts';
import { useTexts } from '#admin/lib/language.tsx';
import { commonTexts } from '#admin/lib/texts/common.ts';

/** Each admin screen names itself in the tab: "Clients | Admin | Caronte Automation" ("… | Administration | …" in French). */
export function useDocumentTitle(title: string): void {
  const { titleSuffix } = useTexts(commonTexts);
  useEffect(() => {
    document.title = `${title} | ${titleSuffix} | ${site.name}`;
  }, [title, titleSuffix]);
}
