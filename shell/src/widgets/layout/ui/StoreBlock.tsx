import { useSite } from '../../../entities/site';
import { messages } from '../../../messages';

/** A `tel:` address of a phone as the settings write it. */
export function telHref(phone: string | undefined): string {
  return `tel:${(phone ?? '').replace(/[^\d+]/g, '')}`;
}

/**
 * One of the two stores of the header strip (settings `HEADER_STORE_LEFT_…` / `HEADER_STORE_RIGHT_…`): its
 * name, its address as a link to the map and its phone; nothing when the store has no name.
 */
export function StoreBlock({ side, className = 'sh-store' }: { side: 'LEFT' | 'RIGHT'; className?: string }) {
  const { configs } = useSite();
  const title = configs[`HEADER_STORE_${side}_TITLE`];
  if (!title) return null;
  const address = configs[`HEADER_STORE_${side}_ADDRESS`];
  const addressName = configs[`HEADER_STORE_${side}_ADDRESS_NAME`];
  const phone = configs[`HEADER_STORE_${side}_PHONE`];
  return (
    <div className={className}>
      <span className="sh-store__title">{title}</span>
      {address && (
        <a className="sh-store__address" href={address} target="_blank" rel="noopener noreferrer" title={messages.onMap}>
          {addressName || address}
        </a>
      )}
      {phone && <a href={telHref(phone)}>{phone}</a>}
    </div>
  );
}
