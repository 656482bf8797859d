/** Said under both appeals' donation forms. */
export const appealNote = '100% of your donation goes directly to aid.';
