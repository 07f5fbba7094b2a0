import { frenchTypography } from '#src/i18n/french-typography.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { projectPageTexts } from '#src/i18n/texts/portfolio.ts';
import type { GalleryPhoto, MediaRef } from '#src/schemas/media.ts';
import { Photo } from '#src/lib/images/photo.tsx';
import { imageCdnUrl, libraryPhoto, responsiveImage } from '#src/lib/images/responsive-image.ts';

// A project's gallery on its page: a grid of photos cropped around their focal
// point, each with its caption in the page's language, each a link to the whole
// photo, so the page works as it is without JavaScript. The page's script
// (src/portfolio/gallery-lightbox.ts) turns the links into a lightbox: the
// dialog below, filled from the link a visitor opens.

/** The grid's cells: a third of the story column on a wide screen, half of the screen on a phone. */
const THUMB_SIZES = '(min-width: 62rem) 16rem, (min-width: 36rem) 33vw, 50vw';
const THUMB_ASPECT = 4 / 3;
/** The lightbox shows a photo at most 72rem wide, and nearly the whole screen's width below that. */
const LIGHTBOX_SIZES = '(min-width: 78rem) 72rem, 92vw';
/** The whole photo a link opens without JavaScript: wide enough for a large screen, no wider than stored. */
const OPENED_WIDTH = 1920;

interface Props {
  gallery: readonly GalleryPhoto[];
  media: readonly MediaRef[];
  locale: Locale;
}

/** A caption in the page's language: the French one where written, else the English one marked lang="en". */
function captionIn(item: GalleryPhoto, locale: Locale): { text: string; lang: 'en' | undefined } {
  if (locale === 'en') return { text: item.caption, lang: undefined };
  if (item.fr.caption.trim()) return { text: frenchTypography(item.fr.caption), lang: undefined };
  return { text: item.caption, lang: item.caption ? 'en' : undefined };
}

export function ProjectGallery({ gallery, media, locale }: Props) {
  const texts = projectPageTexts[locale];
  const photos = gallery.flatMap((item) => {
    const photo = libraryPhoto(item.url, media);
    return photo ? [{ item, photo }] : [];
  });
  const first = photos[0];
  if (!first) return null;
  const whole = (photo: MediaRef) => responsiveImage(photo, { sizes: LIGHTBOX_SIZES });
  const opened = whole(first.photo);
  return (
    <section className="project-gallery" aria-labelledby="project-gallery" data-gallery>
      <h2 id="project-gallery">{texts.gallery}</h2>
      <ul className="project-gallery__grid list-reset">
        {photos.map(({ item, photo }, index) => {
          const caption = captionIn(item, locale);
          const large = whole(photo);
          return (
            <li key={`${String(index)}-${item.url}`}>
              <figure className="project-gallery__item">
                <a
                  className="project-gallery__open"
                  href={imageCdnUrl(photo.url, { w: Math.min(photo.width, OPENED_WIDTH) })}
                  data-lightbox
                  data-srcset={large.srcSet}
                  data-width={large.width}
                  data-height={large.height}
                >
                  <Photo photo={photo} locale={locale} sizes={THUMB_SIZES} aspect={THUMB_ASPECT} />
                </a>
                {caption.text && <figcaption lang={caption.lang}>{caption.text}</figcaption>}
              </figure>
            </li>
          );
        })}
      </ul>
      <dialog className="lightbox" aria-label={texts.lightbox} data-lightbox-dialog data-photo-of={texts.photoOf}>
        <figure className="lightbox__figure">
          <img
            className="lightbox__image"
            src={opened.src}
            srcSet={opened.srcSet}
            sizes={LIGHTBOX_SIZES}
            width={opened.width}
            height={opened.height}
            alt=""
            loading="lazy"
            decoding="async"
          />
          <figcaption className="lightbox__caption" />
        </figure>
        <p className="lightbox__counter" aria-live="polite" data-lightbox-counter />
        {photos.length > 1 && (
          <>
            <button
              type="button"
              className="lightbox__button lightbox__button--previous"
              aria-label={texts.previous}
              data-lightbox-previous
            >
              <Chevron points="15 5 8 12 15 19" />
            </button>
            <button type="button" className="lightbox__button lightbox__button--next" aria-label={texts.next} data-lightbox-next>
              <Chevron points="9 5 16 12 9 19" />
            </button>
          </>
        )}
        <button type="button" className="lightbox__button lightbox__button--close" aria-label={texts.close} data-lightbox-close>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        </button>
      </dialog>
    </section>
  );
}

function Chevron({ points }: { points: string }) {
  return (
    <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
