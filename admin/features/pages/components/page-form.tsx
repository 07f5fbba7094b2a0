import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { FormError, SwitchField, TextField } from '#admin/components/form-fields.tsx';
import { ImagePickerField } from '#admin/components/media/image-picker-field.tsx';
import { useToast } from '#admin/components/toast.tsx';
import { ApiError } from '#admin/lib/api-client.ts';
import { issueText, type Shown } from '#admin/lib/coded-text.ts';
import { failureMessage, isSessionEnd } from '#admin/lib/errors.ts';
import { shownValue } from '#admin/lib/edit-merge.ts';
import { useTexts } from '#admin/lib/language.tsx';
import { paths } from '#admin/lib/paths.ts';
import { commonTexts } from '#admin/lib/texts/common.ts';
import { itemTexts } from '#admin/lib/texts/items.ts';
import { conflictTexts } from '#admin/lib/texts/conflicts.ts';
import { useEntityForm } from '#admin/lib/use-entity-form.ts';
import { storedAs } from '#admin/lib/use-edit-conflict.ts';
import { focusFirstError } from '#admin/lib/validate.ts';
import { usePublishPage, useSavePageDraft, type PageDetail } from '#admin/features/pages/api.ts';
import { fieldKeyOf, leavesOf, pageShape, toPageDraft, toPageValues, type PageValues } from '#admin/features/pages/page-model.ts';
import { fieldName, PageField } from '#admin/features/pages/components/page-fields.tsx';
import { pageTexts, type PageTexts } from '#admin/features/pages/texts.ts';
import { pageDetailSchema, pageSchemas, type PagePublished } from '#src/schemas/pages.ts';
import { hasSlug } from '#src/site/pages.ts';
import { fill } from '#src/i18n/fill.ts';

// A page's draft: every field of its type, English beside French, grouped as
// the page shows them, then its search and sharing fields. Saving sends the
// whole draft with the version it was opened at (a save by someone else since
// is merged, ADR 0045). Publishing sends the draft as saved: the button waits
// for unsaved changes to be saved, and for a legal page it is an
// administrator's (ADR 0058); a refusal marks each empty English field.

export interface PageFormProps {
  page: PageDetail;
  name: string;
  /** Whether the person may publish this page (legal pages: administrators only). */
  mayPublish: boolean;
  onSaved: () => void;
  onPublished: (published: PagePublished) => void;
  /** The page changed since the form opened (a publish was refused for it): open the form again on the page as stored. */
  onStale: () => void;
}

/** A form value's label in the comparison of an edit conflict: "Hero · Lead (French)". */
function labelOf(texts: PageTexts, key: string): string {
  if (key === 'social_image') return texts.socialImage;
  if (key === 'noindex') return texts.noindex;
  if (key === 'slug_fr') return texts.slugFr;
  const [language, ...path] = key.split('.');
  return fill(texts.inLanguage, { label: fieldName(texts, path.join('.')), language: language === 'fr' ? texts.french : texts.english });
}

/** Blocks read one a line, their texts joined; anything else as every form shows it. */
const describe = (yes: string, no: string) => (_key: string, value: unknown) =>
  Array.isArray(value) && value.some((item) => typeof item === 'object' && item !== null)
    ? value
        .map((block) =>
          Object.values(block as object)
            .map((text) => shownValue(text, yes, no))
            .join(' · '),
        )
        .join('\n') || '—'
    : undefined;

export function PageForm({ page, name, mayPublish, onSaved, onPublished, onStale }: PageFormProps) {
  const texts = useTexts(pageTexts);
  const common = useTexts(commonTexts);
  const items = useTexts(itemTexts);
  const conflicts = useTexts(conflictTexts);
  const toast = useToast();
  const save = useSavePageDraft();
  const publish = usePublishPage();
  const type = page.type;
  const { form, formRef, onSubmit, busy, guard, conflictPanel } = useEntityForm({
    initial: toPageValues(type, page.draft),
    schema: pageSchemas[type].version,
    toInput: (values: PageValues) => toPageDraft(type, values),
    save: (draft, version) => save.mutateAsync({ id: page.id, draft, version }),
    edited: {
      record: page,
      valuesOf: storedAs(pageDetailSchema, (stored) => (stored.type === type ? toPageValues(type, stored.draft) : {})),
      labelOf: (key) => labelOf(texts, key),
      describe: describe(conflicts.yes, conflicts.no),
    },
    savedMessage: () => fill(texts.saved, { name }),
    failure: texts.saveFailed,
    onSaved,
  });
  const { values, set, errors } = form;
  const [uploading, setUploading] = useState(false);
  const [publishError, setPublishError] = useState<Shown | null>(null);
  // Focus moves to the first marked field once the marks are drawn (a frame may come before React's render).
  const [focusRequest, requestFocus] = useState(0);
  useEffect(() => {
    if (focusRequest > 0) focusFirstError(formRef.current);
  }, [focusRequest, formRef]);
  // The version the form was opened at: what is published is the draft as the person saw it.
  const [openedAt] = useState(page.updated_at ?? 'initial');

  const sendPublish = () => {
    setPublishError(null);
    publish.mutate(
      { id: page.id, version: openedAt },
      {
        onSuccess: (published) => {
          toast.success(fill(texts.published, { name }));
          onPublished(published);
        },
        onError: (error) => {
          if (isSessionEnd(error)) return;
          if (error instanceof ApiError && error.status === 409) {
            // Nothing was typed (publishing waits for a save): the form opens again on what is stored now.
            toast.error(failureMessage(error, texts.publishFailed));
            onStale();
            return;
          }
          if (error instanceof ApiError && error.status === 400 && error.issues.length > 0) {
            const marked: Record<string, Shown> = {};
            for (const issue of error.issues) marked[fieldKeyOf(type, issue.path)] ??= issueText(issue);
            form.setErrors(marked);
            setPublishError(texts.incomplete);
            requestFocus((count) => count + 1);
            return;
          }
          setPublishError(failureMessage(error, texts.publishFailed));
        },
      },
    );
  };

  const shape = pageShape(type);
  const main = shape.filter(([key, node]) => node.kind !== 'group' && key !== 'seo');
  const groups = shape.filter(([key, node]) => node.kind === 'group' && key !== 'seo');
  const seo = leavesOf(shape).filter((leaf) => leaf.path.startsWith('seo.'));
  const fields = { values, set, errors };
  const kind = type === 'service' ? 'services' : 'sectors';
  const publishNote = !mayPublish
    ? texts.legalAdminOnly
    : form.dirty
      ? texts.saveFirst
      : page.status === 'published'
        ? texts.upToDate
        : null;

  return (
    <form ref={formRef} className="entity-form page-form" onSubmit={onSubmit} noValidate aria-busy={busy || publish.isPending}>
      {conflictPanel}
      <p className="form-section__intro">{texts.frenchHint}</p>
      {main.length > 0 ? (
        <section className="form-section" aria-labelledby="page-main">
          <h2 id="page-main" className="form-section__title">
            {texts.mainSection}
          </h2>
          <div className="stack">
            {leavesOf(main).map((leaf) => (
              <PageField key={leaf.path} leaf={leaf} name={fieldName(texts, leaf.path)} {...fields} />
            ))}
          </div>
        </section>
      ) : null}
      {groups.map(([key, node]) => (
        <section key={key} className="form-section" aria-labelledby={`page-${key}`}>
          <h2 id={`page-${key}`} className="form-section__title">
            {fieldName(texts, key)}
          </h2>
          <div className="stack">
            {node.kind === 'group'
              ? leavesOf(node.shape, key).map((leaf) => (
                  <PageField key={leaf.path} leaf={leaf} name={fieldName(texts, leaf.path.slice(key.length + 1))} {...fields} />
                ))
              : null}
          </div>
        </section>
      ))}
      <section className="form-section" aria-labelledby="page-seo">
        <h2 id="page-seo" className="form-section__title">
          {texts.seoSection}
        </h2>
        <div className="stack">
          {seo.map((leaf) => (
            <PageField key={leaf.path} leaf={leaf} name={fieldName(texts, leaf.path.slice('seo.'.length))} {...fields} />
          ))}
          <ImagePickerField
            label={texts.socialImage}
            value={typeof values.social_image === 'string' ? values.social_image : ''}
            onValueChange={set('social_image')}
            error={errors.social_image}
            hint={texts.socialImageHint}
            previewAlt={texts.socialImageAlt}
            onUploadingChange={setUploading}
          />
          <SwitchField label={texts.noindex} checked={values.noindex === true} onCheckedChange={set('noindex')} hint={texts.noindexHint} />
          {hasSlug(type) ? (
            <TextField
              label={texts.slugFr}
              value={typeof values.slug_fr === 'string' ? values.slug_fr : ''}
              onValueChange={set('slug_fr')}
              error={errors.slug_fr}
              hint={fill(texts.slugFrHint, { kind, slug: page.id.split('/').at(-1) ?? '' })}
              maxLength={100}
              spellCheck={false}
              autoCapitalize="none"
              lang="fr"
            />
          ) : null}
        </div>
      </section>
      <FormError message={publishError ?? form.formError} />
      <div className="form-actions form-actions--sticky">
        <Link to={paths.pages.list} className="button button--secondary">
          {common.cancel}
        </Link>
        {publishNote ? (
          <p className="page-form__note" id="page-publish-note">
            {publishNote}
          </p>
        ) : null}
        <button type="submit" className="button button--secondary" disabled={busy || uploading || publish.isPending}>
          {busy ? items.saving : texts.saveDraft}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={!mayPublish || form.dirty || busy || publish.isPending || page.status === 'published'}
          aria-describedby={publishNote ? 'page-publish-note' : undefined}
          onClick={sendPublish}
        >
          {publish.isPending ? texts.publishing : texts.publish}
        </button>
      </div>
      {guard.dialog}
    </form>
  );
}
