import { useId } from 'react';
import { addStylesheet } from '#admin/lib/stylesheets.ts';
import settingsStylesheet from '#admin/features/settings/settings.css?url';

addStylesheet(settingsStylesheet);

// One carousel number as a slider and a number box side by side, under one
// legend and one hint; both are disabled with the fieldset.

interface RangeFieldProps {
  legend: string;
  disabled: boolean;
  /** The slider; its value may be a position in a list (the logo sizes) rather than the number itself. */
  range: { min: number; max: number; step: number; value: number; valueText: string; onChange: (raw: string) => void };
  /** The number box: the text as typed, set to the snapped number when it loses focus. */
  number: { min: number; max: number; step?: number; value: string; label: string; onChange: (raw: string) => void; onBlur: () => void };
  unit: string;
  hint: string;
}

export function RangeField({ legend, disabled, range, number, unit, hint }: RangeFieldProps) {
  const id = useId();
  const numberId = useId();
  const hintId = `${id}-hint`;
  return (
    <fieldset className="range-field" disabled={disabled}>
      <legend className="field__label">{legend}</legend>
      <div className="range-field__row">
        <input
          id={id}
          type="range"
          className="range"
          min={range.min}
          max={range.max}
          step={range.step}
          value={range.value}
          aria-label={legend}
          aria-valuetext={range.valueText}
          aria-describedby={hintId}
          onChange={(event) => range.onChange(event.target.value)}
        />
        <span className="range-field__number">
          <input
            id={numberId}
            type="number"
            inputMode="numeric"
            className="input input--number"
            min={number.min}
            max={number.max}
            step={number.step}
            value={number.value}
            aria-label={number.label}
            aria-describedby={hintId}
            onChange={(event) => number.onChange(event.target.value)}
            onBlur={number.onBlur}
          />
          <span aria-hidden="true">{unit}</span>
        </span>
      </div>
      <p className="field__hint" id={hintId}>
        {hint}
      </p>
    </fieldset>
  );
}
