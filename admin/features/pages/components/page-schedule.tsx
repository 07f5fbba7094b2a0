import { useState, type SubmitEvent } from 'react';
import { FormError, TextField } from '#admin/components/form-fields.tsx';
import { useToast } from '#admin/components/toast.tsx';
import type { Shown } from '#admin/lib/coded-text.ts';
import { failureMessage, isSessionEnd } from '#admin/lib/errors.ts';
import { formatDateTime, fromLocalInput } from '#admin/lib/format.ts';
import { useAdminLanguage, useTexts } from '#admin/lib/language.tsx';
import { useSchedulePage, type PageDetail } from '#admin/features/pages/api.ts';
import { pageScheduleTexts } from '#admin/features/pages/schedule-texts.ts';
import { fill } from '#src/i18n/fill.ts';

// A page's scheduled publish (PUT /api/pages/schedule): a date to come, or the
// date set and a button to cancel it. Its own small form beside the draft's:
// it schedules the draft as saved, and moves no version of the page.

export function PageSchedule({ page, name, mayPublish }: { page: PageDetail; name: string; mayPublish: boolean }) {
  const texts = useTexts(pageScheduleTexts);
  const { language } = useAdminLanguage();
  const toast = useToast();
  const schedule = useSchedulePage();
  const [value, setValue] = useState('');
  const [error, setError] = useState<Shown | null>(null);

  const send = (publishAt: string | null) => {
    setError(null);
    schedule.mutate(
      { id: page.id, publishAt, shown: page.publish_at ?? null, version: page.updated_at ?? 'initial' },
      {
        onSuccess: (saved) => {
          setValue('');
          toast.success(
            saved.publish_at
              ? fill(texts.scheduledToast, { name, when: formatDateTime(saved.publish_at, language) })
              : fill(texts.cancelled, { name }),
          );
        },
        onError: (failure) => {
          if (!isSessionEnd(failure)) setError(failureMessage(failure, texts.failed));
        },
      },
    );
  };
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const publishAt = fromLocalInput(value);
    if (publishAt === null) setError(texts.required);
    else send(publishAt);
  };

  // An editor on a legal page has nothing to do here, unless an administrator set a date.
  if (!mayPublish && !page.publish_at) return null;
  return (
    <section className="form-section page-schedule" aria-labelledby="page-schedule-title">
      <h2 id="page-schedule-title" className="form-section__title">
        {texts.title}
      </h2>
      {page.publish_at ? (
        <div className="page-schedule__set">
          <p>{fill(texts.scheduled, { when: formatDateTime(page.publish_at, language), user: page.scheduled_by ?? '—' })}</p>
          {mayPublish ? (
            <button type="button" className="button button--secondary" disabled={schedule.isPending} onClick={() => send(null)}>
              {texts.cancel}
            </button>
          ) : null}
        </div>
      ) : (
        <form className="page-schedule__form" onSubmit={onSubmit} noValidate aria-busy={schedule.isPending}>
          <p className="form-section__intro">{texts.intro}</p>
          <TextField label={texts.publishAt} type="datetime-local" value={value} onValueChange={setValue} />
          <button type="submit" className="button button--secondary" disabled={schedule.isPending}>
            {schedule.isPending ? texts.scheduling : texts.schedule}
          </button>
        </form>
      )}
      <FormError message={error} />
    </section>
  );
}
