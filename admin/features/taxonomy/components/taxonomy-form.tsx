import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { slugify } from '#src/schemas/common.ts';
import { taxonomyInputSchemas, technologyTypes, type TaxonomyType } from '#src/schemas/taxonomy.ts';
import { DisplayOrderField, FormError, SelectField, SlugField, TextAreaField, TextField } from '#admin/components/form-fields.tsx';
import { useToast } from '#admin/components/toast.tsx';
import { failureMessage, fieldErrorsOf, isSessionEnd } from '#admin/lib/errors.ts';
import { parseDisplayOrder, useFormState } from '#admin/lib/use-form-state.ts';
import { focusFirstError, validate } from '#admin/lib/validate.ts';
import { createTaxonomyItem, taxonomyKeys, updateTaxonomyItem, type TaxonomyPayload } from '#admin/features/taxonomy/api.ts';
import { taxonomyRowSchema, type TaxonomyRow } from '#src/schemas/taxonomy-rows.ts';
import type { Field } from '#src/schemas/field-labels.ts';
import { useAdminLanguage, useTexts } from '#admin/lib/language.tsx';
import { storedAs, useEditConflict } from '#admin/lib/use-edit-conflict.ts';
import { fieldLabel } from '#admin/lib/texts/messages.ts';
import { itemTexts } from '#admin/lib/texts/items.ts';
import { taxonomyTexts } from '#admin/features/taxonomy/texts.ts';
import { fill } from '#src/i18n/fill.ts';

// The inline add/edit form above each taxonomy table. The slug follows the
// name (slugify) until it is edited by hand; a new item's display order
// defaults to the number of items plus one.

type TechnologyType = (typeof technologyTypes)[number] | '';

interface Values {
  name: string;
  slug: string;
  display_order: string;
  vendor: string;
  type: TechnologyType;
  description: string;
  // The French texts, named as the API names their errors.
  'fr.name': string;
  'fr.description': string;
}

/** The shared field each value is labelled as (the comparison after a save met another, ADR 0045). */
const fieldOfValue: Record<keyof Values, Field> = {
  name: 'name',
  slug: 'slug',
  display_order: 'display_order',
  vendor: 'vendor',
  type: 'type',
  description: 'description',
  'fr.name': 'french_name',
  'fr.description': 'french_description',
};

function toValues(item: TaxonomyRow | null, count: number): Values {
  return {
    name: item?.name ?? '',
    slug: item?.slug ?? '',
    display_order: String(item?.display_order ?? count + 1),
    vendor: item?.vendor ?? '',
    type: item?.type ?? '',
    description: item?.description ?? '',
    'fr.name': item?.fr.name ?? '',
    'fr.description': item?.fr.description ?? '',
  };
}

export interface TaxonomyFormProps {
  type: TaxonomyType;
  editing: TaxonomyRow | null;
  count: number;
  onDone: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

export function TaxonomyForm({ type, editing, count, onDone, onDirtyChange }: TaxonomyFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const toast = useToast();
  const all = useTexts(taxonomyTexts);
  const common = useTexts(itemTexts);
  const labels = all.types[type];
  const typeOptions: { value: TechnologyType; label: string }[] = [
    { value: '', label: all.noType },
    ...technologyTypes.map((value) => ({ value, label: value })),
  ];
  const isTechnology = type === 'technologies';
  const form = useFormState(toValues(editing, count));
  const { values, set, errors } = form;
  const { language } = useAdminLanguage();
  const conflict = useEditConflict(
    form,
    editing
      ? {
          record: editing,
          valuesOf: storedAs(taxonomyRowSchema, (row) => toValues(row, count)),
          labelOf: (key) => fieldLabel(fieldOfValue[key as keyof Values], language),
        }
      : undefined,
  );
  const [slugEdited, setSlugEdited] = useState(editing !== null);

  useEffect(() => onDirtyChange(form.dirty), [form.dirty, onDirtyChange]);

  // A new item waiting to be typed follows the list: its default order stays count + 1.
  const { dirty, reset } = form;
  useEffect(() => {
    if (!editing && !dirty) reset(toValues(null, count));
  }, [count, editing, dirty, reset]);

  useEffect(() => {
    if (editing) nameRef.current?.focus();
  }, [editing]);

  const mutation = useMutation({
    mutationFn: (input: TaxonomyPayload) =>
      editing ? updateTaxonomyItem(type, editing.id, input, conflict.version) : createTaxonomyItem(type, input),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: taxonomyKeys.type(type) });
      toast.success(fill(editing ? labels.saved : labels.added, { name: saved.name }));
      form.reset(toValues(null, count + (editing ? 0 : 1)));
      setSlugEdited(false);
      onDone();
    },
    onError: (error) => {
      if (isSessionEnd(error) || conflict.merge(error)) return;
      toast.error(labels.saveFailed);
      form.setErrors(fieldErrorsOf(error));
      form.setFormError(failureMessage(error, labels.saveFailed));
      window.requestAnimationFrame(() => focusFirstError(formRef.current));
    },
  });

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.setFormError(null);
    const candidate = {
      name: values.name,
      slug: values.slug,
      display_order: parseDisplayOrder(values.display_order, undefined),
      ...(isTechnology ? { vendor: values.vendor, type: values.type, description: values.description } : {}),
      fr: { name: values['fr.name'], ...(isTechnology ? { description: values['fr.description'] } : {}) },
    };
    const result = validate(taxonomyInputSchemas[type], candidate);
    if (!result.success) {
      form.setErrors(result.errors);
      window.requestAnimationFrame(() => focusFirstError(formRef.current));
      return;
    }
    mutation.mutate(result.data);
  };

  const busy = mutation.isPending;
  const title = editing ? fill(labels.editTitle, { name: editing.name }) : labels.addTitle;

  return (
    <form ref={formRef} className="inline-form" onSubmit={onSubmit} noValidate aria-labelledby={`${type}-form-title`} aria-busy={busy}>
      <h2 id={`${type}-form-title`} className="inline-form__title">
        {title}
      </h2>
      {conflict.panel}
      <div className={isTechnology ? 'inline-form__grid inline-form__grid--wide' : 'inline-form__grid'}>
        <TextField
          label={all.name}
          inputRef={nameRef}
          value={values.name}
          onValueChange={(name) => {
            set('name')(name);
            if (!slugEdited) set('slug')(slugify(name));
          }}
          error={errors.name}
          required
          maxLength={100}
        />
        <SlugField
          value={values.slug}
          onValueChange={(slug) => {
            setSlugEdited(true);
            set('slug')(slug);
          }}
          error={errors.slug}
          required
          hint={
            slugEdited && values.name ? (
              <button
                type="button"
                className="link-button"
                onClick={() => {
                  setSlugEdited(false);
                  set('slug')(slugify(values.name));
                }}
              >
                {all.derive}
              </button>
            ) : (
              all.follows
            )
          }
        />
        <DisplayOrderField value={values.display_order} onValueChange={set('display_order')} error={errors.display_order} required />
        <TextField
          label={all.nameFr}
          lang="fr"
          value={values['fr.name']}
          onValueChange={set('fr.name')}
          error={errors['fr.name']}
          maxLength={100}
          hint={all.nameFrHint}
        />
        {isTechnology ? (
          <>
            <TextField
              label={all.vendor}
              value={values.vendor}
              onValueChange={set('vendor')}
              error={errors.vendor}
              maxLength={100}
              placeholder="Siemens"
            />
            <SelectField label={all.type} value={values.type} onValueChange={set('type')} options={typeOptions} error={errors.type} />
            <TextAreaField
              label={all.description}
              value={values.description}
              onValueChange={set('description')}
              error={errors.description}
              rows={2}
              maxLength={1000}
              fieldClassName="span-all"
            />
            <TextAreaField
              label={all.descriptionFr}
              lang="fr"
              value={values['fr.description']}
              onValueChange={set('fr.description')}
              error={errors['fr.description']}
              rows={2}
              maxLength={1000}
              fieldClassName="span-all"
            />
          </>
        ) : null}
      </div>
      <FormError message={form.formError} />
      <div className="form-actions">
        {editing || form.dirty ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              form.reset(toValues(null, count));
              setSlugEdited(false);
              onDone();
            }}
          >
            {all.cancel}
          </button>
        ) : null}
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? common.saving : editing ? common.saveChanges : labels.addButton}
        </button>
      </div>
    </form>
  );
}
