import { HttpResponse, http } from 'msw';

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450" viewBox="0 0 800 450"><rect width="800" height="450" fill="#1f4e5f"/><path d="M0 450 L200 250 L400 450 Z M300 450 L520 200 L740 450 Z" fill="#e8f1f2"/></svg>`;

/** Stories' pictures (`/story-images/*`), so image sections render without the network. */
export const storyImageHandlers = [
  http.get('*/story-images/*', () =>
    HttpResponse.text(svg, { headers: { 'Content-Type': 'image/svg+xml' } }),
  ),
];
