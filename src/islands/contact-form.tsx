import { useId, useRef, useState, type ChangeEvent, type SyntheticEvent } from 'react';
import { localizedHref } from '#src/i18n/locales.ts';
import type { ContactFormTexts } from '#src/i18n/texts/contact.ts';
import { CONTACT_LIMITS, type ContactLanguage, HONEYPOT_FIELD } from '#src/schemas/form-limits.ts';
import { fields, type Field } from '#src/islands/contact-form/fields.ts';
import type * as Submission from '#src/islands/contact-form/submission.ts';
import { ToastRegion, useToasts } from '#src/islands/contact-form/toasts.tsx';
import '#src/islands/contact-form/contact-form.css';

// The contact form of /contact (spec sections 2, 5 and 8): the browser checks
// the required fields, the shared validator's messages appear as toasts, the
// button reads "Sending..." while busy, and the form empties on success.
// The fields are uncontrolled and read when the form is sent: the page is
// usable before the island hydrates, and hydration must not wipe what a
// visitor has already typed (controlled inputs are reset to their state).
// The page gives the island its language's texts, the validator's messages
// among them (the English computed from the schema's own when the page is
// built). The checks and the sending are loaded when the visitor first
// reaches the form (a field focused, or the form sent), not with the page:
// with zod's core they are most of the form's code (ADR 0081).

let submission: Promise<typeof Submission> | undefined;
/** The checks and the sending, loaded once; a failed load is tried again next time. */
function loadSubmission(): Promise<typeof Submission> {
  submission ??= import('#src/islands/contact-form/submission.ts').catch((error: unknown) => {
    submission = undefined;
    throw error;
  });
  return submission;
}

interface Props {
  texts: ContactFormTexts;
  language: ContactLanguage;
}

export function ContactForm({ texts, language }: Props) {
  const [invalid, setInvalid] = useState<ReadonlySet<Field>>(new Set());
  const [busy, setBusy] = useState(false);
  const { toasts, show, dismiss, clear } = useToasts();
  const form = useRef<HTMLFormElement>(null);
  // Set from the moment the form is sent until it is answered: a second press
  // while the checks load (before `busy` shows) sends nothing more.
  const submitting = useRef(false);
  const id = useId();

  /** A problem's message: the field's own, or a general one for the rarer rules (characters a field cannot hold). */
  const messageOf = ({ field, own }: Submission.Problem) => (own && field !== 'company' ? texts.errors[field] : texts.invalid);

  const update = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const name = event.target.name as Field;
    if (invalid.has(name)) setInvalid((current) => new Set([...current].filter((field) => field !== name)));
  };

  const submit = async (event: SyntheticEvent<HTMLFormElement, SubmitEvent>) => {
    event.preventDefault();
    if (submitting.current) return;
    submitting.current = true;
    try {
      await check(event.currentTarget);
    } finally {
      submitting.current = false;
    }
  };

  /** Checks the entered values and, when they pass, sends them. */
  const check = async (element: HTMLFormElement) => {
    clear();
    const data = new FormData(element);
    const text = (name: string) => {
      const value = data.get(name);
      return typeof value === 'string' ? value : '';
    };
    const entered = Object.fromEntries(fields.map((name) => [name, text(name)])) as Record<Field, string>;
    const honey = text(HONEYPOT_FIELD);
    let checks: typeof Submission;
    try {
      checks = await loadSubmission();
    } catch {
      show('error', texts.exception);
      return;
    }
    const problems = checks.problemsOf(entered);
    if (problems.length > 0) {
      for (const message of new Set(problems.map(messageOf))) show('error', message);
      const fieldsInError = new Set(problems.map((problem) => problem.field));
      setInvalid(fieldsInError);
      const first = fields.find((field) => fieldsInError.has(field));
      if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setInvalid(new Set());
    setBusy(true);
    try {
      const result = await checks.send(entered, language, honey);
      if (result.success) {
        show('success', texts.success);
        element.reset();
      } else {
        show('error', texts.failure);
      }
    } catch {
      show('error', texts.exception);
    } finally {
      setBusy(false);
    }
  };

  const field = (name: Field) => ({
    id: `${id}-${name}`,
    name,
    onChange: update,
    maxLength: CONTACT_LIMITS[name],
    'aria-invalid': invalid.has(name) || undefined,
  });

  return (
    <>
      <form
        ref={form}
        className="contact-form"
        aria-labelledby="contact-form-title"
        onFocus={() => void loadSubmission().catch(() => undefined)}
        onSubmit={(event) => void submit(event)}
      >
        <h2 id="contact-form-title">{texts.title}</h2>
        <p className="contact-form__hint">
          {texts.hintBefore} <span aria-hidden="true">*</span>
          <span className="visually-hidden">{texts.required}</span> {texts.hintAfter}
        </p>
        <div className="contact-form__row">
          <div className="contact-form__field">
            <label htmlFor={`${id}-name`}>
              {texts.name} <span aria-hidden="true">*</span>
            </label>
            <input {...field('name')} type="text" autoComplete="name" required />
          </div>
          <div className="contact-form__field">
            <label htmlFor={`${id}-email`}>
              {texts.email} <span aria-hidden="true">*</span>
            </label>
            <input {...field('email')} type="email" autoComplete="email" required />
          </div>
        </div>
        <div className="contact-form__row">
          <div className="contact-form__field">
            <label htmlFor={`${id}-company`}>{texts.company}</label>
            <input {...field('company')} type="text" autoComplete="organization" />
          </div>
          <div className="contact-form__field">
            <label htmlFor={`${id}-phone`}>{texts.phone}</label>
            <input {...field('phone')} type="tel" autoComplete="tel" />
          </div>
        </div>
        <div className="contact-form__field">
          <label htmlFor={`${id}-message`}>
            {texts.message} <span aria-hidden="true">*</span>
          </label>
          <textarea {...field('message')} rows={6} required />
        </div>
        {/* A trap for bots: hidden from people and assistive technology, so only a bot fills it in. */}
        <div className="contact-form__trap">
          <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>{texts.trap}</label>
          <input id={`${id}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
        </div>
        <button type="submit" className="btn btn--primary contact-form__submit" disabled={busy}>
          {busy ? texts.sending : texts.send}
        </button>
        <p className="contact-form__gdpr">
          {texts.gdprBefore} <a href={localizedHref('/privacy-policy', language)}>{texts.privacy}</a> {texts.gdprAfter}
        </p>
      </form>
      <ToastRegion toasts={toasts} onDismiss={dismiss} label={texts.notifications} dismissLabel={texts.dismiss} />
    </>
  );
}
