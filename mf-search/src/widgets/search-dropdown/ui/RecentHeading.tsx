import { useClearSearchHistoryMutation } from '../../../entities/search-history';
import { messages } from '../../../messages';

/** The heading of the recent searches with the button that forgets them. */
export function RecentHeading({ baseId }: { baseId: string }) {
  const [clear] = useClearSearchHistoryMutation();
  return (
    <div className="mfs-dd__heading-row">
      <h3 className="mfs-dd__heading" id={`${baseId}-recent`}>
        {messages.recent}
      </h3>
      <button
        type="button"
        className="mfs-dd__clear"
        aria-label={messages.clearRecentLabel}
        onClick={() => {
          void clear();
        }}
      >
        {messages.clearRecent}
      </button>
    </div>
  );
}
