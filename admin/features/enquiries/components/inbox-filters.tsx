import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTexts } from '#admin/lib/language.tsx';
import { withView } from '#admin/features/enquiries/inbox-query.ts';
import { enquiryTexts } from '#admin/features/enquiries/texts.ts';
import { enquiryRelayFilters, type EnquiryListQuery } from '#src/schemas/enquiry-list.ts';

// Whether the notification was sent, and the days received (the company's
// calendar, src/lib/enquiries/inbox-view.ts), each kept in the URL; a change
// starts again from the first page.

export function InboxFilters({ view }: { view: EnquiryListQuery }) {
  const texts = useTexts(enquiryTexts);
  const [, setParams] = useSearchParams();
  const id = useId();
  const set = (key: 'relay' | 'from' | 'to', value: string) => setParams((current) => withView(current, key, value), { replace: true });
  const clear = () =>
    setParams(
      (current) => {
        let next = current;
        for (const key of ['relay', 'from', 'to'] as const) next = withView(next, key, '');
        return next;
      },
      { replace: true },
    );
  return (
    <fieldset className="inbox-filters">
      <legend className="visually-hidden">{texts.filtersLabel}</legend>
      <div className="list-toolbar__sort">
        <label htmlFor={`${id}-relay`}>{texts.relayFilter}</label>
        <select id={`${id}-relay`} className="input select" value={view.relay ?? ''} onChange={(event) => set('relay', event.target.value)}>
          <option value="">{texts.relayAny}</option>
          {enquiryRelayFilters.map((value) => (
            <option key={value} value={value}>
              {texts.relayFilters[value]}
            </option>
          ))}
        </select>
      </div>
      <div className="list-toolbar__sort">
        <label htmlFor={`${id}-from`}>{texts.from}</label>
        <input
          id={`${id}-from`}
          type="date"
          className="input"
          value={view.from ?? ''}
          max={view.to}
          onChange={(event) => set('from', event.target.value)}
        />
      </div>
      <div className="list-toolbar__sort">
        <label htmlFor={`${id}-to`}>{texts.to}</label>
        <input
          id={`${id}-to`}
          type="date"
          className="input"
          value={view.to ?? ''}
          min={view.from}
          onChange={(event) => set('to', event.target.value)}
        />
      </div>
      {view.relay || view.from || view.to ? (
        <button type="button" className="button button--secondary button--small" onClick={clear}>
          {texts.clearFilters}
        </button>
      ) : null}
    </fieldset>
  );
}
