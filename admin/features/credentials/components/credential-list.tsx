import { useQuery } from '@tanstack/react-query';
import { Badge } from '#admin/components/badge.tsx';
import { ItemActions } from '#admin/components/item-actions.tsx';
import { MoveButtons, ReorderAnnouncer, DragHandle, useReorder } from '#admin/components/reorder.tsx';
import { Thumb } from '#admin/components/thumb.tsx';
import { hasItems, ListStates } from '#admin/components/list-states.tsx';
import { useItemToasts } from '#admin/lib/use-item-toasts.ts';
import { paths } from '#admin/lib/paths.ts';
import { byDisplayOrder } from '#admin/lib/use-list-view.ts';
import { useSaveOrder } from '#admin/lib/use-reorder-mutation.ts';
import {
  credentialKeys,
  credentialsQueryOptions,
  updateCredential,
  useDeleteCredential,
  useUpdateCredential,
  type Credential,
} from '#admin/features/credentials/api.ts';
import { ExpiryBadge, useDayFormat } from '#admin/features/credentials/components/expiry-badge.tsx';
import { useTexts } from '#admin/lib/language.tsx';
import { credentialTexts } from '#admin/features/credentials/texts.ts';
import { fill } from '#src/i18n/fill.ts';
import { addStylesheet } from '#admin/lib/stylesheets.ts';
import credentialsStylesheet from '#admin/features/credentials/credentials.css?url';

addStylesheet(credentialsStylesheet);

// The credentials in the order the Certifications page shows them: kind,
// issuer, dates with a badge when one ends within 60 days or has ended,
// publish or unpublish, edit, delete after confirmation, and reordering by
// dragging or Move up / Move down. A company holds a dozen at most: one page.

const sorted = byDisplayOrder<Credential>((credential) => credential.name);

export function CredentialList() {
  const query = useQuery(credentialsQueryOptions());
  const texts = useTexts(credentialTexts);
  const day = useDayFormat();
  const items = [...(query.data ?? [])].sort(sorted);
  const order = useSaveOrder({
    queryKey: credentialKeys.list(),
    detail: credentialKeys.detail,
    update: (id, display_order) => updateCredential(id, { display_order }),
  });
  const reorder = useReorder({
    items,
    getId: (credential) => credential.id,
    getLabel: (credential) => credential.name,
    enabled: true,
    onReorder: (ids) => order.save(items, ids),
  });

  const toasts = useItemToasts();
  const toggle = useUpdateCredential();
  const togglePublished = (credential: Credential) =>
    toggle.mutate(
      { id: credential.id, patch: { is_published: !credential.is_published }, version: credential.updated_at },
      toasts.saved(
        (saved: Credential) => fill(saved.is_published ? texts.published : texts.unpublishedNow, { name: saved.name }),
        texts.saveFailed,
      ),
    );

  const remove = useDeleteCredential();
  const askDelete = (credential: Credential) =>
    toasts.deleteAfterConfirm(credential.name, texts, (callbacks) => remove.mutate(credential, callbacks));

  if (!hasItems(query)) return <ListStates query={query} texts={texts} createPath={paths.credentials.create} />;

  return (
    <>
      <ul className="credential-list" aria-label={texts.title}>
        {reorder.ordered.map((credential, index) => (
          <li
            key={credential.id}
            className={[
              'credential-row',
              credential.logo_url ? '' : 'credential-row--no-logo',
              credential.is_published ? '' : 'credential-row--hidden',
            ]
              .filter(Boolean)
              .join(' ')}
            {...reorder.itemProps(credential)}
          >
            <DragHandle {...reorder.handleProps(credential)} />
            {credential.logo_url ? (
              <div className="credential-row__logo">
                <Thumb src={credential.logo_url} alt={fill(texts.logoAlt, { name: credential.name })} />
              </div>
            ) : null}
            <div className="credential-row__text">
              <h2 className="credential-row__name">{credential.name}</h2>
              <p className="credential-row__meta">
                {texts.kinds[credential.kind]} · {credential.issuer}
                {credential.number ? ` · ${credential.number}` : ''}
              </p>
              <p className="credential-row__meta">
                {fill(texts.validity, { from: day(credential.valid_from), until: day(credential.valid_until) })}
              </p>
              <p className="credential-row__badges">
                <ExpiryBadge credential={credential} />
                {credential.is_published ? null : <Badge tone="hidden">{texts.unpublished}</Badge>}
              </p>
            </div>
            <div className="credential-row__actions">
              <MoveButtons
                label={credential.name}
                index={index}
                count={reorder.ordered.length}
                enabled
                onMove={(delta) => reorder.move(credential, delta)}
              />
              <ItemActions
                name={credential.name}
                toggleLabel={credential.is_published ? texts.unpublishAction : texts.publishAction}
                toggleName={credential.is_published ? texts.unpublishItem : texts.publishItem}
                onToggle={() => togglePublished(credential)}
                toggleBusy={toggle.isPending && toggle.variables.id === credential.id}
                editPath={paths.credentials.edit(credential.id)}
                onDelete={() => void askDelete(credential)}
              />
            </div>
          </li>
        ))}
      </ul>
      <ReorderAnnouncer message={reorder.announcement} />
    </>
  );
}
