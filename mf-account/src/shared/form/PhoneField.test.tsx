import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import { PhoneField } from './PhoneField';

function renderField() {
  render(
    <Formik initialValues={{ phone: '' }} onSubmit={() => undefined}>
      <PhoneField label="Телефон" />
    </Formik>,
  );
  return screen.getByLabelText('Телефон');
}

describe('the phone of the registration and personal data forms', () => {
  it.each(['89111234567', '+7 911 123-45-67', '9111234567'])('When %p is typed key by key, then the field shows +7 (911) 123-45-67', async (keys) => {
    const user = userEvent.setup();
    const input = renderField();

    await user.type(input, keys);

    expect(input).toHaveValue('+7 (911) 123-45-67');
  });

  it('When 8 is typed and then the ten digits, then the 8 is the prefix, not the code', async () => {
    const user = userEvent.setup();
    const input = renderField();

    await user.type(input, '8');
    await user.type(input, '9111234567');

    expect(input).toHaveValue('+7 (911) 123-45-67');
  });

  it.each(['89111234567', '+7 911 123-45-67', '9111234567'])('When %p is pasted, then the field shows +7 (911) 123-45-67', async (pasted) => {
    const user = userEvent.setup();
    const input = renderField();

    await user.click(input);
    await user.paste(pasted);

    expect(input).toHaveValue('+7 (911) 123-45-67');
  });
});
