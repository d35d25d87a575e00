import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { PhoneField } from './PhoneField';

/*
 * The mask's rules (typing, pasting, erasing) are the shared field's, tested in shared-kit
 * (src/phone-input/PhoneMaskInput.test.tsx); here, that the forms' Formik gets what the field shows.
 */
function renderField(onSubmit: (values: { phone: string }) => void) {
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

describe('the phone of the registration, personal data and feedback forms', () => {
  it.each([
    ['typed', '89111234567'],
    ['pasted', '8 911 123-45-67'],
    ['pasted', '+7 911 123 45 67'],
  ])(
    'When the number is %s as %p and sent, then the field and Formik hold +7 (911) 123-45-67',
    async (how, number) => {
      const user = userEvent.setup();
      const onSubmit = jest.fn();
      const input = renderField(onSubmit);

      if (how === 'typed') await user.type(input, number);
      else {
        await user.click(input);
        await user.paste(number);
      }
      await user.click(screen.getByRole('button', { name: 'Отправить' }));

      expect(input).toHaveValue('+7 (911) 123-45-67');
      expect(onSubmit).toHaveBeenCalledWith({ phone: '+7 (911) 123-45-67' }, expect.anything());
    },
  );

  it('When it is drawn, then it is the phone field named for Formik', () => {
    const input = renderField(() => undefined);

    expect(input).toHaveAttribute('name', 'phone');
  });
});
