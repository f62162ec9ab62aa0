import { TEAM_CAROUSEL, TESTIMONIAL_CAROUSEL, WORKS_CAROUSEL } from '@agency/shared/contract';
import { slidesToShowAt, toSlickSettings } from '../to-slick-settings';

describe('carousel settings for react-slick', () => {
  it('turns the team min-width breakpoints into max-width ones: 1, 2 from 600 and 768, 3 from 992, 4 from 1200', () => {
    const slick = toSlickSettings(TEAM_CAROUSEL);
    expect(slick.slidesToShow).toBe(4);
    expect(slick.responsive).toEqual([
      { breakpoint: 599, settings: { slidesToShow: 1, slidesToScroll: 1 } },
      { breakpoint: 767, settings: { slidesToShow: 2, slidesToScroll: 1 } },
      { breakpoint: 991, settings: { slidesToShow: 2, slidesToScroll: 1 } },
      { breakpoint: 1199, settings: { slidesToShow: 3, slidesToScroll: 1 } },
    ]);
    expect([390, 599, 600, 767, 768, 991, 992, 1199, 1200, 1440].map((width) => slidesToShowAt(slick, width))).toEqual([
      1, 1, 2, 2, 2, 2, 3, 3, 4, 4,
    ]);
  });

  it('keeps the team autoplaying every 4 s in a loop, also after the visitor interacts', () => {
    expect(toSlickSettings(TEAM_CAROUSEL)).toMatchObject({
      infinite: true,
      autoplay: true,
      autoplaySpeed: 4000,
      pauseOnHover: false,
      pauseOnFocus: false,
      pauseOnDotsHover: false,
    });
  });

  it('shows works 1, 2 from 600, 3 from 1024 and 4 from 1200, every 3 s', () => {
    const slick = toSlickSettings(WORKS_CAROUSEL);
    expect(slick).toMatchObject({ infinite: true, autoplaySpeed: 3000 });
    expect([599, 600, 1023, 1024, 1199, 1200].map((width) => slidesToShowAt(slick, width))).toEqual([1, 2, 2, 3, 3, 4]);
  });

  it('shows one testimonial at every width, every 3 s', () => {
    const slick = toSlickSettings(TESTIMONIAL_CAROUSEL);
    expect(slick).toMatchObject({ slidesToShow: 1, autoplaySpeed: 3000, responsive: [] });
    expect(slidesToShowAt(slick, 1440)).toBe(1);
  });
});
