import { useState } from 'react';
import { Badge, type BadgeTone } from '#admin/components/badge.tsx';
import { useTexts } from '#admin/lib/language.tsx';
import { jobStatusAt, type JobStatus } from '#admin/features/jobs/job-status.ts';
import { jobTexts } from '#admin/features/jobs/texts.ts';
import type { JobDates } from '#src/lib/careers/job-status.ts';

// An offer's status in the list: open, scheduled, closed or draft.

const tones: Record<JobStatus, BadgeTone> = { open: 'success', scheduled: 'info', closed: 'neutral', draft: 'hidden' };

export function JobStatusBadge({ job }: { job: JobDates }) {
  const texts = useTexts(jobTexts);
  // The moment the list was shown: the badge is read on that day.
  const [now] = useState(Date.now);
  const status = jobStatusAt(job, now);
  return <Badge tone={tones[status]}>{texts.statuses[status]}</Badge>;
}
