import { getSession, setRemoteDeclarations } from 'shared-kit';
import { restoreHttp, takeRefusedAnswers } from 'shared-kit/testing';
import { withBuiltIns } from '../federation/builtInDeclarations';

/**
 * The apps' common test setup (shared-kit/testing/setup.ts) for the shell's component tests: the shell's
 * Jest config also runs its server's tests in Node, where that setup cannot run, so component test files
 * call this instead.
 */
export function useAppTestSetup(): void {
  beforeAll(async () => {
    // The pages and fragments as the four remotes declare them when they cannot be asked (ADR 0022).
    setRemoteDeclarations(withBuiltIns([]));
    await getSession().start(async () => 'test-session');
  });
  beforeEach(() => {
    // The code logs failures it hides from the customer; keep the test output readable.
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    const refused = takeRefusedAnswers();
    jest.restoreAllMocks();
    restoreHttp();
    // A mocked answer the API could not send fails the test even when the page swallowed the failed request.
    if (refused.length > 0) throw new Error(refused.join('\n'));
  });
}
