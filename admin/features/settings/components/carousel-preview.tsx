import type { CSSProperties } from 'react';
import { useTexts } from '#admin/lib/language.tsx';
import { settingsTexts } from '#admin/features/settings/texts.ts';
import { addStylesheet } from '#admin/lib/stylesheets.ts';
import settingsStylesheet from '#admin/features/settings/settings.css?url';

addStylesheet(settingsStylesheet);

// A live preview of the home-page carousel with the settings being edited:
// logo width = size (height half of it), one loop = speed seconds, paused on
// hover. The preview is scaled to fit the panel; the text gives the real size.

export interface PreviewLogo {
  id: string;
  name: string;
  logo_url: string;
}

export function CarouselPreview({ logos, size, speed, enabled }: { logos: PreviewLogo[]; size: number; speed: number; enabled: boolean }) {
  const texts = useTexts(settingsTexts);
  if (!enabled) {
    return (
      <div className="carousel-preview carousel-preview--off">
        <p>{texts.turnedOff}</p>
      </div>
    );
  }
  if (logos.length === 0) {
    return (
      <div className="carousel-preview carousel-preview--off">
        <p>{texts.noClient}</p>
      </div>
    );
  }
  const loop = [...logos, ...logos];
  // Runtime style values (CSSOM) are allowed by the page's CSP; no inline <style>.
  const style = { '--logo-w': `${size}px`, '--logo-h': `${size / 2}px`, '--loop': `${speed}s` } as CSSProperties;
  return (
    <div className="carousel-preview" style={style}>
      <div className="carousel-preview__track" aria-hidden="true">
        {loop.map((logo, index) => (
          <div className="carousel-preview__logo" key={`${logo.id}-${index < logos.length ? 'a' : 'b'}`}>
            <img src={logo.logo_url} alt="" loading="lazy" decoding="async" />
          </div>
        ))}
      </div>
      <p className="visually-hidden">
        Preview of {logos.length} client logos at {size} pixels wide, one loop every {speed} seconds.
      </p>
    </div>
  );
}
