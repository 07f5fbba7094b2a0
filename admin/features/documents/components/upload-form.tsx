import { useState, type SyntheticEvent } from 'react';
import {
  documentCategories,
  documentLanguages,
  documentMegabytes,
  MAX_DOCUMENT_BYTES,
  type DocumentFields,
} from '#src/schemas/document.ts';
import { message } from '#src/schemas/messages.ts';
import { slugify } from '#src/schemas/common.ts';
import { fill } from '#src/i18n/fill.ts';
import { describedBy, FieldShell, FormError, SelectField, SwitchField, TextAreaField, TextField } from '#admin/components/form-fields.tsx';
import { useToast } from '#admin/components/toast.tsx';
import { codedText, type Shown } from '#admin/lib/coded-text.ts';
import { useTexts } from '#admin/lib/language.tsx';
import { DocumentUploadError, useCreateDocument } from '#admin/features/documents/api.ts';
import { documentTexts } from '#admin/features/documents/texts.ts';

// The upload of a new document: its file and its fields in both languages.
// A file over one request's size goes up in parts, its progress shown; what
// the file itself is refused for is shown at the file field.

type Language = (typeof documentLanguages)[number];
type Category = (typeof documentCategories)[number];

/** Refusals about the file itself (its size, its bytes, its parts), shown at the file field. */
const FILE_CODES = new Set([
  'document_too_large',
  'document_send_in_parts',
  'document_not_pdf',
  'document_active_content',
  'document_file_required',
  'part_too_large',
  'upload_expired',
  'upload_incomplete',
]);
const isAboutFile = (said: Shown) => typeof said !== 'string' && FILE_CODES.has(said.code);

const tooLarge = () => codedText(message('document_too_large', { megabytes: documentMegabytes(MAX_DOCUMENT_BYTES) }));

export function UploadForm() {
  const texts = useTexts(documentTexts);
  const toast = useToast();
  const create = useCreateDocument();
  const [title, setTitle] = useState('');
  const [titleFr, setTitleFr] = useState('');
  const [description, setDescription] = useState('');
  const [descriptionFr, setDescriptionFr] = useState('');
  const [slug, setSlug] = useState('');
  const [language, setLanguage] = useState<Language>('en');
  const [category, setCategory] = useState<Category>('brochure');
  const [published, setPublished] = useState(true);
  const [file, setFile] = useState<File | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [error, setError] = useState<Shown | null>(null);
  const [fileError, setFileError] = useState<Shown | null>(null);
  /** From 0 to 100 while a file goes up in parts; null otherwise. */
  const [progress, setProgress] = useState<number | null>(null);

  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    setFileError(chosen && chosen.size > MAX_DOCUMENT_BYTES ? tooLarge() : null);
  };

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file) {
      setFileError(texts.fileRequired);
      return;
    }
    if (file.size > MAX_DOCUMENT_BYTES) {
      setFileError(tooLarge());
      return;
    }
    setError(null);
    setFileError(null);
    const fields: DocumentFields = {
      title,
      description,
      slug: slug || slugify(title),
      language,
      category,
      is_published: published,
      fr: { title: titleFr, description: descriptionFr },
    };
    create.mutate(
      { file, fields, onProgress: (fraction) => setProgress(Math.round(fraction * 100)) },
      {
        onSettled: () => setProgress(null),
        onSuccess: (saved) => {
          toast.success(fill(texts.uploaded, { name: saved.title }));
          setTitle('');
          setTitleFr('');
          setDescription('');
          setDescriptionFr('');
          setSlug('');
          setFile(null);
          setFormKey((key) => key + 1);
        },
        onError: (failure) => {
          const said = failure instanceof DocumentUploadError ? failure.said : texts.uploadFailed;
          if (isAboutFile(said)) setFileError(said);
          else setError(said);
        },
      },
    );
  };

  return (
    <form className="document-upload" onSubmit={submit} aria-labelledby="document-upload-title" key={formKey}>
      <h2 id="document-upload-title">{texts.uploadTitle}</h2>
      <FormError message={error} />
      <div className="document-upload__grid">
        <TextField label={texts.titleEn} value={title} onValueChange={setTitle} required maxLength={160} />
        <TextField label={texts.titleFr} value={titleFr} onValueChange={setTitleFr} maxLength={160} lang="fr" />
        <TextAreaField label={texts.descriptionEn} value={description} onValueChange={setDescription} rows={2} maxLength={600} />
        <TextAreaField
          label={texts.descriptionFr}
          value={descriptionFr}
          onValueChange={setDescriptionFr}
          rows={2}
          maxLength={600}
          lang="fr"
        />
        <TextField
          label={texts.slug}
          value={slug}
          onValueChange={setSlug}
          placeholder={slugify(title)}
          hint={texts.slugHint}
          maxLength={100}
          spellCheck={false}
        />
        <SelectField
          label={texts.language}
          value={language}
          onValueChange={setLanguage}
          options={documentLanguages.map((value) => ({ value, label: texts.languages[value] }))}
        />
        <SelectField
          label={texts.category}
          value={category}
          onValueChange={setCategory}
          options={documentCategories.map((value) => ({ value, label: texts.categories[value] }))}
        />
        <SwitchField label={texts.published} checked={published} onCheckedChange={setPublished} />
        <FieldShell
          id="document-file"
          label={texts.file}
          hint={fill(texts.fileHint, { megabytes: documentMegabytes(MAX_DOCUMENT_BYTES) })}
          error={fileError ?? undefined}
          required
        >
          <input
            id="document-file"
            type="file"
            accept="application/pdf,.pdf"
            required
            aria-describedby={describedBy('document-file', true, fileError)}
            aria-invalid={fileError ? true : undefined}
            onChange={(event) => chooseFile(event.target.files?.[0] ?? null)}
          />
          {progress === null ? null : (
            <span className="document-progress">
              <label htmlFor="document-file-progress">{texts.uploadProgress}</label>
              <progress id="document-file-progress" max={100} value={progress}>
                {progress}%
              </progress>
            </span>
          )}
        </FieldShell>
      </div>
      <button type="submit" className="button button--primary" disabled={create.isPending}>
        {create.isPending ? texts.uploading : texts.upload}
      </button>
    </form>
  );
}
