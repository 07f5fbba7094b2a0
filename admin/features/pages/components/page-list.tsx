import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Badge } from '#admin/components/badge.tsx';
import { ErrorState, LoadingState } from '#admin/components/states.tsx';
import { failureMessage } from '#admin/lib/errors.ts';
import { formatDateTime } from '#admin/lib/format.ts';
import { useAdminLanguage, useMessage, useTexts } from '#admin/lib/language.tsx';
import { paths } from '#admin/lib/paths.ts';
import { pagesQueryOptions, type PageRow } from '#admin/features/pages/api.ts';
import { pageTexts } from '#admin/features/pages/texts.ts';
import { pageScheduleTexts } from '#admin/features/pages/schedule-texts.ts';
import { fill } from '#src/i18n/fill.ts';

// Every page of the site in the navigation's order (the API's): its name in
// the admin's language and its address, whether visitors see its draft (and
// when it is to be published, if scheduled), and who changed it last and when.
// A page never saved reads as shipped with the site.

function LastChange({ row }: { row: PageRow }) {
  const texts = useTexts(pageTexts);
  const { language } = useAdminLanguage();
  if (!row.updated_at) return <>{texts.asShipped}</>;
  return (
    <time dateTime={row.updated_at}>
      {fill(texts.changedBy, { when: formatDateTime(row.updated_at, language), user: row.updated_by ?? '—' })}
    </time>
  );
}

export function PageList() {
  const texts = useTexts(pageTexts);
  const scheduleTexts = useTexts(pageScheduleTexts);
  const { language } = useAdminLanguage();
  const message = useMessage();
  const query = useQuery(pagesQueryOptions());
  if (query.isPending) return <LoadingState label={texts.loading} />;
  if (query.isError)
    return <ErrorState message={message(failureMessage(query.error, texts.failed))} onRetry={() => void query.refetch()} />;
  return (
    <div className="table-wrap">
      <table className="table table--stack page-table">
        <caption className="visually-hidden">{texts.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{texts.columns.page}</th>
            <th scope="col">{texts.columns.address}</th>
            <th scope="col">{texts.columns.status}</th>
            <th scope="col">{texts.columns.changed}</th>
          </tr>
        </thead>
        <tbody>
          {query.data.map((row) => {
            // The page's name in the admin's language.
            const name = language === 'fr' ? row.title_fr : row.title;
            return (
              <tr key={row.id}>
                <th scope="row" className="table__name" data-label={texts.columns.page}>
                  <Link to={paths.pages.edit(row.id)} aria-label={fill(texts.editLabel, { name })}>
                    {name}
                  </Link>
                </th>
                <td data-label={texts.columns.address}>
                  <code>{row.path}</code>
                </td>
                <td data-label={texts.columns.status}>
                  {row.broken ? (
                    <Badge tone="danger">{texts.status.broken}</Badge>
                  ) : row.status === 'published' ? (
                    <Badge tone="success">{texts.status.published}</Badge>
                  ) : (
                    <Badge tone="draft">{texts.status.draft}</Badge>
                  )}
                  {row.publish_at ? (
                    <>
                      {' '}
                      <Badge tone="info">{fill(scheduleTexts.badge, { when: formatDateTime(row.publish_at, language) })}</Badge>
                    </>
                  ) : null}
                </td>
                <td data-label={texts.columns.changed}>
                  <LastChange row={row} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
