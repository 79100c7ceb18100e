/**
 * The customer's public survey page (`pollPageUrl` in the domain writes its links):
 * `/encuesta/{token}?tenant={slug}`, no sign-in.
 */
export const pollAnswerRoute = '/encuesta/:token';
