import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { object } from 'yup';
import { phoneSchema } from 'shared-kit';
import { PhoneField } from './PhoneField';

function renderForm() {
  return render(
    <Formik
      initialValues={{ phone: '' }}
      validationSchema={object({ phone: phoneSchema })}
      onSubmit={() => undefined}
    >
      <Form>
        <PhoneField label="Телефон" />
        <button type="submit">Отправить</button>
      </Form>
    </Formik>,
  );
}

describe('PhoneField', () => {
  it('When the customer types and erases digits, then the field keeps the mask', async () => {
    renderForm();
    const input = screen.getByLabelText('Телефон');
    expect(input).toHaveAttribute('placeholder', '+7 (___) ___-__-__');

    await userEvent.type(input, '9161234567');
    expect(input).toHaveValue('+7 (916) 123-45-67');

    await userEvent.type(input, '{Backspace}{Backspace}{Backspace}');
    expect(input).toHaveValue('+7 (916) 123-4');
  });

  it('When the number is incomplete, then the field shows its error after submit', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('Телефон'), '916');

    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }));

    expect(await screen.findByText('Введите номер телефона полностью')).toHaveClass('mfa-field__error');
  });
});
