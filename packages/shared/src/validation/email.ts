/**
 * E-mail pattern. The spec allows only 2–4-letter endings; DECISIONS P3-35 widens it to 2–24
 * so that real addresses such as .online, .store or .travel are accepted.
 */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,24}$/;

/** Surrounding spaces are ignored (the zod helpers trim before storing). */
export function isValidEmail(text: string): boolean {
  return EMAIL_PATTERN.test(text.trim());
}
