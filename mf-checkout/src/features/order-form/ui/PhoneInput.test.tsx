import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import { string } from 'yup';
import { PhoneInput } from './PhoneInput';

/*
 * The mask's rules (typing, pasting, erasing) are the shared field's, tested in shared-kit
 * (src/phone-input/PhoneMaskInput.test.tsx); here, the order form's binding: its id, its error state.
 */
function renderField() {
  render(
    <Formik
      initialValues={{ phone: '' }}
      validate={({ phone }) => (string().min(18).isValidSync(phone) ? {} : { phone: 'Неверный номер' })}
      onSubmit={() => undefined}
    >
      <PhoneInput label="Телефон" placeholder="+7 (___) ___-__-__" />
    </Formik>,
  );
  return screen.getByLabelText('Телефон');
}

describe('the phone of the order form', () => {
  it('When it is drawn, then it is the phone field the order page finds by its id', () => {
    const input = renderField();

    expect(input).toHaveAttribute('id', 'mfo-phone');
  });

  it('When an unfinished number is left, then the field is marked invalid; completed by a paste, then it is not', async () => {
    const user = userEvent.setup();
    const input = renderField();

    await user.type(input, '8911');
    await user.tab();
    expect(input).toHaveValue('+7 (911) ');
    expect(await screen.findByText('Неверный номер')).toBeVisible();
    expect(input).toHaveAttribute('aria-invalid', 'true');

    await user.tripleClick(input);
    await user.paste('8 911 123-45-67');

    expect(input).toHaveValue('+7 (911) 123-45-67');
    await waitFor(() => expect(screen.queryByText('Неверный номер')).toBeNull());
    expect(input).not.toHaveAttribute('aria-invalid');
  });
});
