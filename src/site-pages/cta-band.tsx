import { renderToStaticMarkup } from 'react-dom/server';
import { localizedHref, type Locale } from '#src/i18n/locales.ts';
import { layoutTexts } from '#src/i18n/texts/layout.ts';

// The closing call to action of a page (src/site-pages/cta-band.css): a
// heading, one sentence and the button to /contact. The pages rendered from
// their published text (ADR 0059) render it in their body; the other pages
// through src/components/CtaBand.astro, so it has one renderer.

interface Props {
  title: string;
  text: string;
  locale: Locale;
  /** The button's text; "Contact us" unless given. */
  label?: string | undefined;
  titleLang?: string | undefined;
  textLang?: string | undefined;
}

export function CtaBand({ title, text, locale, label = layoutTexts[locale].contactUs, titleLang, textLang }: Props) {
  return (
    <section className="cta" aria-labelledby="cta-title">
      <div className="container cta__inner">
        <div>
          <h2 id="cta-title" lang={titleLang}>
            {title}
          </h2>
          <p lang={textLang}>{text}</p>
        </div>
        <a className="btn btn--dark" href={localizedHref('/contact', locale)}>
          {label}
        </a>
      </div>
    </section>
  );
}

/** The band as static HTML, for an Astro page. */
export const ctaBandMarkup = (props: Props) => renderToStaticMarkup(<CtaBand {...props} />);
