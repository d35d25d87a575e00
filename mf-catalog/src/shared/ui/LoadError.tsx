import { Button } from 'shared-kit';
import { messages } from '../../messages';
import './ui.css';

/** Quiet message shown where a load failed, with a button to try again. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="mfc-load-error" role="alert">
      <p>{messages.loadFailed}</p>
      <Button variant="secondary" onClick={onRetry}>
        {messages.retry}
      </Button>
    </div>
  );
}
