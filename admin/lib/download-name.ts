// The file name a download's Content-Disposition gives (RFC 6266): the exact
// UTF-8 name (`filename*`) first, as the API sends beside an ASCII fallback
// (functions/platform/responses.ts), else the quoted or plain `filename`. A
// candidate names their CV, so the name is read whole: a ";" or a "%" in it
// neither cuts it short (invoice.html;.pdf saved as invoice.html) nor stops
// the download.

export function dispositionFileName(disposition: string): string | undefined {
  const extended = /filename\*\s*=\s*UTF-8''([^;\s]+)/i.exec(disposition)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended);
    } catch {
      // Not valid percent-encoding: the plain name below stands.
    }
  }
  const quoted = /filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(disposition)?.[1];
  if (quoted) return quoted.replace(/\\(.)/g, '$1');
  return /filename\s*=\s*([^;\s"]+)/i.exec(disposition)?.[1];
}
