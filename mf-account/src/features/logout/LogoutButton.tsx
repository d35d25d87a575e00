import { useState } from 'react';
import { Button } from 'shared-kit';
import { signedOut, useAccountDispatch } from '../../entities/account';
import { useRevokeSignInMutation } from '../../shared/api';
import { messages } from '../../messages';
import { logout } from './model/logout';

/** The 'Выйти' button of the personal sidebar. */
export function LogoutButton({ className }: { className?: string }) {
  const dispatch = useAccountDispatch();
  const [leaving, setLeaving] = useState(false);
  const [revokeSignIn] = useRevokeSignInMutation();
  return (
    <Button
      variant="secondary"
      className={className}
      disabled={leaving}
      onClick={() => {
        setLeaving(true);
        void logout(() => revokeSignIn().unwrap()).then(() => dispatch(signedOut()));
      }}
    >
      {messages.logout}
    </Button>
  );
}
