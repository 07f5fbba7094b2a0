import { useMutation, useQuery } from '@tanstack/react-query';
import { useRef, useState, type SubmitEvent } from 'react';
import type { Shown } from '#admin/lib/coded-text.ts';
import { loginResponseSchema } from '#src/schemas/auth.ts';
import { acceptInvitationSchema, invitationDetailsSchema } from '#src/schemas/staff.ts';
import { Brand } from '#admin/components/brand.tsx';
import { FormError } from '#admin/components/form-fields.tsx';
import { NewPasswordFields } from '#admin/features/auth/components/new-password-fields.tsx';
import { apiJson } from '#admin/lib/api-client.ts';
import { failureMessage, fieldErrorsOf } from '#admin/lib/errors.ts';
import { formatDateTime } from '#admin/lib/format.ts';
import { useAdminLanguage, useMessage, useTexts } from '#admin/lib/language.tsx';
import { href, paths } from '#admin/lib/paths.ts';
import { saveSession } from '#admin/lib/session.ts';
import { invitationTexts } from '#admin/features/auth/invitation-texts.ts';
import { roleInSentenceTexts } from '#admin/lib/texts/roles.ts';
import { useDocumentTitle } from '#admin/lib/use-document-title.ts';
import { focusFirstError, validate, type FieldErrors } from '#admin/lib/validate.ts';
import { fill } from '#src/i18n/fill.ts';
import { languageNames } from '#src/i18n/locales.ts';
import { addStylesheet } from '#admin/lib/stylesheets.ts';
import authStylesheet from '#admin/features/auth/auth.css?url';

addStylesheet(authStylesheet);

// /admin/invitation#<token>: an invited person chooses their password and is
// signed in (ADR 0033). The token is read from the fragment once and the
// fragment removed from the address bar, so it stays in no history entry.

function takeToken(): string {
  const token = window.location.hash.slice(1);
  if (token) window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  return token;
}

export function InvitationPage() {
  const texts = useTexts(invitationTexts);
  const roleNames = useTexts(roleInSentenceTexts);
  const { language, setLanguage } = useAdminLanguage();
  const other = language === 'en' ? 'fr' : 'en';
  const message = useMessage();
  useDocumentTitle(texts.title);
  const [token] = useState(takeToken);
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState({ password: '', confirm: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<Shown | null>(null);

  const details = useQuery({
    queryKey: ['invitation', token],
    queryFn: () => apiJson('/api/auth/invitation', invitationDetailsSchema, { method: 'POST', body: { token }, redirectOn401: false }),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });

  const accept = useMutation({
    mutationFn: (password: string) =>
      apiJson('/api/auth/accept-invitation', loginResponseSchema, { method: 'POST', body: { token, password }, redirectOn401: false }),
    onSuccess: (result) => {
      if (!result.success) {
        setFormError(result.error);
        return;
      }
      saveSession(result.token, result.user);
      window.location.replace(href(paths.dashboard));
    },
    onError: (error) => {
      setErrors(fieldErrorsOf(error));
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
    const result = validate(acceptInvitationSchema, { token, password: values.password });
    const next: FieldErrors = result.success ? {} : { ...result.errors };
    if (values.confirm !== values.password) next.confirm = texts.mismatch;
    if (!result.success || next.confirm) {
      setErrors(next);
      window.requestAnimationFrame(() => focusFirstError(formRef.current));
      return;
    }
    accept.mutate(result.data.password);
  };

  const data = details.data;
  const invalid = token === '' ? texts.noToken : details.isError ? message(failureMessage(details.error, texts.invalidTitle)) : null;

  return (
    <div className="login-page">
      <main className="login-card" aria-labelledby="invitation-title">
        <Brand tone="light" />
        <h1 id="invitation-title" className="login-card__title">
          {invalid ? texts.invalidTitle : texts.title}
        </h1>
        {invalid ? (
          <>
            <p className="login-card__subtitle" role="alert">
              {invalid}
            </p>
            <a className="button button--primary button--block" href={href(paths.login)}>
              {texts.toLogin}
            </a>
          </>
        ) : !data ? (
          <p className="login-card__subtitle" role="status">
            {texts.checking}
          </p>
        ) : (
          <>
            <p className="login-card__subtitle">{fill(texts.welcome, { role: roleNames[data.role], username: data.username })}</p>
            <form ref={formRef} className="login-form" onSubmit={onSubmit} noValidate aria-busy={accept.isPending}>
              {/* For password managers: the account the new password belongs to. */}
              <input type="text" name="username" autoComplete="username" value={data.username} readOnly hidden />
              <NewPasswordFields
                labels={texts}
                password={values.password}
                confirm={values.confirm}
                onPasswordChange={set('password')}
                onConfirmChange={set('confirm')}
                errors={errors}
              />
              <FormError message={formError} />
              <button type="submit" className="button button--primary button--block" disabled={accept.isPending}>
                {accept.isPending ? texts.submitting : texts.submit}
              </button>
            </form>
            <p className="login-card__back">{fill(texts.expires, { date: formatDateTime(data.expires_at, language) })}</p>
          </>
        )}
        <p className="login-card__back">
          <button type="button" className="link-button login-card__language" lang={other} onClick={() => setLanguage(other)}>
            {languageNames[other]}
          </button>
        </p>
      </main>
    </div>
  );
}
