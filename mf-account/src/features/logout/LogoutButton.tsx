import { Button } from 'shared-kit';
import { signedOut, useAccountDispatch } from '../../entities/account';
import { messages } from '../../messages';
import { logout } from './logout';

/** The 'Выйти' button of the personal sidebar. */
export function LogoutButton({ className }: { className?: string }) {
  const dispatch = useAccountDispatch();
  return (
    <Button
      variant="secondary"
      className={className}
      onClick={() => {
        dispatch(signedOut());
        logout();
      }}
    >
      {messages.logout}
    </Button>
  );
}
