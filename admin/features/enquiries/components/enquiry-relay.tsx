import type { Enquiry } from '#src/schemas/contact.ts';
import { awaitsRetry, isCutShort, type RelayState } from '#src/schemas/enquiry-relay.ts';
import { fill } from '#src/i18n/fill.ts';
import { plural } from '#src/i18n/plural.ts';
import { Badge } from '#admin/components/badge.tsx';
import { useToast } from '#admin/components/toast.tsx';
import { failureMessage, isSessionEnd } from '#admin/lib/errors.ts';
import { formatDateTime } from '#admin/lib/format.ts';
import { useAdminLanguage, useTexts } from '#admin/lib/language.tsx';
import { useRetryRelay } from '#admin/features/enquiries/api.ts';
import { enquiryTexts } from '#admin/features/enquiries/texts.ts';

// An enquiry's notification email as staff read it: sent, being sent, or not
// sent and why, when the schedule tries again or that it stopped trying; and
// Retry, for one enquiry or for every one not sent (an attempt cut short
// included: it will not finish).

const relayTones = { sent: 'success', pending: 'neutral', failed: 'danger', given_up: 'danger' } as const;

type EnquiryTexts = (typeof enquiryTexts)['en'];

/** "Notification not sent: the mail service could not be reached." (without a reason: stored before reasons were kept). */
function notSent(relay: RelayState, texts: EnquiryTexts): string {
  return relay.reason ? fill(texts.relayNotSent, { reason: texts.relayReasons[relay.reason] }) : texts.relayNotSentPlain;
}

export function RelayBadge({ enquiry }: { enquiry: Enquiry }) {
  const texts = useTexts(enquiryTexts);
  // An attempt cut short is not being sent any more: it reads as not sent, with Retry.
  const status = isCutShort(enquiry.relay, enquiry.created_at) ? 'failed' : enquiry.relay.status;
  return <Badge tone={relayTones[status]}>{texts.relay[status]}</Badge>;
}

/** For a notification not sent: why, what happens next, and Retry now. */
export function RelayProblem({ enquiry }: { enquiry: Enquiry }) {
  const texts = useTexts(enquiryTexts);
  const { language } = useAdminLanguage();
  const toast = useToast();
  const retry = useRetryRelay();
  const { relay } = enquiry;
  if (!awaitsRetry(relay, enquiry.created_at)) return null;

  const next =
    relay.status === 'failed' && relay.next_attempt_at
      ? fill(texts.relayNext, { time: formatDateTime(relay.next_attempt_at, language) })
      : relay.status === 'given_up'
        ? fill(plural(language, relay.attempts ?? 1, texts.relayStopped), { count: relay.attempts ?? 1 })
        : '';

  const retryOne = () =>
    retry.mutate(
      { id: enquiry.id },
      {
        onSuccess: ({ attempted: [saved] }) => {
          if (!saved || saved.relay.status === 'sent') toast.success(fill(texts.retried, { name: enquiry.name }));
          else
            toast.error(
              fill(texts.stillNotSent, { name: enquiry.name, reason: saved.relay.reason ? texts.relayReasons[saved.relay.reason] : '' }),
            );
        },
        onError: (error) => {
          if (!isSessionEnd(error)) toast.error(failureMessage(error, texts.retryFailed));
        },
      },
    );

  return (
    <div className="enquiry__relay">
      <p className="enquiry__relay-error">{[notSent(relay, texts), next].filter(Boolean).join(' ')}</p>
      <button type="button" className="button button--secondary button--small" onClick={retryOne} disabled={retry.isPending}>
        {retry.isPending ? texts.retrying : texts.retry}
        <span className="visually-hidden">{fill(texts.retryFor, { name: enquiry.name })}</span>
      </button>
    </div>
  );
}

/** Retry every notification not sent, shown while there is one. */
export function RetryAllRelays({ enquiries }: { enquiries: readonly Enquiry[] }) {
  const texts = useTexts(enquiryTexts);
  const { language } = useAdminLanguage();
  const toast = useToast();
  const retry = useRetryRelay();
  const count = enquiries.filter((enquiry) => awaitsRetry(enquiry.relay, enquiry.created_at)).length;
  if (count === 0) return null;

  const retryAll = () =>
    retry.mutate(
      {},
      {
        onSuccess: ({ attempted, remaining }) => {
          const sent = attempted.filter((enquiry) => enquiry.relay.status === 'sent').length;
          const left = remaining > 0 ? fill(plural(language, remaining, texts.retryLeft), { count: remaining }) : '';
          const summary = [fill(texts.retriedAll, { sent, count: attempted.length }), left].filter(Boolean).join(' ');
          if (sent === attempted.length && remaining === 0) toast.success(summary);
          else toast.error(summary);
        },
        onError: (error) => {
          if (!isSessionEnd(error)) toast.error(failureMessage(error, texts.retryFailed));
        },
      },
    );

  return (
    <button type="button" className="button button--secondary enquiry-retry-all" onClick={retryAll} disabled={retry.isPending}>
      {retry.isPending ? texts.retrying : fill(plural(language, count, texts.retryAll), { count })}
    </button>
  );
}
