import { useState } from 'react';
import { Link } from 'react-router-dom';
import { projectEnhancedInputSchema, projectEnhancedRecordSchema, type ProjectEnhanced } from '#src/schemas/project-enhanced.ts';
import { FormError, SlugField, TextAreaField, TextField } from '#admin/components/form-fields.tsx';
import { FormattedTextField } from '#admin/components/formatted-text/formatted-text-field.tsx';
import type { LogoUpload } from '#admin/lib/logo-upload.ts';
import { slugify } from '#src/schemas/common.ts';
import { useEntityForm } from '#admin/lib/use-entity-form.ts';
import { storedAs } from '#admin/lib/use-edit-conflict.ts';
import { useCreateProjectEnhanced, useUpdateProjectEnhanced } from '#admin/features/projects-enhanced/api.ts';
import { useTexts } from '#admin/lib/language.tsx';
import { itemTexts } from '#admin/lib/texts/items.ts';
import { mediaTexts } from '#admin/lib/texts/media.ts';
import { projectFormTexts, projectTexts } from '#admin/lib/texts/projects.ts';
import { fill } from '#src/i18n/fill.ts';
import { fieldOfValue, toInput, toValues, type Values } from '#admin/features/projects-enhanced/components/project-enhanced-values.ts';
import { fieldLabel } from '#admin/lib/texts/messages.ts';
import { useAdminLanguage } from '#admin/lib/language.tsx';
import { LocationFields } from '#admin/features/projects-enhanced/components/location-fields.tsx';
import { ImageFields } from '#admin/features/projects-enhanced/components/image-fields.tsx';
import { RelationPickers, type TaxonomyOptions } from '#admin/features/projects-enhanced/components/relation-pickers.tsx';
import { ScopeFields } from '#admin/features/projects-enhanced/components/scope-fields.tsx';
import { TranslationPanel } from '#admin/features/projects-enhanced/components/translation-panel.tsx';
import { ScheduleFields } from '#admin/features/projects-enhanced/components/schedule-fields.tsx';
import { SeoFields } from '#admin/features/projects-enhanced/components/seo-fields.tsx';

// Every field of an enhanced project: title and client required, logo by URL
// or upload, relations picked from the categories, sectors and technologies.
// The form holds the values and the save, and its first section (title, slug,
// client, summary, description); every other section is a part of its own.

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
  const common = useTexts(itemTexts);
  const media = useTexts(mediaTexts);
  const f = texts.fields;
  const { language } = useAdminLanguage();
  const related = new Map([...options.categories, ...options.sectors, ...options.technologies].map((option) => [option.id, option.label]));
  const { form, formRef, onSubmit, busy, guard, conflictPanel } = useEntityForm({
    initial: toValues(project),
    schema: projectEnhancedInputSchema,
    toInput: (values) => toInput(values, slugEdited ? values.slug : '', project),
    save: (input, version) => (project ? update.mutateAsync({ id: project.id, patch: input, version }) : create.mutateAsync(input)),
    edited: project && {
      record: project,
      valuesOf: storedAs(projectEnhancedRecordSchema, toValues),
      labelOf: (key) => (key === 'gallery' ? media.gallery : fieldLabel(fieldOfValue[key as Exclude<keyof Values, 'gallery'>], language)),
      describe: (key, value) =>
        key.endsWith('_ids') && Array.isArray(value)
          ? value.map((id) => related.get(String(id)) ?? String(id)).join(', ') || '—'
          : undefined,
    },
    savedMessage: (saved) => fill(project ? listTexts.saved : listTexts.created, { title: saved.title }),
    failure: listTexts.saveFailed,
    onSaved,
  });
  const { values, set, errors } = form;
  const fields = { values, set, errors };
  const [uploading, setUploading] = useState(false);
  const [socialUploading, setSocialUploading] = useState(false);

  return (
    <form ref={formRef} className="entity-form" onSubmit={onSubmit} noValidate aria-busy={busy}>
      {conflictPanel}
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
          <FormattedTextField
            label={f.description}
            value={values.description}
            onValueChange={set('description')}
            error={errors.description}
            rows={8}
            maxLength={10000}
            fieldClassName="span-2"
          />
        </div>
      </section>

      <LocationFields {...fields} />

      <ImageFields {...fields} upload={upload} onUploadingChange={setUploading} media={project?.media ?? []} />

      <RelationPickers {...fields} options={options} />

      <ScopeFields {...fields} />

      <TranslationPanel {...fields} />

      <SeoFields {...fields} onUploadingChange={setSocialUploading} />

      <ScheduleFields {...fields} />

      <FormError message={form.formError} />
      <div className="form-actions form-actions--sticky">
        <Link to={listPath} className="button button--secondary">
          {texts.cancel}
        </Link>
        <button type="submit" className="button button--primary" disabled={busy || uploading || socialUploading}>
          {busy ? common.saving : project ? common.saveChanges : texts.create}
        </button>
      </div>
      {guard.dialog}
    </form>
  );
}
