import type { AccountInfoDto } from 'shared-kit/contracts';
import { getAccountInfo } from '../../shared/api/accountApi';
import { formatDate } from '../../shared/api/cabinetReaders';
import { useResource } from '../../shared/lib/useResource';
import { CabinetLayout, ResourceStatus } from '../../widgets/cabinet-layout';
import { messages } from '../../messages';
import './PersonalDataPage.css';

const text = messages.data;

function rows(info: AccountInfoDto): [string, string][] {
  return [
    [text.surname, info.surname],
    [text.name, info.name],
    [text.patronymic, info.patronymic],
    [text.phone, info.phone],
    [text.email, info.email],
    [text.birthday, info.date_of_birth ? formatDate(info.date_of_birth) : ''],
    [text.gender, info.gender ? text.genders[info.gender] : ''],
  ];
}

/** `/personal/data` (guarded): the account fields of `GET /api/personal/info`. */
export function PersonalDataPage() {
  const state = useResource(getAccountInfo, 'info');
  return (
    <CabinetLayout title={text.title}>
      {state.kind === 'ready' ? (
        <dl className="mfa-card mfa-data">
          {rows(state.data).map(([label, value]) => (
            <div key={label} className="mfa-data__row">
              <dt>{label}</dt>
              <dd className={value ? undefined : 'mfa-muted'}>{value || text.notSet}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <ResourceStatus state={state} />
      )}
    </CabinetLayout>
  );
}
