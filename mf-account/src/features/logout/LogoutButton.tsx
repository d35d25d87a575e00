import { useState } from 'react';
import { Button } from 'shared-kit';
import { signedOut, useAccountDispatch } from '../../entities/account';
import { messages } from '../../messages';
import { logout } from './logout';

/** The 'Выйти' button of the personal sidebar. */
export function LogoutButton({ className }: { className?: string }) {
  const dispatch = useAccountDispatch();
  const [leaving, setLeaving] = useState(false);
  return (
    <Button
      variant="secondary"
      className={className}
      disabled={leaving}
      onClick={() => {
        setLeaving(true);
        void logout().then(() => dispatch(signedOut()));
      }}
    >
      {messages.logout}
    </Button>
  );
}
