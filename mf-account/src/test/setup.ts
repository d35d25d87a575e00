import { getEventBus, getSession, type ShopEventName } from 'shared-kit';
import { restoreHttp } from './mockHttp';

const EVENTS: ShopEventName[] = [
  'shell:route-changed',
  'shell:modal-requested',
  'account:sign-in-requested',
  'account:signed-in',
  'account:signed-out',
  'account:favourites-changed',
  'account:waitlist-changed',
  'checkout:cart-changed',
  'catalog:product-viewed',
];

beforeEach(() => {
  // The code logs failures it hides from the customer; keep the test output readable.
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

beforeAll(async () => {
  await getSession().start(async () => 'test-session');
});

afterEach(() => {
  jest.restoreAllMocks();
  restoreHttp();
  // Events nobody heard are kept for the next subscriber; drain them so tests stay independent.
  const bus = getEventBus();
  for (const type of EVENTS) bus.subscribe(type, () => undefined)();
});
