export const notAuthorizedUrl = () => '/misc/not-authorized';
