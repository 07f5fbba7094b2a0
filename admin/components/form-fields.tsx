import { useId, type ChangeEvent, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import type { Shown } from '#admin/lib/coded-text.ts';
import { useMessage, useTexts } from '#admin/lib/language.tsx';
import { itemTexts } from '#admin/lib/texts/items.ts';

// Labelled fields with hint and error wired through aria-describedby and
// aria-invalid, so every message is read with its field.

interface FieldShellProps {
  id: string;
  label: ReactNode;
  required?: boolean | undefined;
  hint?: ReactNode | undefined;
  error?: Shown | undefined;
  className?: string | undefined;
  children: ReactNode;
}

export function FieldShell({ id, label, required, hint, error, className, children }: FieldShellProps) {
  const message = useMessage();
  return (
    <div className={['field', error ? 'field--invalid' : '', className].filter(Boolean).join(' ')}>
      <span className="field__label-row">
        <label className="field__label" htmlFor={id}>
          {label}
        </label>
        {/* Outside the label, so the field's name stays exactly its label; "required" is announced by the input itself. */}
        {required ? (
          <span className="field__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </span>
      {children}
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {message(error)}
        </p>
      ) : null}
    </div>
  );
}

export function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

type NativeInput = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id'>;

export interface TextFieldProps extends NativeInput {
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  hint?: ReactNode;
  error?: Shown | undefined;
  fieldClassName?: string;
  inputRef?: Ref<HTMLInputElement>;
}

export function TextField({
  label,
  value,
  onValueChange,
  hint,
  error,
  fieldClassName,
  required,
  inputRef,
  type = 'text',
  ...rest
}: TextFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} required={required} hint={hint} error={error} className={fieldClassName}>
      <input
        {...rest}
        ref={inputRef}
        id={id}
        type={type}
        className="input"
        value={value}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onValueChange(event.target.value)}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      />
    </FieldShell>
  );
}

/** The position of an item in its public list: a whole number from 0, labelled as everywhere in the admin. */
export function DisplayOrderField(props: Omit<TextFieldProps, 'label' | 'type' | 'inputMode' | 'min' | 'step'>) {
  const texts = useTexts(itemTexts);
  return <TextField label={texts.displayOrder} type="number" inputMode="numeric" min={0} step={1} {...props} />;
}

/** A URL slug: no spell checking or capitals, at most the slug schema's 100 characters (src/schemas/common.ts). */
export function SlugField(props: Omit<TextFieldProps, 'label' | 'maxLength' | 'spellCheck' | 'autoCapitalize'>) {
  const texts = useTexts(itemTexts);
  return <TextField label={texts.slug} maxLength={100} spellCheck={false} autoCapitalize="none" {...props} />;
}

export interface TextAreaFieldProps {
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  hint?: ReactNode;
  error?: Shown | undefined;
  required?: boolean;
  rows?: number;
  maxLength?: number;
  fieldClassName?: string;
  /** The text's language when it is not the page's (a French translation). */
  lang?: string;
}

export function TextAreaField({
  label,
  value,
  onValueChange,
  hint,
  error,
  required,
  rows = 4,
  maxLength,
  fieldClassName,
  lang,
}: TextAreaFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} required={required} hint={hint} error={error} className={fieldClassName}>
      <textarea
        id={id}
        className="input textarea"
        lang={lang}
        value={value}
        rows={rows}
        maxLength={maxLength}
        onChange={(event) => onValueChange(event.target.value)}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      />
    </FieldShell>
  );
}

export interface SelectFieldProps<T extends string> {
  label: ReactNode;
  value: T;
  onValueChange: (value: T) => void;
  options: readonly { value: T; label: string }[];
  hint?: ReactNode;
  error?: Shown | undefined;
  required?: boolean;
  fieldClassName?: string;
}

export function SelectField<T extends string>({
  label,
  value,
  onValueChange,
  options,
  hint,
  error,
  required,
  fieldClassName,
}: SelectFieldProps<T>) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} required={required} hint={hint} error={error} className={fieldClassName}>
      <select
        id={id}
        className="input select"
        value={value}
        onChange={(event) => {
          const option = options.find((candidate) => candidate.value === event.target.value);
          if (option) onValueChange(option.value);
        }}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

export interface SwitchFieldProps {
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  hint?: ReactNode;
  disabled?: boolean;
  fieldClassName?: string;
}

/** A checkbox drawn as a switch; it stays a native checkbox for keyboards and screen readers. */
export function SwitchField({ label, checked, onCheckedChange, hint, disabled, fieldClassName }: SwitchFieldProps) {
  const id = useId();
  return (
    <div className={['switch-field', fieldClassName].filter(Boolean).join(' ')}>
      <input
        id={id}
        type="checkbox"
        className="switch"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onCheckedChange(event.target.checked)}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      <label htmlFor={id} className="switch-field__label">
        {label}
      </label>
      {hint ? (
        <p className="field__hint switch-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A form-level error shown above the buttons, announced when it appears. */
export function FormError({ message }: { message: Shown | null | undefined }) {
  const inLanguage = useMessage();
  return (
    <div className="form-error-slot" role="alert">
      {message ? <p className="form-error">{inLanguage(message)}</p> : null}
    </div>
  );
}
