import { useState } from 'react';
import { cdnUrl } from '#admin/lib/media/image-url.ts';

// A library photo at the width it is drawn, through the image CDN (as the site
// shows it); if the CDN does not answer (a local setup without it), the
// original, so staff always see their photo.

export interface MediaThumbProps {
  url: string;
  alt: string;
  /** The width asked of the CDN, in CSS pixels; twice that goes in srcset for sharp screens. */
  width: number;
  className?: string;
  size?: { width: number; height: number } | undefined;
  /** Loaded at once: the first screenful of a grid, and a photo being edited. */
  eager?: boolean;
}

export function MediaThumb({ url, alt, width, className, size, eager = false }: MediaThumbProps) {
  const [fallback, setFallback] = useState<string | null>(null);
  const direct = fallback === url;
  const src = direct ? url : cdnUrl(url, width);
  const srcSet = direct || src === url ? undefined : `${src} 1x, ${cdnUrl(url, width * 2)} 2x`;
  return (
    <img
      className={className}
      src={src}
      srcSet={srcSet}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...(size ? { width: size.width, height: size.height } : {})}
      onError={() => {
        if (!direct) setFallback(url);
      }}
    />
  );
}
