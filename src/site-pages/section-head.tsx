import type { languageOf } from '#src/site-pages/page-view.ts';

// A section's eyebrow, heading and optional lead, from the content at `path`
// (its fields `<path>.eyebrow`, `.title`, `.lead`): each typeset for the page's
// language and marked English where a French page falls back to it. The
// heading carries `titleId`, which the section names itself by.

interface Props {
  path: string;
  titleId: string;
  head: { eyebrow: string; title: string; lead?: string };
  language: ReturnType<typeof languageOf>;
}

export function SectionHead({ path, titleId, head, language }: Props) {
  const { typeset, langOf } = language;
  return (
    <div className="section-head">
      <p className="eyebrow" lang={langOf(`${path}.eyebrow`)}>
        {typeset(head.eyebrow, `${path}.eyebrow`)}
      </p>
      <h2 id={titleId} lang={langOf(`${path}.title`)}>
        {typeset(head.title, `${path}.title`)}
      </h2>
      {head.lead !== undefined && (
        <p className="lead" lang={langOf(`${path}.lead`)}>
          {typeset(head.lead, `${path}.lead`)}
        </p>
      )}
    </div>
  );
}
