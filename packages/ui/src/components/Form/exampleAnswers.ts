/** What the steps need of the page (Storybook's `canvas` or Testing Library's `screen`). */
interface Page {
  getByRole(role: string, options: { name: string | RegExp }): HTMLElement;
}

/** What they need of a user (Storybook's `userEvent` or Testing Library's). */
interface User {
  type(element: Element, text: string): Promise<unknown>;
  click(element: Element): Promise<unknown>;
  keyboard(text: string): Promise<unknown>;
  selectOptions(element: Element, values: string): Promise<unknown>;
}

/**
 * Answers every field of the Form stories' example application validly ("Amina <Yusuf>", so the
 * name also shows the angle brackets going), for the story and the jsdom test alike. Not part of
 * the package: nothing the entry exports reaches it.
 */
export async function answerEverything(canvas: Page, user: User) {
  await user.type(canvas.getByRole('textbox', { name: 'Full name' }), 'Amina <Yusuf>');
  await user.type(canvas.getByRole('textbox', { name: 'Email' }), 'amina@example.org');
  await user.click(canvas.getByRole('spinbutton', { name: /^day/ }));
  await user.keyboard('07031990');
  await user.click(canvas.getByRole('radio', { name: 'Weekdays only' }));
  await user.selectOptions(canvas.getByRole('combobox', { name: 'Country' }), 'Ireland');
  await user.click(canvas.getByRole('checkbox', { name: 'Social Media' }));
  await user.type(
    canvas.getByRole('textbox', { name: 'Why do you want to volunteer?' }),
    'I want to help out.',
  );
  await user.click(canvas.getByRole('checkbox', { name: 'I agree to the terms and conditions' }));
}
