import { AudienceScreen } from '#admin/features/audience/components/audience-screen.tsx';

// /admin/audience: views of the public site and the pages that led to enquiries (ADR 0073).

export function AudienceRoute() {
  return <AudienceScreen />;
}
