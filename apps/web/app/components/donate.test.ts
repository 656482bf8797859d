import { aboutPage, footerNavigation, getInvolvedSection } from '@charitykit/content';
import { describe, expect, it } from 'vitest';
import { withDonatePage } from './donate';

const PAGE = 'https://www.justgiving.com/page/hope-relief-uk';

function must<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('the content has changed');
  return value;
}

describe('withDonatePage', () => {
  it('leads the giving actions to the donation page', () => {
    const giving = [
      must(getInvolvedSection.cards[0]).action,
      must(aboutPage.joinMission.actions[0]),
      must(footerNavigation.support.links[0]),
    ];
    for (const action of giving) {
      expect(withDonatePage(action, PAGE)).toEqual({ ...action, href: PAGE });
    }
  });

  it('leaves every other link, and everything when no page is set, as it was', () => {
    const volunteer = must(aboutPage.joinMission.actions[1]);
    expect(withDonatePage(volunteer, PAGE)).toBe(volunteer);
    const fundraise = must(footerNavigation.support.links[1]);
    expect(withDonatePage(fundraise, PAGE)).toBe(fundraise);
    const donate = must(footerNavigation.support.links[0]);
    expect(withDonatePage(donate, undefined)).toBe(donate);
  });
});
