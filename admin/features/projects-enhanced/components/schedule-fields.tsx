import { DisplayOrderField, SwitchField, TextField } from '#admin/components/form-fields.tsx';
import { useTexts } from '#admin/lib/language.tsx';
import { projectFormTexts } from '#admin/lib/texts/projects.ts';
import type { ProjectFields } from '#admin/features/projects-enhanced/components/project-enhanced-values.ts';
import { addStylesheet } from '#admin/lib/stylesheets.ts';
import projectsEnhancedStylesheet from '#admin/features/projects-enhanced/projects-enhanced.css?url';

addStylesheet(projectsEnhancedStylesheet);

// Whether and when the project shows: its place in the list, published and
// featured, and the dates it is published and unpublished by itself (ADR 0034).

export function ScheduleFields({ values, set, errors }: ProjectFields) {
  const texts = useTexts(projectFormTexts);
  const f = texts.fields;
  return (
    <section className="form-section" aria-labelledby="pe-publishing">
      <h2 id="pe-publishing" className="form-section__title">
        {texts.sections.publishing}
      </h2>
      <div className="form-grid form-grid--3">
        <DisplayOrderField
          value={values.display_order}
          onValueChange={set('display_order')}
          error={errors.display_order}
          hint={texts.orderHint}
        />
        <SwitchField label={f.published} checked={values.is_published} onCheckedChange={set('is_published')} hint={texts.publishedHint} />
        <SwitchField label={f.featured} checked={values.is_featured} onCheckedChange={set('is_featured')} hint={texts.featuredHint} />
      </div>
      <div className="form-grid form-grid--schedule">
        <TextField
          label={texts.publishAt}
          type="datetime-local"
          value={values.publish_at}
          onValueChange={set('publish_at')}
          error={errors.publish_at}
          hint={texts.publishAtHint}
        />
        <TextField
          label={texts.unpublishAt}
          type="datetime-local"
          value={values.unpublish_at}
          onValueChange={set('unpublish_at')}
          error={errors.unpublish_at}
          hint={texts.unpublishAtHint}
        />
      </div>
    </section>
  );
}
