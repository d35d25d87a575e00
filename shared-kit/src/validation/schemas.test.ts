import { validationMessages } from './messages';
import { emailSchema } from './schemas';

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

describe('the schemas module in the apps’ bundles', () => {
  // webpack leaves out a module whose exports are unused only when nothing at its top level may have side
  // effects: the schemas are built by calls marked pure, so a page without a form does not carry yup.
  it('When the schemas are defined, then each is built by a call marked pure and only this module imports yup', () => {
    const fs = jest.requireActual<typeof import('node:fs')>('node:fs');
    const path = jest.requireActual<typeof import('node:path')>('node:path');
    const source = fs.readFileSync(path.join(__dirname, 'schemas.ts'), 'utf8');
    const exported = [...source.matchAll(/^export const (\w+) = (.*)$/gm)];

    expect(exported.map(([, name]) => name)).toEqual(['emailSchema', 'phoneSchema', 'newsletterSchema']);
    for (const [, , value] of exported) expect(value).toMatch(/^\/\*#__PURE__\*\/ \w+\(/);
    const others = fs.readdirSync(__dirname).filter((file) => file !== 'schemas.ts' && !file.includes('.test.'));
    for (const file of others) expect(fs.readFileSync(path.join(__dirname, file), 'utf8')).not.toMatch(/from 'yup'/);
  });
});
