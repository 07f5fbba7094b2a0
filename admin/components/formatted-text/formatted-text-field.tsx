import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { describedBy, FieldShell, type TextAreaFieldProps } from '#admin/components/form-fields.tsx';
import { applied, editFor, type Command, type Edit } from '#admin/components/formatted-text/edits.ts';
import { useTexts } from '#admin/lib/language.tsx';
import { formattingTexts } from '#admin/lib/texts/formatting.ts';
import { fill } from '#src/i18n/fill.ts';
import { FormattedText } from '#src/lib/formatted-text/formatted-text.tsx';
import { addStylesheet } from '#admin/lib/stylesheets.ts';
import formattedTextStylesheet from '#src/lib/formatted-text/formatted-text.css?url';
import formattedTextFieldStylesheet from '#admin/components/formatted-text/formatted-text-field.css?url';

addStylesheet(formattedTextStylesheet);
addStylesheet(formattedTextFieldStylesheet);

// A long text that takes formatting (ADR 0056): the textarea staff know, a
// toolbar whose buttons (and Ctrl/Cmd+B, I, K) type the Markdown for them, and
// a preview through the site's own renderer and typography. Edits go in as
// typing (execCommand insertText), so the textarea's undo still undoes them.

const SHORTCUTS: Partial<Record<string, Command>> = { b: 'bold', i: 'italic', k: 'link' };

/** Each button shows a glyph drawn by its stylesheet (decorative, so its name is its label alone). */
const BUTTONS: { command: Command; shortcut?: string }[] = [
  { command: 'bold', shortcut: 'B' },
  { command: 'italic', shortcut: 'I' },
  { command: 'heading' },
  { command: 'bullets' },
  { command: 'numbers' },
  { command: 'link', shortcut: 'K' },
];

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

export interface FormattedTextFieldProps extends Omit<TextAreaFieldProps, 'label'> {
  /** Plain words: the preview is named after it. */
  label: string;
  /** The text is French: the preview applies French typography, as the French site does. */
  french?: boolean;
}

export function FormattedTextField({
  label,
  value,
  onValueChange,
  hint,
  error,
  required,
  rows = 6,
  maxLength,
  fieldClassName,
  lang,
  french = false,
}: FormattedTextFieldProps) {
  const id = useId();
  const texts = useTexts(formattingTexts);
  const area = useRef<HTMLTextAreaElement>(null);
  const [previewing, setPreviewing] = useState(false);
  /** The selection to restore once React has rendered a value set without execCommand. */
  const pending = useRef<Pick<Edit, 'selectStart' | 'selectEnd'> | null>(null);

  useLayoutEffect(() => {
    if (!pending.current || !area.current) return;
    area.current.setSelectionRange(pending.current.selectStart, pending.current.selectEnd);
    pending.current = null;
  });

  const run = (command: Command) => {
    const element = area.current;
    if (!element) return;
    const edit = editFor(command, { value: element.value, start: element.selectionStart, end: element.selectionEnd }, texts.placeholders);
    element.focus();
    element.setSelectionRange(edit.from, edit.to);
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- the one way to edit a textarea that keeps its undo history
    const typed = edit.text ? document.execCommand('insertText', false, edit.text) : document.execCommand('delete');
    if (typed && element.value === applied(value, edit)) {
      element.setSelectionRange(edit.selectStart, edit.selectEnd);
      return;
    }
    pending.current = edit;
    onValueChange(applied(value, edit));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    const command = SHORTCUTS[event.key.toLowerCase()];
    if (!command) return;
    event.preventDefault();
    run(command);
  };

  const modifier = isMac() ? '⌘' : 'Ctrl+';
  const helpId = `${id}-help`;
  return (
    <FieldShell id={id} label={label} required={required} hint={hint} error={error} className={fieldClassName}>
      <div className="formatted-field">
        <div className="formatted-field__toolbar" role="group" aria-label={texts.toolbar}>
          {BUTTONS.map(({ command, shortcut }) => (
            <button
              key={command}
              type="button"
              className={`formatted-field__button formatted-field__button--${command}`}
              aria-label={texts[command]}
              aria-controls={id}
              aria-keyshortcuts={shortcut ? `Control+${shortcut} Meta+${shortcut}` : undefined}
              title={shortcut ? `${texts[command]} (${modifier}${shortcut})` : texts[command]}
              disabled={previewing}
              onClick={() => run(command)}
            />
          ))}
          <button
            type="button"
            className="formatted-field__preview-toggle"
            aria-pressed={previewing}
            aria-controls={`${id}-preview`}
            onClick={() => setPreviewing((shown) => !shown)}
          >
            {texts.preview}
          </button>
        </div>
        <textarea
          ref={area}
          id={id}
          className="input textarea formatted-field__text"
          lang={lang}
          value={value}
          rows={rows}
          maxLength={maxLength}
          hidden={previewing}
          onChange={(event) => onValueChange(event.target.value)}
          onKeyDown={onKeyDown}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={[helpId, describedBy(id, hint, error)].filter(Boolean).join(' ')}
        />
        <div
          id={`${id}-preview`}
          className="formatted-field__preview"
          role="region"
          aria-label={fill(texts.previewOf, { label })}
          hidden={!previewing}
        >
          {previewing &&
            (value.trim() ? (
              <FormattedText text={value} lang={lang} french={french} headingLevel={3} />
            ) : (
              <p className="formatted-field__nothing">{texts.nothing}</p>
            ))}
        </div>
        <p className="field__hint" id={helpId}>
          {texts.help}
        </p>
      </div>
    </FieldShell>
  );
}
