import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Shown } from '#admin/lib/coded-text.ts';
import { FEATURED_IMAGE_SIZE, projectEnhancedInputSchema, type ProjectEnhanced } from '#src/schemas/project-enhanced.ts';
import { FormError, SlugField, SwitchField, TextAreaField, TextField } from '#admin/components/form-fields.tsx';
import { ImagePreview } from '#admin/components/image-preview.tsx';
import { ListEditor } from '#admin/components/list-editor.tsx';
import { LogoField } from '#admin/components/logo-field.tsx';
import type { LogoUpload } from '#admin/lib/logo-upload.ts';
import { MultiSelect, type MultiSelectOption } from '#admin/components/multi-select.tsx';
import { slugify } from '#src/schemas/common.ts';
import { useEntityForm } from '#admin/lib/use-entity-form.ts';
import { parseDisplayOrder } from '#admin/lib/use-form-state.ts';
import { useCreateProjectEnhanced, useUpdateProjectEnhanced } from '#admin/features/projects-enhanced/api.ts';
import { useTexts } from '#admin/lib/language.tsx';
import { commonTexts } from '#admin/lib/texts/common.ts';
import { projectFormTexts, projectTexts } from '#admin/lib/texts/projects.ts';
import { fill } from '#src/i18n/fill.ts';
import { fromLocalInput, toLocalInput } from '#admin/lib/format.ts';

// Every field of an enhanced project: title and client required, logo by URL
// or upload, relations picked from the categories, sectors and technologies.

export interface TaxonomyOptions {
  categories: MultiSelectOption[];
  sectors: MultiSelectOption[];
  technologies: MultiSelectOption[];
  loading: boolean;
}

interface Values {
  title: string;
  slug: string;
  client: string;
  location_city: string;
  location_country: string;
  start_date: string;
  end_date: string;
  duration_display: string;
  is_ongoing: boolean;
  logo_url: string;
  featured_image: string;
  scope_objectives: string[];
  key_results: string[];
  description: string;
  project_summary: string;
  display_order: string;
  is_published: boolean;
  /** `datetime-local` values, in the browser's time zone (ADR 0034). */
  publish_at: string;
  unpublish_at: string;
  is_featured: boolean;
  category_ids: string[];
  sector_ids: string[];
  technology_ids: string[];
  // The French texts, named as the API names their errors.
  'fr.title': string;
  'fr.project_summary': string;
  'fr.description': string;
  'fr.scope_objectives': string[];
  'fr.key_results': string[];
  'fr.duration_display': string;
  'fr.location_city': string;
  'fr.location_country': string;
}

function toValues(project: ProjectEnhanced | undefined): Values {
  return {
    title: project?.title ?? '',
    slug: project?.slug ?? '',
    client: project?.client ?? '',
    location_city: project?.location_city ?? '',
    location_country: project?.location_country ?? '',
    start_date: project?.start_date ?? '',
    end_date: project?.end_date ?? '',
    duration_display: project?.duration_display ?? '',
    is_ongoing: project?.is_ongoing ?? false,
    logo_url: project?.logo_url ?? '',
    featured_image: project?.featured_image ?? '',
    scope_objectives: project?.scope_objectives.length ? project.scope_objectives : [''],
    key_results: project?.key_results.length ? project.key_results : [''],
    description: project?.description ?? '',
    project_summary: project?.project_summary ?? '',
    display_order: String(project?.display_order ?? 0),
    is_published: project?.is_published ?? true,
    publish_at: toLocalInput(project?.publish_at),
    unpublish_at: toLocalInput(project?.unpublish_at),
    is_featured: project?.is_featured ?? false,
    category_ids: project?.category_ids ?? [],
    sector_ids: project?.sector_ids ?? [],
    technology_ids: project?.technology_ids ?? [],
    'fr.title': project?.fr.title ?? '',
    'fr.project_summary': project?.fr.project_summary ?? '',
    'fr.description': project?.fr.description ?? '',
    'fr.scope_objectives': project?.fr.scope_objectives.length ? project.fr.scope_objectives : [''],
    'fr.key_results': project?.fr.key_results.length ? project.fr.key_results : [''],
    'fr.duration_display': project?.fr.duration_display ?? '',
    'fr.location_city': project?.fr.location_city ?? '',
    'fr.location_country': project?.fr.location_country ?? '',
  };
}

/** The values as the API reads them: the French texts together under `fr`. */
function toInput(values: Values, slug: string) {
  const {
    'fr.title': title,
    'fr.project_summary': projectSummary,
    'fr.description': description,
    'fr.scope_objectives': scopeObjectives,
    'fr.key_results': keyResults,
    'fr.duration_display': durationDisplay,
    'fr.location_city': locationCity,
    'fr.location_country': locationCountry,
    ...english
  } = values;
  return {
    ...english,
    slug,
    display_order: parseDisplayOrder(values.display_order, 0),
    publish_at: fromLocalInput(values.publish_at),
    unpublish_at: fromLocalInput(values.unpublish_at),
    fr: {
      title,
      project_summary: projectSummary,
      description,
      scope_objectives: scopeObjectives,
      key_results: keyResults,
      duration_display: durationDisplay,
      location_city: locationCity,
      location_country: locationCountry,
    },
  };
}

/** The English text beside its French field: what is being translated. */
function Source({ label, text }: { label: string; text: string | readonly string[] }) {
  const texts = useTexts(projectFormTexts);
  const entries = (typeof text === 'string' ? [text] : text).filter((entry) => entry.trim() !== '');
  return (
    <div className="translation__source" lang="en">
      <p className="translation__label">{fill(texts.english, { label })}</p>
      {entries.length === 0 ? (
        <p className="translation__empty">{texts.noEnglish}</p>
      ) : typeof text === 'string' ? (
        <p className="translation__text">{text}</p>
      ) : (
        <ul className="translation__text">
          {entries.map((entry, index) => (
            <li key={index}>{entry}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

type FrenchTextKey = 'title' | 'project_summary' | 'description' | 'duration_display' | 'location_city' | 'location_country';
type FrenchListKey = 'scope_objectives' | 'key_results';

/** One French field of the form, beside its English text: a line, a box of `rows` lines, or a list. */
type FieldName = keyof (typeof projectFormTexts)['en']['fields'];
type FrenchSpec =
  | { field: FrenchTextKey; label: FieldName; max: number; rows?: number; placeholder?: boolean }
  | { field: FrenchListKey; label: FieldName; item: 'objective' | 'result' };

const frenchFields: FrenchSpec[] = [
  { field: 'title', label: 'title', max: 200 },
  { field: 'project_summary', label: 'summary', max: 1000, rows: 3 },
  { field: 'description', label: 'description', max: 10000, rows: 6 },
  { field: 'scope_objectives', label: 'scope', item: 'objective' },
  { field: 'key_results', label: 'results', item: 'result' },
  { field: 'duration_display', label: 'duration', max: 100, placeholder: true },
  { field: 'location_city', label: 'city', max: 100 },
  { field: 'location_country', label: 'country', max: 100 },
];

interface FrenchFieldProps {
  spec: FrenchSpec;
  values: Values;
  set: <K extends keyof Values>(key: K) => (value: Values[K]) => void;
  errors: Partial<Record<string, Shown>>;
}

function FrenchField({ spec, values, set, errors }: FrenchFieldProps) {
  const texts = useTexts(projectFormTexts);
  const english = texts.fields[spec.label];
  const label = fill(texts.inFrench, { label: english });
  if ('item' in spec) {
    const listKey = `fr.${spec.field}` as const;
    const item = spec.item === 'objective' ? texts.objective : texts.result;
    return (
      <>
        <Source label={english} text={values[spec.field]} />
        <ListEditor
          legend={label}
          itemLabel={fill(texts.inFrench, { label: item })}
          addLabel={fill(texts.addFrench, { item: item.toLowerCase() })}
          lang="fr"
          values={values[listKey]}
          onChange={set(listKey)}
          error={errors[listKey]}
        />
      </>
    );
  }
  const textKey = `fr.${spec.field}` as const;
  const common = { label, lang: 'fr', value: values[textKey], onValueChange: set(textKey), error: errors[textKey], maxLength: spec.max };
  return (
    <>
      <Source label={english} text={values[spec.field]} />
      {spec.rows ? (
        <TextAreaField {...common} rows={spec.rows} />
      ) : (
        <TextField {...common} placeholder={spec.placeholder ? texts.frenchDurationPlaceholder : undefined} />
      )}
    </>
  );
}

export interface ProjectEnhancedFormProps {
  project?: ProjectEnhanced;
  options: TaxonomyOptions;
  upload: LogoUpload;
  listPath: string;
  onSaved: () => void;
}

export function ProjectEnhancedForm({ project, options, upload, listPath, onSaved }: ProjectEnhancedFormProps) {
  // A new project's slug follows the title until edited by hand (as the
  // taxonomy forms do), and is then sent empty: the server derives it and makes
  // it unique ("-2" when another project has it). A saved project's slug is its
  // published address, so it changes only when someone edits it.
  const [slugEdited, setSlugEdited] = useState(project !== undefined);
  const create = useCreateProjectEnhanced();
  const update = useUpdateProjectEnhanced();
  const texts = useTexts(projectFormTexts);
  const listTexts = useTexts(projectTexts);
  const common = useTexts(commonTexts);
  const f = texts.fields;
  const { form, formRef, onSubmit, busy, guard } = useEntityForm({
    initial: toValues(project),
    schema: projectEnhancedInputSchema,
    toInput: (values) => toInput(values, slugEdited ? values.slug : ''),
    save: (input) => (project ? update.mutateAsync({ id: project.id, patch: input }) : create.mutateAsync(input)),
    savedMessage: (saved) => fill(project ? listTexts.saved : listTexts.created, { title: saved.title }),
    failure: listTexts.saveFailed,
    onSaved,
  });
  const { values, set, errors } = form;
  const [uploading, setUploading] = useState(false);

  const recommended = `${FEATURED_IMAGE_SIZE.width}x${FEATURED_IMAGE_SIZE.height}`;

  return (
    <form ref={formRef} className="entity-form" onSubmit={onSubmit} noValidate aria-busy={busy}>
      <section className="form-section" aria-labelledby="pe-project">
        <h2 id="pe-project" className="form-section__title">
          {texts.sections.project}
        </h2>
        <div className="form-grid">
          <TextField
            label={f.title}
            value={values.title}
            onValueChange={(title) => {
              set('title')(title);
              if (!slugEdited) set('slug')(slugify(title));
            }}
            error={errors.title}
            required
            maxLength={200}
            fieldClassName="span-2"
          />
          <SlugField
            value={values.slug}
            onValueChange={(slug) => {
              setSlugEdited(true);
              set('slug')(slug);
            }}
            error={errors.slug}
            hint={project ? texts.slugSaved : texts.slugNew}
            fieldClassName="span-2"
          />
          <TextField
            label={f.client}
            value={values.client}
            onValueChange={set('client')}
            error={errors.client}
            required
            maxLength={200}
            fieldClassName="span-2"
          />
          <TextAreaField
            label={f.summary}
            value={values.project_summary}
            onValueChange={set('project_summary')}
            error={errors.project_summary}
            rows={3}
            maxLength={1000}
            hint={texts.summaryHint}
            fieldClassName="span-2"
          />
          <TextAreaField
            label={f.description}
            value={values.description}
            onValueChange={set('description')}
            error={errors.description}
            rows={6}
            maxLength={10000}
            fieldClassName="span-2"
          />
        </div>
      </section>

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

      <section className="form-section" aria-labelledby="pe-images">
        <h2 id="pe-images" className="form-section__title">
          {texts.sections.images}
        </h2>
        <div className="form-grid">
          <LogoField
            label={f.logo}
            value={values.logo_url}
            onValueChange={set('logo_url')}
            upload={upload}
            error={errors.logo_url}
            onUploadingChange={setUploading}
          />
          <div>
            <TextField
              label={f.featuredImage}
              type="url"
              inputMode="url"
              placeholder="https://…"
              value={values.featured_image}
              onValueChange={set('featured_image')}
              error={errors.featured_image}
              hint={fill(texts.recommended, { size: recommended })}
            />
            <ImagePreview src={values.featured_image} alt={texts.imagePreview} className="image-preview--wide" />
          </div>
        </div>
      </section>

      <section className="form-section" aria-labelledby="pe-classification">
        <h2 id="pe-classification" className="form-section__title">
          {texts.sections.classification}
        </h2>
        <div className="form-grid form-grid--3">
          <MultiSelect
            legend={f.categories}
            options={options.categories}
            selected={values.category_ids}
            onChange={set('category_ids')}
            emptyText={texts.noCategories}
            error={errors.category_ids}
            loading={options.loading}
          />
          <MultiSelect
            legend={f.sectors}
            options={options.sectors}
            selected={values.sector_ids}
            onChange={set('sector_ids')}
            emptyText={texts.noSectors}
            error={errors.sector_ids}
            loading={options.loading}
          />
          <MultiSelect
            legend={f.technologies}
            options={options.technologies}
            selected={values.technology_ids}
            onChange={set('technology_ids')}
            emptyText={texts.noTechnologies}
            error={errors.technology_ids}
            loading={options.loading}
          />
        </div>
      </section>

      <section className="form-section" aria-labelledby="pe-scope">
        <h2 id="pe-scope" className="form-section__title">
          {texts.sections.scope}
        </h2>
        <div className="form-grid">
          <ListEditor
            legend={f.scope}
            itemLabel={texts.objective}
            addLabel={texts.addObjective}
            values={values.scope_objectives}
            onChange={set('scope_objectives')}
            error={errors.scope_objectives}
          />
          <ListEditor
            legend={f.results}
            itemLabel={texts.result}
            addLabel={texts.addResult}
            values={values.key_results}
            onChange={set('key_results')}
            error={errors.key_results}
          />
        </div>
      </section>

      <section className="form-section" aria-labelledby="pe-french">
        <h2 id="pe-french" className="form-section__title">
          {texts.sections.french}
        </h2>
        <p className="form-section__intro">{texts.frenchIntro}</p>
        <div className="translation">
          {frenchFields.map((spec) => (
            <FrenchField key={spec.field} spec={spec} values={values} set={set} errors={errors} />
          ))}
        </div>
      </section>

      <section className="form-section" aria-labelledby="pe-publishing">
        <h2 id="pe-publishing" className="form-section__title">
          {texts.sections.publishing}
        </h2>
        <div className="form-grid form-grid--3">
          <TextField
            label={common.displayOrder}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
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

      <FormError message={form.formError} />
      <div className="form-actions form-actions--sticky">
        <Link to={listPath} className="button button--secondary">
          {texts.cancel}
        </Link>
        <button type="submit" className="button button--primary" disabled={busy || uploading}>
          {busy ? common.saving : project ? common.saveChanges : texts.create}
        </button>
      </div>
      {guard.dialog}
    </form>
  );
}
