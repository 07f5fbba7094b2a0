// Job offers (/api/jobs): staff read every one, open or not. The Jobs screen's
// queries and mutations join these keys with that screen.

export const jobKeys = {
  all: ['jobs'] as const,
};
