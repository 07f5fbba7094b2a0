// The places the careers pages' built files leave for the function that fills
// them per request (src/pages/[...lang]/careers.astro and careers-frames/,
// filled by functions/careers/): the list of open offers, and an offer's
// structured data and content. Comments: none can occur in the rest of a
// built page, and the page as built shows nothing where they stand. An offer's
// page also takes its head, title and lead from the frame marks
// (src/site/frame-marks.ts), as the portfolio's project pages do.

export const careersMarks = {
  list: '<!--frame:jobs-->',
  job: '<!--frame:job-->',
  /** The application form's slot, its job id given per offer. */
  apply: '<!--frame:apply-->',
} as const;
