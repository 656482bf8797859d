import { describe, expect, it } from 'vitest';
import { donationLink } from './donationLink';

describe('the donation page link', () => {
  it('given no page, or one that is not a web address, then there is nowhere to go', () => {
    expect(donationLink(null, 25)).toBeNull();
    expect(donationLink('', 25)).toBeNull();
    expect(donationLink('javascript:alert(1)', 25)).toBeNull();
    expect(donationLink('not a url')).toBeNull();
  });

  it('given a JustGiving page, then the amount travels with the visitor', () => {
    expect(donationLink('https://www.justgiving.com/campaign/hope', 50)).toBe(
      'https://www.justgiving.com/campaign/hope?amount=50',
    );
    expect(
      donationLink('https://link.justgiving.com/v1/charity/donate/charityId/123?x=1', 25),
    ).toBe('https://link.justgiving.com/v1/charity/donate/charityId/123?x=1&amount=25');
    expect(donationLink('https://www.justgiving.com/campaign/hope')).toBe(
      'https://www.justgiving.com/campaign/hope',
    );
  });

  it('given a platform that takes no amount in the address, then the page is opened as it is', () => {
    expect(donationLink('https://buy.stripe.com/test_123', 100)).toBe(
      'https://buy.stripe.com/test_123',
    );
    expect(donationLink('https://hope.enthuse.com/donate', 100)).toBe(
      'https://hope.enthuse.com/donate',
    );
  });
});
