import { useQuery } from '@tanstack/react-query';
import { useTexts } from '#admin/lib/language.tsx';
import { commonTexts } from '#admin/lib/texts/common.ts';
import { previewLinkQueryOptions } from '#admin/features/projects-enhanced/api.ts';
import { projectListTexts } from '#admin/features/projects-enhanced/texts.ts';

// "Preview in English / in French": the project's public page as it will look,
// a draft included, at a signed address the API gives (ADR 0049), opened in a
// new tab. Real links, read ahead, so no popup blocker stands in the way.

export function PreviewLinks({ id }: { id: string }) {
  const texts = useTexts(projectListTexts);
  const common = useTexts(commonTexts);
  const english = useQuery(previewLinkQueryOptions(id, 'en'));
  const french = useQuery(previewLinkQueryOptions(id, 'fr'));
  const links = [
    { label: texts.previewEnglish, url: english.data?.url },
    { label: texts.previewFrench, url: french.data?.url },
  ];
  return (
    <>
      {links.map(({ label, url }) =>
        url ? (
          <a
            key={label}
            className="button button--secondary button--small"
            href={url}
            target="_blank"
            rel="noopener"
            title={texts.previewHint}
            aria-label={`${label}${common.newTab}`}
          >
            {label}
          </a>
        ) : null,
      )}
    </>
  );
}
