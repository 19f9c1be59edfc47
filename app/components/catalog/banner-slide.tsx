import { Link } from 'react-router';
import { BANNER_INK, bannerSrc, bannerSrcSet, WIDE_MEDIA, type BannerSlide } from './banner-slides';

/**
 * One banner: a picture of products (square on phones, 16:6 from 768 px) with the words set as
 * text over it, so they fit any screen. The whole slide follows its call to action.
 * `pictured`: false leaves the palette's gradient alone until the slide is wanted (shortly before its
 * turn): the page then carries one slide's picture and words, not sixteen.
 */
export function BannerSlideView({ slide, index, pictured }: { slide: BannerSlide; index: number; pictured: boolean }) {
  const { ink, top, bottom } = BANNER_INK[slide.palette];
  return (
    <div
      className="@container relative aspect-square w-full md:aspect-[8/3]"
      style={{ backgroundImage: `linear-gradient(160deg, ${top}, ${bottom})`, color: ink }}
    >
      {pictured && <SlideContent slide={slide} index={index} />}
    </div>
  );
}

function SlideContent({ slide, index }: { slide: BannerSlide; index: number }) {
  const { ink, onInk } = BANNER_INK[slide.palette];
  const first = index === 0;
  return (
    <>
      <picture>
        <source media={WIDE_MEDIA} srcSet={bannerSrcSet(index, 'wide')} sizes="100vw" />
        <img
          src={bannerSrc(index, 'phone', 800)}
          srcSet={bannerSrcSet(index, 'phone')}
          sizes="100vw"
          alt=""
          width={800}
          height={800}
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : undefined}
          decoding={first ? 'sync' : 'async'}
          className="absolute inset-0 h-full w-full object-cover"
        />
      </picture>
      <div className="absolute inset-0 flex">
        <div
          className={`flex flex-col items-start px-5 pt-6 pr-14 md:w-[42%] md:self-center md:p-0 ${slide.flip ? 'md:ml-[56.25%]' : 'md:ml-[7.5%]'}`}
        >
          <p className="text-[11px] font-bold tracking-[0.3em] uppercase md:text-[max(11px,1.125cqw)]">{slide.eyebrow}</p>
          <span aria-hidden="true" className="mt-2 block h-0.5 w-12 bg-[#c9a25a] md:mt-[1.4cqw] md:w-[4cqw]" />
          <h2 className="mt-3 font-serif text-[28px] leading-[1.08] md:mt-[2cqw] md:text-[4.4cqw]">{slide.headline}</h2>
          <p className="mt-2 max-w-[34ch] text-sm leading-snug md:mt-[1.5cqw] md:text-[max(14px,1.5cqw)]">{slide.sub}</p>
          <Link
            to={slide.href}
            className="mt-4 inline-flex h-10 items-center rounded-full px-5 text-xs font-bold tracking-[0.18em] uppercase after:absolute after:inset-0 after:content-[''] focus-visible:outline-offset-4 md:mt-[2.5cqw] md:h-[max(40px,3.5cqw)] md:px-[max(20px,2.2cqw)] md:text-[max(12px,1cqw)]"
            style={{ backgroundColor: ink, color: onInk }}
          >
            {slide.cta}
          </Link>
        </div>
      </div>
    </>
  );
}
