import { createEventBus } from './eventBus';

describe('event bus', () => {
  it('When a subscriber listens, then it receives the payload of its type only', () => {
    const bus = createEventBus();
    const counts: number[] = [];
    bus.subscribe('checkout:cart-changed', ({ count }) => counts.push(count));
    const other = jest.fn();
    bus.subscribe('account:signed-out', other);

    bus.emit('checkout:cart-changed', { count: 3 });

    expect(counts).toEqual([3]);
    expect(other).not.toHaveBeenCalled();
  });

  it('When an event is emitted before anyone listens, then the first subscriber receives it once', () => {
    const bus = createEventBus();
    bus.emit('account:sign-in-requested', { reason: 'guarded-route', redirectTo: '/personal' });

    const first = jest.fn();
    const unsubscribe = bus.subscribe('account:sign-in-requested', first);
    const second = jest.fn();
    bus.subscribe('account:sign-in-requested', second);

    expect(first).toHaveBeenCalledWith({ reason: 'guarded-route', redirectTo: '/personal' });
    expect(second).not.toHaveBeenCalled();
    unsubscribe();
  });

  it('When a subscriber unsubscribes, then later events are kept for the next one', () => {
    const bus = createEventBus();
    const handler = jest.fn();
    const unsubscribe = bus.subscribe('checkout:cart-changed', handler);
    unsubscribe();

    bus.emit('checkout:cart-changed', { count: 1 });
    const late = jest.fn();
    bus.subscribe('checkout:cart-changed', late);

    expect(handler).not.toHaveBeenCalled();
    expect(late).toHaveBeenCalledWith({ count: 1 });
  });
});
