import { useEffect, useRef, useState } from 'react';

// A project's logo, or a folder icon when it has none or when the image fails
// to load (spec section 2). The list arrives rendered in the HTML, so an image
// may have failed before React hydrates and listens: it is checked on mount.

export function ProjectLogo({ src, size }: { src: string; size: number }) {
  const [broken, setBroken] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) setBroken(true);
  }, [src]);
  if (!src || broken) {
    return (
      <span className="project-logo project-logo--empty" data-testid="logo-fallback">
        <svg viewBox="0 0 24 24" width={size / 2} height={size / 2} aria-hidden="true" focusable="false">
          <path
            d="M3 6.5A1.5 1.5 0 0 1 4.5 5h4.3l2 2.2h8.7A1.5 1.5 0 0 1 21 8.7v9.8a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 18.5z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.75"
            strokeLinejoin="round"
          />
        </svg>
      </span>
    );
  }
  return (
    <span className="project-logo">
      <img ref={image} src={src} alt="" width={size} height={size} loading="lazy" decoding="async" onError={() => setBroken(true)} />
    </span>
  );
}
