import { useState } from 'react';

// A small picture in a list (project image, logo). A missing or broken image
// becomes a neutral folder placeholder, as on the public project cards.

export function Thumb({ src, alt = '', className }: { src: string; alt?: string; className?: string }) {
  const [broken, setBroken] = useState<string | null>(null);
  if (!src || broken === src) return <span className={['thumb-placeholder', className].filter(Boolean).join(' ')} aria-hidden="true" />;
  return <img className={className} src={src} alt={alt} loading="lazy" decoding="async" onError={() => setBroken(src)} />;
}
