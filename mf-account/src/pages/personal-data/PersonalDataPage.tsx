import { useState } from 'react';
import { queryStateOf } from 'shared-kit';
import type { AccountInfoDto } from 'shared-kit/contracts';
import { useAccountInfoQuery } from '../../entities/account';
import { EVERY_VISIT } from '../../shared/api';
import { CabinetLayout, ResourceStatus } from '../../widgets/cabinet-layout';
import { messages } from '../../messages';
import { YandexLinkCard } from '../../features/auth';
import { AvatarField } from './ui/AvatarField';
import { EmailChange } from './ui/EmailChange';
import { AccountForm } from './ui/AccountForm';
import '../../shared/ui/forms.css';
import './PersonalDataPage.css';

const text = messages.data;

/** `/personal/data` (guarded): the account fields of `GET /api/personal/info`, edited and saved; the e-mail changes by a code. */
export function PersonalDataPage() {
  const state = queryStateOf(useAccountInfoQuery(undefined, EVERY_VISIT));
  const [email, setEmail] = useState<string | null>(null);
  const [pictured, setPictured] = useState<AccountInfoDto | null>(null);
  return (
    <CabinetLayout title={text.title}>
      {state.status === 'ready' ? (
        <div className="mfa-data">
          <AvatarField info={pictured ?? state.data} onChanged={setPictured} />
          <AccountForm info={state.data} />
          <EmailChange email={email ?? state.data.email} onChanged={setEmail} />
          <YandexLinkCard />
        </div>
      ) : (
        <ResourceStatus status={state.status} />
      )}
    </CabinetLayout>
  );
}
