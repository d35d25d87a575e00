import { CleanHtml } from 'shared-kit';
import { useContentPageQuery, EVERY_VISIT } from '../../shared/api';
import { useResourceState } from '../../shared/lib';
import { CabinetLayout } from '../../widgets/cabinet-layout';
import { messages } from '../../messages';
import './HelpBuyerPage.css';

const text = messages.helpBuyer;

/** `/personal/help-buyer` (open to everyone): the content page `help-buyer`, its HTML sanitised. */
export function HelpBuyerPage() {
  const state = useResourceState(useContentPageQuery('help-buyer', EVERY_VISIT));
  return (
    <CabinetLayout title={state.kind === 'ready' ? state.data.title : text.title}>
      {state.kind === 'loading' && (
        <p aria-busy="true" className="mfa-muted">
          {messages.loading}
        </p>
      )}
      {(state.kind === 'failed' || state.kind === 'unauthorized') && (
        <p role="alert" className="mfa-error">
          {text.failed}
        </p>
      )}
      {state.kind === 'ready' && (
        <CleanHtml className="mfa-card mfa-content" html={state.data.content} />
      )}
    </CabinetLayout>
  );
}
