// A key's segments as file names. Windows forbids some names and characters
// (the stores are named "site:<name>"): there they are percent-encoded, as
// @netlify/blobs' former emulator did, so its data directories still read.

const onWindows = process.platform === 'win32';
const reservedOnWindows = /^(CON|COM[1-9]|LPT[1-9]|NUL|PRN|AUX)$/i;
const percent = (char: string) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`;

export function fileName(segment: string): string {
  if (!onWindows) return segment;
  if (reservedOnWindows.test(segment)) return percent(segment) + segment.slice(1);
  return encodeURIComponent(segment).replace(/[*]|[. ]$/g, percent);
}

export const segmentOf = (name: string): string => (onWindows ? decodeURIComponent(name) : name);
