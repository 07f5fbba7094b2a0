// Where the media library's photos are served (src/schemas/media.ts).

/** Where library photos are served: `/media/<hash>.<ext>`, the original bytes, cached for good. */
export const MEDIA_PATH = '/media/';

/** A stored photo's name: 32 hex digits of its SHA-256 and the type's extension. */
export const MEDIA_NAME = /^[0-9a-f]{32}\.(?:jpg|png|webp|avif)$/;

/** A photo's path on the site, as the upload answers it and records hold it. */
export const MEDIA_URL = /^\/media\/[0-9a-f]{32}\.(?:jpg|png|webp|avif)$/;

/** A library photo's full address (any host: the name is the bytes' hash) as the path records hold; any other address as it is. */
export function libraryPathOf(url: string): string {
  const found = /^https?:\/\/[^/?#]+(\/media\/[0-9a-f]{32}\.(?:jpg|png|webp|avif))$/i.exec(url);
  return found?.[1] ?? url;
}
