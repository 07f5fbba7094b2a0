import type { ReactNode } from 'react';

export type BadgeTone = 'draft' | 'featured' | 'hidden' | 'success' | 'danger' | 'info' | 'neutral' | 'new';

export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return <span className={`badge badge--${tone}`}>{children}</span>;
}
