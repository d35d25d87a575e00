import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { PhoneField } from './PhoneField';

function renderField(onSubmit: (values: { phone: string }) => void = () => undefined) {
  render(
    <Formik initialValues={{ phone: '' }} onSubmit={onSubmit}>
      <Form>
        <PhoneField label="Телефон" />
        <button type="submit">Отправить</button>
      </Form>
    </Formik>,
  );
  return screen.getByLabelText('Телефон');
}

describe('the phone of the registration and personal data forms', () => {
  it.each(['89111234567', '+7 911 123-45-67', '9111234567'])(
    'When %p is typed key by key, then the field shows +7 (911) 123-45-67',
    async (keys) => {
      const user = userEvent.setup();
      const input = renderField();

      await user.type(input, keys);

      expect(input).toHaveValue('+7 (911) 123-45-67');
    },
  );

  it('When 8 is typed and then the ten digits, then the 8 is the prefix, not the code', async () => {
    const user = userEvent.setup();
    const input = renderField();

    await user.type(input, '8');
    await user.type(input, '9111234567');

    expect(input).toHaveValue('+7 (911) 123-45-67');
  });

  it.each(['89111234567', '+7 911 123-45-67', '9111234567', '8 911 123-45-67'])(
    'When %p is pasted, then the field shows +7 (911) 123-45-67',
    async (pasted) => {
      const user = userEvent.setup();
      const input = renderField();

      await user.click(input);
      await user.paste(pasted);

      expect(input).toHaveValue('+7 (911) 123-45-67');
    },
  );

  it('When the number is pasted and sent, then Formik holds it in the mask', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    const input = renderField(onSubmit);

    await user.click(input);
    await user.paste('8 911 123-45-67');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));

    expect(onSubmit).toHaveBeenCalledWith({ phone: '+7 (911) 123-45-67' }, expect.anything());
  });

  it('When backspace follows «) », then the digit before it goes', async () => {
    const user = userEvent.setup();
    const input = renderField();
    await user.type(input, '911');

    await user.keyboard('{Backspace}');

    expect(input).toHaveValue('+7 (91');
  });

  it('When it is drawn, then it is a phone field the browser may fill', () => {
    const input = renderField();

    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('inputmode', 'tel');
    expect(input).toHaveAttribute('autocomplete', 'tel');
    expect(input).toHaveAttribute('name', 'phone');
  });
});
