import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type SubmitEvent } from 'react';
import {
  CAROUSEL_SPEED,
  defaultSettings,
  isLogoSizeStep,
  LOGO_SIZE,
  numberOrDefault,
  settingsSchema,
  snapCarouselSpeed,
  snapLogoSize,
  socialLinks,
  type Settings,
} from '#src/schemas/settings.ts';
import { FormError, SwitchField, TextField } from '#admin/components/form-fields.tsx';
import { useToast } from '#admin/components/toast.tsx';
import { useUnsavedChanges } from '#admin/components/unsaved-changes.tsx';
import { failureMessage, isSessionEnd } from '#admin/lib/errors.ts';
import { useFormState } from '#admin/lib/use-form-state.ts';
import { focusFirstError, validate } from '#admin/lib/validate.ts';
import { saveSettings, settingsKeys } from '#admin/features/settings/api.ts';
import { CarouselPreview, type PreviewLogo } from '#admin/features/settings/components/carousel-preview.tsx';
import { useTexts } from '#admin/lib/language.tsx';
import { settingsTexts } from '#admin/features/settings/texts.ts';
import { fill } from '#src/i18n/fill.ts';
import { commonTexts } from '#admin/lib/texts/common.ts';
import '#admin/features/settings/settings.css';

// 'Logo Carousel Configuration': enabled, logo size (100-500, steps of 16
// around the 256 default, see docs/decisions/0006) and speed (10-120 s, step 5).
// The inputs are disabled while the carousel is off; a non-numeric entry falls
// back to the default. Below it, the footer's social links: https
// addresses, each shown in every page's footer when set.

/** Every allowed logo size, in order: 100, 112, 128, …, 496, 500. */
const LOGO_SIZES = Array.from({ length: LOGO_SIZE.max - LOGO_SIZE.min + 1 }, (_, index) => LOGO_SIZE.min + index).filter(isLogoSizeStep);

interface Values {
  enabled: boolean;
  size: string;
  speed: string;
  social_linkedin: string;
  social_youtube: string;
  social_x: string;
}

const toValues = (settings: Settings): Values => ({
  enabled: settings.carousel_enabled,
  size: String(settings.carousel_logo_size),
  speed: String(settings.carousel_speed),
  social_linkedin: settings.social_linkedin,
  social_youtube: settings.social_youtube,
  social_x: settings.social_x,
});

const carouselValues = (settings: Settings) => {
  const { enabled, size, speed } = toValues(settings);
  return { enabled, size, speed };
};

const sizeOf = (raw: string) => snapLogoSize(numberOrDefault(raw, LOGO_SIZE.default));
const speedOf = (raw: string) => snapCarouselSpeed(numberOrDefault(raw, CAROUSEL_SPEED.default));

export function SettingsForm({ settings, logos }: { settings: Settings; logos: PreviewLogo[] }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const texts = useTexts(settingsTexts);
  const common = useTexts(commonTexts);
  const form = useFormState(toValues(settings));
  const { values, set } = form;
  const guard = useUnsavedChanges(form.dirty);
  const [saved, setSaved] = useState(false);
  const ids = { size: useId(), sizeNumber: useId(), speed: useId(), speedNumber: useId() };
  const formRef = useRef<HTMLFormElement>(null);

  const size = sizeOf(values.size);
  const speed = speedOf(values.speed);
  const sizeIndex = Math.max(0, LOGO_SIZES.indexOf(size));
  const disabled = !values.enabled;

  const mutation = useMutation({
    mutationFn: saveSettings,
    onSuccess: (next) => {
      queryClient.setQueryData(settingsKeys.all, next);
      form.reset(toValues(next));
      setSaved(true);
      toast.success(texts.saved);
    },
    onError: (error) => {
      if (isSessionEnd(error)) return;
      const message = failureMessage(error, texts.saveFailed);
      form.setFormError(message);
      toast.error(message);
    },
  });

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.setFormError(null);
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
    mutation.mutate(result.data);
  };

  const busy = mutation.isPending;

  return (
    <form ref={formRef} className="settings-form" onSubmit={onSubmit} noValidate aria-busy={busy}>
      <section className="panel" aria-labelledby="carousel-settings">
        <header className="panel__header">
          <h2 id="carousel-settings" className="panel__title">
            {texts.carousel}
          </h2>
          <p className="panel__text">{texts.carouselText}</p>
        </header>

        <div className="settings-grid">
          <div className="settings-controls">
            <SwitchField
              label={texts.show}
              checked={values.enabled}
              onCheckedChange={(checked) => {
                setSaved(false);
                set('enabled')(checked);
              }}
              hint={texts.showHint}
            />

            <fieldset className="range-field" disabled={disabled}>
              <legend className="field__label">{texts.size}</legend>
              <div className="range-field__row">
                <input
                  id={ids.size}
                  type="range"
                  className="range"
                  min={0}
                  max={LOGO_SIZES.length - 1}
                  step={1}
                  value={sizeIndex}
                  aria-label={texts.size}
                  aria-valuetext={fill(texts.sizeValue, { size })}
                  aria-describedby={`${ids.size}-hint`}
                  onChange={(event) => {
                    setSaved(false);
                    set('size')(String(LOGO_SIZES[Number(event.target.value)] ?? LOGO_SIZE.default));
                  }}
                />
                <span className="range-field__number">
                  <input
                    id={ids.sizeNumber}
                    type="number"
                    inputMode="numeric"
                    className="input input--number"
                    min={LOGO_SIZE.min}
                    max={LOGO_SIZE.max}
                    value={values.size}
                    aria-label={texts.sizeInPixels}
                    aria-describedby={`${ids.size}-hint`}
                    onChange={(event) => {
                      setSaved(false);
                      set('size')(event.target.value);
                    }}
                    onBlur={() => set('size')(String(size))}
                  />
                  <span aria-hidden="true">px</span>
                </span>
              </div>
              <p className="field__hint" id={`${ids.size}-hint`}>
                {fill(texts.sizeHint, { min: LOGO_SIZE.min, max: LOGO_SIZE.max, step: LOGO_SIZE.step, default: LOGO_SIZE.default })}
              </p>
            </fieldset>

            <fieldset className="range-field" disabled={disabled}>
              <legend className="field__label">{texts.speed}</legend>
              <div className="range-field__row">
                <input
                  id={ids.speed}
                  type="range"
                  className="range"
                  min={CAROUSEL_SPEED.min}
                  max={CAROUSEL_SPEED.max}
                  step={CAROUSEL_SPEED.step}
                  value={speed}
                  aria-label={texts.speed}
                  aria-valuetext={fill(texts.speedValue, { speed })}
                  aria-describedby={`${ids.speed}-hint`}
                  onChange={(event) => {
                    setSaved(false);
                    set('speed')(event.target.value);
                  }}
                />
                <span className="range-field__number">
                  <input
                    id={ids.speedNumber}
                    type="number"
                    inputMode="numeric"
                    className="input input--number"
                    min={CAROUSEL_SPEED.min}
                    max={CAROUSEL_SPEED.max}
                    step={CAROUSEL_SPEED.step}
                    value={values.speed}
                    aria-label={texts.speedInSeconds}
                    aria-describedby={`${ids.speed}-hint`}
                    onChange={(event) => {
                      setSaved(false);
                      set('speed')(event.target.value);
                    }}
                    onBlur={() => set('speed')(String(speed))}
                  />
                  <span aria-hidden="true">s</span>
                </span>
              </div>
              <p className="field__hint" id={`${ids.speed}-hint`}>
                {fill(texts.speedHint, {
                  min: CAROUSEL_SPEED.min,
                  max: CAROUSEL_SPEED.max,
                  step: CAROUSEL_SPEED.step,
                  default: CAROUSEL_SPEED.default,
                })}
              </p>
            </fieldset>

            <button
              type="button"
              className="link-button"
              onClick={() => {
                setSaved(false);
                form.setValues({ ...values, ...carouselValues(defaultSettings) });
              }}
            >
              {fill(texts.restore, { size: LOGO_SIZE.default, speed: CAROUSEL_SPEED.default })}
            </button>
          </div>

          <div className="settings-preview">
            <h3 className="settings-preview__title">{texts.preview}</h3>
            <CarouselPreview logos={logos} size={size} speed={speed} enabled={values.enabled} />
            <p className="settings-preview__caption">
              {values.enabled ? fill(texts.caption, { size, height: size / 2, speed }) : texts.off}
            </p>
          </div>
        </div>
      </section>

      <section className="panel" aria-labelledby="social-settings">
        <header className="panel__header">
          <h2 id="social-settings" className="panel__title">
            {texts.social}
          </h2>
          <p className="panel__text">{texts.socialText}</p>
        </header>
        <div className="settings-social">
          {socialLinks.map((link) => (
            <TextField
              key={link.key}
              type="url"
              inputMode="url"
              autoComplete="url"
              spellCheck={false}
              label={fill(texts.address, { network: link.label })}
              value={values[link.key]}
              onValueChange={(value) => {
                setSaved(false);
                set(link.key)(value);
              }}
              error={form.errors[link.key]}
              placeholder="https://"
            />
          ))}
        </div>

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
      </section>
      {guard.dialog}
    </form>
  );
}
