import { displayPhone, formatPhone, phoneDigits, PHONE_PATTERN } from './phone';
import displayCases from '../contracts/display-cases.json';

describe('phone mask', () => {
  it.each([
    ['9161234567', '+7 (916) 123-45-67'],
    ['+7 916 123 45 67', '+7 (916) 123-45-67'],
    ['89161234567', '+7 (916) 123-45-67'],
    ['916', '+7 (916)'],
    ['91612', '+7 (916) 12'],
    ['', ''],
  ])('When %p is typed, then the field shows %p', (typed, shown) => {
    expect(formatPhone(typed)).toBe(shown);
  });

  it('When a complete number is formatted, then it matches the pattern; a short one does not', () => {
    expect(PHONE_PATTERN.test(formatPhone('9161234567'))).toBe(true);
    expect(PHONE_PATTERN.test(formatPhone('916123'))).toBe(false);
    expect(phoneDigits('7 (916) 123-45-67 доб. 5')).toBe('9161234567');
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
  });

  it('When a stored number is not a Russian one, then it is shown as stored', () => {
    expect(displayPhone('+375 29 123-45-67')).toBe('+375 29 123-45-67');
    expect(displayPhone(null)).toBe('');
  });
});

describe('the table the API is tested against too', () => {
  it.each(displayCases.phones as [string, string][])('When %p is stored, then it is shown as %p', (stored, shown) => {
    expect(displayPhone(stored)).toBe(shown);
  });
});
