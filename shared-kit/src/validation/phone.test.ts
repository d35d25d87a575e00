import { formatPhone, phoneDigits, PHONE_PATTERN } from './phone';

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
