import { Fragment } from 'react';
import type { TranslatableProjectField } from '#src/schemas/project-fields.ts';
import { langOf } from '#src/lib/project-language.ts';

// "Client · City, Country" (the card, the modal, a project page's related
// list), with the city or country that a French page shows in English marked lang="en".

interface Props {
  as?: 'p' | 'span' | 'dd';
  className?: string;
  project: { client: string; location_city: string; location_country: string };
  english: ReadonlySet<TranslatableProjectField>;
}

export function PlaceLine({ as: Element = 'p', className, project, english }: Props) {
  const parts = (['location_city', 'location_country'] as const).filter((field) => project[field]);
  return (
    <Element className={className}>
      {project.client}
      {parts.length > 0 && project.client ? ' · ' : ''}
      {parts.map((field, index) => (
        <Fragment key={field}>
          {index > 0 ? ', ' : ''}
          <span lang={langOf(english, field)}>{project[field]}</span>
        </Fragment>
      ))}
    </Element>
  );
}
