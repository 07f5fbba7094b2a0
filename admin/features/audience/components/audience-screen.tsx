import { useState, type SubmitEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { SelectField, TextField } from '#admin/components/form-fields.tsx';
import { PageHeader } from '#admin/components/page-header.tsx';
import { ErrorState, LoadingState } from '#admin/components/states.tsx';
import { saveFile } from '#admin/lib/download.ts';
import { failureMessage } from '#admin/lib/errors.ts';
import { useAdminLanguage, useMessage, useTexts } from '#admin/lib/language.tsx';
import { useDocumentTitle } from '#admin/lib/use-document-title.ts';
import { fill } from '#src/i18n/fill.ts';
import { plural } from '#src/i18n/plural.ts';
import type { Ranked } from '#src/schemas/audience.ts';
import { audienceQueryOptions } from '#admin/features/audience/api.ts';
import { audienceCsv } from '#admin/features/audience/csv.ts';
import { periodOf, presets, projectSlugOf, type Preset } from '#admin/features/audience/period.ts';
import { audienceTexts } from '#admin/features/audience/texts.ts';
import { RankedTable } from '#admin/features/audience/components/ranked-table.tsx';
import { ViewsChart } from '#admin/features/audience/components/views-chart.tsx';
import { addStylesheet } from '#admin/lib/stylesheets.ts';
import audienceStylesheet from '#admin/features/audience/audience.css?url';

addStylesheet(audienceStylesheet);

// The Audience screen (ADR 0073): a period (in the address), views per day,
// the ranked lists of the period and the enquiries by where they came from,
// and the same figures as a CSV file.

export function AudienceScreen() {
  const texts = useTexts(audienceTexts);
  const { language } = useAdminLanguage();
  const message = useMessage();
  useDocumentTitle(texts.title);
  const [params, setParams] = useSearchParams();
  const { period, preset } = periodOf(params);
  const [draft, setDraft] = useState(period);
  const query = useQuery(audienceQueryOptions(period));
  const report = query.data;

  const numbers = new Intl.NumberFormat(language);
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 });
  const dayFormat = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  const formatDay = (day: string) => dayFormat.format(Date.parse(`${day}T00:00:00Z`));
  const count = (forms: { one: string; other: string }, value: number) =>
    fill(plural(language, value, forms), { count: numbers.format(value) });
  const keyName = (key: string) => (texts.keys as Record<string, string | undefined>)[key] ?? key;
  const pathLink = (key: string) => (key.startsWith('/') ? <a href={key}>{key}</a> : keyName(key));

  const choosePreset = (value: Preset | 'custom') => {
    if (value !== 'custom') {
      setParams({ days: String(value) });
      return;
    }
    // The chosen days start from the period shown.
    setDraft(period);
    setParams({ from: period.from, to: period.to });
  };
  const applyDays = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (draft.from && draft.to) setParams({ from: draft.from, to: draft.to });
  };
  const exportCsv = () => {
    if (report) saveFile(new Blob([audienceCsv(report)], { type: 'text/csv' }), `audience-${report.from}-${report.to}.csv`);
  };

  // Summed in a Map: a slug is a visitor's path, and one named like an Object property ("constructor") is a key like any other.
  const projects: Ranked = report
    ? [
        ...report.paths
          .reduce((totals, entry) => {
            const slug = projectSlugOf(entry.key);
            return slug ? totals.set(slug, (totals.get(slug) ?? 0) + entry.count) : totals;
          }, new Map<string, number>())
          .entries(),
      ]
        .map(([key, value]) => ({ key, count: value }))
        .sort((a, b) => b.count - a.count)
    : [];
  const busiest = report?.days.reduce(
    (best, day) => (day.views > best.views ? day : best),
    report.days[0] ?? { date: period.to, views: 0 },
  );
  const listTexts = {
    countLabel: texts.count,
    shareLabel: texts.share,
    empty: texts.none,
    formatShare: (share: number) => percent.format(share),
  };

  return (
    <>
      <PageHeader
        title={texts.title}
        description={texts.description}
        actions={
          <button type="button" className="button button--secondary" disabled={!report} onClick={exportCsv}>
            {texts.exportCsv}
          </button>
        }
      />
      <form className="panel audience-period" aria-label={texts.period} onSubmit={applyDays}>
        <SelectField
          label={texts.period}
          value={String(preset) as `${Preset}` | 'custom'}
          options={[
            ...presets.map((days) => ({ value: String(days) as `${Preset}`, label: texts.presets[days] })),
            { value: 'custom' as const, label: texts.presets.custom },
          ]}
          onValueChange={(value) => choosePreset(value === 'custom' ? 'custom' : (Number(value) as Preset))}
        />
        {preset === 'custom' ? (
          <>
            <TextField label={texts.from} type="date" value={draft.from} onValueChange={(from) => setDraft({ ...draft, from })} required />
            <TextField label={texts.to} type="date" value={draft.to} onValueChange={(to) => setDraft({ ...draft, to })} required />
            <button type="submit" className="button button--primary audience-period__show">
              {texts.show}
            </button>
          </>
        ) : null}
      </form>
      {query.isPending ? (
        <LoadingState label={texts.loading} />
      ) : query.isError || !report ? (
        <ErrorState message={message(failureMessage(query.error, texts.failed))} onRetry={() => void query.refetch()} />
      ) : (
        <div className="audience">
          <p className="audience__totals">
            <strong>{count(texts.views, report.views)}</strong> · <strong>{count(texts.enquiries, report.enquiries.total)}</strong>
            <span className="audience__note"> {texts.todayIncluded}</span>
          </p>
          <ViewsChart
            days={report.days}
            formatDay={formatDay}
            texts={{
              ...texts,
              summary: fill(texts.chartSummary, {
                views: count(texts.views, report.views),
                from: formatDay(report.from),
                to: formatDay(report.to),
                day: formatDay(busiest?.date ?? report.to),
                most: count(texts.views, busiest?.views ?? 0),
              }),
            }}
          />
          <div className="audience__lists">
            <RankedTable title={texts.topPages} keyLabel={texts.page} entries={report.paths} name={pathLink} {...listTexts} />
            <RankedTable
              title={texts.topProjects}
              keyLabel={texts.project}
              entries={projects}
              name={(slug) => <a href={`/projects-enhanced/${slug}`}>{slug}</a>}
              {...listTexts}
            />
            <RankedTable title={texts.referrers} keyLabel={texts.site} entries={report.referrers} name={keyName} {...listTexts} />
            <RankedTable title={texts.languages} keyLabel={texts.language} entries={report.languages} name={keyName} {...listTexts} />
            <RankedTable title={texts.devices} keyLabel={texts.device} entries={report.devices} name={keyName} {...listTexts} />
            <RankedTable
              title={texts.enquiriesBySource}
              keyLabel={texts.page}
              entries={report.enquiries.by_source}
              name={pathLink}
              {...listTexts}
              countLabel={texts.enquiryCount}
            />
            <RankedTable
              title={texts.enquiriesByReferrer}
              keyLabel={texts.site}
              entries={report.enquiries.by_referrer}
              name={keyName}
              {...listTexts}
              countLabel={texts.enquiryCount}
            />
            <RankedTable
              title={texts.applicationsBySource}
              keyLabel={texts.page}
              entries={report.applications.by_source}
              name={pathLink}
              {...listTexts}
              countLabel={texts.applicationCount}
            />
          </div>
        </div>
      )}
    </>
  );
}
