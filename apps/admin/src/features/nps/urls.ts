/** Spec part 2 §2: the NPS questions and polls maintainers (policy areas `questions` and `polls`). */
export const questionsUrl = () => '/nps/questions';
export const pollsUrl = () => '/nps/polls';
