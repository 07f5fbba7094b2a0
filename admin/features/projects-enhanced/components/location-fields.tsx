import { SwitchField, TextField } from '#admin/components/form-fields.tsx';
import { useTexts } from '#admin/lib/language.tsx';
import { projectFormTexts } from '#admin/lib/texts/projects.ts';
import type { ProjectFields } from '#admin/features/projects-enhanced/components/project-enhanced-values.ts';

// Where and when: city, country, how long, from and to (free text, shown as
// written) and whether the project is still running.

export function LocationFields({ values, set, errors }: ProjectFields) {
  const texts = useTexts(projectFormTexts);
  const f = texts.fields;
  return (
    <section className="form-section" aria-labelledby="pe-where">
      <h2 id="pe-where" className="form-section__title">
        {texts.sections.where}
      </h2>
      <div className="form-grid form-grid--3">
        <TextField
          label={f.city}
          value={values.location_city}
          onValueChange={set('location_city')}
          error={errors.location_city}
          maxLength={100}
        />
        <TextField
          label={f.country}
          value={values.location_country}
          onValueChange={set('location_country')}
          error={errors.location_country}
          maxLength={100}
        />
        <TextField
          label={f.duration}
          value={values.duration_display}
          onValueChange={set('duration_display')}
          error={errors.duration_display}
          placeholder={texts.durationPlaceholder}
          maxLength={100}
        />
        <TextField
          label={f.startDate}
          value={values.start_date}
          onValueChange={set('start_date')}
          error={errors.start_date}
          placeholder={texts.startPlaceholder}
          maxLength={50}
        />
        <TextField
          label={f.endDate}
          value={values.end_date}
          onValueChange={set('end_date')}
          error={errors.end_date}
          placeholder={texts.endPlaceholder}
          maxLength={50}
        />
        <SwitchField label={f.ongoing} checked={values.is_ongoing} onCheckedChange={set('is_ongoing')} hint={texts.ongoingHint} />
      </div>
    </section>
  );
}
