import { nextPhoneValue, phoneForServer } from './phone';

describe('phone field', () => {
  it('When digits are typed one by one, then the mask fills in', () => {
    let value = '';
    for (const digit of '9161234567') value = nextPhoneValue(value, value + digit);
    expect(value).toBe('+7 (916) 123-45-67');
  });

  it('When a number with 8 in front is pasted, then its ten digits are kept', () => {
    expect(nextPhoneValue('', '8 916 123-45-67')).toBe('+7 (916) 123-45-67');
    expect(nextPhoneValue('', '+7 916 123 45 67')).toBe('+7 (916) 123-45-67');
  });

  it('When backspace hits a character of the mask, then the digit before it goes', () => {
    expect(nextPhoneValue('+7 (916)', '+7 (916')).toBe('+7 (91');
    expect(nextPhoneValue('+7 (9', '+7 (')).toBe('');
  });

  it('When the number is sent, then it is +7 and ten digits', () => {
    expect(phoneForServer('+7 (916) 123-45-67')).toBe('+79161234567');
    expect(phoneForServer('')).toBe('');
  });
});
