import { CAROUSEL_SPEED, defaultSettings, LOGO_SIZE } from '#src/schemas/settings.ts';
import { SwitchField } from '#admin/components/form-fields.tsx';
import { useTexts } from '#admin/lib/language.tsx';
import { fill } from '#src/i18n/fill.ts';
import { settingsTexts } from '#admin/features/settings/texts.ts';
import { CarouselPreview, type PreviewLogo } from '#admin/features/settings/components/carousel-preview.tsx';
import { RangeField } from '#admin/features/settings/components/range-field.tsx';
import {
  carouselValues,
  LOGO_SIZES,
  sizeOf,
  speedOf,
  type SettingsFields,
  type Values,
} from '#admin/features/settings/components/settings-values.ts';
import { addStylesheet } from '#admin/lib/stylesheets.ts';
import settingsStylesheet from '#admin/features/settings/settings.css?url';

addStylesheet(settingsStylesheet);

// 'Logo Carousel Configuration': enabled, logo size (100-500, steps of 16
// around the 256 default, see docs/decisions/0006) and speed (10-120 s, step 5),
// beside a live preview. The inputs are disabled while the carousel is off.

interface CarouselSettingsProps extends SettingsFields {
  logos: PreviewLogo[];
  /** Any change by hand: the form is no longer the saved one. */
  onEdit: () => void;
}

export function CarouselSettings({ values, set, setValues, logos, onEdit }: CarouselSettingsProps) {
  const texts = useTexts(settingsTexts);
  const size = sizeOf(values.size);
  const speed = speedOf(values.speed);
  const sizeIndex = Math.max(0, LOGO_SIZES.indexOf(size));
  const disabled = !values.enabled;
  const edit =
    <K extends keyof Values>(key: K) =>
    (value: Values[K]) => {
      onEdit();
      set(key)(value);
    };

  return (
    <section className="panel" aria-labelledby="carousel-settings">
      <header className="panel__header">
        <h2 id="carousel-settings" className="panel__title">
          {texts.carousel}
        </h2>
        <p className="panel__text">{texts.carouselText}</p>
      </header>

      <div className="settings-grid">
        <div className="settings-controls">
          <SwitchField label={texts.show} checked={values.enabled} onCheckedChange={edit('enabled')} hint={texts.showHint} />

          <RangeField
            legend={texts.size}
            disabled={disabled}
            range={{
              min: 0,
              max: LOGO_SIZES.length - 1,
              step: 1,
              value: sizeIndex,
              valueText: fill(texts.sizeValue, { size }),
              onChange: (raw) => edit('size')(String(LOGO_SIZES[Number(raw)] ?? LOGO_SIZE.default)),
            }}
            number={{
              min: LOGO_SIZE.min,
              max: LOGO_SIZE.max,
              value: values.size,
              label: texts.sizeInPixels,
              onChange: edit('size'),
              onBlur: () => set('size')(String(size)),
            }}
            unit="px"
            hint={fill(texts.sizeHint, { min: LOGO_SIZE.min, max: LOGO_SIZE.max, step: LOGO_SIZE.step, default: LOGO_SIZE.default })}
          />

          <RangeField
            legend={texts.speed}
            disabled={disabled}
            range={{
              min: CAROUSEL_SPEED.min,
              max: CAROUSEL_SPEED.max,
              step: CAROUSEL_SPEED.step,
              value: speed,
              valueText: fill(texts.speedValue, { speed }),
              onChange: edit('speed'),
            }}
            number={{
              min: CAROUSEL_SPEED.min,
              max: CAROUSEL_SPEED.max,
              step: CAROUSEL_SPEED.step,
              value: values.speed,
              label: texts.speedInSeconds,
              onChange: edit('speed'),
              onBlur: () => set('speed')(String(speed)),
            }}
            unit="s"
            hint={fill(texts.speedHint, {
              min: CAROUSEL_SPEED.min,
              max: CAROUSEL_SPEED.max,
              step: CAROUSEL_SPEED.step,
              default: CAROUSEL_SPEED.default,
            })}
          />

          <button
            type="button"
            className="link-button"
            onClick={() => {
              onEdit();
              setValues({ ...values, ...carouselValues(defaultSettings) });
            }}
          >
            {fill(texts.restore, { size: LOGO_SIZE.default, speed: CAROUSEL_SPEED.default })}
          </button>
        </div>

        <div className="settings-preview">
          <h3 className="settings-preview__title">{texts.preview}</h3>
          <CarouselPreview logos={logos} size={size} speed={speed} enabled={values.enabled} />
          <p className="settings-preview__caption">{values.enabled ? fill(texts.caption, { size, height: size / 2, speed }) : texts.off}</p>
        </div>
      </div>
    </section>
  );
}
