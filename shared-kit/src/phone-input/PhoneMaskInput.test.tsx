import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PhoneMaskInput } from './PhoneMaskInput';

/** The field as a form holds it: the value kept by the form, given back on every change. */
function Form({ start = '' }: { start?: string }) {
  const [value, setValue] = useState(start);
  return (
    <label>
      Телефон
      <PhoneMaskInput name="phone" value={value} onChange={(event) => setValue(event.target.value)} />
      <output>{value}</output>
    </label>
  );
}

function renderField(start?: string) {
  render(<Form start={start} />);
  return screen.getByLabelText('Телефон');
}

describe('the phone field on react-text-mask', () => {
  it('When it is drawn, then it is a phone field the browser may fill', () => {
    const input = renderField();

    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('inputmode', 'tel');
    expect(input).toHaveAttribute('autocomplete', 'tel');
  });

  it.each([
    '9111234567',
    '89111234567',
    '79111234567',
    '+79111234567',
    '+7 911 123-45-67',
    '8 (911) 123-45-67',
  ])('When %p is typed key by key, then the field and the form hold +7 (911) 123-45-67', async (keys) => {
    const user = userEvent.setup();
    const input = renderField();

    await user.type(input, keys);

    expect(input).toHaveValue('+7 (911) 123-45-67');
    expect(screen.getByRole('status')).toHaveTextContent('+7 (911) 123-45-67');
  });

  it('When 8 starts an empty field, then it is the prefix and the field waits for the code', async () => {
    const user = userEvent.setup();
    const input = renderField();

    await user.type(input, '8');
    expect(input).toHaveValue('+7 (');
    await user.type(input, '9');

    expect(input).toHaveValue('+7 (9');
  });

  it('When the code itself starts with 8, then it is typed after the prefix', async () => {
    const user = userEvent.setup();
    const input = renderField();

    await user.type(input, '88112123456');

    expect(input).toHaveValue('+7 (811) 212-34-56');
  });

  it('When a digit is typed into a complete number, then the number stays as it was', async () => {
    const user = userEvent.setup();
    const input = renderField();
    await user.type(input, '88112123456');

    await user.type(input, '7');

    expect(input).toHaveValue('+7 (811) 212-34-56');
  });

  it.each([
    '89111234567',
    '8 911 123-45-67',
    '+7 911 123 45 67',
    '+79111234567',
    '9111234567',
    '79111234567',
  ])('When %p is pasted into an empty field, then it shows +7 (911) 123-45-67', async (pasted) => {
    const user = userEvent.setup();
    const input = renderField();

    await user.click(input);
    await user.paste(pasted);

    expect(input).toHaveValue('+7 (911) 123-45-67');
    expect(screen.getByRole('status')).toHaveTextContent('+7 (911) 123-45-67');
  });

  it.each(['89111234567', '+7 911 123-45-67'])(
    'When %p is pasted after the typed prefix, then it shows +7 (911) 123-45-67',
    async (pasted) => {
      const user = userEvent.setup();
      const input = renderField();
      await user.type(input, '8');

      await user.paste(pasted);

      expect(input).toHaveValue('+7 (911) 123-45-67');
    },
  );

  it('When a number is pasted over a selected one, then the pasted number replaces it', async () => {
    const user = userEvent.setup();
    const input = renderField('+7 (916) 123-45-67');

    await user.tripleClick(input);
    await user.paste('8 911 123-45-67');

    expect(input).toHaveValue('+7 (911) 123-45-67');
  });

  it('When backspace follows «) », then the digit before it goes', async () => {
    const user = userEvent.setup();
    const input = renderField();
    await user.type(input, '916');
    expect(input).toHaveValue('+7 (916) ');

    await user.keyboard('{Backspace}');

    expect(input).toHaveValue('+7 (91');
  });

  it('When backspace is pressed over «-» in the middle, then the digit before it goes', async () => {
    const user = userEvent.setup();
    const input = renderField('+7 (911) 123-45-67');
    // The caret after «123-».
    await user.click(input);
    (input as HTMLInputElement).setSelectionRange(13, 13);

    await user.keyboard('{Backspace}');

    expect(input).toHaveValue('+7 (911) 124-56-7');
  });

  it('When the number is erased with backspace, then the field empties', async () => {
    const user = userEvent.setup();
    const input = renderField();
    await user.type(input, '89111234567');

    await user.type(input, '{Backspace}'.repeat(18));

    expect(input).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});
