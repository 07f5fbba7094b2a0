// The places the certifications page's built file leaves for the function
// that fills it per request (src/pages/[...lang]/certifications.astro, filled by functions/certifications/): the
// Organization's structured data with its credentials, the list, and the
// published documents to download. Comments:
// none can occur in the rest of a built page, and the page as built shows
// nothing where they stand.

export const certificationsMarks = {
  jsonLd: '<!--frame:credentials-json-ld-->',
  list: '<!--frame:credentials-->',
  documents: '<!--frame:documents-->',
} as const;
