import { useId, useRef, useState, type SubmitEvent } from 'react';
import { useConfirm } from '#admin/components/confirm-dialog.tsx';
import { FormError, TextField } from '#admin/components/form-fields.tsx';
import { useToast } from '#admin/components/toast.tsx';
import type { Shown } from '#admin/lib/coded-text.ts';
import { failureMessage, fieldErrorsOf, isSessionEnd } from '#admin/lib/errors.ts';
import { formatDateTime } from '#admin/lib/format.ts';
import { useAdminLanguage, useMessage, useTexts } from '#admin/lib/language.tsx';
import { focusFirstError, validate, type FieldErrors } from '#admin/lib/validate.ts';
import { privacyTexts } from '#admin/features/privacy/texts.ts';
import { savePersonalData, useErasePersonalData, useFindPersonalData } from '#admin/features/privacy/api.ts';
import { fill } from '#src/i18n/fill.ts';
import { plural } from '#src/i18n/plural.ts';
import { privacyRequestSchema, type PrivacyExport } from '#src/schemas/privacy.ts';
import { addStylesheet } from '#admin/lib/stylesheets.ts';
import privacyStylesheet from '#admin/features/privacy/privacy.css?url';

addStylesheet(privacyStylesheet);

// Privacy requests: an address, what is found for it (the enquiries and the
// kept backups holding them), then the file to send the person or the
// erasure, asked for in a dialog.

export function PrivacyRequests() {
  const texts = useTexts(privacyTexts);
  const { language } = useAdminLanguage();
  const message = useMessage();
  const toast = useToast();
  const confirm = useConfirm();
  const formRef = useRef<HTMLFormElement>(null);
  const headingId = useId();
  const resultId = useId();
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<Shown | null>(null);
  const [found, setFound] = useState<PrivacyExport | null>(null);
  const find = useFindPersonalData();
  const erase = useErasePersonalData();

  const count = (forms: { one: string; other: string }, value: number) => fill(plural(language, value, forms), { count: value });

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const result = validate(privacyRequestSchema, { email });
    if (!result.success) {
      setErrors(result.errors);
      window.requestAnimationFrame(() => focusFirstError(formRef.current));
      return;
    }
    find.mutate(result.data.email, {
      onSuccess: (answer) => {
        setFound(answer);
        setErrors({});
      },
      onError: (error) => {
        if (isSessionEnd(error)) return;
        setErrors(fieldErrorsOf(error));
        setFormError(failureMessage(error, texts.findFailed));
      },
    });
  };

  const eraseAll = async (subject: PrivacyExport) => {
    const ok = await confirm({
      title: fill(texts.confirmTitle, { email: subject.email }),
      message: texts.confirmText,
      confirmLabel: texts.confirmLabel,
      tone: 'danger',
    });
    if (!ok) return;
    erase.mutate(subject.email, {
      onSuccess: (erased) => {
        toast.success(
          fill(texts.erased, {
            enquiries: count(texts.enquiries, erased.enquiries),
            applications: count(texts.applications, erased.applications),
            backups: count(texts.backups, erased.backups),
          }),
        );
        setFound(null);
        setEmail('');
      },
      onError: (error) => {
        if (!isSessionEnd(error)) toast.error(message(failureMessage(error, texts.eraseFailed)));
      },
    });
  };

  const holdsAnything = found !== null && (found.enquiries.length > 0 || found.applications.length > 0 || found.kept_backups.length > 0);

  return (
    <>
      <section className="panel" aria-labelledby={headingId}>
        <h2 id={headingId} className="panel__title">
          {texts.findTitle}
        </h2>
        <form ref={formRef} className="privacy-find" onSubmit={onSubmit} noValidate aria-busy={find.isPending}>
          <TextField
            label={texts.email}
            type="email"
            value={email}
            onValueChange={(value) => {
              setEmail(value);
              setErrors((current) => ({ ...current, email: undefined }));
            }}
            hint={texts.emailHint}
            error={errors.email}
            autoComplete="off"
            spellCheck={false}
            required
          />
          <div className="form-actions">
            <button type="submit" className="button button--primary" disabled={find.isPending}>
              {find.isPending ? texts.finding : texts.find}
            </button>
          </div>
          <FormError message={formError} />
        </form>
      </section>
      {found ? (
        <section className="panel privacy-result" aria-labelledby={resultId} aria-live="polite">
          <h2 id={resultId} className="panel__title">
            {fill(texts.found, { email: found.email })}
          </h2>
          {holdsAnything ? (
            <>
              <p className="panel__text">
                {fill(texts.summary, {
                  enquiries: count(texts.enquiries, found.enquiries.length),
                  applications: count(texts.applications, found.applications.length),
                  backups: count(texts.backups, found.kept_backups.length),
                })}
              </p>
              {found.enquiries.length > 0 ? (
                <div className="table-wrap">
                  <table className="table table--stack">
                    <caption className="visually-hidden">{texts.caption}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{texts.columns.received}</th>
                        <th scope="col">{texts.columns.name}</th>
                        <th scope="col">{texts.columns.company}</th>
                        <th scope="col">{texts.columns.status}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {found.enquiries.map((enquiry) => (
                        <tr key={enquiry.id}>
                          <th scope="row" data-label={texts.columns.received}>
                            <time dateTime={enquiry.created_at}>{formatDateTime(enquiry.created_at, language)}</time>
                          </th>
                          <td data-label={texts.columns.name}>{enquiry.name}</td>
                          <td data-label={texts.columns.company}>{enquiry.company || '—'}</td>
                          <td data-label={texts.columns.status}>{texts.statuses[enquiry.status]}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              ) : null}
              <div className="privacy-actions">
                <div>
                  <button type="button" className="button button--secondary" onClick={() => savePersonalData(found)}>
                    {texts.download}
                  </button>
                  <p className="field__hint">{texts.downloadHint}</p>
                </div>
                <div>
                  <button type="button" className="button button--danger" disabled={erase.isPending} onClick={() => void eraseAll(found)}>
                    {erase.isPending ? texts.erasing : texts.erase}
                  </button>
                  <p className="field__hint">{texts.eraseHint}</p>
                </div>
              </div>
            </>
          ) : (
            <p className="panel__text">{fill(texts.nothing, { email: found.email })}</p>
          )}
        </section>
      ) : null}
    </>
  );
}
