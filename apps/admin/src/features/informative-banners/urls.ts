export const informativeBannersUrl = () => '/platform/informative-banners';
