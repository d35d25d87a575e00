import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import { PhoneInput } from './PhoneInput';

function renderField() {
  render(
    <Formik initialValues={{ phone: '' }} onSubmit={() => undefined}>
      <PhoneInput label="Телефон" placeholder="+7 (___) ___-__-__" />
    </Formik>,
  );
  return screen.getByLabelText('Телефон');
}

describe('the phone of the order form', () => {
  it.each(['89111234567', '+7 911 123-45-67', '9111234567', '8 911 123 45 67'])(
    'When %p is typed key by key, then the field shows +7 (911) 123-45-67',
    async (keys) => {
      const user = userEvent.setup();
      const input = renderField();

      await user.type(input, keys);

      expect(input).toHaveValue('+7 (911) 123-45-67');
    },
  );

  it('When 8 is typed and then the ten digits, then the 8 is not taken for the first digit of the code', async () => {
    const user = userEvent.setup();
    const input = renderField();

    await user.type(input, '8');
    expect(input).toHaveValue('+7 (');
    await user.type(input, '9111234567');

    expect(input).toHaveValue('+7 (911) 123-45-67');
  });

  it.each(['89111234567', '+7 911 123-45-67', '9111234567', '8 911 123-45-67'])('When %p is pasted, then the field shows +7 (911) 123-45-67', async (pasted) => {
    const user = userEvent.setup();
    const input = renderField();

    await user.click(input);
    await user.paste(pasted);

    expect(input).toHaveValue('+7 (911) 123-45-67');
  });

  it('When the number is erased with backspace, then the field empties', async () => {
    const user = userEvent.setup();
    const input = renderField();
    await user.type(input, '89111234567');

    await user.type(input, '{Backspace}'.repeat(20));

    expect(input).toHaveValue('');
  });

  it('When backspace follows «) », then the digit before it goes', async () => {
    const user = userEvent.setup();
    const input = renderField();
    await user.type(input, '911');
    expect(input).toHaveValue('+7 (911) ');

    await user.keyboard('{Backspace}');

    expect(input).toHaveValue('+7 (91');
  });

  it('When it is drawn, then it is the phone field the order page finds by its id', () => {
    const input = renderField();

    expect(input).toHaveAttribute('id', 'mfo-phone');
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('inputmode', 'tel');
    expect(input).toHaveAttribute('autocomplete', 'tel');
  });
});
