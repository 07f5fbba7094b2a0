import { useId, useRef, useState, type SyntheticEvent } from 'react';
import { localizedHref } from '#src/i18n/locales.ts';
import { visitorObjects } from '#src/lib/audience/beacon-settings.ts';
import { problemsOf, type FormField, type FormProblem } from '#src/islands/application-form/checks.ts';
import { applicationFormTexts } from '#src/islands/application-form/texts.ts';
import '#src/islands/contact-form/contact-form.css';
import '#src/islands/application-form/application-form.css';
import { CONTACT_LIMITS, type ContactLanguage, ELAPSED_FIELD, HONEYPOT_FIELD } from '#src/schemas/form-limits.ts';

// The application form of the careers pages (ADR 0071): on a job's page it
// applies to that job, on /careers it sends a spontaneous application. Each
// field says what is wrong with it under it, and the first such field takes
// the focus; the CV is checked here (a PDF of at most 4 MB) before anything
// is sent. It sends multipart to /api/applications with the page's path, so
// the audience counts the application by the page it came from.

interface Props {
  /** The job applied for; none: a spontaneous application. */
  jobId?: string | undefined;
  language: ContactLanguage;
}

type Outcome = { tone: 'success' | 'error'; text: string } | null;

const fieldOrder: readonly FormField[] = ['name', 'email', 'phone', 'message', 'cv', 'consent'];

/** The CV's problem a refusal names by its code, if it names one. */
function cvRefusal(body: unknown): FormProblem | undefined {
  const code = typeof body === 'object' && body !== null && 'code' in body ? body.code : undefined;
  return code === 'document_active_content' ? 'cvActive' : code === 'document_not_pdf' ? 'cvType' : undefined;
}

export function ApplicationForm({ jobId, language }: Props) {
  const texts = applicationFormTexts[language];
  const [problems, setProblems] = useState<Partial<Record<FormField, FormProblem>>>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useRef<HTMLFormElement>(null);
  const id = useId();
  const titleId = `${id}-title`;

  const submit = async (event: SyntheticEvent<HTMLFormElement, SubmitEvent>) => {
    event.preventDefault();
    if (busy) return;
    setOutcome(null);
    const element = event.currentTarget;
    const data = new FormData(element);
    const text = (name: string) => {
      const value = data.get(name);
      return typeof value === 'string' ? value : '';
    };
    const cv = data.get('cv');
    const found = await problemsOf({
      name: text('name'),
      email: text('email'),
      phone: text('phone'),
      message: text('message'),
      cv: cv instanceof File ? cv : null,
      consent: data.get('consent') !== null,
    });
    setProblems(found);
    const first = fieldOrder.find((field) => found[field] !== undefined);
    if (first) {
      element.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    data.set('consent', 'true');
    data.set('language', language);
    // The page it came from, for the audience: not for a visitor who objects to being counted.
    if (!visitorObjects()) data.set('source_path', window.location.pathname);
    // The time since the page began to load, for the server's time-to-submit check.
    data.set(ELAPSED_FIELD, String(Math.round(performance.now())));
    if (jobId) data.set('job_id', jobId);
    setBusy(true);
    try {
      const response = await fetch('/api/applications', { method: 'POST', body: data, headers: { accept: 'application/json' } });
      // A PDF the server refuses (not one, or one that acts when opened) is the CV field's problem, said there.
      const refused = response.status === 400 ? cvRefusal(await response.json().catch(() => null)) : undefined;
      if (response.ok) {
        setOutcome({ tone: 'success', text: texts.success });
        element.reset();
      } else if (refused) {
        setProblems({ cv: refused });
        element.querySelector<HTMLElement>('[name="cv"]')?.focus();
      } else {
        const said =
          response.status === 413
            ? texts.errors.cvSize
            : response.status === 422
              ? texts.jobClosed
              : response.status === 429
                ? texts.tooMany
                : texts.failure;
        setOutcome({ tone: 'error', text: said });
      }
    } catch {
      setOutcome({ tone: 'error', text: texts.failure });
    } finally {
      setBusy(false);
    }
  };

  const described = (field: FormField, hint?: string) =>
    [hint, problems[field] ? `${id}-${field}-error` : undefined].filter(Boolean).join(' ') || undefined;
  const field = (name: FormField) => ({
    id: `${id}-${name}`,
    name,
    'aria-invalid': problems[name] ? true : undefined,
    'aria-describedby': described(name),
    onChange: () => {
      if (problems[name]) setProblems((current) => ({ ...current, [name]: undefined }));
    },
  });
  const error = (name: FormField) => {
    const problem = problems[name];
    return problem ? (
      <p id={`${id}-${name}-error`} className="application-form__error">
        {texts.errors[problem]}
      </p>
    ) : null;
  };
  const star = (
    <>
      {' '}
      <span aria-hidden="true">*</span>
      <span className="visually-hidden">({texts.required})</span>
    </>
  );

  return (
    <form
      ref={form}
      className="contact-form application-form"
      aria-labelledby={titleId}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <h2 id={titleId}>{jobId ? texts.title : texts.spontaneousTitle}</h2>
      <p className="contact-form__hint">{texts.hint}</p>
      <div className="contact-form__row">
        <div className="contact-form__field">
          <label htmlFor={`${id}-name`}>
            {texts.name}
            {star}
          </label>
          <input {...field('name')} type="text" autoComplete="name" maxLength={CONTACT_LIMITS.name} required />
          {error('name')}
        </div>
        <div className="contact-form__field">
          <label htmlFor={`${id}-email`}>
            {texts.email}
            {star}
          </label>
          <input {...field('email')} type="email" autoComplete="email" maxLength={CONTACT_LIMITS.email} required />
          {error('email')}
        </div>
      </div>
      <div className="contact-form__field">
        <label htmlFor={`${id}-phone`}>{texts.phone}</label>
        <input {...field('phone')} type="tel" autoComplete="tel" maxLength={CONTACT_LIMITS.phone} />
        {error('phone')}
      </div>
      <div className="contact-form__field">
        <label htmlFor={`${id}-message`}>
          {texts.message}
          {star}
        </label>
        <textarea {...field('message')} rows={6} maxLength={CONTACT_LIMITS.message} required />
        {error('message')}
      </div>
      <div className="contact-form__field">
        <label htmlFor={`${id}-cv`}>
          {texts.cv}
          {star}
        </label>
        <input {...field('cv')} aria-describedby={described('cv', `${id}-cv-hint`)} type="file" accept="application/pdf,.pdf" required />
        <p id={`${id}-cv-hint`} className="contact-form__hint application-form__hint">
          {texts.cvHint}
        </p>
        {error('cv')}
      </div>
      <div className="application-form__consent">
        <input {...field('consent')} type="checkbox" value="true" required />
        <label htmlFor={`${id}-consent`}>
          {texts.consent} <a href={localizedHref('/privacy-policy', language)}>{texts.privacy}</a>
          {star}
        </label>
        {error('consent')}
      </div>
      {/* A trap for bots: hidden from people and assistive technology, so only a bot fills it in. */}
      <div className="contact-form__trap">
        <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>{texts.trap}</label>
        <input id={`${id}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <button type="submit" className="btn btn--primary contact-form__submit" disabled={busy}>
        {busy ? texts.sending : texts.send}
      </button>
      <p
        role="status"
        className={outcome ? `application-form__outcome application-form__outcome--${outcome.tone}` : 'application-form__outcome'}
      >
        {outcome?.text}
      </p>
    </form>
  );
}
