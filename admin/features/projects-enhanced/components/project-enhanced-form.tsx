import { useState } from 'react';
import { Link } from 'react-router-dom';
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
  is_featured: boolean;
  category_ids: string[];
  sector_ids: string[];
  technology_ids: string[];
  // The French texts (issue 15), named as the API names their errors.
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
  const entries = (typeof text === 'string' ? [text] : text).filter((entry) => entry.trim() !== '');
  return (
    <div className="translation__source" lang="en">
      <p className="translation__label">{label} (English)</p>
      {entries.length === 0 ? (
        <p className="translation__empty">No English text</p>
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
type FrenchSpec =
  | { field: FrenchTextKey; label: string; max: number; rows?: number; placeholder?: string }
  | { field: FrenchListKey; label: string; item: string };

const frenchFields: FrenchSpec[] = [
  { field: 'title', label: 'Title', max: 200 },
  { field: 'project_summary', label: 'Summary', max: 1000, rows: 3 },
  { field: 'description', label: 'Description', max: 10000, rows: 6 },
  { field: 'scope_objectives', label: 'Scope and objectives', item: 'objective' },
  { field: 'key_results', label: 'Key results', item: 'result' },
  { field: 'duration_display', label: 'Duration', max: 100, placeholder: '18 mois' },
  { field: 'location_city', label: 'City', max: 100 },
  { field: 'location_country', label: 'Country', max: 100 },
];

interface FrenchFieldProps {
  spec: FrenchSpec;
  values: Values;
  set: <K extends keyof Values>(key: K) => (value: Values[K]) => void;
  errors: Partial<Record<string, string>>;
}

function FrenchField({ spec, values, set, errors }: FrenchFieldProps) {
  const label = `${spec.label} in French`;
  if ('item' in spec) {
    const listKey = `fr.${spec.field}` as const;
    const capitalised = spec.item.charAt(0).toUpperCase() + spec.item.slice(1);
    return (
      <>
        <Source label={spec.label} text={values[spec.field]} />
        <ListEditor
          legend={label}
          itemLabel={`${capitalised} in French`}
          addLabel={`Add French ${spec.item}`}
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
      <Source label={spec.label} text={values[spec.field]} />
      {spec.rows ? <TextAreaField {...common} rows={spec.rows} /> : <TextField {...common} placeholder={spec.placeholder} />}
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
  const { form, formRef, onSubmit, busy, guard } = useEntityForm({
    initial: toValues(project),
    schema: projectEnhancedInputSchema,
    toInput: (values) => toInput(values, slugEdited ? values.slug : ''),
    save: (input) => (project ? update.mutateAsync({ id: project.id, patch: input }) : create.mutateAsync(input)),
    savedMessage: (saved) => (project ? `Project “${saved.title}” saved` : `Project “${saved.title}” created`),
    failure: 'Failed to save project',
    onSaved,
  });
  const { values, set, errors } = form;
  const [uploading, setUploading] = useState(false);

  const recommended = `${FEATURED_IMAGE_SIZE.width}x${FEATURED_IMAGE_SIZE.height}`;

  return (
    <form ref={formRef} className="entity-form" onSubmit={onSubmit} noValidate aria-busy={busy}>
      <section className="form-section" aria-labelledby="pe-project">
        <h2 id="pe-project" className="form-section__title">
          Project
        </h2>
        <div className="form-grid">
          <TextField
            label="Title"
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
            hint={
              project
                ? 'Lowercase letters, digits and hyphens. When you change it, the old slug is kept so links to it can be redirected.'
                : 'Follows the title; edit it to choose your own, or leave it empty to derive it from the title.'
            }
            fieldClassName="span-2"
          />
          <TextField
            label="Client"
            value={values.client}
            onValueChange={set('client')}
            error={errors.client}
            required
            maxLength={200}
            fieldClassName="span-2"
          />
          <TextAreaField
            label="Summary"
            value={values.project_summary}
            onValueChange={set('project_summary')}
            error={errors.project_summary}
            rows={3}
            maxLength={1000}
            hint="Shown on the project card (three lines at most)."
            fieldClassName="span-2"
          />
          <TextAreaField
            label="Description"
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
          Location and dates
        </h2>
        <div className="form-grid form-grid--3">
          <TextField
            label="City"
            value={values.location_city}
            onValueChange={set('location_city')}
            error={errors.location_city}
            maxLength={100}
          />
          <TextField
            label="Country"
            value={values.location_country}
            onValueChange={set('location_country')}
            error={errors.location_country}
            maxLength={100}
          />
          <TextField
            label="Duration"
            value={values.duration_display}
            onValueChange={set('duration_display')}
            error={errors.duration_display}
            placeholder="18 months"
            maxLength={100}
          />
          <TextField
            label="Start date"
            value={values.start_date}
            onValueChange={set('start_date')}
            error={errors.start_date}
            placeholder="March 2023"
            maxLength={50}
          />
          <TextField
            label="End date"
            value={values.end_date}
            onValueChange={set('end_date')}
            error={errors.end_date}
            placeholder="September 2024"
            maxLength={50}
          />
          <SwitchField
            label="Ongoing"
            checked={values.is_ongoing}
            onCheckedChange={set('is_ongoing')}
            hint="The project is still running."
          />
        </div>
      </section>

      <section className="form-section" aria-labelledby="pe-images">
        <h2 id="pe-images" className="form-section__title">
          Logo and image
        </h2>
        <div className="form-grid">
          <LogoField
            label="Logo URL"
            value={values.logo_url}
            onValueChange={set('logo_url')}
            upload={upload}
            error={errors.logo_url}
            onUploadingChange={setUploading}
          />
          <div>
            <TextField
              label="Featured image URL"
              type="url"
              inputMode="url"
              placeholder="https://…"
              value={values.featured_image}
              onValueChange={set('featured_image')}
              error={errors.featured_image}
              hint={`Recommended size ${recommended} pixels.`}
            />
            <ImagePreview src={values.featured_image} alt="Featured image preview" className="image-preview--wide" />
          </div>
        </div>
      </section>

      <section className="form-section" aria-labelledby="pe-classification">
        <h2 id="pe-classification" className="form-section__title">
          Categories, sectors and technologies
        </h2>
        <div className="form-grid form-grid--3">
          <MultiSelect
            legend="Categories"
            options={options.categories}
            selected={values.category_ids}
            onChange={set('category_ids')}
            emptyText="No categories yet. Add them on the Categories page."
            error={errors.category_ids}
            loading={options.loading}
          />
          <MultiSelect
            legend="Sectors"
            options={options.sectors}
            selected={values.sector_ids}
            onChange={set('sector_ids')}
            emptyText="No sectors yet. Add them on the Sectors page."
            error={errors.sector_ids}
            loading={options.loading}
          />
          <MultiSelect
            legend="Technologies"
            options={options.technologies}
            selected={values.technology_ids}
            onChange={set('technology_ids')}
            emptyText="No technologies yet. Add them on the Technologies page."
            error={errors.technology_ids}
            loading={options.loading}
          />
        </div>
      </section>

      <section className="form-section" aria-labelledby="pe-scope">
        <h2 id="pe-scope" className="form-section__title">
          Scope and results
        </h2>
        <div className="form-grid">
          <ListEditor
            legend="Scope and objectives"
            itemLabel="Objective"
            addLabel="Add objective"
            values={values.scope_objectives}
            onChange={set('scope_objectives')}
            error={errors.scope_objectives}
          />
          <ListEditor
            legend="Key results"
            itemLabel="Result"
            addLabel="Add result"
            values={values.key_results}
            onChange={set('key_results')}
            error={errors.key_results}
          />
        </div>
      </section>

      <section className="form-section" aria-labelledby="pe-french">
        <h2 id="pe-french" className="form-section__title">
          French
        </h2>
        <p className="form-section__intro">The French site shows these texts; where one is left empty it shows the English text instead.</p>
        <div className="translation">
          {frenchFields.map((spec) => (
            <FrenchField key={spec.field} spec={spec} values={values} set={set} errors={errors} />
          ))}
        </div>
      </section>

      <section className="form-section" aria-labelledby="pe-publishing">
        <h2 id="pe-publishing" className="form-section__title">
          Publishing
        </h2>
        <div className="form-grid form-grid--3">
          <TextField
            label="Display order"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={values.display_order}
            onValueChange={set('display_order')}
            error={errors.display_order}
            hint="Lower numbers are listed first."
          />
          <SwitchField
            label="Published"
            checked={values.is_published}
            onCheckedChange={set('is_published')}
            hint="Shown on /projects-enhanced."
          />
          <SwitchField
            label="Featured"
            checked={values.is_featured}
            onCheckedChange={set('is_featured')}
            hint="Highlighted among the projects."
          />
        </div>
      </section>

      <FormError message={form.formError} />
      <div className="form-actions form-actions--sticky">
        <Link to={listPath} className="button button--secondary">
          Cancel
        </Link>
        <button type="submit" className="button button--primary" disabled={busy || uploading}>
          {busy ? 'Saving...' : project ? 'Save changes' : 'Create project'}
        </button>
      </div>
      {guard.dialog}
    </form>
  );
}
