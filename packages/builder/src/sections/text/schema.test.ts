import { describe, expect, it } from 'vitest';
import { commonMessages } from '../common/texts';
import { textSchema } from './schema';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('text block checks', () => {
  it('given a text block, then its text keeps its characters (it is only shown as text)', () => {
    expect(
      textSchema.parse({ title: 'Maths', content: { text: ' 5 < 10 & "fine" ' } }).content.text,
    ).toBe('5 < 10 & "fine"');
  });

  it('given a title over 200 characters, then it is refused', () => {
    expect(
      firstMessage(textSchema.safeParse({ title: 'a'.repeat(201), content: { text: '' } })),
    ).toBe(commonMessages.titleTooLong);
  });
});
