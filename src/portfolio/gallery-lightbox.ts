// The lightbox of a project page's gallery (src/portfolio/project-gallery.tsx):
// each photo is a link to the whole photo, which this script opens in the
// page's modal dialog instead. Enter or a click opens it, the arrow keys move
// through the photos, Escape or the close button closes it and gives focus
// back to the photo it opened from; Tab stays inside it. Without this script
// the links still open each photo.

const FOCUSABLE = 'button:not([hidden])';

function enhance(gallery: HTMLElement, dialog: HTMLDialogElement): void {
  const links = [...gallery.querySelectorAll<HTMLAnchorElement>('a[data-lightbox]')];
  const image = dialog.querySelector<HTMLImageElement>('.lightbox__image');
  const caption = dialog.querySelector<HTMLElement>('.lightbox__caption');
  const counter = dialog.querySelector<HTMLElement>('[data-lightbox-counter]');
  if (links.length === 0 || !image || !caption || !counter) return;
  let current = 0;
  let opener: HTMLElement | undefined;

  const show = (index: number) => {
    current = (index + links.length) % links.length;
    const link = links[current]!;
    const thumbnail = link.querySelector('img');
    const text = link.closest('figure')?.querySelector('figcaption');
    image.removeAttribute('loading');
    image.srcset = link.dataset.srcset ?? '';
    image.src = link.href;
    image.width = Number(link.dataset.width);
    image.height = Number(link.dataset.height);
    image.alt = thumbnail?.alt ?? '';
    setLang(image, thumbnail?.lang);
    caption.textContent = text?.textContent ?? '';
    setLang(caption, text?.lang);
    caption.hidden = caption.textContent === '';
    counter.textContent = (dialog.dataset.photoOf ?? '{n} / {total}')
      .replace('{n}', String(current + 1))
      .replace('{total}', String(links.length));
  };

  links.forEach((link, index) => {
    link.addEventListener('click', (event) => {
      // A new tab or window still gets the photo itself.
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      opener = link;
      show(index);
      dialog.showModal();
      dialog.querySelector<HTMLElement>('[data-lightbox-close]')?.focus();
    });
  });

  dialog.querySelector('[data-lightbox-previous]')?.addEventListener('click', () => show(current - 1));
  dialog.querySelector('[data-lightbox-next]')?.addEventListener('click', () => show(current + 1));
  dialog.querySelector('[data-lightbox-close]')?.addEventListener('click', () => dialog.close());
  // A click on the backdrop (the dialog itself, around its figure) closes it.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      show(current + (event.key === 'ArrowRight' ? 1 : -1));
      return;
    }
    if (event.key !== 'Tab') return;
    const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
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
  });
  // Escape closes a modal dialog by itself; however it closed, focus goes back to the photo it opened from.
  dialog.addEventListener('close', () => opener?.focus());
}

function setLang(element: HTMLElement, lang: string | undefined): void {
  if (lang) element.lang = lang;
  else element.removeAttribute('lang');
}

const gallery = document.querySelector<HTMLElement>('[data-gallery]');
const dialog = gallery?.querySelector<HTMLDialogElement>('dialog[data-lightbox-dialog]');
if (gallery && dialog) enhance(gallery, dialog);
