import { createRoot } from 'react-dom/client';
import { ApplicationForm } from '#src/islands/application-form/application-form.tsx';
import { type ContactLanguage } from '#src/schemas/form-limits.ts';

// Mounts the application form into each slot a careers page leaves for it
// (<div id="apply" data-application-slot data-job-id="…">; no job id on
// /careers: a spontaneous application). The pages are rendered on demand by
// a function, so the form mounts from this module instead of an Astro
// island; the page's language is its <html lang>.

const language: ContactLanguage = document.documentElement.lang.startsWith('fr') ? 'fr' : 'en';

for (const slot of document.querySelectorAll<HTMLElement>('[data-application-slot]')) {
  const jobId = slot.dataset.jobId?.trim();
  createRoot(slot).render(<ApplicationForm jobId={jobId === '' ? undefined : jobId} language={language} />);
}
