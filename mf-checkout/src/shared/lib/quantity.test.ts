import { parseTypedQuantity } from './quantity';

describe('parseTypedQuantity', () => {
  it('When a number above the stock is typed, then it is clamped to the stock', () => {
    expect(parseTypedQuantity('25', 4)).toEqual({ quantity: 4, clamped: true });
  });

  it('When the field is empty or zero, then the quantity is 0 (remove)', () => {
    expect(parseTypedQuantity('', 4)).toEqual({ quantity: 0, clamped: false });
    expect(parseTypedQuantity('0', 4)).toEqual({ quantity: 0, clamped: false });
  });

  it('When letters are mixed in, then only digits count', () => {
    expect(parseTypedQuantity('3 шт', 10)).toEqual({ quantity: 3, clamped: false });
  });
});
