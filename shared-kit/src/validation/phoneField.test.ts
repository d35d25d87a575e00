import { nextPhoneValue, PHONE_PREFIX, phoneForServer } from './phone';

/** Types `keys` one by one into a field that starts with `start`, as the input would. */
function typeInto(keys: string, start = ''): string {
  let value = start;
  for (const key of keys) value = nextPhoneValue(value, value + key);
  return value;
}

describe('phone field', () => {
  it.each([
    ['9111234567'],
    ['89111234567'],
    ['79111234567'],
    ['+79111234567'],
    ['+7 911 123-45-67'],
    ['8 (911) 123-45-67'],
  ])('When %p is typed key by key, then the field shows +7 (911) 123-45-67', (keys) => {
    expect(typeInto(keys)).toBe('+7 (911) 123-45-67');
  });

  it('When 8 starts an empty field, then it is the prefix and the field waits for the code', () => {
    expect(nextPhoneValue('', '8')).toBe(PHONE_PREFIX);
    expect(nextPhoneValue('', '7')).toBe(PHONE_PREFIX);
    expect(nextPhoneValue(PHONE_PREFIX, `${PHONE_PREFIX}9`)).toBe('+7 (9');
  });

  it('When the code itself starts with 8, then it is typed after the prefix', () => {
    expect(typeInto('88112123456')).toBe('+7 (811) 212-34-56');
    expect(typeInto('8112123456', PHONE_PREFIX)).toBe('+7 (811) 212-34-56');
  });

  it.each([
    ['89111234567'],
    ['+7 911 123-45-67'],
    ['9111234567'],
    ['+79111234567'],
    ['8 911 123 45 67'],
  ])('When %p is pasted into an empty field, then it shows +7 (911) 123-45-67', (pasted) => {
    expect(nextPhoneValue('', pasted)).toBe('+7 (911) 123-45-67');
    expect(nextPhoneValue(PHONE_PREFIX, PHONE_PREFIX + pasted)).toBe('+7 (911) 123-45-67');
  });

  it('When backspace hits a character of the mask, then the digit before it goes', () => {
    expect(nextPhoneValue('+7 (916)', '+7 (916')).toBe('+7 (91');
    expect(nextPhoneValue('+7 (9', '+7 (')).toBe('');
    expect(nextPhoneValue(PHONE_PREFIX, '+7 ')).toBe('');
  });

  it('When the number is sent, then it is +7 and ten digits', () => {
    expect(phoneForServer('+7 (916) 123-45-67')).toBe('+79161234567');
    expect(phoneForServer(PHONE_PREFIX)).toBe('');
    expect(phoneForServer('')).toBe('');
  });
});
