import { emailSchema, validationMessages } from './schemas';

describe('e-mail rule', () => {
  it.each(['maria@example.ru', ' maria.ivanova@mail.example.com ', 'a+shop@yandex.ru'])('When %p is given, then it is accepted', (email) => {
    expect(emailSchema.isValidSync(email)).toBe(true);
  });

  it.each(['maria@', 'maria@mail', 'maria.mail.ru', 'maria@mail.r', 'ма рия@mail.ru'])(
    'When %p is given, then the shop says «Введите валидный емейл адрес»',
    (email) => {
      expect(() => emailSchema.validateSync(email)).toThrow(validationMessages.invalidEmail);
    },
  );

  it('When nothing is given, then the field is required', () => {
    expect(() => emailSchema.validateSync('')).toThrow('Это поле является обязательным');
  });
});
