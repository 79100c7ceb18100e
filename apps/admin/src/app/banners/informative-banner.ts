/** An informative banner as the console shows it (`GET /informative_banners`; spec part 1 §9 image sizes). */
export interface InformativeBanner {
  id: string;
  /** Where the banner leads when clicked. */
  link: string;
  /** 1320×385 image for wide screens. */
  desktopImage: string;
  /** 600×400 image below the 550 px mobile breakpoint. */
  responsiveImage: string;
  /** Alternative text describing the image. */
  alt: string;
}
