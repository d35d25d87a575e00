import { apiAnswerProblems, paged } from 'shared-kit/testing';
import { accountInfo, codeSent, knownCustomer, newCustomer, order, personalReview } from './fixtures';

/**
 * The fixtures stand for the API's answers in every test of the team: each must be an answer the API
 * could send, by the schema of its route (shared-kit/src/contracts/api/openapi.json).
 */
describe('fixtures', () => {
  it.each([
    ['GET /personal/info', accountInfo()],
    [
      'POST /personal/update',
      accountInfo({ gender: null, date_of_birth: null, image: '/api/media/avatars/1.webp' }),
    ],
    ['GET /personal/orders', paged([order(1), order(2, { status: 'delivered', status_title: 'Доставлен' })])],
    ['POST /personal/email_login', codeSent()],
    ['POST /personal/email_login', knownCustomer('auth-1')],
    ['POST /personal/email_login', newCustomer('ticket-1')],
    ['POST /personal/email_change', codeSent({ code_length: 4 })],
    [
      'GET /personal/reviews',
      paged([personalReview(1), personalReview(2, { status: 'pending', status_title: 'На модерации' })]),
    ],
    [
      'POST /personal/reviews',
      personalReview(3, { photos: ['/api/media/review-uploads/1.webp'], answer: 'Спасибо!' }),
    ],
  ])('When %s is answered with the fixture, then the API could send it', (route, answer) => {
    expect(apiAnswerProblems(route, answer)).toEqual([]);
  });

  it('When a fixture is changed out of the schema, then the check says where', () => {
    const answer = personalReview(1, { status: 'hidden' as 'pending' });

    expect(apiAnswerProblems('POST /personal/reviews', answer)).toEqual([
      '/status must be equal to one of the allowed values',
    ]);
  });
});
