import { useState } from 'react';
import { Link } from 'react-router-dom';
import { projectCategories, projectInputSchema, projectSchema, type Project } from '#src/schemas/project.ts';
import type { Field } from '#src/schemas/field-labels.ts';
import { DisplayOrderField, FormError, SelectField, SwitchField, TextAreaField, TextField } from '#admin/components/form-fields.tsx';
import { ImagePickerField } from '#admin/components/media/image-picker-field.tsx';
import { ListEditor } from '#admin/components/list-editor.tsx';
import { useEntityForm } from '#admin/lib/use-entity-form.ts';
import { storedAs } from '#admin/lib/use-edit-conflict.ts';
import { parseDisplayOrder } from '#admin/lib/use-form-state.ts';
import { useCreateProject, useUpdateProject } from '#admin/features/projects/api.ts';
import { useAdminLanguage, useTexts } from '#admin/lib/language.tsx';
import { fieldLabel } from '#admin/lib/texts/messages.ts';
import { itemTexts } from '#admin/lib/texts/items.ts';
import { projectFormTexts, projectTexts } from '#admin/lib/texts/projects.ts';
import { oldProjectTexts } from '#admin/features/projects/texts.ts';
import { fill } from '#src/i18n/fill.ts';

// New Project / Edit Project for the old kind: title, client, description and
// category required; blank technology and outcome rows dropped on save.

type Category = (typeof projectCategories)[number];

interface Values {
  title: string;
  client: string;
  description: string;
  category: Category | '';
  image_url: string;
  duration: string;
  location: string;
  technologies: string[];
  outcomes: string[];
  display_order: string;
  is_published: boolean;
}

function toValues(project: Project | undefined): Values {
  return {
    title: project?.title ?? '',
    client: project?.client ?? '',
    description: project?.description ?? '',
    category: project?.category ?? '',
    image_url: project?.image_url ?? '',
    duration: project?.duration ?? '',
    location: project?.location ?? '',
    technologies: project?.technologies.length ? project.technologies : [''],
    outcomes: project?.outcomes.length ? project.outcomes : [''],
    display_order: String(project?.display_order ?? 0),
    is_published: project?.is_published ?? true,
  };
}

const fieldOfValue: Record<keyof Values, Field> = {
  title: 'title',
  client: 'client',
  description: 'description',
  category: 'category',
  image_url: 'image_url',
  duration: 'duration',
  location: 'location',
  technologies: 'technologies',
  outcomes: 'outcomes',
  display_order: 'display_order',
  is_published: 'published',
};

export function ProjectForm({ project, listPath, onSaved }: { project?: Project; listPath: string; onSaved: () => void }) {
  const texts = useTexts(projectTexts);
  const fields = useTexts(projectFormTexts);
  const old = useTexts(oldProjectTexts);
  const common = useTexts(itemTexts);
  const categoryOptions = [
    { value: '' as const, label: old.chooseCategory },
    ...projectCategories.map((value) => ({ value, label: old.categoryNames[value] })),
  ];
  const create = useCreateProject();
  const update = useUpdateProject();
  const { language } = useAdminLanguage();
  const { form, formRef, onSubmit, busy, guard, conflictPanel } = useEntityForm({
    initial: toValues(project),
    schema: projectInputSchema,
    toInput: (values) => ({ ...values, display_order: parseDisplayOrder(values.display_order, 0) }),
    save: (input, version) => (project ? update.mutateAsync({ id: project.id, patch: input, version }) : create.mutateAsync(input)),
    edited: project && {
      record: project,
      valuesOf: storedAs(projectSchema, toValues),
      labelOf: (key) => fieldLabel(fieldOfValue[key as keyof Values], language),
    },
    savedMessage: (saved) => fill(project ? texts.saved : texts.created, { title: saved.title }),
    failure: texts.saveFailed,
    onSaved,
  });
  const { values, set, errors } = form;
  const [uploading, setUploading] = useState(false);

  return (
    <form ref={formRef} className="entity-form" onSubmit={onSubmit} noValidate aria-busy={busy}>
      {conflictPanel}
      <section className="form-section" aria-labelledby="project-basics">
        <h2 id="project-basics" className="form-section__title">
          {old.sections.project}
        </h2>
        <div className="form-grid">
          <TextField
            label={fields.fields.title}
            value={values.title}
            onValueChange={set('title')}
            error={errors.title}
            required
            maxLength={200}
            fieldClassName="span-2"
          />
          <TextField
            label={fields.fields.client}
            value={values.client}
            onValueChange={set('client')}
            error={errors.client}
            required
            maxLength={200}
          />
          <SelectField
            label={old.category}
            value={values.category}
            onValueChange={set('category')}
            options={categoryOptions}
            error={errors.category}
            required
          />
          <TextField
            label={old.location}
            value={values.location}
            onValueChange={set('location')}
            error={errors.location}
            placeholder={old.locationPlaceholder}
          />
          <TextField
            label={fields.fields.duration}
            value={values.duration}
            onValueChange={set('duration')}
            error={errors.duration}
            placeholder={old.durationPlaceholder}
          />
          <TextAreaField
            label={fields.fields.description}
            value={values.description}
            onValueChange={set('description')}
            error={errors.description}
            required
            rows={5}
            maxLength={5000}
            fieldClassName="span-2"
          />
        </div>
      </section>

      <section className="form-section" aria-labelledby="project-media">
        <h2 id="project-media" className="form-section__title">
          {old.sections.image}
        </h2>
        <ImagePickerField
          label={old.image}
          value={values.image_url}
          onValueChange={set('image_url')}
          error={errors.image_url}
          previewAlt={old.imagePreview}
          onUploadingChange={setUploading}
        />
      </section>

      <section className="form-section" aria-labelledby="project-details">
        <h2 id="project-details" className="form-section__title">
          {old.sections.details}
        </h2>
        <div className="form-grid">
          <ListEditor
            legend={fields.fields.technologies}
            itemLabel={old.technology}
            addLabel={old.addTechnology}
            values={values.technologies}
            onChange={set('technologies')}
            error={errors.technologies}
          />
          <ListEditor
            legend={old.outcomes}
            itemLabel={old.outcome}
            addLabel={old.addOutcome}
            values={values.outcomes}
            onChange={set('outcomes')}
            error={errors.outcomes}
          />
        </div>
      </section>

      <section className="form-section" aria-labelledby="project-publishing">
        <h2 id="project-publishing" className="form-section__title">
          {old.sections.publishing}
        </h2>
        <div className="form-grid">
          <DisplayOrderField
            value={values.display_order}
            onValueChange={set('display_order')}
            error={errors.display_order}
            hint={fields.orderHint}
          />
          <SwitchField
            label={fields.fields.published}
            checked={values.is_published}
            onCheckedChange={set('is_published')}
            hint={old.publishedHint}
          />
        </div>
      </section>

      <FormError message={form.formError} />
      <div className="form-actions form-actions--sticky">
        <Link to={listPath} className="button button--secondary">
          {fields.cancel}
        </Link>
        <button type="submit" className="button button--primary" disabled={busy || uploading}>
          {busy ? common.saving : project ? common.saveChanges : fields.create}
        </button>
      </div>
      {guard.dialog}
    </form>
  );
}
