import { Link } from 'react-router-dom';
import type { ModalSearchDto } from 'shared-kit/contracts';
import { messages } from '../../../messages';
import type { SearchResults } from '../model/searchTypes';

interface ResultNotesProps {
  results: SearchResults;
  data: ModalSearchDto | null;
  short: boolean;
  empty: boolean;
}

/** The lines above the suggestions: searching, failed, the corrected query, nothing found. */
export function ResultNotes({ results, data, short, empty }: ResultNotesProps) {
  return (
    <>
      {results.status === 'loading' && <p className="mfs-dd__note">{messages.searching}</p>}
      {results.status === 'failed' && (
        <p className="mfs-dd__note" role="alert">
          {messages.loadFailed}
        </p>
      )}
      {data?.corrected_query && !short && <p className="mfs-dd__corrected">{messages.corrected(data.corrected_query)}</p>}
      {empty && !short && (
        <p className="mfs-dd__note">
          {messages.nothingFoundLead} <Link to="/category">{messages.nothingFoundLink}</Link>
        </p>
      )}
    </>
  );
}
