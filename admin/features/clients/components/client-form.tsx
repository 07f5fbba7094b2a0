import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type SubmitEvent } from 'react';
import { Link } from 'react-router-dom';
import { clientInputSchema, type Client, type ClientInput } from '#src/schemas/client.ts';
import { FormError, SwitchField, TextField } from '#admin/components/form-fields.tsx';
import { LogoField, type LogoUpload } from '#admin/components/logo-field.tsx';
import { useToast } from '#admin/components/toast.tsx';
import { useUnsavedChanges } from '#admin/components/unsaved-changes.tsx';
import { failureMessage, fieldErrorsOf, isSessionEnd } from '#admin/lib/errors.ts';
import { parseDisplayOrder, useFormState } from '#admin/lib/use-form-state.ts';
import { focusFirstError, validate } from '#admin/lib/validate.ts';
import { clientKeys, createClient, updateClient } from '#admin/features/clients/api.ts';

// New Client / Edit Client: name and logo required, website a URL, display
// order 0 or more; active clients are shown in the home-page carousel.

interface Values {
  name: string;
  logo_url: string;
  website: string;
  display_order: string;
  is_active: boolean;
}

const toValues = (client: Client | undefined, count: number): Values => ({
  name: client?.name ?? '',
  logo_url: client?.logo_url ?? '',
  website: client?.website ?? '',
  display_order: String(client?.display_order ?? count + 1),
  is_active: client?.is_active ?? true,
});

export interface ClientFormProps {
  client?: Client;
  count: number;
  upload: LogoUpload;
  listPath: string;
  onSaved: () => void;
}

export function ClientForm({ client, count, upload, listPath, onSaved }: ClientFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const queryClient = useQueryClient();
  const toast = useToast();
  const form = useFormState(toValues(client, count));
  const { values, set, errors } = form;
  const guard = useUnsavedChanges(form.dirty);
  const [uploading, setUploading] = useState(false);

  const mutation = useMutation({
    mutationFn: (input: ClientInput) => (client ? updateClient(client.id, input) : createClient(input)),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: clientKeys.all });
      toast.success(client ? `Client “${saved.name}” saved` : `Client “${saved.name}” added`);
      guard.allowNavigation();
      onSaved();
    },
    onError: (error) => {
      if (isSessionEnd(error)) return;
      form.setErrors(fieldErrorsOf(error));
      form.setFormError(failureMessage(error, 'Failed to save client'));
      window.requestAnimationFrame(() => focusFirstError(formRef.current));
    },
  });

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.setFormError(null);
    const result = validate(clientInputSchema, { ...values, display_order: parseDisplayOrder(values.display_order, 0) });
    if (!result.success) {
      form.setErrors(result.errors);
      window.requestAnimationFrame(() => focusFirstError(formRef.current));
      return;
    }
    mutation.mutate(result.data);
  };

  const busy = mutation.isPending;

  return (
    <form ref={formRef} className="entity-form entity-form--narrow" onSubmit={onSubmit} noValidate aria-busy={busy}>
      <section className="form-section" aria-labelledby="client-details">
        <h2 id="client-details" className="form-section__title">
          Client
        </h2>
        <div className="stack">
          <TextField label="Name" value={values.name} onValueChange={set('name')} error={errors.name} required maxLength={120} />
          <LogoField
            label="Logo URL"
            value={values.logo_url}
            onValueChange={set('logo_url')}
            upload={upload}
            error={errors.logo_url}
            required
            onUploadingChange={setUploading}
          />
          <TextField
            label="Website"
            type="url"
            inputMode="url"
            placeholder="https://…"
            value={values.website}
            onValueChange={set('website')}
            error={errors.website}
          />
          <div className="form-grid">
            <TextField
              label="Display order"
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              value={values.display_order}
              onValueChange={set('display_order')}
              error={errors.display_order}
              hint="Lower numbers come first in the carousel."
            />
            <SwitchField
              label="Active"
              checked={values.is_active}
              onCheckedChange={set('is_active')}
              hint="Shown in the home-page carousel."
            />
          </div>
        </div>
      </section>
      <FormError message={form.formError} />
      <div className="form-actions form-actions--sticky">
        <Link to={listPath} className="button button--secondary">
          Cancel
        </Link>
        <button type="submit" className="button button--primary" disabled={busy || uploading}>
          {busy ? 'Saving...' : client ? 'Save changes' : 'Add client'}
        </button>
      </div>
      {guard.dialog}
    </form>
  );
}
