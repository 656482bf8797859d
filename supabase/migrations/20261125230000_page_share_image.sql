-- Issue 23: the image a link preview shows for a builder page (og:image), chosen by staff from
-- the media library. Null means the charity's default share image from the site settings.
-- Only an http(s) address is accepted: it is printed into every preview of the page.
alter table public.pages
  add column share_image_url text
    check (
      share_image_url is null
      or (char_length(share_image_url) <= 2048 and share_image_url ~ '^https?://[^\s]+$')
    );
comment on column public.pages.share_image_url is
  'The link-preview image of a published page (og:image); null uses the site default.';
