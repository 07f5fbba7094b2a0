import { useState } from 'react';
import { useTexts } from '#admin/lib/language.tsx';
import { mediaTexts } from '#admin/lib/texts/media.ts';

// A preview of an image URL typed into a form: shown only for http(s) and
// uploaded-file paths; a broken image says so instead of showing a broken icon.

function isPreviewable(url: string): boolean {
  const value = url.trim();
  if (value.startsWith('/uploads/') || value.startsWith('/api/uploads/')) return true;
  try {
    const parsed = new URL(value);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}

export function ImagePreview({ src, alt, className }: { src: string; alt: string; className?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const texts = useTexts(mediaTexts);
  if (!isPreviewable(src)) return null;
  if (failed === src) {
    return <p className="image-preview image-preview--failed">{texts.imageNotLoaded}</p>;
  }
  return (
    <figure className={['image-preview', className].filter(Boolean).join(' ')}>
      <img src={src.trim()} alt={alt} loading="lazy" decoding="async" onError={() => setFailed(src)} />
    </figure>
  );
}
