import { useId, useRef, useState, type SubmitEvent } from 'react';
import type { Shown } from '#admin/lib/coded-text.ts';
import { inviteInputSchema } from '#src/schemas/staff.ts';
import type { StaffRole } from '#src/schemas/staff-roles.ts';
import { FormError, SelectField, TextField } from '#admin/components/form-fields.tsx';
import { useToast } from '#admin/components/toast.tsx';
import { failureMessage, fieldErrorsOf, isSessionEnd } from '#admin/lib/errors.ts';
import { useTexts } from '#admin/lib/language.tsx';
import { staffTexts } from '#admin/features/staff/texts.ts';
import { focusFirstError, validate, type FieldErrors } from '#admin/lib/validate.ts';
import { invitationLink, useInvite } from '#admin/features/staff/api.ts';
import { fill } from '#src/i18n/fill.ts';
import { addStylesheet } from '#admin/lib/stylesheets.ts';
import staffStylesheet from '#admin/features/staff/staff.css?url';

addStylesheet(staffStylesheet);

// Invite someone: username and role, then the one-time link, shown once with a
// Copy button. The admin sends it themselves (the site sends no e-mail of its own).

export function InviteForm() {
  const texts = useTexts(staffTexts);
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const headingId = useId();
  const [username, setUsername] = useState('');
  const [role, setRole] = useState<StaffRole>('editor');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<Shown | null>(null);
  const [sent, setSent] = useState<{ username: string; link: string } | null>(null);
  const invite = useInvite();

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const result = validate(inviteInputSchema, { username, role });
    if (!result.success) {
      setErrors(result.errors);
      window.requestAnimationFrame(() => focusFirstError(formRef.current));
      return;
    }
    invite.mutate(result.data, {
      onSuccess: ({ invitation, token }) => {
        setSent({ username: invitation.username, link: invitationLink(token) });
        setUsername('');
        setErrors({});
      },
      onError: (error) => {
        if (isSessionEnd(error)) return;
        setErrors(fieldErrorsOf(error));
        setFormError(failureMessage(error, texts.inviteFailed));
        window.requestAnimationFrame(() => focusFirstError(formRef.current));
      },
    });
  };

  const copy = async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(texts.copied);
    } catch {
      toast.error(texts.copyFailed);
    }
  };

  return (
    <section className="panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="panel__title">
        {texts.invite}
      </h2>
      {sent ? (
        <div className="invite-link" role="status">
          <h3 className="invite-link__title">{fill(texts.linkTitle, { username: sent.username })}</h3>
          <p className="panel__text">{fill(texts.linkText, { username: sent.username })}</p>
          <div className="invite-link__row">
            <TextField
              label={texts.link}
              value={sent.link}
              onValueChange={() => undefined}
              readOnly
              spellCheck={false}
              onFocus={(event) => event.currentTarget.select()}
              fieldClassName="invite-link__field"
            />
            <button type="button" className="button button--primary" onClick={() => void copy(sent.link)}>
              {texts.copy}
            </button>
          </div>
          <button type="button" className="button button--secondary" onClick={() => setSent(null)}>
            {texts.done}
          </button>
        </div>
      ) : (
        <form ref={formRef} className="stack" onSubmit={onSubmit} noValidate aria-busy={invite.isPending}>
          <p className="panel__text">{texts.inviteText}</p>
          <div className="invite-form__fields">
            <TextField
              label={texts.username}
              value={username}
              onValueChange={(value) => {
                setUsername(value);
                setErrors((current) => ({ ...current, username: undefined }));
              }}
              hint={texts.usernameHint}
              error={errors.username}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={64}
              required
            />
            <SelectField
              label={texts.role}
              value={role}
              onValueChange={setRole}
              options={(['editor', 'admin'] as const).map((value) => ({ value, label: texts.roleNames[value] }))}
              hint={texts.roleHints[role]}
              required
            />
          </div>
          <FormError message={formError} />
          <div className="form-actions">
            <button type="submit" className="button button--primary" disabled={invite.isPending}>
              {invite.isPending ? texts.inviting : texts.sendInvite}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
