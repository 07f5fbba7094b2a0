import { useEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { inFrench, langOf, nameIn, projectInLanguage } from '#src/lib/project-language.ts';
import { FormattedListSection } from '#src/lib/formatted-text/formatted-list-section.tsx';
import { FormattedText } from '#src/lib/formatted-text/formatted-text.tsx';
import { useListLanguage } from '#src/islands/project-list/list-language.tsx';
import type { ListProject, ListRef } from '#src/lib/portfolio/list-page.ts';
import { PlaceLine } from '#src/lib/portfolio/place-line.tsx';
import { ProjectLogo } from '#src/islands/project-list/project-logo.tsx';
import { Photo } from '#src/lib/images/photo.tsx';
import { libraryPhoto } from '#src/lib/images/responsive-image.ts';

// The detail of one project (spec section 2) in a modal dialog, at most 900 px
// wide and 90 vh high. It closes with its × button, a click on the overlay or
// Escape; Tab stays inside it; the page behind does not scroll.

const focusable = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';
/** The dialog is at most 900 px wide, less its padding; nearly the whole screen below that. */
const PHOTO_SIZES = '(min-width: 60rem) 52rem, calc(100vw - 5rem)';

export function ProjectModal({ project: stored, onClose }: { project: ListProject; onClose: () => void }) {
  const { texts, locale } = useListLanguage();
  const { shown: project, english } = projectInLanguage(stored, locale);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    element.showModal();
    const root = document.documentElement;
    root.classList.add('is-scroll-locked');
    return () => {
      root.classList.remove('is-scroll-locked');
      if (element.open) element.close();
    };
  }, []);

  const trapFocus = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !dialog.current) return;
    const items = [...dialog.current.querySelectorAll<HTMLElement>(focusable)];
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // The panel fills the dialog, so the dialog itself is the target only of clicks on
  // its backdrop or its scrollbar; only those outside its box close it.
  const closeOnOverlay = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target !== event.currentTarget) return;
    const box = event.currentTarget.getBoundingClientRect();
    const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
    if (!inside) onClose();
  };

  const photo = libraryPhoto(stored.featured_image, stored.media);

  return (
    // eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions -- overlay clicks are a mouse shortcut; Escape and the close button serve the keyboard
    <dialog
      ref={dialog}
      className="project-modal"
      aria-labelledby="project-modal-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={closeOnOverlay}
      onKeyDown={trapFocus}
    >
      <div className="project-modal__panel">
        <header className="project-modal__header">
          <ProjectLogo src={project.logo_url} size={64} />
          <div>
            <h2 id="project-modal-title" lang={langOf(english, 'title')}>
              {project.title}
            </h2>
            <PlaceLine className="project-modal__place" project={project} english={english} />
            <p className="project-modal__badges">
              {project.duration_display && (
                <span className="badge" lang={langOf(english, 'duration_display')}>
                  {project.duration_display}
                </span>
              )}
              {project.is_ongoing && <span className="badge badge--live">{texts.ongoing}</span>}
              {project.is_featured && <span className="badge badge--featured">{texts.featured}</span>}
            </p>
          </div>
          <button type="button" className="project-modal__close" aria-label={texts.close} onClick={onClose}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
          </button>
        </header>

        <div className="project-modal__body">
          {photo ? (
            <Photo className="project-modal__image" photo={photo} locale={locale} sizes={PHOTO_SIZES} aspect={2} />
          ) : (
            project.featured_image && (
              <img className="project-modal__image" src={project.featured_image} alt="" width={1200} height={600} decoding="async" />
            )
          )}
          {project.description.trim() && (
            <section aria-labelledby="project-modal-description">
              <h3 id="project-modal-description">{texts.description}</h3>
              <FormattedText
                text={project.description}
                lang={langOf(english, 'description')}
                french={inFrench(locale, english, 'description')}
                headingLevel={4}
              />
            </section>
          )}
          <div className="project-modal__taxonomy">
            <NameList title={texts.categories} items={project.categories} />
            <NameList title={texts.sectors} items={project.sectors} />
          </div>
          {project.technologies.length > 0 && (
            <section aria-labelledby="project-modal-technologies">
              <h3 id="project-modal-technologies">{texts.technologies}</h3>
              <ul className="project-modal__technologies">
                {project.technologies.map((technology) => (
                  <li key={technology.slug}>
                    <strong lang={nameIn(technology, locale).lang}>{nameIn(technology, locale).name}</strong>
                    {(technology.vendor || technology.type) && (
                      <span className="project-modal__vendor">{[technology.vendor, technology.type].filter(Boolean).join(' · ')}</span>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          )}
          <FormattedListSection
            id="project-modal-scope"
            heading="h3"
            listClassName="project-modal__list"
            title={texts.scope}
            items={project.scope_objectives}
            lang={langOf(english, 'scope_objectives')}
            french={inFrench(locale, english, 'scope_objectives')}
          />
          <FormattedListSection
            id="project-modal-results"
            heading="h3"
            listClassName="project-modal__list"
            title={texts.keyResults}
            items={project.key_results}
            lang={langOf(english, 'key_results')}
            french={inFrench(locale, english, 'key_results')}
          />
        </div>
      </div>
    </dialog>
  );
}

function NameList({ title, items }: { title: string; items: readonly ListRef[] }) {
  const { locale } = useListLanguage();
  if (items.length === 0) return null;
  return (
    <div>
      <h3>{title}</h3>
      <ul className="chips">
        {items.map((item) => (
          <li key={item.slug} className="chip" lang={nameIn(item, locale).lang}>
            {nameIn(item, locale).name}
          </li>
        ))}
      </ul>
    </div>
  );
}
