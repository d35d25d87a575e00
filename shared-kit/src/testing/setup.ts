// Test setup of the apps (jest `setupFilesAfterEnv`, see tooling/jest.cjs): the page's session is
// started as the shell would start it, and every test leaves the shared singletons as it found them.
import type { ShopEventName } from '../contracts/events';
import { getEventBus } from '../bus/eventBus';
import { getSession } from '../session/sessionService';
import { restoreHttp, takeRefusedAnswers } from './mockHttp';

// A record, so that a new event of the contract fails the typecheck until it is drained here too.
const EVENTS = Object.keys({
  'shell:route-changed': true,
  'shell:modal-requested': true,
  'account:sign-in-requested': true,
  'account:signed-in': true,
  'account:signed-out': true,
  'account:favourites-changed': true,
  'account:waitlist-changed': true,
  'checkout:cart-changed': true,
  'catalog:product-viewed': true,
} satisfies Record<ShopEventName, true>) as ShopEventName[];

beforeEach(() => {
  // The code logs failures it hides from the customer; keep the test output readable.
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

beforeAll(async () => {
  await getSession().start(async () => 'test-session');
});

afterEach(() => {
  const refused = takeRefusedAnswers();
  jest.restoreAllMocks();
  restoreHttp();
  // Events nobody heard are kept for the next subscriber; drain them so tests stay independent.
  const bus = getEventBus();
  for (const type of EVENTS) bus.subscribe(type, () => undefined)();
  // A mocked answer the API could not send fails the test even when the page swallowed the failed request.
  if (refused.length > 0) throw new Error(refused.join('\n'));
});
