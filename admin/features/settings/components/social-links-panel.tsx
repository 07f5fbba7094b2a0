import type { ReactNode } from 'react';
import { socialLinks } from '#src/schemas/settings.ts';
import { TextField } from '#admin/components/form-fields.tsx';
import { useTexts } from '#admin/lib/language.tsx';
import { fill } from '#src/i18n/fill.ts';
import { settingsTexts } from '#admin/features/settings/texts.ts';
import type { SettingsFields } from '#admin/features/settings/components/settings-values.ts';
import { addStylesheet } from '#admin/lib/stylesheets.ts';
import settingsStylesheet from '#admin/features/settings/settings.css?url';

addStylesheet(settingsStylesheet);

// The footer's social links: https addresses, each shown in every page's footer
// when set. The form's error and save button close this last panel (`children`).

interface SocialLinksPanelProps extends Pick<SettingsFields, 'values' | 'set' | 'errors'> {
  /** Any change by hand: the form is no longer the saved one. */
  onEdit: () => void;
  children: ReactNode;
}

export function SocialLinksPanel({ values, set, errors, onEdit, children }: SocialLinksPanelProps) {
  const texts = useTexts(settingsTexts);
  return (
    <section className="panel" aria-labelledby="social-settings">
      <header className="panel__header">
        <h2 id="social-settings" className="panel__title">
          {texts.social}
        </h2>
        <p className="panel__text">{texts.socialText}</p>
      </header>
      <div className="settings-social">
        {socialLinks.map((link) => (
          <TextField
            key={link.key}
            type="url"
            inputMode="url"
            autoComplete="url"
            spellCheck={false}
            label={fill(texts.address, { network: link.label })}
            value={values[link.key]}
            onValueChange={(value) => {
              onEdit();
              set(link.key)(value);
            }}
            error={errors[link.key]}
            placeholder="https://"
          />
        ))}
      </div>

      {children}
    </section>
  );
}
