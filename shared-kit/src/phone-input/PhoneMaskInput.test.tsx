import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PhoneMaskInput } from './PhoneMaskInput';

const WANTED = '+7 (911) 123-45-67';

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
    ['9111234567', WANTED],
    ['89111234567', WANTED],
    ['79111234567', WANTED],
    ['+79111234567', WANTED],
    ['+7 911 123-45-67', WANTED],
    ['8 (911) 123-45-67', WANTED],
    // The first 8 of an empty field is the prefix: the field waits for the code.
    ['8', '+7 ('],
    ['89', '+7 (9'],
    // A code that itself starts with 8 is typed after the prefix; a digit past a complete number is refused.
    ['88112123456', '+7 (811) 212-34-56'],
    ['881121234567', '+7 (811) 212-34-56'],
    // Backspace after «) » removes the digit before it, and the whole number can be erased.
    ['916', '+7 (916) '],
    ['916{Backspace}', '+7 (91'],
    [`89111234567${'{Backspace}'.repeat(18)}`, ''],
  ])('When %p is typed key by key, then the field and the form hold %p', async (keys, shown) => {
    const user = userEvent.setup();
    const input = renderField();

    await user.type(input, keys);

    expect(input).toHaveValue(shown);
    expect(screen.getByRole('status').textContent).toBe(shown);
  });

  it.each([
    ['', '89111234567'],
    ['', '8 911 123-45-67'],
    ['', '+7 911 123 45 67'],
    ['', '+79111234567'],
    ['', '9111234567'],
    ['', '79111234567'],
    // After the prefix typed as 8, and over a whole number selected.
    ['8', '89111234567'],
    ['8', '+7 911 123-45-67'],
    ['916{Control>}a{/Control}', '8 911 123-45-67'],
    ['89111234567{Control>}a{/Control}', '+7 911 123 45 67'],
    ['89111234567{Control>}a{/Control}', '9111234567'],
  ])(
    'When %p is typed and %p pasted, then the field and the form hold +7 (911) 123-45-67',
    async (typed, pasted) => {
      const user = userEvent.setup();
      const input = renderField();
      await user.click(input);
      if (typed) await user.keyboard(typed);

      await user.paste(pasted);

      expect(input).toHaveValue(WANTED);
      expect(screen.getByRole('status')).toHaveTextContent(WANTED);
    },
  );

  it('When backspace is pressed over «-» in the middle, then the digit before it goes', async () => {
    const user = userEvent.setup();
    const input = renderField(WANTED);
    await user.click(input);
    // The caret after «123-».
    (input as HTMLInputElement).setSelectionRange(13, 13);

    await user.keyboard('{Backspace}');

    expect(input).toHaveValue('+7 (911) 124-56-7');
  });
});
