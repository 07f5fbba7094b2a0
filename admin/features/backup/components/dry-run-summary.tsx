import { backupCollectionNames, type ImportSummary } from '#src/schemas/backup.ts';
import { formatDateTime } from '#admin/lib/format.ts';
import { useAdminLanguage, useTexts } from '#admin/lib/language.tsx';
import { collectionTexts } from '#admin/lib/texts/collections.ts';
import { fill } from '#src/i18n/fill.ts';
import { backupTexts } from '#admin/features/backup/texts.ts';
import { addStylesheet } from '#admin/lib/stylesheets.ts';
import backupStylesheet from '#admin/features/backup/backup.css?url';

addStylesheet(backupStylesheet);

// The dry run of a restore: per collection what would be added, changed,
// removed or left, then the settings, uploads and enquiries (those past their
// retention left out), and the choice to cancel or apply it.

interface DryRunSummaryProps {
  summary: ImportSummary;
  /** A backup kept by the site (not one just sent from this computer): its title says so. */
  kept: boolean;
  applying: boolean;
  onCancel: () => void;
  onApply: () => void;
}

export function DryRunSummary({ summary, kept, applying, onCancel, onApply }: DryRunSummaryProps) {
  const texts = useTexts(backupTexts);
  // The collections under the names the audit log gives them.
  const collectionNames = useTexts(collectionTexts);
  const { language } = useAdminLanguage();
  /** A list of names, with how many more there are than the answer names. */
  const listed = (names: readonly string[], count: number) =>
    count > names.length ? fill(texts.namesMore, { names: names.join(', '), count: count - names.length }) : names.join(', ');
  const changed = backupCollectionNames.flatMap((name) => {
    const counts = summary.collections[name];
    const names = counts.names;
    if (!names) return [];
    const lines = [
      counts.created > 0 ? fill(texts.namesAdded, { names: listed(names.created, counts.created) }) : null,
      counts.changed > 0 ? fill(texts.namesChanged, { names: listed(names.changed, counts.changed) }) : null,
      counts.removed > 0 ? fill(texts.namesRemoved, { names: listed(names.removed, counts.removed) }) : null,
    ].filter((line): line is string => line !== null);
    return lines.length > 0 ? [{ name, lines }] : [];
  });
  return (
    <div className="stack" aria-live="polite">
      <h3 className="backup-summary__title">
        {fill(kept ? texts.summaryStoredTitle : texts.summaryTitle, {
          date: formatDateTime(summary.backup_created_at, language),
        })}
      </h3>
      <div className="table-wrap">
        <table className="table backup-summary">
          <caption className="visually-hidden">{texts.summaryCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{texts.columns.collection}</th>
              <th scope="col">{texts.columns.created}</th>
              <th scope="col">{texts.columns.changed}</th>
              <th scope="col">{texts.columns.removed}</th>
              <th scope="col">{texts.columns.unchanged}</th>
            </tr>
          </thead>
          <tbody>
            {backupCollectionNames.map((name) => {
              const counts = summary.collections[name];
              return (
                <tr key={name}>
                  <th scope="row">{collectionNames[name]}</th>
                  <td>{counts.created}</td>
                  <td>{counts.changed}</td>
                  <td className={counts.removed > 0 ? 'backup-summary__removed' : undefined}>{counts.removed}</td>
                  <td>{counts.unchanged}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {changed.length > 0 ? (
        <section aria-labelledby="backup-names-title">
          <h4 id="backup-names-title" className="backup-summary__subtitle">
            {texts.namesTitle}
          </h4>
          <dl className="backup-summary__names">
            {changed.map(({ name, lines }) => (
              <div key={name}>
                <dt>{collectionNames[name]}</dt>
                {lines.map((line) => (
                  <dd key={line}>{line}</dd>
                ))}
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      <ul className="backup-summary__notes">
        <li>{summary.settings === 'changed' ? texts.settingsChanged : texts.settingsUnchanged}</li>
        <li>{fill(texts.uploads, { added: summary.uploads.added, present: summary.uploads.present })}</li>
        {summary.uploads.missing > 0 ? <li>{fill(texts.uploadsMissing, { missing: summary.uploads.missing })}</li> : null}
        <li>{fill(texts.enquiries, { added: summary.enquiries.added })}</li>
        {summary.enquiries.dropped > 0 ? <li>{fill(texts.enquiriesDropped, { dropped: summary.enquiries.dropped })}</li> : null}
      </ul>
      <div className="form-actions">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {texts.cancel}
        </button>
        <button type="button" className="button button--danger" disabled={applying} onClick={onApply}>
          {applying ? texts.applying : texts.apply}
        </button>
      </div>
    </div>
  );
}
