import { fill } from '#src/i18n/fill.ts';
import { useAdminLanguage, useTexts } from '#admin/lib/language.tsx';
import { usePresence } from '#admin/lib/presence.ts';
import { conflictTexts } from '#admin/lib/texts/conflicts.ts';

/** "Also open by …" above an edit form, while someone else has the same item open. */
export function PresenceNote({ item }: { item: string }) {
  const texts = useTexts(conflictTexts);
  const { language } = useAdminLanguage();
  const others = usePresence(item);
  const names = others.map((other) => other.username);
  return (
    <div role="status" className="presence-slot">
      {names.length > 0 ? (
        <p className="presence-note">
          {fill(texts.alsoOpen, { names: new Intl.ListFormat(language, { type: 'conjunction' }).format(names) })}
        </p>
      ) : null}
    </div>
  );
}
