import {
  digitsAfterPrefix,
  displayPhone,
  formatPhone,
  nextPhoneValue,
  phoneDigits,
  phoneForServer,
  PHONE_PATTERN,
  PHONE_PREFIX,
} from './phone';
import displayCases from '../contracts/display-cases.json';

describe('phone digits', () => {
  it.each([
    ['9161234567', '9161234567'],
    ['+7 916 123 45 67', '9161234567'],
    ['89161234567', '9161234567'],
    ['7 (916) 123-45-67 доб. 5', '9161234567'],
    ['', ''],
  ])('When %p is given, then the number is %p', (given, digits) => {
    expect(phoneDigits(given)).toBe(digits);
  });

  it('When a field value is read, then the +7 the mask shows is not a digit of the number', () => {
    expect(digitsAfterPrefix('+7 (916) 12')).toBe('91612');
    expect(digitsAfterPrefix(PHONE_PREFIX)).toBe('');
    expect(digitsAfterPrefix('89161234567')).toBe('89161234567');
  });
});

describe('phone display', () => {
  it.each([
    ['+79111234567', '+7 (911) 123-45-67'],
    ['89111234567', '+7 (911) 123-45-67'],
    ['9111234567', '+7 (911) 123-45-67'],
    ['+7 (911) 123-45-67', '+7 (911) 123-45-67'],
  ])('When %p is stored, then the shop shows %p', (stored, shown) => {
    expect(displayPhone(stored)).toBe(shown);
    expect(PHONE_PATTERN.test(shown)).toBe(true);
  });

  it('When a stored number is not a Russian one, then it is shown as stored', () => {
    expect(displayPhone('+375 29 123-45-67')).toBe('+375 29 123-45-67');
    expect(displayPhone('916123')).toBe('916123');
    expect(PHONE_PATTERN.test('+7 (916) 123')).toBe(false);
    expect(displayPhone(null)).toBe('');
  });
});

describe('the table the API is tested against too', () => {
  it.each(displayCases.phones as [string, string][])(
    'When %p is stored, then it is shown as %p',
    (stored, shown) => {
      expect(displayPhone(stored)).toBe(shown);
    },
  );
});

describe('the number sent', () => {
  it('When the number is sent, then it is +7 and ten digits', () => {
    expect(phoneForServer('+7 (916) 123-45-67')).toBe('+79161234567');
    expect(phoneForServer(PHONE_PREFIX)).toBe('');
    expect(phoneForServer('')).toBe('');
  });
});

describe('the masking of shared-kit 1.8, kept for apps built against it', () => {
  it.each([
    ['9111234567', '+7 (911) 123-45-67'],
    ['8 911 123-45-67', '+7 (911) 123-45-67'],
    ['911', '+7 (911)'],
    ['9111', '+7 (911) 1'],
    ['', ''],
  ])('formatPhone(%j) is %j', (input, shown) => {
    expect(formatPhone(input)).toBe(shown);
  });

  it.each([
    ['', '8', '+7 ('],
    ['+7 (', '+7 (9', '+7 (9'],
    ['+7 (911) ', '+7 (911)', '+7 (91'],
    ['+7 (911) 123-45-6', '+7 (911) 123-45-67', '+7 (911) 123-45-67'],
    ['+7 (', '+7 ', ''],
  ])('nextPhoneValue(%j, %j) is %j', (previous, typed, next) => {
    expect(nextPhoneValue(previous, typed)).toBe(next);
  });
});
