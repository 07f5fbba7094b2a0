import { LoadingState } from '#admin/components/states.tsx';
import { SessionCheck } from '#admin/components/session-check.tsx';
import { ShellFrame } from '#admin/components/shell-frame.tsx';
import { DashboardHeader } from '#admin/routes/dashboard-header.tsx';
import type { Locale } from '#src/i18n/locales.ts';

// The frame admin.html paints before the app runs (src/pages/admin/index.astro,
// ADR 0095), rendered at build time: the shell's frame (ADR 0079) with the
// session check, and, where a stored session opens the dashboard, the
// dashboard's title in its place. Its texts are in both languages; the page's
// first script (admin/lib/first-screen-script.ts) sets which one shows and
// whether the dashboard's title does, and removes the frame when the app shows
// its first screen.

type InBoth = Record<Locale, string>;

function Both({ text }: { text: InBoth }) {
  return (
    <>
      <span lang="en">{text.en}</span>
      <span lang="fr">{text.fr}</span>
    </>
  );
}

export interface FirstFrameTexts {
  title: InBoth;
  description: InBoth;
  viewWebsite: InBoth;
  newTab: InBoth;
  checkingSession: InBoth;
}

export function FirstFrame({ texts }: { texts: FirstFrameTexts }) {
  return (
    // The page's first script removes this element when the app shows a screen (admin/lib/first-screen-script.ts).
    <div className="first-frame" data-first-frame>
      <ShellFrame>
        <div className="first-frame__dashboard">
          <DashboardHeader
            title={<Both text={texts.title} />}
            description={<Both text={texts.description} />}
            viewWebsite={<Both text={texts.viewWebsite} />}
            newTab={<Both text={texts.newTab} />}
          />
          <LoadingState label={<Both text={texts.checkingSession} />} />
        </div>
        <div className="first-frame__check">
          <SessionCheck label={<Both text={texts.checkingSession} />} />
        </div>
      </ShellFrame>
    </div>
  );
}
