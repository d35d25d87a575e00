import { CleanHtml, queryStateOf } from 'shared-kit';
import { useContentPageQuery, EVERY_VISIT } from '../../shared/api';
import { CabinetLayout, ResourceStatus } from '../../widgets/cabinet-layout';
import { messages } from '../../messages';
import './HelpBuyerPage.css';

const text = messages.helpBuyer;

/** `/personal/help-buyer` (open to everyone): the content page `help-buyer`, its HTML sanitised. */
export function HelpBuyerPage() {
  const state = queryStateOf(useContentPageQuery('help-buyer', EVERY_VISIT));
  return (
    <CabinetLayout title={state.status === 'ready' ? state.data.title : text.title}>
      {state.status === 'ready' ? (
        <CleanHtml className="mfa-card mfa-content" html={state.data.content} />
      ) : (
        <ResourceStatus status={state.status} failedText={text.failed} signIn={false} />
      )}
    </CabinetLayout>
  );
}
