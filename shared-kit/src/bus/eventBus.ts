import { Observable, Subject, filter, map } from 'rxjs';
import type { ShopEventName, ShopEvents, ShopEvent } from '../contracts/events';

/** How many undelivered events of one type the bus keeps for a late subscriber. */
const PENDING_LIMIT = 5;

/**
 * The typed event bus teams talk through. Events emitted while nobody listens to their type are kept
 * (a few per type) and handed to the first subscriber: a fragment that loads after the shell asked for
 * sign-in still receives the request.
 */
export interface EventBus {
  /** Sends an event to every current subscriber of its type (or keeps it for the first one). */
  emit<K extends ShopEventName>(type: K, payload: ShopEvents[K]): void;
  /** Hot stream of one event type's payloads. Pending events of the type are delivered on subscribe. */
  on<K extends ShopEventName>(type: K): Observable<ShopEvents[K]>;
  /** Shortcut: subscribes a handler and returns the function that unsubscribes it. */
  subscribe<K extends ShopEventName>(type: K, handler: (payload: ShopEvents[K]) => void): () => void;
}

/** Creates a bus. The shop uses one shared instance, see {@link getEventBus}. */
export function createEventBus(): EventBus {
  const events$ = new Subject<ShopEvent>();
  const listeners = new Map<ShopEventName, number>();
  const pending = new Map<ShopEventName, ShopEvent[]>();

  const emit: EventBus['emit'] = (type, payload) => {
    const event = { type, payload } as ShopEvent;
    if (!listeners.get(type)) {
      const queue = pending.get(type) ?? [];
      queue.push(event);
      pending.set(type, queue.slice(-PENDING_LIMIT));
      return;
    }
    events$.next(event);
  };

  const on: EventBus['on'] = <K extends ShopEventName>(type: K) =>
    new Observable<ShopEvents[K]>((subscriber) => {
      listeners.set(type, (listeners.get(type) ?? 0) + 1);
      const subscription = events$
        .pipe(
          filter((event): event is ShopEvent<K> => event.type === type),
          map((event) => event.payload),
        )
        .subscribe(subscriber);
      const queued = pending.get(type);
      if (queued) {
        pending.delete(type);
        for (const event of queued) subscriber.next(event.payload as ShopEvents[K]);
      }
      return () => {
        subscription.unsubscribe();
        listeners.set(type, (listeners.get(type) ?? 1) - 1);
      };
    });

  const subscribe: EventBus['subscribe'] = (type, handler) => {
    const subscription = on(type).subscribe(handler);
    return () => subscription.unsubscribe();
  };

  return { emit, on, subscribe };
}

const GLOBAL_KEY = '__shopEventBus__';

/**
 * The one bus of the page. Kept on `globalThis` so that it stays one instance even when a remote
 * runs with its own copy of shared-kit (a version mismatch, or a remote alone in its harness).
 */
export function getEventBus(): EventBus {
  const holder = globalThis as unknown as Record<string, EventBus | undefined>;
  holder[GLOBAL_KEY] ??= createEventBus();
  return holder[GLOBAL_KEY];
}
