export const myAccountUrl = () => '/my-account';
