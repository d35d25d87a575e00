import { fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { useDismiss, type DismissOptions, type DismissReason } from './useDismiss';

function Popup({
  active,
  onDismiss,
  options,
}: {
  active: boolean;
  onDismiss: (reason: DismissReason) => void;
  options?: DismissOptions;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useDismiss(ref, active, onDismiss, options);
  return (
    <>
      <div ref={ref}>
        <button type="button">Внутри</button>
      </div>
      <p>Снаружи</p>
    </>
  );
}

describe('useDismiss', () => {
  it('When the mouse is pressed outside or Escape is pressed, then the popup is dismissed; a press inside keeps it', () => {
    const onDismiss = jest.fn();
    render(<Popup active onDismiss={onDismiss} />);

    fireEvent.mouseDown(screen.getByRole('button', { name: 'Внутри' }));
    expect(onDismiss).not.toHaveBeenCalled();

    fireEvent.mouseDown(screen.getByText('Снаружи'));
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.keyDown(document, { key: 'Enter' });

    expect(onDismiss.mock.calls).toEqual([['outside'], ['escape']]);
  });

  it('When the popup is not active, then nothing dismisses it', () => {
    const onDismiss = jest.fn();
    render(<Popup active={false} onDismiss={onDismiss} />);

    fireEvent.mouseDown(screen.getByText('Снаружи'));
    fireEvent.keyDown(document, { key: 'Escape' });

    expect(onDismiss).not.toHaveBeenCalled();
  });

  it('When touch is asked for, then a touch outside dismisses too; otherwise it does not', () => {
    const onTouchDismiss = jest.fn();
    const { unmount } = render(<Popup active onDismiss={onTouchDismiss} options={{ touch: true }} />);
    fireEvent.touchStart(screen.getByText('Снаружи'));
    expect(onTouchDismiss).toHaveBeenCalledWith('outside');
    unmount();

    const onDismiss = jest.fn();
    render(<Popup active onDismiss={onDismiss} />);
    fireEvent.touchStart(screen.getByText('Снаружи'));
    expect(onDismiss).not.toHaveBeenCalled();
  });
});
