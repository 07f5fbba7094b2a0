import { SwitchField, TextAreaField, TextField } from '#admin/components/form-fields.tsx';
import { ImagePickerField } from '#admin/components/media/image-picker-field.tsx';
import { useTexts } from '#admin/lib/language.tsx';
import { fill } from '#src/i18n/fill.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { portfolioPathsIn } from '#src/portfolio/paths.ts';
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from '#src/schemas/project-enhanced.ts';
import { site } from '#src/site/config.ts';
import { projectSeoTexts } from '#admin/features/projects-enhanced/seo-texts.ts';
import type { ProjectFields, Values } from '#admin/features/projects-enhanced/components/project-enhanced-values.ts';
import { addStylesheet } from '#admin/lib/stylesheets.ts';
import projectsEnhancedStylesheet from '#admin/features/projects-enhanced/projects-enhanced.css?url';

addStylesheet(projectsEnhancedStylesheet);

// "Search and sharing": the title and description search engines show, in
// English and French, with the characters left before results cut them; the
// photo social networks share; and noindex. Each empty field falls back to the
// project's own texts, as the public page's head does (functions/portfolio/head.ts),
// which the snippet previews roughly.

interface SeoFieldsProps extends ProjectFields {
  /** While a photo is being uploaded the form cannot be saved. */
  onUploadingChange: (uploading: boolean) => void;
}

const firstFilled = (...texts: string[]) => texts.map((text) => text.replace(/\s+/g, ' ').trim()).find(Boolean) ?? '';

/** What a search result would show of the page in a language: its title, address and description. */
function Snippet({ values, locale, label }: { values: Values; locale: Locale; label: string }) {
  const fr = locale === 'fr';
  const title = fr
    ? firstFilled(values['fr.seo_title'], values.seo_title, values['fr.title'], values.title)
    : firstFilled(values.seo_title, values.title);
  const description = fr
    ? firstFilled(values['fr.seo_description'], values.seo_description, values['fr.project_summary'], values.project_summary)
    : firstFilled(values.seo_description, values.project_summary);
  const address = `${new URL(site.url).host}${portfolioPathsIn(locale).project(values.slug || '…')}`;
  return (
    <figure className="seo-snippet" lang={locale}>
      <figcaption className="seo-snippet__label">{label}</figcaption>
      <p className="seo-snippet__address">{address}</p>
      <p className="seo-snippet__title">{title.includes(site.name) ? title : `${title} | ${site.name}`}</p>
      <p className="seo-snippet__description">{description}</p>
    </figure>
  );
}

export function SeoFields({ values, set, errors, onUploadingChange }: SeoFieldsProps) {
  const texts = useTexts(projectSeoTexts);
  const count = (text: string, max: number) => fill(texts.count, { count: String(text.length), max: String(max) });
  const hint = (rule: string, text: string, max: number) => `${rule} ${count(text, max)}`;
  return (
    <section className="form-section" aria-labelledby="pe-seo">
      <h2 id="pe-seo" className="form-section__title">
        {texts.section}
      </h2>
      <p className="form-section__intro">{texts.intro}</p>
      <div className="form-grid">
        <TextField
          label={texts.seoTitle}
          value={values.seo_title}
          onValueChange={set('seo_title')}
          error={errors.seo_title}
          maxLength={SEO_TITLE_MAX}
          hint={hint(texts.titleHint, values.seo_title, SEO_TITLE_MAX)}
        />
        <TextField
          label={texts.seoTitleFr}
          lang="fr"
          value={values['fr.seo_title']}
          onValueChange={set('fr.seo_title')}
          error={errors['fr.seo_title']}
          maxLength={SEO_TITLE_MAX}
          hint={hint(texts.frenchHint, values['fr.seo_title'], SEO_TITLE_MAX)}
        />
        <TextAreaField
          label={texts.seoDescription}
          value={values.seo_description}
          onValueChange={set('seo_description')}
          error={errors.seo_description}
          rows={3}
          maxLength={SEO_DESCRIPTION_MAX}
          hint={hint(texts.descriptionHint, values.seo_description, SEO_DESCRIPTION_MAX)}
        />
        <TextAreaField
          label={texts.seoDescriptionFr}
          lang="fr"
          value={values['fr.seo_description']}
          onValueChange={set('fr.seo_description')}
          error={errors['fr.seo_description']}
          rows={3}
          maxLength={SEO_DESCRIPTION_MAX}
          hint={hint(texts.frenchHint, values['fr.seo_description'], SEO_DESCRIPTION_MAX)}
        />
        {values.noindex ? (
          <p className="seo-snippet__hidden span-2">{texts.hidden}</p>
        ) : (
          <>
            <Snippet values={values} locale="en" label={texts.previewEn} />
            <Snippet values={values} locale="fr" label={texts.previewFr} />
          </>
        )}
        <ImagePickerField
          label={texts.socialImage}
          value={values.social_image}
          onValueChange={set('social_image')}
          error={errors.social_image}
          hint={texts.socialImageHint}
          previewAlt={texts.socialImageAlt}
          onUploadingChange={onUploadingChange}
        />
        <SwitchField label={texts.noindex} checked={values.noindex} onCheckedChange={set('noindex')} hint={texts.noindexHint} />
      </div>
    </section>
  );
}
