import { MEDIA_URL } from '#src/schemas/media.ts';
import { imageCdnUrl } from '#src/lib/images/responsive-image.ts';

// Where the admin shows a photo from: a library photo through Netlify Image
// CDN at the width it is drawn (the site's own helper, ADR 0051), anything else
// as it is.

/** A library photo's address (/media/<hash>.<ext>), as the upload answered it. */
export const isLibraryUrl = (url: string) => MEDIA_URL.test(url.trim());

/** An address that is neither empty nor the library's: kept working, but flagged in the forms. */
export const isExternalUrl = (url: string) => url.trim() !== '' && !isLibraryUrl(url);

/** A library photo resized by the image CDN to `width` pixels wide; other addresses unchanged. */
export function cdnUrl(url: string, width: number): string {
  if (!isLibraryUrl(url)) return url;
  return imageCdnUrl(url.trim(), { w: width });
}
