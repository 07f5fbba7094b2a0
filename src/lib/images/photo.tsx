import type { Locale } from '#src/i18n/locales.ts';
import type { MediaRef } from '#src/schemas/media.ts';
import { altIn, loadingOf, responsiveImage } from '#src/lib/images/responsive-image.ts';

// A library photo as an <img>: responsive through the image CDN, its alt text
// in the page's language (lang="en" where a French page shows the English one),
// the stored size against layout shift, loaded at once only where it is the
// page's largest paint. Used by the portfolio's pages and the list island.

interface Props {
  photo: MediaRef;
  locale: Locale;
  sizes: string;
  /** Width ÷ height of a crop around the focal point; none shows the whole photo. */
  aspect?: number;
  /** The page's LCP photo: fetched first, never lazy. */
  priority?: boolean;
  className?: string;
}

export function Photo({ photo, locale, sizes, aspect, priority = false, className }: Props) {
  const { src, srcSet, width, height } = responsiveImage(photo, { sizes, aspect });
  const { alt, lang } = altIn(photo, locale);
  return (
    <img
      className={className}
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt}
      lang={lang}
      {...loadingOf(priority)}
    />
  );
}
