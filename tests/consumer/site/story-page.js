// A saved page's content, as `pages.content` holds it: one built-in section and one of ours.
export const storyPage = {
  sections: [
    {
      type: 'text',
      title: 'Why we help',
      content: { text: 'Every winter, families need warmth.' },
    },
    {
      type: 'quote',
      title: 'Amina, volunteer in Bradford',
      content: { quote: 'I came to help for a week and stayed for three years.' },
    },
  ],
};
