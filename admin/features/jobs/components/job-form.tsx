import { FormFooter } from '#admin/components/form-footer.tsx';
import { SelectField, SlugField, SwitchField, TextField } from '#admin/components/form-fields.tsx';
import { FormattedTextField } from '#admin/components/formatted-text/formatted-text-field.tsx';
import { useEntityForm } from '#admin/lib/use-entity-form.ts';
import { storedAs } from '#admin/lib/use-edit-conflict.ts';
import { useCreateJob, useUpdateJob } from '#admin/features/jobs/api.ts';
import { useAdminLanguage, useTexts } from '#admin/lib/language.tsx';
import { fieldLabel } from '#admin/lib/texts/messages.ts';
import { jobTexts } from '#admin/features/jobs/texts.ts';
import { fill } from '#src/i18n/fill.ts';
import { parisDay } from '#src/lib/calendar/company-days.ts';
import type { Field } from '#src/schemas/field-labels.ts';
import { jobInputSchema, jobSchema, type Job } from '#src/schemas/job.ts';

// New job / Edit job: title, address, location, contract, description and
// requirements (formatted text, ADR 0056), an optional yearly salary range,
// the days it shows (posting day to last day, Paris time, ADR 0070) and
// whether it is published; then the French texts, each optional. An offer has
// no place in an order (the list is by posting day), so the form is the
// ordered items' shell without the order box.

type ContractType = Job['contract_type'];
const contractTypes: readonly ContractType[] = ['CDI', 'CDD', 'alternance', 'stage'];

interface Values {
  title: string;
  slug: string;
  location: string;
  contract_type: ContractType;
  description: string;
  requirements: string;
  salary_min: string;
  salary_max: string;
  date_posted: string;
  valid_through: string;
  is_published: boolean;
  'fr.title': string;
  'fr.location': string;
  'fr.description': string;
  'fr.requirements': string;
}

const toValues = (job: Job | undefined): Values => ({
  title: job?.title ?? '',
  slug: job?.slug ?? '',
  location: job?.location ?? '',
  contract_type: job?.contract_type ?? 'CDI',
  description: job?.description ?? '',
  requirements: job?.requirements ?? '',
  salary_min: job?.salary_min == null ? '' : String(job.salary_min),
  salary_max: job?.salary_max == null ? '' : String(job.salary_max),
  // A new offer is posted today (the company's day, in Paris) unless staff say otherwise.
  date_posted: job?.date_posted ?? parisDay(Date.now()),
  valid_through: job?.valid_through ?? '',
  is_published: job?.is_published ?? true,
  'fr.title': job?.fr.title ?? '',
  'fr.location': job?.fr.location ?? '',
  'fr.description': job?.fr.description ?? '',
  'fr.requirements': job?.fr.requirements ?? '',
});

const fieldOfValue: Record<keyof Values, Field> = {
  title: 'title',
  slug: 'slug',
  location: 'location',
  contract_type: 'contract_type',
  description: 'description',
  requirements: 'requirements',
  salary_min: 'salary_min',
  salary_max: 'salary_max',
  date_posted: 'date_posted',
  valid_through: 'valid_through',
  is_published: 'published',
  'fr.title': 'french_title',
  'fr.location': 'french_location',
  'fr.description': 'french_description',
  'fr.requirements': 'french_requirements',
};

/** An empty box is no salary; anything else goes to the schema as a number, or as typed so the schema names the mistake. */
function salaryOf(value: string): number | string | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : trimmed;
}

export interface JobFormProps {
  job?: Job;
  listPath: string;
  onSaved: () => void;
}

export function JobForm({ job, listPath, onSaved }: JobFormProps) {
  const create = useCreateJob();
  const update = useUpdateJob();
  const texts = useTexts(jobTexts);
  const { language } = useAdminLanguage();
  const { form, formRef, onSubmit, busy, guard, conflictPanel } = useEntityForm({
    initial: toValues(job),
    schema: jobInputSchema,
    toInput: (values) => ({
      title: values.title,
      slug: values.slug,
      location: values.location,
      contract_type: values.contract_type,
      description: values.description,
      requirements: values.requirements,
      salary_min: salaryOf(values.salary_min),
      salary_max: salaryOf(values.salary_max),
      date_posted: values.date_posted,
      valid_through: values.valid_through,
      is_published: values.is_published,
      fr: {
        title: values['fr.title'],
        location: values['fr.location'],
        description: values['fr.description'],
        requirements: values['fr.requirements'],
      },
    }),
    save: (input, version) => (job ? update.mutateAsync({ id: job.id, patch: input, version }) : create.mutateAsync(input)),
    edited: job && {
      record: job,
      valuesOf: storedAs(jobSchema, toValues),
      labelOf: (key) => fieldLabel(fieldOfValue[key as keyof Values], language),
    },
    savedMessage: (saved) => fill(job ? texts.saved : texts.added, { name: saved.title }),
    failure: texts.saveFailed,
    onSaved,
  });
  const { values, set, errors } = form;
  const contractOptions = contractTypes.map((type) => ({ value: type, label: texts.contractTypes[type] }));

  return (
    <form ref={formRef} className="entity-form entity-form--narrow" onSubmit={onSubmit} noValidate aria-busy={busy}>
      {conflictPanel}
      <section className="form-section" aria-labelledby="job-details">
        <h2 id="job-details" className="form-section__title">
          {texts.section}
        </h2>
        <div className="stack">
          <TextField
            label={texts.jobTitle}
            value={values.title}
            onValueChange={set('title')}
            error={errors.title}
            required
            maxLength={160}
          />
          <SlugField value={values.slug} onValueChange={set('slug')} error={errors.slug} hint={texts.slugHint} />
          <div className="form-grid">
            <TextField
              label={texts.location}
              value={values.location}
              onValueChange={set('location')}
              error={errors.location}
              required
              maxLength={160}
            />
            <SelectField
              label={texts.contractType}
              value={values.contract_type}
              onValueChange={set('contract_type')}
              options={contractOptions}
              error={errors.contract_type}
              required
            />
          </div>
          <FormattedTextField
            label={texts.jobDescription}
            value={values.description}
            onValueChange={set('description')}
            error={errors.description}
            required
            rows={8}
          />
          <FormattedTextField
            label={texts.requirements}
            value={values.requirements}
            onValueChange={set('requirements')}
            error={errors.requirements}
            rows={6}
          />
          <div className="form-grid">
            <TextField
              label={texts.salaryMin}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              value={values.salary_min}
              onValueChange={set('salary_min')}
              error={errors.salary_min}
              hint={texts.salaryHint}
            />
            <TextField
              label={texts.salaryMax}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              value={values.salary_max}
              onValueChange={set('salary_max')}
              error={errors.salary_max}
            />
          </div>
          <div className="form-grid">
            <TextField
              label={texts.datePosted}
              type="date"
              value={values.date_posted}
              onValueChange={set('date_posted')}
              error={errors.date_posted}
              hint={texts.datePostedHint}
              required
            />
            <TextField
              label={texts.validThrough}
              type="date"
              value={values.valid_through}
              onValueChange={set('valid_through')}
              error={errors.valid_through}
              hint={texts.validThroughHint}
              required
            />
          </div>
          <SwitchField
            label={texts.publishedLabel}
            checked={values.is_published}
            onCheckedChange={set('is_published')}
            hint={texts.publishedHint}
          />
        </div>
      </section>
      <section className="form-section" aria-labelledby="job-french" aria-describedby="job-french-hint">
        <h2 id="job-french" className="form-section__title">
          {texts.french}
        </h2>
        <p id="job-french-hint" className="field__hint job-form__hint">
          {texts.frenchHint}
        </p>
        <div className="stack">
          <TextField
            label={texts.jobTitleFr}
            lang="fr"
            value={values['fr.title']}
            onValueChange={set('fr.title')}
            error={errors['fr.title']}
            maxLength={160}
          />
          <TextField
            label={texts.locationFr}
            lang="fr"
            value={values['fr.location']}
            onValueChange={set('fr.location')}
            error={errors['fr.location']}
            maxLength={160}
          />
          <FormattedTextField
            label={texts.jobDescriptionFr}
            lang="fr"
            french
            value={values['fr.description']}
            onValueChange={set('fr.description')}
            error={errors['fr.description']}
            rows={8}
          />
          <FormattedTextField
            label={texts.requirementsFr}
            lang="fr"
            french
            value={values['fr.requirements']}
            onValueChange={set('fr.requirements')}
            error={errors['fr.requirements']}
            rows={6}
          />
        </div>
      </section>
      <FormFooter
        error={form.formError}
        listPath={listPath}
        cancelLabel={texts.cancel}
        addLabel={texts.add}
        editing={Boolean(job)}
        busy={busy}
        uploading={false}
      />
      {guard.dialog}
    </form>
  );
}
