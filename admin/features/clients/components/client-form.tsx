import { useState } from 'react';
import { clientInputSchema, clientSchema, type Client } from '#src/schemas/client.ts';
import type { Field } from '#src/schemas/field-labels.ts';
import { TextField } from '#admin/components/form-fields.tsx';
import { LogoField } from '#admin/components/logo-field.tsx';
import type { LogoUpload } from '#admin/lib/logo-upload.ts';
import { ItemFormShell } from '#admin/components/item-form-shell.tsx';
import { useEntityForm } from '#admin/lib/use-entity-form.ts';
import { storedAs } from '#admin/lib/use-edit-conflict.ts';
import { parseDisplayOrder } from '#admin/lib/use-form-state.ts';
import { useCreateClient, useUpdateClient } from '#admin/features/clients/api.ts';
import { useAdminLanguage, useTexts } from '#admin/lib/language.tsx';
import { fieldLabel } from '#admin/lib/texts/messages.ts';
import { clientTexts } from '#admin/features/clients/texts.ts';
import { fill } from '#src/i18n/fill.ts';

// New Client / Edit Client: name and logo required, website a URL, display
// order 0 or more; active clients are shown in the home-page carousel.

interface Values {
  name: string;
  logo_url: string;
  website: string;
  display_order: string;
  is_active: boolean;
  'fr.name': string;
}

const toValues = (client: Client | undefined, count: number): Values => ({
  name: client?.name ?? '',
  logo_url: client?.logo_url ?? '',
  website: client?.website ?? '',
  display_order: String(client?.display_order ?? count + 1),
  is_active: client?.is_active ?? true,
  'fr.name': client?.fr.name ?? '',
});

const fieldOfValue: Record<keyof Values, Field> = {
  name: 'name',
  logo_url: 'logo_url',
  website: 'website',
  display_order: 'display_order',
  is_active: 'active',
  'fr.name': 'french_name',
};

export interface ClientFormProps {
  client?: Client;
  count: number;
  upload: LogoUpload;
  listPath: string;
  onSaved: () => void;
}

export function ClientForm({ client, count, upload, listPath, onSaved }: ClientFormProps) {
  const create = useCreateClient();
  const texts = useTexts(clientTexts);
  const update = useUpdateClient();
  const { language } = useAdminLanguage();
  const { form, formRef, onSubmit, busy, guard, conflictPanel } = useEntityForm({
    initial: toValues(client, count),
    schema: clientInputSchema,
    toInput: ({ 'fr.name': frenchName, ...values }) => ({
      ...values,
      display_order: parseDisplayOrder(values.display_order, 0),
      fr: { name: frenchName },
    }),
    save: (input, version) => (client ? update.mutateAsync({ id: client.id, patch: input, version }) : create.mutateAsync(input)),
    edited: client && {
      record: client,
      valuesOf: storedAs(clientSchema, (stored) => toValues(stored, 0)),
      labelOf: (key) => fieldLabel(fieldOfValue[key as keyof Values], language),
    },
    savedMessage: (saved) => fill(client ? texts.saved : texts.added, { name: saved.name }),
    failure: texts.saveFailed,
    onSaved,
  });
  const { values, set, errors } = form;
  const [uploading, setUploading] = useState(false);

  return (
    <ItemFormShell
      formRef={formRef}
      onSubmit={onSubmit}
      busy={busy}
      conflictPanel={conflictPanel}
      guardDialog={guard.dialog}
      form={form}
      shown={{ checked: values.is_active, onChange: set('is_active'), label: texts.active, hint: texts.activeHint }}
      sectionId="client-details"
      listPath={listPath}
      texts={texts}
      editing={Boolean(client)}
      uploading={uploading}
    >
      <TextField label={texts.name} value={values.name} onValueChange={set('name')} error={errors.name} required maxLength={120} />
      <TextField
        label={texts.nameFr}
        lang="fr"
        value={values['fr.name']}
        onValueChange={set('fr.name')}
        error={errors['fr.name']}
        maxLength={120}
        hint={texts.nameFrHint}
      />
      <LogoField
        label={texts.logo}
        value={values.logo_url}
        onValueChange={set('logo_url')}
        upload={upload}
        error={errors.logo_url}
        required
        onUploadingChange={setUploading}
      />
      <TextField
        label={texts.website}
        type="url"
        inputMode="url"
        placeholder="https://…"
        value={values.website}
        onValueChange={set('website')}
        error={errors.website}
      />
    </ItemFormShell>
  );
}
