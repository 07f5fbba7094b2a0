import { useState } from 'react';
import { credentialInputSchema, credentialKinds, credentialSchema, type Credential, type CredentialKind } from '#src/schemas/credential.ts';
import type { Field } from '#src/schemas/field-labels.ts';
import { SelectField, TextAreaField, TextField } from '#admin/components/form-fields.tsx';
import { ImagePickerField } from '#admin/components/media/image-picker-field.tsx';
import { ItemFormShell } from '#admin/components/item-form-shell.tsx';
import { useEntityForm } from '#admin/lib/use-entity-form.ts';
import { storedAs } from '#admin/lib/use-edit-conflict.ts';
import { parseDisplayOrder } from '#admin/lib/use-form-state.ts';
import { useCreateCredential, useUpdateCredential } from '#admin/features/credentials/api.ts';
import { useAdminLanguage, useTexts } from '#admin/lib/language.tsx';
import { fieldLabel } from '#admin/lib/texts/messages.ts';
import { credentialTexts } from '#admin/features/credentials/texts.ts';
import { fill } from '#src/i18n/fill.ts';

// New credential / Edit credential: kind, names and scope in both languages,
// issuer, number, the validity dates (the last valid day included), a logo from
// the media library, the order on the page and whether it is published.

interface Values {
  kind: CredentialKind;
  name: string;
  issuer: string;
  number: string;
  scope: string;
  valid_from: string;
  valid_until: string;
  logo_url: string;
  display_order: string;
  is_published: boolean;
  'fr.name': string;
  'fr.scope': string;
}

const toValues = (credential: Credential | undefined, count: number): Values => ({
  kind: credential?.kind ?? 'certification',
  name: credential?.name ?? '',
  issuer: credential?.issuer ?? '',
  number: credential?.number ?? '',
  scope: credential?.scope ?? '',
  valid_from: credential?.valid_from ?? '',
  valid_until: credential?.valid_until ?? '',
  logo_url: credential?.logo_url ?? '',
  display_order: String(credential?.display_order ?? count),
  is_published: credential?.is_published ?? true,
  'fr.name': credential?.fr.name ?? '',
  'fr.scope': credential?.fr.scope ?? '',
});

const fieldOfValue: Record<keyof Values, Field> = {
  kind: 'kind',
  name: 'name',
  issuer: 'issuer',
  number: 'number',
  scope: 'scope',
  valid_from: 'valid_from',
  valid_until: 'valid_until',
  logo_url: 'logo_url',
  display_order: 'display_order',
  is_published: 'published',
  'fr.name': 'french_name',
  'fr.scope': 'french_scope',
};

export interface CredentialFormProps {
  credential?: Credential;
  count: number;
  listPath: string;
  onSaved: () => void;
}

export function CredentialForm({ credential, count, listPath, onSaved }: CredentialFormProps) {
  const create = useCreateCredential();
  const update = useUpdateCredential();
  const texts = useTexts(credentialTexts);
  const { language } = useAdminLanguage();
  const { form, formRef, onSubmit, busy, guard, conflictPanel } = useEntityForm({
    initial: toValues(credential, count),
    schema: credentialInputSchema,
    toInput: ({ 'fr.name': frenchName, 'fr.scope': frenchScope, ...values }) => ({
      ...values,
      display_order: parseDisplayOrder(values.display_order, 0),
      fr: { name: frenchName, scope: frenchScope },
    }),
    save: (input, version) => (credential ? update.mutateAsync({ id: credential.id, patch: input, version }) : create.mutateAsync(input)),
    edited: credential && {
      record: credential,
      valuesOf: storedAs(credentialSchema, (stored) => toValues(stored, 0)),
      labelOf: (key) => fieldLabel(fieldOfValue[key as keyof Values], language),
    },
    savedMessage: (saved) => fill(credential ? texts.saved : texts.added, { name: saved.name }),
    failure: texts.saveFailed,
    onSaved,
  });
  const { values, set, errors } = form;
  const [uploading, setUploading] = useState(false);
  const kindOptions = credentialKinds.map((kind) => ({ value: kind, label: texts.kinds[kind] }));

  return (
    <ItemFormShell
      formRef={formRef}
      onSubmit={onSubmit}
      busy={busy}
      conflictPanel={conflictPanel}
      guardDialog={guard.dialog}
      form={form}
      shown={{ checked: values.is_published, onChange: set('is_published'), label: texts.publishedLabel, hint: texts.publishedHint }}
      sectionId="credential-details"
      listPath={listPath}
      texts={texts}
      editing={Boolean(credential)}
      uploading={uploading}
    >
      <SelectField label={texts.kind} value={values.kind} onValueChange={set('kind')} options={kindOptions} error={errors.kind} required />
      <TextField label={texts.name} value={values.name} onValueChange={set('name')} error={errors.name} required maxLength={160} />
      <TextField
        label={texts.nameFr}
        lang="fr"
        value={values['fr.name']}
        onValueChange={set('fr.name')}
        error={errors['fr.name']}
        maxLength={160}
      />
      <TextField
        label={texts.issuer}
        value={values.issuer}
        onValueChange={set('issuer')}
        error={errors.issuer}
        hint={texts.issuerHint}
        required
        maxLength={160}
      />
      <TextField label={texts.number} value={values.number} onValueChange={set('number')} error={errors.number} maxLength={80} />
      <TextAreaField label={texts.scope} value={values.scope} onValueChange={set('scope')} error={errors.scope} rows={2} maxLength={400} />
      <TextAreaField
        label={texts.scopeFr}
        lang="fr"
        value={values['fr.scope']}
        onValueChange={set('fr.scope')}
        error={errors['fr.scope']}
        rows={2}
        maxLength={400}
      />
      <div className="form-grid">
        <TextField
          label={texts.validFrom}
          type="date"
          value={values.valid_from}
          onValueChange={set('valid_from')}
          error={errors.valid_from}
          required
        />
        <TextField
          label={texts.validUntil}
          type="date"
          value={values.valid_until}
          onValueChange={set('valid_until')}
          error={errors.valid_until}
          hint={texts.validUntilHint}
          required
        />
      </div>
      <ImagePickerField
        label={texts.logo}
        value={values.logo_url}
        onValueChange={set('logo_url')}
        error={errors.logo_url}
        hint={texts.logoHint}
        previewAlt={fill(texts.logoAlt, { name: values.name })}
        onUploadingChange={setUploading}
      />
    </ItemFormShell>
  );
}
