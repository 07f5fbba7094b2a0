import { TextField } from '#admin/components/form-fields.tsx';
import type { UploadQueue as Queue } from '#admin/components/media/use-upload-queue.ts';
import { formatBytes } from '#admin/lib/media/format-bytes.ts';
import { useAdminLanguage, useMessage, useTexts } from '#admin/lib/language.tsx';
import { mediaTexts } from '#admin/lib/texts/media.ts';
import { fill } from '#src/i18n/fill.ts';

// The photos chosen and not yet in the library: each with its preview, the
// size it was reduced to, its alt texts, its own Upload button, progress and error.

export function UploadQueue({ queue }: { queue: Queue }) {
  const texts = useTexts(mediaTexts);
  const { language } = useAdminLanguage();
  const message = useMessage();
  if (queue.entries.length === 0) return null;
  return (
    <section className="upload-queue" aria-label={texts.queue}>
      <div className="upload-queue__head">
        <p className="upload-queue__intro">{texts.describe}</p>
        {queue.sendable > 1 ? (
          <button type="button" className="button button--primary button--small" onClick={queue.sendAll}>
            {fill(texts.uploadAll, { count: queue.sendable })}
          </button>
        ) : null}
      </div>
      <ul className="upload-queue__list">
        {queue.entries.map((entry) => (
          <li key={entry.key} className={`upload-item upload-item--${entry.status}`}>
            <div className="upload-item__preview">
              {entry.preview ? <img src={entry.preview} alt="" /> : <span className="thumb-placeholder" aria-hidden="true" />}
            </div>
            <div className="upload-item__body">
              <p className="upload-item__name">{entry.name}</p>
              <p className="upload-item__meta" aria-live="polite">
                {entry.status === 'preparing'
                  ? texts.preparing
                  : entry.prepared
                    ? fill(texts.reducedTo, {
                        width: entry.prepared.size.width,
                        height: entry.prepared.size.height,
                        size: formatBytes(entry.prepared.file.size, language),
                        originalSize: formatBytes(entry.originalBytes, language),
                      })
                    : null}
              </p>
              {entry.status === 'unusable' ? null : (
                <div className="upload-item__fields">
                  <TextField
                    label={texts.altEn}
                    value={entry.alt_en}
                    onValueChange={(value) => queue.setText(entry.key, 'alt_en', value)}
                    required
                    maxLength={300}
                    hint={texts.altHint}
                    disabled={entry.status === 'uploading'}
                  />
                  <TextField
                    label={texts.altFr}
                    value={entry.alt_fr}
                    onValueChange={(value) => queue.setText(entry.key, 'alt_fr', value)}
                    maxLength={300}
                    lang="fr"
                    disabled={entry.status === 'uploading'}
                  />
                </div>
              )}
              <div className="upload-item__status" aria-live="polite">
                {entry.status === 'uploading' ? (
                  <span className="upload-item__progress">
                    <progress max={100} value={entry.progress} aria-label={fill(texts.uploadProgress, { name: entry.name })} />
                    <span>{fill(texts.uploading, { percent: entry.progress })}</span>
                  </span>
                ) : null}
                {entry.error ? (
                  <p className="field__error" role="alert">
                    {message(entry.error)}
                  </p>
                ) : null}
              </div>
              <div className="upload-item__actions">
                {entry.prepared ? (
                  <button
                    type="button"
                    className="button button--primary button--small"
                    disabled={entry.status === 'uploading'}
                    aria-label={fill(texts.uploadOf, { name: entry.name })}
                    onClick={() => queue.send(entry.key)}
                  >
                    {texts.upload}
                  </button>
                ) : null}
                <button
                  type="button"
                  className="button button--secondary button--small"
                  disabled={entry.status === 'uploading'}
                  aria-label={fill(texts.removeFromQueue, { name: entry.name })}
                  onClick={() => queue.remove(entry.key)}
                >
                  {texts.remove}
                </button>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
