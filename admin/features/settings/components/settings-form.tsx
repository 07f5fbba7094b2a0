import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type SubmitEvent } from 'react';
import { settingsSchema, type Settings } from '#src/schemas/settings.ts';
import { FormError } from '#admin/components/form-fields.tsx';
import { useToast } from '#admin/components/toast.tsx';
import { useUnsavedChanges } from '#admin/components/unsaved-changes.tsx';
import { failureMessage, isSessionEnd } from '#admin/lib/errors.ts';
import { useFormState } from '#admin/lib/use-form-state.ts';
import { focusFirstError, validate } from '#admin/lib/validate.ts';
import { saveSettings, settingsKeys } from '#admin/features/settings/api.ts';
import type { PreviewLogo } from '#admin/features/settings/components/carousel-preview.tsx';
import { CarouselSettings } from '#admin/features/settings/components/carousel-settings.tsx';
import { SocialLinksPanel } from '#admin/features/settings/components/social-links-panel.tsx';
import { fieldOfValue, sizeOf, speedOf, toValues, type Values } from '#admin/features/settings/components/settings-values.ts';
import { useAdminLanguage, useTexts } from '#admin/lib/language.tsx';
import { storedAs, useEditConflict } from '#admin/lib/use-edit-conflict.ts';
import { fieldLabel } from '#admin/lib/texts/messages.ts';
import { settingsTexts } from '#admin/features/settings/texts.ts';
import { itemTexts } from '#admin/lib/texts/items.ts';
import { addStylesheet } from '#admin/lib/stylesheets.ts';
import settingsStylesheet from '#admin/features/settings/settings.css?url';

addStylesheet(settingsStylesheet);

// The settings screen's one form: the carousel, then the footer's social links,
// saved together. The numbers are sent snapped to their steps, as the boxes then show them.

export function SettingsForm({ settings, logos }: { settings: Settings; logos: PreviewLogo[] }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const texts = useTexts(settingsTexts);
  const common = useTexts(itemTexts);
  const form = useFormState(toValues(settings));
  const { values } = form;
  const guard = useUnsavedChanges(form.dirty);
  const [saved, setSaved] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const fields = { values, set: form.set, setValues: form.setValues, errors: form.errors };
  const edited = () => setSaved(false);
  const { language } = useAdminLanguage();
  const conflict = useEditConflict(form, {
    record: settings,
    valuesOf: storedAs(settingsSchema, toValues),
    labelOf: (key) => fieldLabel(fieldOfValue[key as keyof Values], language),
  });

  const mutation = useMutation({
    mutationFn: saveSettings,
    onSuccess: (next) => {
      queryClient.setQueryData(settingsKeys.all, next);
      conflict.saved(next);
      form.reset(toValues(next));
      setSaved(true);
      toast.success(texts.saved);
    },
    onError: (error) => {
      if (isSessionEnd(error) || conflict.merge(error)) return;
      const message = failureMessage(error, texts.saveFailed);
      form.setFormError(message);
      toast.error(message);
    },
  });

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.setFormError(null);
    const size = sizeOf(values.size);
    const speed = speedOf(values.speed);
    const normalised = { ...values, size: String(size), speed: String(speed) };
    form.setValues(normalised);
    const result = validate(settingsSchema, {
      carousel_logo_size: size,
      carousel_speed: speed,
      carousel_enabled: values.enabled,
      social_linkedin: values.social_linkedin,
      social_youtube: values.social_youtube,
      social_x: values.social_x,
    });
    if (!result.success) {
      form.setErrors(result.errors);
      form.setFormError(Object.values(result.errors).find(Boolean) ?? texts.saveFailed);
      requestAnimationFrame(() => focusFirstError(formRef.current));
      return;
    }
    mutation.mutate({ settings: result.data, version: conflict.version });
  };

  const busy = mutation.isPending;

  return (
    <form ref={formRef} className="settings-form" onSubmit={onSubmit} noValidate aria-busy={busy}>
      {conflict.panel}
      <CarouselSettings {...fields} logos={logos} onEdit={edited} />

      <SocialLinksPanel {...fields} onEdit={edited}>
        <FormError message={form.formError} />
        <div className="form-actions">
          {saved && !form.dirty ? (
            <p className="form-actions__status" role="status">
              {texts.allSaved}
            </p>
          ) : null}
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? common.saving : texts.save}
          </button>
        </div>
      </SocialLinksPanel>
      {guard.dialog}
    </form>
  );
}
