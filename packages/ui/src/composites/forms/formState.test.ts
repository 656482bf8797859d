import { describe, expect, it } from 'vitest';
import { finishAllText, finishText, typeText, withoutError } from './formState';
import { wait } from './wait';

interface Values {
  name: string;
  note: string;
  agreed: boolean;
}
const empty: Values = { name: '', note: '', agreed: false };

describe('typing into a text field', () => {
  it('removes angle brackets but keeps the spaces a person is still typing', () => {
    expect(typeText(empty, 'name', '<b>Amina </b>')).toEqual({ ...empty, name: 'bAmina /b' });
    expect(typeText(empty, 'name', 'Amina ').name).toBe('Amina ');
  });

  it('cuts pasted text to 1000 characters', () => {
    expect(typeText(empty, 'note', 'a'.repeat(1200)).note).toHaveLength(1000);
  });
});

describe('leaving a text field', () => {
  it('trims the text at both ends', () => {
    expect(finishText({ ...empty, name: '  Amina Yusuf  ' }, 'name').name).toBe('Amina Yusuf');
  });

  it('keeps the same object when there is nothing to clean, so React skips a render', () => {
    const values = { ...empty, name: 'Amina' };
    expect(finishText(values, 'name')).toBe(values);
  });
});

describe('before validation', () => {
  it('cleans and trims every text field and leaves other values alone', () => {
    expect(finishAllText({ name: ' <Amina> ', note: ' hello ', agreed: true })).toEqual({
      name: 'Amina',
      note: 'hello',
      agreed: true,
    });
  });
});

describe('field errors', () => {
  it('drops only the field being corrected', () => {
    const errors = { name: 'Name is required', note: 'Note is required' };
    expect(withoutError<Values>(errors, 'name')).toEqual({ note: 'Note is required' });
  });
});

describe('waiting', () => {
  it('resolves true once the time has passed', async () => {
    await expect(wait(1)).resolves.toBe(true);
  });

  it('resolves false when the form goes away first', async () => {
    const controller = new AbortController();
    const waiting = wait(10_000, controller.signal);
    controller.abort();
    await expect(waiting).resolves.toBe(false);
  });
});
