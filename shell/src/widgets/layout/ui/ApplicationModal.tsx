import { useCallback, useEffect, useState } from 'react';
import { Modal, getEventBus } from 'shared-kit';
import { LazyContactForm, type ContactKind } from '../../../features/forms';
import { messages } from '../../../messages';

/**
 * The shell's request windows: 'Оставить заявку' (modal `leaveApplication-modal`, a callback request)
 * and 'Написать нам' (modal `feedback`, the feedback form), both 576 px wide (docs/product.md §9).
 */
export function ApplicationModal() {
  const [open, setOpen] = useState<ContactKind | null>(null);

  useEffect(
    () =>
      getEventBus().subscribe('shell:modal-requested', ({ name }) => {
        if (name === 'leaveApplication-modal') setOpen('callback');
        if (name === 'feedback') setOpen('feedback');
      }),
    [],
  );

  const close = useCallback(() => setOpen(null), []);

  if (!open) return null;
  return (
    <Modal
      key={open}
      name={open === 'callback' ? 'leaveApplication-modal' : 'feedback'}
      title={open === 'callback' ? messages.applicationTitle : messages.feedbackTitle}
      maxWidth={576}
      onClose={close}
    >
      <LazyContactForm kind={open} />
    </Modal>
  );
}
