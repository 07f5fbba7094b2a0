import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type SubmitEvent } from 'react';
import type { Shown } from '#admin/lib/coded-text.ts';
import { resetPasswordSchema } from '#src/schemas/auth.ts';
import { Dialog } from '#admin/components/dialog.tsx';
import { FormError, TextField } from '#admin/components/form-fields.tsx';
import { useToast } from '#admin/components/toast.tsx';
import { failureMessage, fieldErrorsOf, isSessionEnd } from '#admin/lib/errors.ts';
import { focusFirstError, validate, type FieldErrors } from '#admin/lib/validate.ts';
import { resetPassword } from '#admin/features/auth/reset-password.ts';
import { NewPasswordFields } from '#admin/features/auth/components/new-password-fields.tsx';
import { useTexts } from '#admin/lib/language.tsx';
import { itemTexts } from '#admin/lib/texts/items.ts';

// Change password from the account menu: current, new and confirmation. The
// server signs out every other session of the user once it is changed.

export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const toast = useToast();
  const texts = useTexts(itemTexts).password;
  const [values, setValues] = useState({ current_password: '', new_password: '', confirm_password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<Shown | null>(null);

  const mutation = useMutation({
    mutationFn: resetPassword,
    onSuccess: () => {
      toast.success(texts.changed);
      onClose();
    },
    onError: (error) => {
      if (isSessionEnd(error)) return;
      const fields = fieldErrorsOf(error);
      setErrors(fields);
      setFormError(failureMessage(error, texts.failed));
      window.requestAnimationFrame(() => focusFirstError(formRef.current));
    },
  });

  const set = (field: keyof typeof values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const result = validate(resetPasswordSchema, values);
    const next: FieldErrors = result.success ? {} : { ...result.errors };
    if (values.confirm_password !== values.new_password) next.confirm_password = texts.mismatch;
    if (!result.success || next.confirm_password) {
      setErrors(next);
      window.requestAnimationFrame(() => focusFirstError(formRef.current));
      return;
    }
    mutation.mutate(result.data);
  };

  const busy = mutation.isPending;

  return (
    <Dialog title={texts.title} onClose={onClose} size="small">
      <form ref={formRef} onSubmit={onSubmit} noValidate className="stack" aria-busy={busy}>
        <TextField
          label={texts.current}
          type="password"
          autoComplete="current-password"
          value={values.current_password}
          onValueChange={set('current_password')}
          error={errors.current_password}
          required
        />
        <NewPasswordFields
          labels={{ password: texts.next, confirm: texts.confirm, atLeast: texts.atLeast }}
          password={values.new_password}
          confirm={values.confirm_password}
          onPasswordChange={set('new_password')}
          onConfirmChange={set('confirm_password')}
          errors={{ password: errors.new_password, confirm: errors.confirm_password }}
        />
        <FormError message={formError} />
        <div className="form-actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            {texts.cancel}
          </button>
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? texts.saving : texts.save}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
